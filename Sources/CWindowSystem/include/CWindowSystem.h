#ifndef FRAMEKIT_CWINDOWSYSTEM_H
#define FRAMEKIT_CWINDOWSYSTEM_H
/* The desktop preview's window through SDL2 (its functions forward to the library CPlatformLibraries loads). */
#include <SDL2/SDL.h>

/* The file descriptor that becomes readable when the window system has events for the window's connection (X11's
   socket, Wayland's display), so the main loop sleeps until then instead of polling SDL; -1 when SDL's video driver
   is another. */
int fk_window_event_fd(SDL_Window *window);

/* SDL_WINDOWPOS_UNDEFINED, a macro expression Swift cannot import. */
static const int fk_window_position_undefined = SDL_WINDOWPOS_UNDEFINED;
#endif
