/* xkbcommon (keymaps): the functions FrameKit calls, forwarding to libxkbcommon.so.0 once it is loaded.
   Add a function here when FrameKit starts calling it (the link fails until then). */
#include <xkbcommon/xkbcommon.h>
#include "Forwarding.h"

#define XKBCOMMON_FUNCTIONS(X, X_VOID) \
    X(struct xkb_context *, xkb_context_new, (enum xkb_context_flags flags), (flags)) \
    X_VOID(xkb_context_unref, (struct xkb_context *context), (context)) \
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
