#ifndef FRAMEKIT_CSYSTEMD_SHIM_H
#define FRAMEKIT_CSYSTEMD_SHIM_H
/* sd-bus's declarations, for the logind calls FrameKit makes (libsystemd is loaded on first use: CPlatformLibraries). */
#include <systemd/sd-bus.h>
#endif
