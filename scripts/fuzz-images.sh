#!/usr/bin/env bash
# Fuzzes FrameKit's image decoders and its storyboard/nib reader (Fuzz/: one libFuzzer target per format, address
# sanitizer on) for SECONDS each (default 30), seeded with the test fixtures of that format. Exit status 1, with the input kept in Fuzz/crashes/,
# if any input crashes a decoder, leaks, runs past 10 seconds or past 2 GB (the fuzzers cap images at 4 megapixels,
# so no valid input needs that much). Inputs run in child processes (libFuzzer's fork mode), so the memory limit
# applies to each batch, not to the fuzzer's own corpus growing over the run.
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
seconds="${1:-30}"
echo "fuzz: building the fuzzers (release, -sanitize=fuzzer,address)"
swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xcc -fsanitize=fuzzer-no-link,address >/dev/null
fixtures=../Tests/FrameKitTests/Images
mkdir -p crashes
status=0
for format in JPEG:jpg WebP:webp GIF:gif SVG:svg PNG:png Storyboard:storyboard; do
  name=${format%%:*} ext=${format##*:}
  corpus=$(mktemp -d)
  rm -f crashes/"$name"-*
  if [ "$ext" = storyboard ]; then
    cp ../Tests/FrameKitTests/Storyboards/*.storyboard ../Tests/FrameKitTests/Storyboards/*.xib "$corpus/"
  else
    cp "$fixtures"/*."$ext" "$corpus/"
  fi
  [ "$ext" = png ] && cp "$fixtures"/Assets.xcassets/*/*.png "$corpus/"
  # Swift's own backtracer would report a trap first and trip the address sanitizer reading memory: off.
  if SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=lsan-suppressions.txt .build/release/"${name}Fuzzer" -fork=1 -ignore_crashes=0 \
      -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
      -artifact_prefix="crashes/$name-" -print_final_stats=1 "$corpus" >"crashes/$name.log" 2>&1; then
    echo "fuzz: $name: $(grep -o 'exec/s: *[0-9]*' "crashes/$name.log" | tail -1 | grep -o '[0-9]*$') inputs a second for ${seconds} s, no finding"
  else
    echo "fuzz: $name: FAILED (crashes/$name.log):"
    # What went wrong and the input that did it (base64, so it can be taken from CI's log and replayed).
    grep -v -E "^#|NEW_FUNC|^INFO|encoding error|I/O error" "crashes/$name.log" | grep -A12 -E "ERROR|ALARM|out-of-memory" | head -40
    for input in crashes/"$name"-*; do
      [ -s "$input" ] && { echo "fuzz: $input, base64:"; head -c 4096 "$input" | base64 -w 0; echo; }
    done
    status=1
  fi
  rm -rf "$corpus"
done
exit $status
