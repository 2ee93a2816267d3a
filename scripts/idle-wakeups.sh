#!/usr/bin/env bash
# Counts an idle app's wake-ups: runs an example (default KioskMenu) on the offscreen display, kept running
# (FRAMEKIT_OFFSCREEN_EXIT=never), lets it draw its first screen and settle, then counts the context switches of all
# its threads over SECONDS (default 10). An idle FrameKit app sleeps in the kernel: the count is 0. (HelloKiosk is
# not idle: its focused text field blinks the caret, two frames a second, as UIKit's does.)
#
#     scripts/idle-wakeups.sh [APP] [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
app="${1:-KioskMenu}"
seconds="${2:-10}"
swift build --product "$app" >/dev/null
bin="$(swift build --show-bin-path)/$app"
log="$(mktemp)"
FRAMEKIT_DISPLAY=offscreen FRAMEKIT_OFFSCREEN_EXIT=never "$bin" >"$log" 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; rm -f "$log"' EXIT
sleep 5
kill -0 "$pid" 2>/dev/null || { echo "idle-wakeups: $app ended before it was measured:"; cat "$log"; exit 1; }
# Voluntary and involuntary switches of every thread: each is the kernel running the process again.
switches() { cat /proc/"$pid"/task/*/status 2>/dev/null | awk '/ctxt_switches/ { total += $2 } END { print total + 0 }'; }
before=$(switches)
sleep "$seconds"
after=$(switches)
echo "idle wake-ups: $app: $((after - before)) context switches in $seconds s"
printf '{"app": "%s", "seconds": %s, "contextSwitches": %s}\n' "$app" "$seconds" "$((after - before))"
