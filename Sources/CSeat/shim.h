#ifndef FRAMEKIT_CSEAT_SHIM_H
#define FRAMEKIT_CSEAT_SHIM_H
#include <stdarg.h>
#include <stdio.h>
#include <libseat.h>

/* libseat logs through a printf-style callback, which Swift cannot implement: format here, hand Swift a line. */
typedef void (*fk_seat_log_sink)(int level, const char *line);

static inline fk_seat_log_sink *fk_seat_sink(void) {
    static fk_seat_log_sink sink;
    return &sink;
}

static void fk_seat_log(enum libseat_log_level level, const char *format, va_list args) {
    char line[512];
    vsnprintf(line, sizeof line, format, args);
    if (*fk_seat_sink()) (*fk_seat_sink())((int)level, line);
}

static inline void fk_seat_set_log_sink(fk_seat_log_sink sink) {
    *fk_seat_sink() = sink;
    libseat_set_log_handler(fk_seat_log);
    libseat_set_log_level(LIBSEAT_LOG_LEVEL_INFO);
}
#endif
