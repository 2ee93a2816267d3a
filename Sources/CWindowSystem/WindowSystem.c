#include <dlfcn.h>
#include <SDL2/SDL_syswm.h>
#include "CWindowSystem.h"

/* wl_display_get_fd from the libwayland-client SDL has already loaded (RTLD_NOLOAD: never a second copy). */
static int wayland_fd(struct wl_display *display) {
    void *library = dlopen("libwayland-client.so.0", RTLD_NOW | RTLD_NOLOAD);
    if (!library) return -1;
    int (*get_fd)(struct wl_display *) = (int (*)(struct wl_display *))dlsym(library, "wl_display_get_fd");
    int fd = get_fd ? get_fd(display) : -1;
    dlclose(library);
    return fd;
}

int fk_window_event_fd(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info)) return -1;
    switch (info.subsystem) {
#if defined(SDL_VIDEO_DRIVER_X11)
    case SDL_SYSWM_X11: return ConnectionNumber(info.info.x11.display);
#endif
#if defined(SDL_VIDEO_DRIVER_WAYLAND)
    case SDL_SYSWM_WAYLAND: return wayland_fd(info.info.wl.display);
#endif
    default: return -1;
    }
}
