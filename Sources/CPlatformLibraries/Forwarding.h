#ifndef FRAMEKIT_FORWARDING_H
#define FRAMEKIT_FORWARDING_H
#include <stddef.h>
#include "CPlatformLibraries.h"

/* One entry of a library's symbol table: the name to look up, and where the address goes. */
typedef struct fk_symbol {
    const char *name;
    void **address;
} fk_symbol;

/* A library: its shared object and the functions FrameKit calls. */
typedef struct fk_library_table {
    const char *soname;
    const fk_symbol *symbols;
    size_t count;
} fk_library_table;

extern const fk_library_table fk_libinput_table, fk_udev_table, fk_seat_table, fk_xkbcommon_table, fk_jpeg_table,
    fk_webp_table, fk_rsvg_table, fk_gif_table, fk_systemd_table, fk_xml_table, fk_sdl_table, fk_icu_table,
    fk_chipmunk_table;

_Noreturn void fk_unloaded_function(const char *name);

/* FK_DEFINE_FORWARDERS(prefix, LIST) defines, for each X(ret, name, params, args) / X_VOID(name, params, args) of
   LIST, a pointer the loader fills, the function `name` itself forwarding to it, and the library's symbol table.
   The compiler checks each definition against the library's own header. */
#define FK_POINTER(ret, name, params, args) static __typeof__(&name) fk_##name;
#define FK_POINTER_VOID(name, params, args) static __typeof__(&name) fk_##name;
#define FK_FORWARDER(ret, name, params, args) \
    ret name params { \
        if (!fk_##name) fk_unloaded_function(#name); \
        return fk_##name args; \
    }
#define FK_FORWARDER_VOID(name, params, args) \
    void name params { \
        if (!fk_##name) fk_unloaded_function(#name); \
        fk_##name args; \
    }
#define FK_ENTRY(ret, name, params, args) { #name, (void **)&fk_##name },
#define FK_ENTRY_VOID(name, params, args) { #name, (void **)&fk_##name },

#define FK_DEFINE_FORWARDERS(library, sonamestring, LIST) \
    LIST(FK_POINTER, FK_POINTER_VOID) \
    LIST(FK_FORWARDER, FK_FORWARDER_VOID) \
    static const fk_symbol library##_symbols[] = { LIST(FK_ENTRY, FK_ENTRY_VOID) }; \
    const fk_library_table fk_##library##_table = { \
        sonamestring, library##_symbols, sizeof library##_symbols / sizeof library##_symbols[0] \
    };
#endif
