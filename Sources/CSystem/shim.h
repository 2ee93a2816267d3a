#ifndef FRAMEKIT_CSYSTEM_SHIM_H
#define FRAMEKIT_CSYSTEM_SHIM_H
#include <stdio.h>

/* Swift 6 cannot name C's stdout global; line-buffer it so print() reaches the journal line by line. */
static inline void fk_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }
#endif
