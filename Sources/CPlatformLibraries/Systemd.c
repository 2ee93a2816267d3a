/* libsystemd's sd-bus (calls to logind): the functions FrameKit calls, forwarding to libsystemd.so.0 once it is
   loaded. Only fixed-argument functions: sd_bus_call_method's variadic arguments cannot be forwarded. */
#include <systemd/sd-bus.h>
#include "Forwarding.h"

#define SYSTEMD_FUNCTIONS(X, X_VOID) \
    X(int, sd_bus_open_system, (sd_bus **ret), (ret)) \
    X(sd_bus *, sd_bus_flush_close_unref, (sd_bus *bus), (bus)) \
    X(int, sd_bus_message_new_method_call, (sd_bus *bus, sd_bus_message **m, const char *destination, const char *path, const char *interface, const char *member), (bus, m, destination, path, interface, member)) \
    X(int, sd_bus_message_append_basic, (sd_bus_message *m, char type, const void *p), (m, type, p)) \
    X(int, sd_bus_call, (sd_bus *bus, sd_bus_message *m, uint64_t usec, sd_bus_error *ret_error, sd_bus_message **reply), (bus, m, usec, ret_error, reply)) \
    X(sd_bus_message *, sd_bus_message_unref, (sd_bus_message *m), (m)) \
    X_VOID(sd_bus_error_free, (sd_bus_error *e), (e))

FK_DEFINE_FORWARDERS(systemd, "libsystemd.so.0", SYSTEMD_FUNCTIONS)
