#ifndef FRAMEKIT_CCHIPMUNK_SHIM_H
#define FRAMEKIT_CCHIPMUNK_SHIM_H
/* Chipmunk2D's API (libchipmunk-dev), headers only: CPlatformLibraries defines its functions and loads
   libchipmunk.so.7 when the first UIDynamicAnimator steps. */
#include <chipmunk/chipmunk.h>
#endif
