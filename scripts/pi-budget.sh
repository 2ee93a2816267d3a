#!/usr/bin/env bash
# A Raspberry Pi's frame budget: runs each benchmark's steady-state frames (those it marks with budgetFrame) under
# valgrind's callgrind, with its cache simulator sized as a Pi 4's Cortex-A72 caches, and prints per workload the
# instructions and the estimated DRAM traffic of a frame (last-level misses × 64-byte lines) beside a Raspberry Pi 4's
# budget for one 60 Hz frame, as a fraction of it (scripts/pi-budget.py says how the budget is reckoned). The
# goal: every interactive workload at most half of it. With Qt 5's development files (apt-get install -y qtbase5-dev
# g++) the list and text benchmarks' Qt peers are counted too, on the same workloads, in rows marked Qt. `--write`
# also puts the table into the FramePipeline article.
# Needs valgrind (apt-get install -y valgrind); takes about ten minutes (callgrind runs some fifty times slower).
#
#     scripts/pi-budget.sh [--write] [BENCHMARK ...]    (BENCHMARK: grid200 animation transition list text layout web)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "pi-budget: needs valgrind (apt-get install -y valgrind)" >&2; exit 2; }
write=()
if [ "${1:-}" = --write ]; then write=(--write Sources/FrameKit/FrameKit.docc/FramePipeline.md); shift; fi
benchmarks=("$@")
[ ${#benchmarks[@]} -gt 0 ] || benchmarks=(grid200 animation transition list text layout web)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The arguments that run each benchmark's budgeted workloads once (callgrind is slow).
arguments() {
  case $1 in
    animation | transition | text) echo --rounds 1 ;;
    list) echo --one-flick ;;
    layout) echo UIKit ;;
  esac
}
# Runs a command under callgrind in the work folder, its frames dumped as NAME.PID.out.N and its output in NAME.log;
# caches as a Pi 4's Cortex-A72 has them: 48 KiB 3-way instruction and 32 KiB 2-way data L1, 1 MiB 16-way L2.
callgrind=(valgrind --tool=callgrind --collect-atstart=no --cache-sim=yes --I1=49152,3,64 --D1=32768,2,64
  --LL=1048576,16,64 --dump-line=no)
counted() {
  local name=$1
  shift
  (cd "$work" && exec "${callgrind[@]}" --callgrind-out-file="$work/$name.%p.out" "$@" >>"$work/$name.log" 2>&1)
}
# The web view's UI process: `web-benchmark --serve` serves the page and exits once it has scrolled; the app
# (`web-benchmark --app URL`, an offscreen display at cog's 800x600) runs under callgrind meanwhile and is stopped
# then. Its frames are counted from one frame's start to the next on the main thread, with WebKit's thread while it
# copies and compares the page's frames (`WebViewLink.copy`: callgrind counts a thread only while collection is on in
# it); the web process, a child valgrind does not follow, is not counted.
web_app() {
  "$work/web-benchmark" --serve >"$work/web.url" &
  local server=$! url=""
  for _ in $(seq 300); do
    url="$(head -n 1 "$work/web.url")"
    [ -n "$url" ] && break
    sleep 0.1
  done
  [ -n "$url" ] || { echo "pi-budget: web-benchmark --serve printed no URL" >&2; exit 1; }
  (cd "$work" && FRAMEKIT_DISPLAY=offscreen FRAMEKIT_OFFSCREEN_SIZE=800x600 FRAMEKIT_INPUT=none \
    exec "${callgrind[@]}" --toggle-collect='$s6WebKit0A8ViewLinkC4copy_*' --callgrind-out-file="$work/web.%p.out" \
    ./web-benchmark --app "$url" >>"$work/web.log" 2>&1) &
  local app=$!
  if ! wait "$server"; then
    kill -TERM "$app" 2>/dev/null || true
    echo "pi-budget: the page never scrolled under callgrind:" >&2
    tail -20 "$work/web.log" >&2
    exit 1
  fi
  kill -TERM "$app"
  wait "$app" || true
}
qt_peer() {
  local name=$1 peer
  pkg-config --exists Qt5Widgets 2>/dev/null && command -v g++ >/dev/null || {
    echo "pi-budget: no Qt column for $name (apt-get install -y qtbase5-dev g++)" >&2
    return 0
  }
  peer="$work/qt_${name}_peer"
  # shellcheck disable=SC2046
  g++ -O2 -fPIC -I Benchmarks/Support -o "$peer" "Benchmarks/${name^}/qt_${name}_peer.cpp" $(pkg-config --cflags --libs Qt5Widgets)
  echo "pi-budget: running the Qt peer of $name under callgrind" >&2
  if [ "$name" = list ]; then
    "$work/list-benchmark" --flick-offsets >"$work/offsets"
    QT_QPA_PLATFORM=offscreen counted list_qt "$peer" 1 <"$work/offsets"
  else
    QT_QPA_PLATFORM=offscreen counted text_qt "$peer" 1
  fi || { echo "pi-budget: the Qt peer of $name failed under callgrind:" >&2; tail -20 "$work/${name}_qt.log" >&2; exit 1; }
}
for name in "${benchmarks[@]}"; do
  product="$name-benchmark"
  echo "pi-budget: building and running $product under callgrind" >&2
  swift build -c release --product "$product" >/dev/null
  # A copy without DWARF: Debian 12's valgrind cannot read the DWARF 5 of the C targets.
  objcopy --strip-debug "$(swift build -c release --show-bin-path)/$product" "$work/$product"
  if [ "$name" = web ]; then
    web_app
    continue
  fi
  # shellcheck disable=SC2046
  counted "$name" "./$product" $(arguments "$name") || { echo "pi-budget: $product failed under callgrind:" >&2; tail -20 "$work/$name.log" >&2; exit 1; }
  # The list and text benchmarks' Qt peers, counted the same way (Benchmarks/Support/peer_budget.h), when Qt 5 is
  # installed: run here, as the benchmarks cannot start them under valgrind.
  case $name in list | text) qt_peer "$name" ;; esac
done
python3 scripts/pi-budget.py "$work" "${write[@]}"
