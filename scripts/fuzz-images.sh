#!/usr/bin/env bash
# Fuzzes FrameKit's image decoders, its storyboard/nib reader and its text formats — strings files, asset catalogs,
# visual formats, control socket lines, web pages' messages — (Fuzz/: one libFuzzer target each, address sanitizer
# on) for SECONDS each (default 30), seeded with the test fixtures of that format. Exit status 1, with the input kept in Fuzz/crashes/,
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

# seed NAME CORPUS: fills CORPUS with NAME's seeds (the test fixtures of its format, or its kind of input).
seed() {
  local name=$1 corpus=$2 l10n=../Tests/FrameKitTests/Localization
  case $name in
    Storyboard) cp ../Tests/FrameKitTests/Storyboards/*.storyboard ../Tests/FrameKitTests/Storyboards/*.xib "$corpus/" ;;
    PNG) cp "$fixtures"/*.png "$fixtures"/Assets.xcassets/*/*.png "$corpus/" ;;
    JPEG) cp "$fixtures"/*.jpg "$corpus/" ;;
    WebP) cp "$fixtures"/*.webp "$corpus/" ;;
    GIF) cp "$fixtures"/*.gif "$corpus/" ;;
    SVG) cp "$fixtures"/*.svg "$corpus/" ;;
    # NUL-separated: en's .strings, de's .strings, de's .stringsdict, the String Catalog.
    Localization)
      { cat "$l10n/en.lproj/Localizable.strings"; printf '\0'; cat "$l10n/de.lproj/Localizable.strings"; printf '\0'
        cat "$l10n/de.lproj/Localizable.stringsdict"; printf '\0'; cat "$l10n/Localizable.xcstrings"; } >"$corpus/all"
      { cat "$l10n/en.lproj/Broken.strings"; printf '\0'; cat "$l10n/ar.lproj/Localizable.strings"; } >"$corpus/broken" ;;
    # NUL-separated: an image set's Contents.json, a colour set's.
    AssetCatalog)
      for set in "$fixtures"/Assets.xcassets/*.imageset; do
        { cat "$set/Contents.json"; printf '\0'; cat "$fixtures"/Assets.xcassets/Brand.colorset/Contents.json; } >"$corpus/$(basename "$set")"
      done
      { printf '\0'; cat "$fixtures"/Assets.xcassets/Colors/Hex.colorset/Contents.json; } >"$corpus/hex" ;;
    VisualFormat)
      printf '%s' 'H:|-[a]-8-[field(>=120)]-|' >"$corpus/1"; printf '%s' 'V:|-(m)-[a(==b)]-[b(w@750)]-(>=0)-|' >"$corpus/2"
      printf '%s' '[a][b(==a)]' >"$corpus/3"; printf '%s' 'H:[field(<=w,>=40)]|' >"$corpus/4" ;;
    ControlProtocol)
      for line in "tap 10 20" "rotate 90" "describe" "status" "screenshot /tmp/s.png" "brightness 0.5" "memory-warning"; do
        printf '%s\n' "$line" >"$corpus/$(echo "$line" | tr ' /.' '___')"
      done ;;
    WebMessage)
      printf '%s' '{"message":"{\"name\":\"checkout\",\"body\":{\"items\":[1,2],\"total\":9.5,\"note\":null}}","main":true,"origin":"https://kiosk.example:8443","url":"https://kiosk.example:8443/menu?item=1"}' >"$corpus/1"
      printf '%s' '{"message":"{\"name\":\"kiosk\",\"body\":\"seen 42\"}","main":false,"origin":"null","url":"kiosk://menu{1}/x"}' >"$corpus/2"
      printf '%s' 'file:///opt/framekit/bin/Site/index.html' >"$corpus/3" ;;
  esac
}

for name in JPEG WebP GIF SVG PNG Storyboard Localization AssetCatalog VisualFormat ControlProtocol WebMessage; do
  corpus=$(mktemp -d)
  rm -f crashes/"$name"-*
  seed "$name" "$corpus"
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
