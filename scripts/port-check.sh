#!/usr/bin/env bash
# Ports every iOS project under DIR (a folder holding an .xcodeproj, or a folder of an app's Swift files) with
# `framekit port`, builds it against this checkout, runs it on the offscreen display to its first frame, and, where the
# project has a `port-check.steps`, drives it through its control socket: `tap X Y` taps, `wait S` lets an animation
# end, `expect TEXT` waits (10 s) for TEXT in `framekit ctl describe`. A project with an `expected-errors.steps` must
# fail to build with each of its lines among the compiler's errors (a Swift 6 project's isolation errors, which Xcode
# reports too), and passes without running. One line per project (builds / N compiler errors / runs), then
# `porting: N passed, M failed`; exit 0 only when all pass. The ported packages share one build folder
# (.build-port), so FrameKit is compiled once for all of them.
set -uo pipefail
dir=${1:?usage: scripts/port-check.sh DIR}
repo=$(cd "$(dirname "$0")/.." && pwd)
scratch="$repo/.build-port"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build --package-path "$repo" --product framekit >/dev/null 2>&1 || { echo "port-check: framekit does not build"; exit 2; }
framekit="$repo/.build/debug/framekit"
passed=0
failed=0

projects=()
while IFS= read -r -d '' project; do projects+=("$project"); done < <(
  find "$dir" -mindepth 1 -maxdepth 1 -type d -print0 | sort -z)

for project in "${projects[@]}"; do
  name=$(basename "$project")
  out="$work/$name"
  if ! "$framekit" port "$project" --output "$out" --framekit "$repo" >"$work/$name.port.log" 2>&1; then
    echo "$name: framekit port failed: $(tail -1 "$work/$name.port.log")"
    failed=$((failed + 1)); continue
  fi
  module=$(sed -n 's/.*target \([^:]*\):.*/\1/p' "$work/$name.port.log" | head -1)
  if [ -f "$project/expected-errors.steps" ]; then
    # A Swift 6 project that must not build: each expected error must be among the compiler's.
    if swift build --package-path "$out" --scratch-path "$scratch" >"$work/$name.build.log" 2>&1; then
      echo "$name: builds, but Swift 6 must refuse it"; failed=$((failed + 1)); continue
    fi
    missing=0
    while IFS= read -r expected; do
      [ -z "$expected" ] || grep "error:" "$work/$name.build.log" | grep -qF "$expected" || { echo "$name: no error '$expected'"; missing=1; }
    done < "$project/expected-errors.steps"
    if [ $missing = 0 ]; then echo "$name: refused with the expected errors"; passed=$((passed + 1)); else failed=$((failed + 1)); fi
    continue
  fi
  if ! swift build --package-path "$out" --scratch-path "$scratch" >"$work/$name.build.log" 2>&1; then
    errors=$(grep -c "error:" "$work/$name.build.log")
    echo "$name: $errors compiler errors"
    grep "error:" "$work/$name.build.log" | sort -u | head -5 | sed 's/^/    /'
    failed=$((failed + 1)); continue
  fi
  executable="$scratch/debug/$module"
  png="$work/$name.png"
  if ! (cd "$out" && FRAMEKIT_DISPLAY=offscreen FRAMEKIT_OFFSCREEN_PNG="$png" timeout 60 "$executable" >"$work/$name.run.log" 2>&1) \
      || [ ! -s "$png" ]; then
    echo "$name: builds, but does not run to its first frame: $(tail -1 "$work/$name.run.log")"
    failed=$((failed + 1)); continue
  fi
  checks="builds, runs"
  if [ -f "$project/port-check.steps" ]; then
    socket="$work/$name.sock"
    (cd "$out" && FRAMEKIT_DISPLAY=offscreen FRAMEKIT_OFFSCREEN_EXIT=never FRAMEKIT_CONTROL_SOCKET="$socket" \
      exec timeout 120 "$executable" >"$work/$name.drive.log" 2>&1) &
    app=$!
    ok=1
    for _ in $(seq 100); do [ -S "$socket" ] && break; sleep 0.1; done
    while read -r verb rest; do
      case "$verb" in
        tap) "$framekit" ctl --socket "$socket" tap $rest >/dev/null || ok=0 ;;
        wait) sleep "$rest" ;;
        expect)
          found=0
          for _ in $(seq 100); do
            if "$framekit" ctl --socket "$socket" describe 2>/dev/null | grep -qF "$rest"; then found=1; break; fi
            sleep 0.1
          done
          [ $found = 1 ] || { echo "$name: after the taps, '$rest' is not on the screen"; ok=0; } ;;
        ''|'#'*) ;;
      esac
      [ $ok = 1 ] || break
    done < "$project/port-check.steps"
    kill "$app" 2>/dev/null; wait "$app" 2>/dev/null
    [ $ok = 1 ] || { failed=$((failed + 1)); continue; }
    checks="$checks, taps checked"
  fi
  echo "$name: $checks"
  passed=$((passed + 1))
done
echo "porting: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
