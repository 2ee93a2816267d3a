#!/usr/bin/env bash
# The DRM/systemd integration test on a real kernel: boots a Debian 12 guest under QEMU (software emulation) with a
# virtio-gpu DRM device, installs HelloKiosk's Debian package (framekit package) with apt, which starts it as the
# systemd service, and checks from the host through
# QEMU's monitor: the first frame's pixels and READY=1, `framekit ctl rotate 90` turning the picture, a memory
# warning reaching the app, systemd restarting a killed app with the picture back, a second head and a second GPU
# (bound to and unbound from its driver in the guest, as a USB display adapter comes and goes) as further screens, KioskMenu as the kiosk on two panels (the
# second's own touchscreen choosing the tip there), `systemctl stop` exiting 0 with the console restored, then the
# same app on the fbdev fallback; then, booted again on a kernel with vkms, the
# picture turned by the primary plane against the app's frame turned exactly. Prints each check; skips (exit 0)
# with a message when QEMU, debootstrap or root is missing. Takes a few minutes (the guest rootfs is built once and
# cached in $FRAMEKIT_VM_CACHE).
set -euo pipefail
cd "$(dirname "$0")/.."
skip() { echo "vm-test: SKIPPED: $*"; exit 0; }
scripts/vm/install-vm-deps.sh
for tool in qemu-system-x86_64 debootstrap mke2fs python3; do
  command -v "$tool" >/dev/null || skip "$tool is missing (apt-get install qemu-system-x86 debootstrap e2fsprogs python3)"
done
[ "$(id -u)" -eq 0 ] || skip "building the guest rootfs with debootstrap needs root"
cache="${FRAMEKIT_VM_CACHE:-$HOME/.cache/framekit-vm}"
mirror="${FRAMEKIT_VM_MIRROR:-http://deb.debian.org/debian}"
if [ ! -f "$cache/rootfs.ext4" ] && ! python3 -c "import urllib.request,sys; urllib.request.urlopen(sys.argv[1], timeout=20)" \
  "$mirror/dists/bookworm/Release" 2>/dev/null; then
  skip "the guest rootfs is not cached and $mirror cannot be reached to build it (set FRAMEKIT_VM_MIRROR)"
fi
built=0
scripts/vm/build-rootfs.sh || built=$?
[ $built -ne 2 ] || skip "the guest rootfs could not be downloaded in time from $mirror (set FRAMEKIT_VM_MIRROR to a nearer mirror)"
[ $built -eq 0 ] || exit $built
echo "vm-test: building the app (release, static Swift runtime)"
swift build -c release --static-swift-stdlib --product HelloKiosk >/dev/null
swift build -c release --static-swift-stdlib --product framekit >/dev/null
swift build -c release --static-swift-stdlib --product WebKiosk >/dev/null
swift build -c release --static-swift-stdlib --product KioskMenu >/dev/null
share="$(mktemp -d)"
run="$(mktemp -d)"
trap 'kill "${qemu:-0}" 2>/dev/null || true; rm -rf "$run"' EXIT
# HelloKiosk goes in as a kiosk app ships: its Debian package.
# Three apps' packages, to install side by side (each writes framekit-kiosk-common's package too: the same file).
for app in HelloKiosk WebKiosk KioskMenu; do .build/release/framekit package --product "$app" --skip-build --output "$share" >/dev/null; done
cp .build/release/HelloKiosk .build/release/framekit systemd/framekit-kiosk@.service scripts/vm/guest-test.sh \
  scripts/vm/uinput-touch.py "$share/"
# boot KERNEL INITRD SHARE SERIAL_LOG [QEMU ARGUMENTS…]: the guest in the background, its pid in $qemu.
boot() {
  local kernel=$1 initrd=$2 folder=$3 serial=$4
  shift 4
  qemu-system-x86_64 -machine q35 -accel tcg,thread=multi -cpu max -smp 2 -m 1024 \
    -nodefaults -no-user-config -display none -kernel "$kernel" -initrd "$initrd" \
    -drive file="$cache/rootfs.ext4",if=virtio,format=raw,snapshot=on \
    -virtfs local,path="$folder",mount_tag=host0,security_model=none -serial file:"$serial" "$@" &
  qemu=$!
}
# Each check waits a bounded time; the whole is bounded too, so a guest or QEMU that stops answering fails the test.
checks() {
  local rc=0
  timeout 1800 python3 "$@" || rc=$?
  [ $rc -ne 124 ] || echo "vm-test: FAIL: the checks did not finish within 30 minutes"
  return $rc
}
# The kernel's messages go to the serial log (no `quiet`), so a boot that stalls shows where. A guest whose test
# runner never starts (host-checks exits 3; seen once, with nothing at all on the serial console, on a loaded host)
# is booted once more, saying so; a second such boot fails.
status=0
for attempt in 1 2; do
  echo "vm-test: booting the guest (about a minute under emulation); share $share"
  boot "$cache/vmlinuz" "$cache/initrd.img" "$share" "$run/serial.log" \
    -append "root=/dev/vda rw console=ttyS0,115200 systemd.show_status=0 modprobe.blacklist=virtio_gpu" \
    -device virtio-gpu-pci,id=gpu0,xres=1280,yres=800,max_outputs=2 -device virtio-tablet-pci -device virtio-keyboard-pci \
    -device virtio-gpu-pci,id=gpu1,xres=800,yres=600 \
    -qmp unix:"$run/qmp.sock",server=on,wait=off
  status=0
  checks scripts/vm/host-checks.py "$share" "$run/qmp.sock" "$run/serial.log" || status=$?
  kill "$qemu" 2>/dev/null || true
  wait "$qemu" 2>/dev/null || true
  [ $status -eq 3 ] && [ $attempt -eq 1 ] || break
  echo "vm-test: the guest's test runner never started; booting it once more"
  rm -f "$run/qmp.sock"
done
[ $status -eq 0 ] || status=1

# Plane rotation needs a primary plane that rotates: vkms on a second kernel (virtio-gpu's planes cannot rotate).
if [ ! -f "$cache/vkms-vmlinuz" ]; then
  echo "vm-test: SKIPPED: plane rotation: no kernel with vkms in $cache (scripts/vm/add-vkms-kernel.sh says why)"
  exit $status
fi
planes="$(mktemp -d)"
cp .build/release/HelloKiosk .build/release/framekit systemd/framekit-kiosk@.service systemd/70-framekit-backlight.rules "$planes/"
cp scripts/vm/guest-plane-rotation.sh "$planes/guest-test.sh"
scripts/vm/build-test-backlight.sh "$planes"
echo "vm-test: booting the guest again, on its vkms kernel, for plane rotation; share $planes"
boot "$cache/vkms-vmlinuz" "$cache/vkms-initrd.img" "$planes" "$run/plane-serial.log" \
  -append "root=/dev/vda rw console=ttyS0,115200 quiet systemd.show_status=0"
checks scripts/vm/plane-checks.py "$planes" "$run/plane-serial.log" || status=1
exit $status
