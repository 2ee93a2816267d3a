#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include "Forwarding.h"

/* The table of `library`; NULL, with the reason in `error`, for a value outside the enum. */
static const fk_library_table *table(fk_platform_library library, char *error, size_t size) {
    switch (library) {
    case fk_library_libinput: return &fk_libinput_table;
    case fk_library_udev: return &fk_udev_table;
    case fk_library_seat: return &fk_seat_table;
    case fk_library_xkbcommon: return &fk_xkbcommon_table;
    case fk_library_jpeg: return &fk_jpeg_table;
    case fk_library_webp: return &fk_webp_table;
    case fk_library_rsvg: return &fk_rsvg_table;
    case fk_library_gif: return &fk_gif_table;
    case fk_library_systemd: return &fk_systemd_table;
    case fk_library_xml: return &fk_xml_table;
    case fk_library_sdl: return &fk_sdl_table;
    case fk_library_icu: return &fk_icu_table;
    case fk_library_chipmunk: return &fk_chipmunk_table;
    }
    snprintf(error, size, "unknown library %d", (int)library);
    return NULL;
}

const char *fk_platform_library_soname(fk_platform_library library) {
    const fk_library_table *t = table(library, NULL, 0);
    return t ? t->soname : "?";
}

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int loaded[fk_library_chipmunk + 1];

/* `soname` opened, if it has every function of `t`: a library missing one (too old) is reported, never half used. */
static void *open_complete(const fk_library_table *t, const char *soname, char *error, size_t size) {
    void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(error, size, "%s", dlerror());
        return NULL;
    }
    for (size_t i = 0; i < t->count; i++) {
        if (!dlsym(handle, t->symbols[i].name)) {
            snprintf(error, size, "%s has no %s (too old a version)", soname, t->symbols[i].name);
            dlclose(handle);
            return NULL;
        }
    }
    return handle;
}

int fk_load_platform_library(fk_platform_library library, char *error, size_t size) {
    const fk_library_table *t = table(library, error, size);
    if (!t) return -1;
    pthread_mutex_lock(&lock);
    if (!loaded[library]) {
        /* The handle stays open for the life of the process: its functions are bound. */
        void *handle = open_complete(t, t->soname, error, size);
        for (size_t i = 0; handle && i < t->count; i++) *t->symbols[i].address = dlsym(handle, t->symbols[i].name);
        loaded[library] = handle != NULL;
    }
    int result = loaded[library] ? 0 : -1;
    pthread_mutex_unlock(&lock);
    return result;
}

int fk_check_platform_library(fk_platform_library library, const char *soname, char *error, size_t size) {
    const fk_library_table *t = table(library, error, size);
    if (!t) return -1;
    void *handle = open_complete(t, soname ? soname : t->soname, error, size);
    if (!handle) return -1;
    dlclose(handle);
    return 0;
}

void fk_unloaded_function(const char *name) {
    fprintf(stderr, "FrameKit: %s called before its library was loaded (fk_load_platform_library)\n", name);
    abort();
}
