#ifndef FRAMEKIT_CSYSTEM_SHIM_H
#define FRAMEKIT_CSYSTEM_SHIM_H
#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>
#include <linux/kd.h>
#include <linux/vt.h>

/* Swift 6 cannot name C's stdout global; line-buffer it so print() reaches the journal line by line. */
static inline void fk_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }

/* Bytes malloc has handed out and not had back: its arena's and its own mmapped blocks'. */
static inline size_t fk_heap_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

/* accept4 and pipe2 are GNU extensions the Glibc module leaves out. A descriptor must be close-on-exec from the start:
   a child process another thread starts before a later fcntl (WebKit's) would keep it open for its lifetime. */
int accept4(int fd, struct sockaddr *address, socklen_t *length, int flags);
int pipe2(int fds[2], int flags);

/* SO_PEERCRED's answer (glibc declares struct ucred only for _GNU_SOURCE): the process at the other end of a Unix
   socket, as it was when it connected. */
typedef struct {
    int pid;
    unsigned uid, gid;
} fk_peer_credentials;

static inline int fk_socket_peer(int fd, fk_peer_credentials *peer) {
    socklen_t length = sizeof *peer;
    return getsockopt(fd, SOL_SOCKET, SO_PEERCRED, peer, &length);
}
static inline int fk_accept_cloexec(int fd, int nonblocking) {
    return accept4(fd, NULL, NULL, SOCK_CLOEXEC | (nonblocking ? SOCK_NONBLOCK : 0));
}
static inline int fk_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

/* Restoring the console when the process dies of a fatal signal (a crash, a Swift runtime trap, abort): the VT goes
   back to its text mode and keyboard, then the signal's previous action runs (the Swift backtracer, a core dump).
   A signal handler must be C and use only async-signal-safe calls; state lives in function-local statics because
   the header's functions are compiled into the Swift module that imports them. */
typedef struct {
    int tty, mode, keyboard_mode;
    struct sigaction previous[32];
} fk_fatal_restore;

static inline fk_fatal_restore *fk_fatal_state(void) {
    static fk_fatal_restore state = { .tty = -1 };
    return &state;
}

static void fk_fatal_handler(int sig, siginfo_t *info, void *context) {
    (void)context;
    fk_fatal_restore *state = fk_fatal_state();
    if (state->tty >= 0) {
        ioctl(state->tty, KDSKBMODE, state->keyboard_mode);
        ioctl(state->tty, KDSETMODE, state->mode);
        static const char message[] = "FrameKit: fatal signal, console restored\n";
        ssize_t written = write(STDERR_FILENO, message, sizeof message - 1);
        (void)written;
    }
    /* The previous action takes over: a fault from the kernel re-runs the faulting instruction (with its full
       details for a backtracer); a signal someone sent (kill, abort) is raised again. */
    sigaction(sig, &state->previous[sig], NULL);
    if (info == NULL || info->si_code <= 0) raise(sig);
}

static inline void fk_restore_console_on_fatal_signals(int tty, int mode, int keyboard_mode) {
    fk_fatal_restore *state = fk_fatal_state();
    state->tty = tty;
    state->mode = mode;
    state->keyboard_mode = keyboard_mode;
    static const int signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP };
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = fk_fatal_handler;
        action.sa_flags = SA_SIGINFO;
        sigemptyset(&action.sa_mask);
        sigaction(signals[i], &action, &state->previous[signals[i]]);
    }
}

/* VT switches ask the process (VT_PROCESS): the kernel sends `release` before switching away and `acquire` after
   switching back, and waits for fk_vt_release_done / fk_vt_acquire_done. A process that dies meanwhile is noticed
   by the kernel, which then switches on its own. */
static inline int fk_vt_process_switching(int tty, int release, int acquire) {
    struct vt_mode mode = { .mode = VT_PROCESS, .relsig = (short)release, .acqsig = (short)acquire };
    return ioctl(tty, VT_SETMODE, &mode) < 0 ? -errno : 0;
}

static inline void fk_vt_automatic_switching(int tty) {
    struct vt_mode mode = { .mode = VT_AUTO };
    ioctl(tty, VT_SETMODE, &mode);
}

static inline void fk_vt_release_done(int tty) { ioctl(tty, VT_RELDISP, 1); }
static inline void fk_vt_acquire_done(int tty) { ioctl(tty, VT_RELDISP, VT_ACKACQ); }

/* The console is given back normally: crashes no longer need to touch it. */
static inline void fk_forget_console_on_fatal_signals(void) { fk_fatal_state()->tty = -1; }
#endif
