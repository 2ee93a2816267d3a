/* WebKit's thread. WebKit's UI process API must always be called from one thread (WTF takes the first thread that uses
   it as its main thread and aborts when another calls), and GLib's default main context must be run on that thread.
   The app's main queue cannot be that thread on Linux: after dispatchMain() it is drained by whichever libdispatch
   worker is free. So WPE gets a thread of its own, which sets WPE up and then runs GLib's default main context for
   good (asleep in poll while the pages are idle); every call into WebKit is a job run there. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <glib.h>
#include <wpe/webkit.h>
#include <wpe/fdo.h>
#include <wpe/unstable/fdo-shm.h>
#include "CWebKitBridge.h"

static GMutex lock;
static GCond changed;
static int state; /* 0 not started, 1 starting, 2 running, -1 failed */
static char start_error[256];

static void set_state(int next) {
    g_mutex_lock(&lock);
    state = next;
    g_cond_broadcast(&changed);
    g_mutex_unlock(&lock);
}

static void *engine_main(void *unused) {
    g_main_context_acquire(g_main_context_default());
    if (!wpe_loader_init("libWPEBackend-fdo-1.0.so.1")) {
        snprintf(start_error, sizeof start_error,
                 "WPE cannot load its backend libWPEBackend-fdo-1.0.so.1; install libwpebackend-fdo-1.0-1");
        set_state(-1);
        return NULL;
    }
    if (!wpe_fdo_initialize_shm()) {
        snprintf(start_error, sizeof start_error, "WPEBackend-fdo could not start its shared-memory export");
        set_state(-1);
        return NULL;
    }
    set_state(2);
    GMainLoop *loop = g_main_loop_new(NULL, FALSE);
    g_main_loop_run(loop);
    return NULL;
}

int fk_webkit_start(char *error, size_t error_size) {
    g_mutex_lock(&lock);
    if (state == 0) {
        state = 1;
        pthread_t thread;
        pthread_attr_t attributes;
        pthread_attr_init(&attributes);
        pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
        if (pthread_create(&thread, &attributes, engine_main, NULL) != 0) {
            snprintf(start_error, sizeof start_error, "WebKit's thread could not be started (out of threads or memory)");
            state = -1;
        } else {
            pthread_setname_np(thread, "WebKit");
        }
        pthread_attr_destroy(&attributes);
    }
    while (state == 1) g_cond_wait(&changed, &lock);
    int result = state;
    g_mutex_unlock(&lock);
    if (result < 0) snprintf(error, error_size, "%s", start_error);
    return result > 0 ? 0 : -1;
}

typedef struct engine_job {
    void (*body)(void *);
    void *data;
    int done;
} engine_job;

static gboolean run_job(gpointer data) {
    engine_job *job = data;
    job->body(job->data);
    g_mutex_lock(&lock);
    job->done = 1;
    g_cond_broadcast(&changed);
    g_mutex_unlock(&lock);
    return G_SOURCE_REMOVE;
}

void fk_webkit_run(void (*body)(void *), void *data) {
    GMainContext *context = g_main_context_default();
    if (g_main_context_is_owner(context)) return body(data);
    engine_job job = {body, data, 0};
    g_main_context_invoke(context, run_job, &job);
    g_mutex_lock(&lock);
    /* The caller (the app's main thread) cannot go on without the result, but a WebKit thread stuck inside WebKit
       should not freeze the kiosk silently: every 10 s of waiting is logged. */
    int waited = 0;
    while (!job.done) {
        if (g_cond_wait_until(&changed, &lock, g_get_monotonic_time() + 10 * G_TIME_SPAN_SECOND) || job.done) continue;
        waited += 10;
        fprintf(stderr, "framekit.webkit: warning: WebKit's thread has not run the app's call for %d s (stuck in WebKit?); "
                        "the app waits for it\n", waited);
    }
    g_mutex_unlock(&lock);
}

int fk_web_sandbox_check(char *error, size_t error_size) {
    /* What WebKit asks of bubblewrap for a web process: new user, PID, network, IPC and UTS namespaces, and a /proc
       of its own (which a unit's overmounted /proc forbids). Were that to fail under WebKit, it would wait for good
       on the process it could not start. */
    char *argv[] = {"/usr/bin/bwrap", "--unshare-user", "--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts",
                    "--ro-bind", "/", "/", "--proc", "/proc", "--dev", "/dev", "true", NULL};
    char *output = NULL;
    int status = 0;
    GError *failure = NULL;
    gboolean ran = g_spawn_sync(NULL, argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &output, &status, &failure);
    int ok = ran && g_spawn_check_wait_status(status, NULL);
    if (!ok) {
        const char *said = failure ? failure->message : output && *output ? g_strstrip(output) : "it failed";
        snprintf(error, error_size, "%s", said);
    }
    g_free(output);
    g_clear_error(&failure);
    return ok ? 0 : -1;
}
