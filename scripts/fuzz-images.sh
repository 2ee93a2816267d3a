#!/usr/bin/env bash
# Fuzzes FrameKit's image decoders (Fuzz/: one libFuzzer target per format, address sanitizer on) for SECONDS each
# (default 30), seeded with the test fixtures of that format. Exit status 1, with the crashing input kept in
# Fuzz/crashes/, if any input crashes the decoders. Inputs run in a child process (libFuzzer's fork mode) and
# running out of memory or time is recorded there but does not fail the run: Cairo's PNG reader leaks on some
# malformed files (found by this fuzzer; FrameKit's PNG decoding is to move to libpng directly), which would otherwise
# fail every run that happens upon one.
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
seconds="${1:-30}"
echo "fuzz: building the fuzzers (release, -sanitize=fuzzer,address)"
swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xcc -fsanitize=fuzzer-no-link,address >/dev/null
fixtures=../Tests/FrameKitTests/Images
mkdir -p crashes
status=0
for format in JPEG:jpg WebP:webp GIF:gif SVG:svg PNG:png; do
  name=${format%%:*} ext=${format##*:}
  corpus=$(mktemp -d)
  cp "$fixtures"/*."$ext" "$corpus/"
  [ "$ext" = png ] && cp "$fixtures"/Assets.xcassets/*/*.png "$corpus/"
  # Swift's own backtracer would report a trap first and trip the address sanitizer reading memory: off.
  if SWIFT_BACKTRACE=enable=no .build/release/"${name}Fuzzer" -fork=1 -ignore_ooms=1 -ignore_timeouts=1 \
      -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
      -artifact_prefix="crashes/$name-" -print_final_stats=1 "$corpus" >"crashes/$name.log" 2>&1; then
    ooms=$(grep -c "out-of-memory" "crashes/$name.log" || true)
    note=""
    [ "$ooms" -gt 0 ] && note=" ($ooms out-of-memory reports: Fuzz/crashes/$name.log)"
    echo "fuzz: $name: $(grep -o 'exec/s: *[0-9]*' "crashes/$name.log" | tail -1 | grep -o '[0-9]*$') inputs a second for ${seconds} s, no crash$note"
  else
    echo "fuzz: $name: FAILED (crashes/$name.log):"
    grep -E "ERROR|SUMMARY|artifact" "crashes/$name.log" | head -5
    status=1
  fi
  rm -rf "$corpus"
done
exit $status
