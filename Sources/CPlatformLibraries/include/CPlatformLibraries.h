#ifndef FRAMEKIT_CPLATFORMLIBRARIES_H
#define FRAMEKIT_CPLATFORMLIBRARIES_H
#include <stddef.h>

/* The C libraries FrameKit loads when first used: those only real hardware needs, loaded when a backend first opens
   one (an app on the offscreen display never maps them, and the others start without their ~20 shared objects), and
   the image codecs, loaded by the first image of their format (an app of PNGs never maps librsvg's dozen), and libxml2,
   loaded by the first Interface Builder document, SDL2, loaded by the desktop preview's window, and ICU's plural
   rules, loaded by the first localized plural, and Chipmunk2D, loaded by the first UIKit Dynamics step. Their functions are
   defined here and forward to the loaded library; calling one before it is loaded aborts with its name. (libdrm is
   linked as usual: SwiftPM takes its header path from pkg-config, which links it too; it is small and needs nothing
   else.) */
typedef enum fk_platform_library {
    fk_library_libinput,
    fk_library_udev,
    fk_library_seat,
    fk_library_xkbcommon,
    fk_library_jpeg,
    fk_library_webp,
    fk_library_rsvg,
    fk_library_gif,
    fk_library_systemd,
    fk_library_xml,
    fk_library_sdl,
    fk_library_icu,
    fk_library_chipmunk,
} fk_platform_library;

/* Loads `library` and binds its functions (once; later calls return at once). 0 on success; otherwise -1 with the
   loader's reason in `error`. Thread-safe. */
int fk_load_platform_library(fk_platform_library library, char *error, size_t size);

/* Whether shared object `soname` (NULL: the library's own) loads and has every function FrameKit calls from
   `library`: 0, or -1 with the reason in `error`. Binds nothing and leaves nothing loaded (`framekit probe`). */
int fk_check_platform_library(fk_platform_library library, const char *soname, char *error, size_t size);

/* The shared object `library` is loaded from, e.g. "libinput.so.10". */
const char *fk_platform_library_soname(fk_platform_library library);
/* The CLDR plural category ("zero", "one", "two", "few", "many", "other") of `number` in `language` (an ICU locale
   such as "ar" or "de_DE"), through ICU loaded on first use: 0, or -1 with the reason in `error`. Thread-safe. */
int fk_plural_category(const char *language, double number, char *category, size_t size, char *error, size_t error_size);
#endif
