/* GLib's default main context driven from FrameKit's loop (WebKit's UI process runs on it): prepare and query give
   the descriptors and the timeout to wait for; when one is ready, check and dispatch run what is due. */
#include <glib.h>
#include "CWebKitBridge.h"

static GPollFD *poll_fds;
static gint poll_capacity, poll_count, max_priority;

int fk_glib_prepare(int *fds, short *events, int capacity, int *timeout_ms) {
    GMainContext *context = g_main_context_default();
    static gboolean acquired;
    if (!acquired) acquired = g_main_context_acquire(context);
    gboolean ready = g_main_context_prepare(context, &max_priority);
    gint timeout = -1, count;
    while ((count = g_main_context_query(context, max_priority, &timeout, poll_fds, poll_capacity)) > poll_capacity) {
        poll_capacity = count;
        poll_fds = g_renew(GPollFD, poll_fds, poll_capacity);
    }
    poll_count = count;
    *timeout_ms = ready ? 0 : timeout;
    for (int i = 0; i < count && i < capacity; i++) {
        fds[i] = poll_fds[i].fd;
        events[i] = (short)(((poll_fds[i].events & G_IO_IN) ? 1 : 0) | ((poll_fds[i].events & G_IO_OUT) ? 4 : 0));
    }
    return count;
}

/* Polls the descriptors of the last query for up to `timeout_ms`, then runs what is due. */
static void poll_and_dispatch(int timeout_ms) {
    GMainContext *context = g_main_context_default();
    g_poll(poll_fds, (guint)poll_count, timeout_ms);
    if (g_main_context_check(context, max_priority, poll_fds, poll_count)) g_main_context_dispatch(context);
}

void fk_glib_dispatch(void) { poll_and_dispatch(0); }

void fk_glib_iterate(int max_wait_ms) {
    int fds[1];
    short events[1];
    int timeout;
    fk_glib_prepare(fds, events, 0, &timeout);
    poll_and_dispatch(timeout < 0 || timeout > max_wait_ms ? max_wait_ms : timeout);
}
