#include "CBenchmarkProbes.h"

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>

int fk_probe_under_valgrind(void) { return RUNNING_ON_VALGRIND ? 1 : 0; }
void fk_probe_toggle_collection(void) { CALLGRIND_TOGGLE_COLLECT; }
void fk_probe_dump(const char *workload) { CALLGRIND_DUMP_STATS_AT(workload); }
void fk_probe_discard(void) { CALLGRIND_ZERO_STATS; }
#else
int fk_probe_under_valgrind(void) { return 0; }
void fk_probe_toggle_collection(void) {}
void fk_probe_dump(const char *workload) { (void)workload; }
void fk_probe_discard(void) {}
#endif
