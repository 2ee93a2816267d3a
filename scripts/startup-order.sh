#!/bin/bash
# Regenerates link/NAME.order for the executables that have one: the functions the executable runs while starting up,
# first run first, which Package.swift hands to lld (--symbol-ordering-file) so that they sit together at the front of
# .text. A static binary's start-up then faults in a few hundred KB of code instead of pages spread over its 16 MB
# (grid200's start-up peak RSS: 5 MiB less). Each executable is profiled under callgrind on the offscreen display:
# HelloKiosk's start-up, and grid200-benchmark's measure-C child (start to first frame). Run it after changes that
# rename or add much start-up code; names that no longer exist are ignored, new ones are merely not placed.
# Usage: scripts/startup-order.sh [NAME…] (default: all of them).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "startup-order: needs valgrind (apt-get install -y valgrind)" >&2; exit 1; }

declare -A arguments=([HelloKiosk]="" [grid200-benchmark]="--first-frame")
names=("$@")
[ ${#names[@]} -gt 0 ] || names=("${!arguments[@]}")
scratch=.build-profile
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for name in "${names[@]}"; do
    [ -n "${arguments[$name]+set}" ] || { echo "startup-order: no profile for '$name' (known: ${!arguments[*]})" >&2; exit 1; }
    [ -e "link/$name.order" ] || : > "link/$name.order"   # Package.swift links with it
    swift build -c release --static-swift-stdlib --product "$name" --scratch-path "$scratch"
    # Profile a copy without DWARF: Debian 12's valgrind cannot read the DWARF 5 clang gives C targets; the symbol
    # table is all the profile needs.
    binary="$work/$name"
    objcopy --strip-debug "$(swift build -c release --static-swift-stdlib --scratch-path "$scratch" --show-bin-path)/$name" \
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
done
