#!/usr/bin/env bash
# Builds scripts/vm/fk-backlight.c (a backlight-class device with no hardware) against the headers of the guest's
# second kernel (the 6.12 one vkms runs on; scripts/vm/install-vm-deps.sh installs them) into $1/fk_backlight.ko,
# which the guest loads from the share. Prints why and writes nothing when it cannot.
set -euo pipefail
out="$1"
version=$(cd /usr/src && ls -d linux-headers-6.12*-amd64 2>/dev/null | grep -Ev 'cloud|-rt-' | sed 's/^linux-headers-//' | sort -V | tail -1)
[ -n "$version" ] || { echo "vm: no 6.12 kernel headers; the backlight check will skip"; exit 0; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$(dirname "$0")/fk-backlight.c" "$work/fk_backlight.c"
echo "obj-m := fk_backlight.o" >"$work/Kbuild"
make -C "/usr/src/linux-headers-$version" M="$work" modules >"$work/build.log" 2>&1 \
  || { tail -20 "$work/build.log"; echo "vm: the test backlight did not build; the backlight check will skip"; exit 0; }
cp "$work/fk_backlight.ko" "$out/"
