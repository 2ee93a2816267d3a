#ifndef FRAMEKIT_CLIBINPUT_SHIM_H
#define FRAMEKIT_CLIBINPUT_SHIM_H
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <unistd.h>
#include <libinput.h>
#include <libudev.h>
#include <linux/input-event-codes.h>

/* Evdev codes Swift cannot import as macros. */
static const int fk_btn_left = BTN_LEFT;
static const int fk_key_rotate_display = KEY_ROTATE_DISPLAY;

/* libinput logs through a printf-style callback, which Swift cannot implement: format here, hand Swift a line. */
typedef void (*fk_libinput_log_sink)(int priority, const char *line);
static inline fk_libinput_log_sink *fk_libinput_sink(void) {
    static fk_libinput_log_sink sink;
    return &sink;
}

static void fk_libinput_log(struct libinput *li, enum libinput_log_priority priority, const char *format,
                            va_list args) {
    (void)li;
    char line[512];
    vsnprintf(line, sizeof line, format, args);
    if (*fk_libinput_sink()) (*fk_libinput_sink())((int)priority, line);
}

static inline void fk_libinput_set_log_sink(struct libinput *li, fk_libinput_log_sink sink) {
    *fk_libinput_sink() = sink;
    libinput_log_set_handler(li, fk_libinput_log);
    libinput_log_set_priority(li, LIBINPUT_LOG_PRIORITY_ERROR);
}
#endif
