#!/usr/bin/env bash
# Makes the image fixtures in Tests/FrameKitTests/Images with Debian's own tools (libjpeg-turbo-progs, webp,
# librsvg2-bin, imagemagick, libimage-exiftool-perl), so FrameKit's decoders are tested on files other software wrote.
# The fixtures are committed; run this only to change them:
#   apt-get install -y libjpeg-turbo-progs webp librsvg2-bin imagemagick libimage-exiftool-perl
set -euo pipefail
out="$(cd "$(dirname "$0")/.." && pwd)/Tests/FrameKitTests/Images"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
convert=/usr/bin/convert

# 32×16 quadrants: red, green / blue, yellow. Flat blocks keep JPEG's colours exact away from the edges.
python3 - <<'PY'
w, h = 32, 16
rows = []
for y in range(h):
    for x in range(w):
        rows.append({(0, 0): (255, 0, 0), (1, 0): (0, 255, 0), (0, 1): (0, 0, 255), (1, 1): (255, 255, 0)}[(x >= 16, y >= 8)])
open("quadrants.ppm", "wb").write(b"P6 %d %d 255\n" % (w, h) + bytes(c for p in rows for c in p))
PY
$convert quadrants.ppm "$out/quadrants.png"
# PNG's other shapes: Adam7 interlacing, a palette, and the alpha picture below at 16 bits and as grey + alpha.
$convert quadrants.ppm -interlace PNG PNG24:"$out/interlaced.png"
$convert quadrants.ppm PNG8:"$out/palette.png"
cjpeg -quality 95 -sample 1x1 quadrants.ppm > "$out/baseline.jpg"
cjpeg -quality 95 -sample 1x1 -progressive quadrants.ppm > "$out/progressive.jpg"
cjpeg -quality 95 -grayscale quadrants.ppm > "$out/grey.jpg"
# A progressive file of 100 scans (the most jpegtran writes: DC, then AC coefficients 1–32 alone and 33–63 together for
# each component), the same pixels: more than any encoder writes, which the decoder refuses rather than spend a pass
# over the image on each.
{ echo "0,1,2: 0-0, 0, 0;"; for c in 0 1 2; do for k in $(seq 1 32); do echo "$c: $k-$k, 0, 0;"; done; echo "$c: 33-63, 0, 0;"; done; } > many.scans
jpegtran -scans many.scans "$out/baseline.jpg" > "$out/many-scans.jpg"
$convert quadrants.ppm -colorspace CMYK -quality 95 -sampling-factor 1x1 "$out/cmyk.jpg"

# EXIF orientations 1–8: pixels stored turned the inverse way, so every file shows the quadrants upright.
transforms=(none "-flip horizontal" "-rotate 180" "-flip vertical" "-transpose" "-rotate 270" "-transverse" "-rotate 90")
for n in 1 2 3 4 5 6 7 8; do
  t=${transforms[$((n - 1))]}
  if [ "$t" = none ]; then cp "$out/baseline.jpg" stored.jpg; else jpegtran -perfect $t "$out/baseline.jpg" > stored.jpg; fi
  exiftool -q -overwrite_original -n -Orientation=$n stored.jpg
  cp stored.jpg "$out/orientation-$n.jpg"
done

cwebp -quiet -lossless "$out/quadrants.png" -o "$out/lossless.webp"
cwebp -quiet -q 90 "$out/quadrants.png" -o "$out/lossy.webp"
# Left half opaque red, right half red at 50 % alpha: checks premultiplication.
$convert -size 16x8 xc:'rgba(255,0,0,1)' -size 16x8 xc:'rgba(255,0,0,0.5)' +append "$work/alpha.png"
cwebp -quiet -lossless -exact "$work/alpha.png" -o "$out/alpha.webp"
$convert "$work/alpha.png" -depth 16 PNG64:"$out/alpha-16bit.png"
$convert -size 16x8 xc:'graya(50%,1)' -size 16x8 xc:'graya(50%,0.5)' +append -define png:color-type=4 "$out/grey-alpha.png"

$convert quadrants.ppm "$out/quadrants.gif"
$convert quadrants.ppm -interlace GIF "$out/interlaced.gif"
# Blue on a transparent background.
$convert -size 32x16 xc:none -fill blue -draw "rectangle 8,4 23,11" "$out/transparent.gif"

# An icon: a 2-unit bar from x=10 to 12 in a 24×24 view box; crisp at any size only if drawn from the vector.
cat > "$out/bar.svg" <<'SVG'
<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
  <rect x="10" y="0" width="2" height="24" fill="#000"/>
</svg>
SVG
rsvg-convert -w 48 -h 48 "$out/bar.svg" > "$out/bar-48.png"

# An asset catalog: a star at 1x (red 8×8) and 2x (blue 16×16).
set_dir="$out/Assets.xcassets/Star.imageset"
mkdir -p "$set_dir"
$convert -size 8x8 xc:red "$set_dir/star.png"
$convert -size 16x16 xc:blue "$set_dir/star@2x.png"
cat > "$set_dir/Contents.json" <<'JSON'
{
  "images" : [
    { "filename" : "star.png", "idiom" : "universal", "scale" : "1x" },
    { "filename" : "star@2x.png", "idiom" : "universal", "scale" : "2x" },
    { "idiom" : "universal", "scale" : "3x" }
  ],
  "info" : { "author" : "xcode", "version" : 1 }
}
JSON
# Appearance variants: a moon for any appearance (red 8×8), for dark at 1x (green 8×8) and 2x (white 16×16), and a
# dark high-contrast one (black) that FrameKit, having no contrast trait, must never pick.
set_dir="$out/Assets.xcassets/Moon.imageset"
mkdir -p "$set_dir"
$convert -size 8x8 xc:red "$set_dir/moon.png"
$convert -size 8x8 xc:lime "$set_dir/moon-dark.png"
$convert -size 16x16 xc:white "$set_dir/moon-dark@2x.png"
$convert -size 8x8 xc:black "$set_dir/moon-dark-contrast.png"
cat > "$set_dir/Contents.json" <<'JSON'
{
  "images" : [
    { "filename" : "moon.png", "idiom" : "universal", "scale" : "1x" },
    {
      "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
      "filename" : "moon-dark.png", "idiom" : "universal", "scale" : "1x"
    },
    {
      "appearances" : [ { "appearance" : "luminosity", "value" : "dark" }, { "appearance" : "contrast", "value" : "high" } ],
      "filename" : "moon-dark-contrast.png", "idiom" : "universal", "scale" : "1x"
    },
    { "idiom" : "universal", "scale" : "2x" },
    {
      "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
      "filename" : "moon-dark@2x.png", "idiom" : "universal", "scale" : "2x"
    },
    { "idiom" : "universal", "scale" : "3x" }
  ],
  "info" : { "author" : "xcode", "version" : 1 }
}
JSON
cat > "$out/Assets.xcassets/Contents.json" <<'JSON'
{
  "info" : { "author" : "xcode", "version" : 1 }
}
JSON
ls -la "$out"
