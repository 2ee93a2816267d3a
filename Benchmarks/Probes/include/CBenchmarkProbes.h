#ifndef C_BENCHMARK_PROBES_H
#define C_BENCHMARK_PROBES_H

/* Marks for scripts/pi-budget.sh: whether the benchmark runs under valgrind, and callgrind's collection switched on
   and off around one frame, whose counts are then dumped under its workload's name. Without valgrind's headers (the
   valgrind package) these do nothing and report no valgrind. */
int fk_probe_under_valgrind(void);
void fk_probe_toggle_collection(void);
void fk_probe_dump(const char *workload);
void fk_probe_discard(void);

#endif
