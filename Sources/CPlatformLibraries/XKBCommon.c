/* xkbcommon (keymaps): the functions FrameKit calls, forwarding to libxkbcommon.so.0 once it is loaded.
   Add a function here when FrameKit starts calling it (the link fails until then). */
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-compose.h>
#include "Forwarding.h"

#define XKBCOMMON_FUNCTIONS(X, X_VOID) \
    X(struct xkb_context *, xkb_context_new, (enum xkb_context_flags flags), (flags)) \
    X_VOID(xkb_context_unref, (struct xkb_context *context), (context)) \
    X(enum xkb_compose_feed_result, xkb_compose_state_feed, (struct xkb_compose_state *state, xkb_keysym_t keysym), (state, keysym)) \
    X(enum xkb_compose_status, xkb_compose_state_get_status, (struct xkb_compose_state *state), (state)) \
    X(int, xkb_compose_state_get_utf8, (struct xkb_compose_state *state, char *buffer, size_t size), (state, buffer, size)) \
    X(struct xkb_compose_state *, xkb_compose_state_new, (struct xkb_compose_table *table, enum xkb_compose_state_flags flags), (table, flags)) \
    X_VOID(xkb_compose_state_reset, (struct xkb_compose_state *state), (state)) \
    X_VOID(xkb_compose_state_unref, (struct xkb_compose_state *state), (state)) \
    X(struct xkb_compose_table *, xkb_compose_table_new_from_locale, (struct xkb_context *context, const char *locale, enum xkb_compose_compile_flags flags), (context, locale, flags)) \
    X_VOID(xkb_compose_table_unref, (struct xkb_compose_table *table), (table)) \
    X(int, xkb_keymap_key_get_syms_by_level, (struct xkb_keymap *keymap, xkb_keycode_t key, xkb_layout_index_t layout, xkb_level_index_t level, const xkb_keysym_t **syms_out), (keymap, key, layout, level, syms_out)) \
    X(int, xkb_keymap_key_repeats, (struct xkb_keymap *keymap, xkb_keycode_t key), (keymap, key)) \
    X(struct xkb_keymap *, xkb_keymap_new_from_names, (struct xkb_context *context, const struct xkb_rule_names *names, enum xkb_keymap_compile_flags flags), (context, names, flags)) \
    X_VOID(xkb_keymap_unref, (struct xkb_keymap *keymap), (keymap)) \
    X(int, xkb_keysym_get_name, (xkb_keysym_t keysym, char *buffer, size_t size), (keysym, buffer, size)) \
    X(int, xkb_keysym_to_utf8, (xkb_keysym_t keysym, char *buffer, size_t size), (keysym, buffer, size)) \
    X(xkb_layout_index_t, xkb_state_key_get_layout, (struct xkb_state *state, xkb_keycode_t key), (state, key)) \
    X(xkb_keysym_t, xkb_state_key_get_one_sym, (struct xkb_state *state, xkb_keycode_t key), (state, key)) \
    X(int, xkb_state_key_get_utf8, (struct xkb_state *state, xkb_keycode_t key, char *buffer, size_t size), (state, key, buffer, size)) \
    X(int, xkb_state_mod_name_is_active, (struct xkb_state *state, const char *name, enum xkb_state_component type), (state, name, type)) \
    X(struct xkb_state *, xkb_state_new, (struct xkb_keymap *keymap), (keymap)) \
    X_VOID(xkb_state_unref, (struct xkb_state *state), (state)) \
    X(enum xkb_state_component, xkb_state_update_key, (struct xkb_state *state, xkb_keycode_t key, enum xkb_key_direction direction), (state, key, direction))

FK_DEFINE_FORWARDERS(xkbcommon, "libxkbcommon.so.0", XKBCOMMON_FUNCTIONS)
