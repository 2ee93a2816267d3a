/* libseat (seat sessions through logind or seatd): the functions FrameKit calls, forwarding to libseat.so.1 once it is loaded.
   Add a function here when FrameKit starts calling it (the link fails until then). */
#include <libseat.h>
#include "Forwarding.h"

#define SEAT_FUNCTIONS(X, X_VOID) \
    X(int, libseat_close_device, (struct libseat *seat, int device_id), (seat, device_id)) \
    X(int, libseat_close_seat, (struct libseat *seat), (seat)) \
    X(int, libseat_disable_seat, (struct libseat *seat), (seat)) \
    X(int, libseat_dispatch, (struct libseat *seat, int timeout), (seat, timeout)) \
    X(int, libseat_get_fd, (struct libseat *seat), (seat)) \
    X(int, libseat_open_device, (struct libseat *seat, const char *path, int *fd), (seat, path, fd)) \
    X(struct libseat *, libseat_open_seat, (const struct libseat_seat_listener *listener, void *userdata), (listener, userdata)) \
    X(const char *, libseat_seat_name, (struct libseat *seat), (seat)) \
    X_VOID(libseat_set_log_handler, (libseat_log_func handler), (handler)) \
    X_VOID(libseat_set_log_level, (enum libseat_log_level level), (level))

FK_DEFINE_FORWARDERS(seat, "libseat.so.1", SEAT_FUNCTIONS)
