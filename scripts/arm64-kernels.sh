#!/usr/bin/env bash
# The C parts of FrameKit on arm64, as far as an x86-64 machine allows (#49): the pixel kernels (CPixelKernels) are
# cross-compiled for aarch64 with clang and Debian's arm64 cross C library, and their checks
# (Tests/CKernels/projection_check.c: exact resampling results, then checksums of maps with no simple answer;
# Tests/CKernels/blur_check.c: the backdrop blur's exact properties, then checksums of blurred noise) run
# under qemu-aarch64 and must print what the x86-64 build prints, bit for bit; the other C modules (the platform
# forwarders, the codecs' glue, the XML reader, the web bridge) are compiled for aarch64 to objects, so a
# type or header that differs there fails here. Skips, saying so, when qemu-user or the cross C library cannot be
# installed. Needs: clang (Swift's), qemu-user, libc6-dev-arm64-cross, libgcc-12-dev-arm64-cross.
set -euo pipefail
cd "$(dirname "$0")/.."
skip() { echo "arm64: skipped: $1"; exit 0; }
missing=()
for p in qemu-user libc6-dev-arm64-cross libgcc-12-dev-arm64-cross; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  { $sudo apt-get update && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y "${missing[@]}"; } >/tmp/framekit-arm64-deps.log 2>&1 \
    || skip "could not install ${missing[*]} (see /tmp/framekit-arm64-deps.log)"
fi
command -v qemu-aarch64 >/dev/null || skip "qemu-aarch64 is missing (apt-get install qemu-user)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Each check with the kernel it checks: the perspective resampling, the backdrop blur.
for check in projection:Projection blur:Blur; do
  kernels=(-std=c11 -O2 -ISources/CPixelKernels/include "Tests/CKernels/${check%%:*}_check.c" "Sources/CPixelKernels/${check##*:}.c" -lm)
  clang "${kernels[@]}" -o "$work/check-x86_64"
  clang --target=aarch64-linux-gnu -fuse-ld=lld "${kernels[@]}" -o "$work/check-aarch64"
  "$work/check-x86_64" >>"$work/x86_64.txt" || { cat "$work/x86_64.txt"; exit 1; }
  qemu-aarch64 -L /usr/aarch64-linux-gnu "$work/check-aarch64" >>"$work/aarch64.txt" || { cat "$work/aarch64.txt"; exit 1; }
  [ "$check" != projection:Projection ] || cp "$work/check-aarch64" "$work/projection-aarch64"
done
if ! diff "$work/x86_64.txt" "$work/aarch64.txt" >"$work/diff.txt"; then
  echo "arm64: the kernels' results differ from x86-64's:"; cat "$work/diff.txt"; exit 1
fi
vector=$(llvm-objdump -d --no-show-raw-insn "$work/projection-aarch64" | awk '/<fk_project_bilinear>:/,/^$/' \
  | grep -cE '\s(ushll|mul|mla|xtn|uzp1)\s+v[0-9]' || true)
[ "$vector" -gt 0 ] || { echo "arm64: fk_project_bilinear has no NEON instructions"; exit 1; }
echo "arm64: resampling and blur checks pass under qemu-aarch64 with the same bits as x86-64 ($(wc -l <"$work/aarch64.txt") lines; $vector NEON multiply/narrow instructions in the kernel)"

# The other C modules, compiled (not linked: their libraries are the board's) for aarch64. The few configuration
# headers Debian keeps per architecture (jconfig.h, glibconfig.h) come from this machine's x86-64 packages, installed
# for the build; their values agree on the two 64-bit little-endian targets. SDL2's does not (it describes x86's
# vector units), so the desktop preview's window code (SDL.c, CWindowSystem) is left out: a kiosk does not use it.
flags=(--target=aarch64-linux-gnu -std=gnu11 -O2 -c -Werror=implicit-function-declaration -idirafter /usr/include/x86_64-linux-gnu
  -I/usr/include/cairo -I/usr/include/pango-1.0 -I/usr/include/glib-2.0 -I/usr/lib/x86_64-linux-gnu/glib-2.0/include
  -I/usr/include/harfbuzz -I/usr/include/freetype2 -I/usr/include/pixman-1 -I/usr/include/librsvg-2.0
  -I/usr/include/gdk-pixbuf-2.0 -I/usr/include/libxml2 -I/usr/include/wpe-webkit-1.1 -I/usr/include/wpe-1.0
  -I/usr/include/wpe-fdo-1.0 -I/usr/include/libsoup-3.0 -I/usr/include/libdrm -I/usr/include/SDL2)
count=0
for module in CPlatformLibraries CImageCodecs CXMLReader CWebKitBridge; do
  for source in Sources/$module/*.c; do
    [ "$source" != Sources/CPlatformLibraries/SDL.c ] || continue
    clang "${flags[@]}" -ISources/$module/include -ISources/CPlatformLibraries/include -ISources/CCairo "$source" \
      -o "$work/$(basename "$source").o"
    count=$((count + 1))
  done
done
echo "arm64: $count C files of the platform forwarders, codecs' glue, XML reader and web bridge compile for aarch64"
