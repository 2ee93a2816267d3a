#!/usr/bin/env bash
# Fuzzes FrameKit's image decoders, its storyboard/nib reader and its text formats — strings files, asset catalogs,
# visual formats, control socket lines, web pages' messages, HTML read into attributed strings — (Fuzz/: one
# libFuzzer target each, address sanitizer on) for SECONDS each (default 30), seeded with the test fixtures of that
# format. Exit status 1, with the input kept in Fuzz/crashes/,
# if any input crashes a decoder, leaks, runs past 10 seconds or past 2 GB (the fuzzers cap images at 4 megapixels,
# so no valid input needs that much). Inputs run in child processes (libFuzzer's fork mode), so the memory limit
# applies to each batch, not to the fuzzer's own corpus growing over the run.
#
# scripts/fuzz-images.sh SECONDS [TARGET ...] runs only the targets named (JPEG, Storyboard, …). With
# FUZZ_KIOSK_LIMITS=1 the fuzzers run at a kiosk's real limits instead of the fast ones: images up to what the kiosk
# unit's MemoryMax=384M allows (decodes within half of it: 48 Mi pixels of 4 bytes, under the 64-megapixel default)
# and a memory limit for each batch of that unit's size times 4, the address sanitizer's overhead.
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
seconds="${1:-30}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(JPEG WebP GIF SVG PNG Storyboard Localization AssetCatalog VisualFormat ControlProtocol WebMessage HTML)
rss_limit=2048
if [ "${FUZZ_KIOSK_LIMITS:-0}" = 1 ]; then
  export FUZZ_IMAGE_PIXELS=$((48 * 1024 * 1024))
  rss_limit=$((384 * 4))
  echo "fuzz: at the kiosk's limits: images up to $FUZZ_IMAGE_PIXELS pixels, $rss_limit MB a batch"
fi
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
    HTML)
      printf '%s' '<h1>Menu</h1><p>Soup <b>4.50</b> &amp; <i>bread</i><br><a href="https://kiosk.example/menu">more</a></p>' >"$corpus/1"
      printf '%s' '<ul><li>tea</li><li><span style="color:#f00;font-size:1.5em;font-weight:700">coffee</span></li></ul><ol><li>x</li></ol>' >"$corpus/2"
      printf '%s' '<div align="center"><font color="rgb(0,128,0)" face="monospace">ok</font><pre>  a\n b</pre><table><tr><td>1</td><td>2</td></tr></table></div>' >"$corpus/3" ;;
  esac
}

for name in "${targets[@]}"; do
  corpus=$(mktemp -d)
  rm -f crashes/"$name"-*
  seed "$name" "$corpus"
  # Swift's own backtracer would report a trap first and trip the address sanitizer reading memory: off.
  if SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=lsan-suppressions.txt .build/release/"${name}Fuzzer" -fork=1 -ignore_crashes=0 \
      -max_total_time="$seconds" -timeout=10 -rss_limit_mb="$rss_limit" -max_len=65536 \
      -artifact_prefix="crashes/$name-" -print_final_stats=1 "$corpus" >"crashes/$name.log" 2>&1; then
    # libFuzzer's last status line: "#RUNS: cov: EDGES ft: FEATURES corp: INPUTS exec/s: RATE …".
    last=$(grep -E '^#[0-9]+: cov:' "crashes/$name.log" | tail -1)
    runs=$(echo "$last" | grep -o '^#[0-9]*' | tr -d '#'); cov=$(echo "$last" | grep -o 'cov: [0-9]*' | grep -o '[0-9]*')
    ft=$(echo "$last" | grep -o 'ft: [0-9]*' | grep -o '[0-9]*'); rate=$(echo "$last" | grep -o 'exec/s: [0-9]*' | grep -o '[0-9]*')
    echo "fuzz: $name: ${runs:-?} inputs in ${seconds} s (${rate:-?} a second), coverage ${cov:-?} edges / ${ft:-?} features, no finding"
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
