/* SDL2 (the desktop preview's window, mouse and keyboard): the functions FrameKit calls, forwarding to
   libSDL2-2.0.so.0 once it is loaded. */
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include "Forwarding.h"

#define SDL_FUNCTIONS(X, X_VOID) \
    X(SDL_bool, SDL_SetHint, (const char *name, const char *value), (name, value)) \
    X(int, SDL_InitSubSystem, (Uint32 flags), (flags)) \
    X_VOID(SDL_QuitSubSystem, (Uint32 flags), (flags)) \
    X(const char *, SDL_GetError, (void), ()) \
    X(const char *, SDL_GetCurrentVideoDriver, (void), ()) \
    X(SDL_Window *, SDL_CreateWindow, (const char *title, int x, int y, int w, int h, Uint32 flags), (title, x, y, w, h, flags)) \
    X_VOID(SDL_DestroyWindow, (SDL_Window *window), (window)) \
    X(Uint32, SDL_GetWindowID, (SDL_Window *window), (window)) \
    X_VOID(SDL_GetWindowPosition, (SDL_Window *window, int *x, int *y), (window, x, y)) \
    X_VOID(SDL_GetWindowSize, (SDL_Window *window, int *w, int *h), (window, w, h)) \
    X(SDL_Surface *, SDL_GetWindowSurface, (SDL_Window *window), (window)) \
    X(int, SDL_UpdateWindowSurfaceRects, (SDL_Window *window, const SDL_Rect *rects, int count), (window, rects, count)) \
    X(int, SDL_ConvertPixels, (int width, int height, Uint32 src_format, const void *src, int src_pitch, Uint32 dst_format, void *dst, int dst_pitch), (width, height, src_format, src, src_pitch, dst_format, dst, dst_pitch)) \
    X(int, SDL_PollEvent, (SDL_Event *event), (event)) \
    X(SDL_bool, SDL_GetWindowWMInfo, (SDL_Window *window, SDL_SysWMinfo *info), (window, info)) \
    X(SDL_Keymod, SDL_GetModState, (void), ())

FK_DEFINE_FORWARDERS(sdl, "libSDL2-2.0.so.0", SDL_FUNCTIONS)
