#!/bin/bash
# Regenerates, for the executables that have them, the two files that place their start-up code (Package.swift hands
# both to lld; an app can copy the scheme):
# - link/NAME.order: the functions the executable runs while starting up, first run first (--symbol-ordering-file),
#   so that they sit together at the front of .text. A static binary's start-up then faults in a few hundred KB of
#   code instead of pages spread over its 16 MB (grid200's start-up peak RSS: 5 MiB less).
# - link/NAME.layout: where .text starts (-Xlinker --section-start; swiftc reads the file as a response file, so an
#   empty one adds nothing). The kernel maps a file's pages in aligned 64 KiB windows around each page fault
#   (fault-around), so which pages of a sparsely used section end up resident depends on where the section starts
#   within a window. Executables are linked 64 KiB-aligned, which makes that the same in every run; of the 16 page
#   offsets, this keeps the one whose start-up maps the fewest of the executable's file pages (grid200: 3.2–3.4 MB,
#   by profile, against 3.5 MB at the default offset and 3.8–4.4 MB by run when linked 4 KiB-aligned).
# Each executable is profiled on the offscreen display: HelloKiosk's start-up, and grid200-benchmark's measure-C child
# (start to first frame). Run it after changes that rename or add much start-up code; names that no longer exist are
# ignored, new ones are merely not placed. SwiftPM does not relink when only these files change: remove the
# executable (or touch a source of it) to pick them up.
# Usage: scripts/startup-order.sh [NAME…] (default: all of them).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "startup-order: needs valgrind (apt-get install -y valgrind)" >&2; exit 1; }

declare -A arguments=([HelloKiosk]="" [grid200-benchmark]="--first-frame")
names=("$@")
[ ${#names[@]} -gt 0 ] || names=("${!arguments[@]}")
scratch=.build-profile
# The kiosk build (README): the Swift runtime and Foundation linked in.
build=(-c release --static-swift-stdlib)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The file-backed KB of the executable's own mappings at exit, reported by a preloaded destructor, or by _exit for a
# process that ends that way (grid200's measure-C child).
cat > "$work/resident.c" <<'C'
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
__attribute__((destructor)) static void report(void) {
    const char *out = getenv("STARTUP_LAYOUT_OUT");
    char exe[4096], line[8192];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    FILE *smaps = fopen("/proc/self/smaps", "r");
    if (!out || n <= 0 || !smaps) return;
    exe[n] = 0;
    long kb = 0, v;
    int mine = 0;
    while (fgets(line, sizeof line, smaps)) {
        char *space = strchr(line, ' ');
        if (space && memchr(line, '-', space - line) && space[-1] != ':') mine = strstr(line, exe) != NULL;
        else if (mine && sscanf(line, "Rss: %ld", &v) == 1) kb += v;
        else if (mine && sscanf(line, "Anonymous: %ld", &v) == 1) kb -= v;
    }
    FILE *f = fopen(out, "w");
    if (f) { fprintf(f, "%ld\n", kb); fclose(f); }
}
void _exit(int status) {
    report();
    syscall(SYS_exit_group, status);
    __builtin_unreachable();
}
C
"${CC:-cc}" -shared -fPIC -O1 -o "$work/resident.so" "$work/resident.c"

# Picks .text's page offset within a 64 KiB window: links each of the 16 and keeps the one whose start-up leaves the
# fewest of the executable's file pages resident. .text goes 4 MiB past the end of the read-only sections that
# precede it by default; lld then places those after .text, so growth never makes them overlap.
place_text() {
    local name=$1 bin k best="" bestkb=0 kb
    bin="$(swift build "${build[@]}" --scratch-path "$scratch" --show-bin-path)/$name"
    : > "link/$name.layout"
    rm -f "$bin"
    swift build "${build[@]}" --product "$name" --scratch-path "$scratch" >/dev/null
    local readonly_end
    readonly_end=$(readelf -lW "$bin" | awk '$1 == "LOAD" { print $3 "+" $6; exit }')
    local base=$(( ( $(( readonly_end )) + (4 << 20) + 0xffff ) & ~0xffff ))
    for k in $(seq 0 15); do
        printf -- '-Xlinker --section-start=.text=0x%x\n' $(( base + k * 4096 )) > "link/$name.layout"
        rm -f "$bin"
        swift build "${build[@]}" --product "$name" --scratch-path "$scratch" >/dev/null
        # shellcheck disable=SC2086 # the arguments are words
        FRAMEKIT_DISPLAY=offscreen STARTUP_LAYOUT_OUT="$work/kb" LD_PRELOAD="$work/resident.so" "$bin" \
            ${arguments[$name]} >/dev/null
        kb=$(cat "$work/kb")
        if [ -z "$best" ] || [ "$kb" -lt "$bestkb" ]; then best=$k; bestkb=$kb; fi
    done
    printf -- '-Xlinker --section-start=.text=0x%x\n' $(( base + best * 4096 )) > "link/$name.layout"
    echo "startup-order: .text at page $best of its window in link/$name.layout ($bestkb KB of the executable resident)"
}

for name in "${names[@]}"; do
    [ -n "${arguments[$name]+set}" ] || { echo "startup-order: no profile for '$name' (known: ${!arguments[*]})" >&2; exit 1; }
    [ -e "link/$name.order" ] || : > "link/$name.order"   # Package.swift links with both
    [ -e "link/$name.layout" ] || : > "link/$name.layout"
    swift build "${build[@]}" --product "$name" --scratch-path "$scratch"
    # Profile a copy without DWARF: Debian 12's valgrind cannot read the DWARF 5 clang gives C targets; the symbol
    # table is all the profile needs.
    binary="$work/$name"
    objcopy --strip-debug "$(swift build "${build[@]}" --scratch-path "$scratch" --show-bin-path)/$name" \
        "$binary"
    # shellcheck disable=SC2086 # the arguments are words
    FRAMEKIT_DISPLAY=offscreen valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$name.%p" \
        "$binary" ${arguments[$name]} >/dev/null 2>"$work/$name.log" || { cat "$work/$name.log" >&2; exit 1; }
    # Callgrind compresses names: "fn=(7) name" defines id 7, a later "fn=(7)" refers to it; "ob=" names the object
    # file the functions that follow belong to. Keep each function of the executable once, in the order of the
    # profile of its largest process (an app may fork helpers), then the rest.
    # shellcheck disable=SC2012 # file names are ours
    awk -v executable="/$name" '
        FNR == 1 { delete objects; delete functions; object = "" }
        match($0, /^c?ob=\([0-9]+\)/) {
            id = substr($0, 1, RLENGTH); sub(/^c?ob=/, "", id)
            if (length($0) > RLENGTH) objects[id] = substr($0, RLENGTH + 2)
            if ($0 ~ /^ob=/) object = objects[id]
            next
        }
        match($0, /^c?fn=\([0-9]+\)/) {
            id = substr($0, 1, RLENGTH); sub(/^c?fn=/, "", id)
            if (length($0) > RLENGTH) functions[id] = substr($0, RLENGTH + 2)
            tail = substr(object, length(object) - length(executable) + 1)
            if ($0 ~ /^fn=/ && tail == executable && !(functions[id] in seen)) {
                seen[functions[id]] = 1
                print functions[id]
            }
        }
    ' $(ls -S "$work/$name".[0-9]*) > "link/$name.order"
    echo "startup-order: $(wc -l < "link/$name.order") functions in link/$name.order"
    place_text "$name"
done
