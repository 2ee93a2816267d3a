#!/usr/bin/env bash
# Builds (once) the Debian 12 guest the integration test boots: a minbase system with systemd, udev, a kernel and
# initrd, and the C libraries a FrameKit app links (WPE WebKit and Mesa for the web kiosk among them); and, when the host has it, a second kernel with vkms for the
# plane-rotation test (scripts/vm/add-vkms-kernel.sh). Cached in $FRAMEKIT_VM_CACHE (default ~/.cache/framekit-vm),
# outside git; delete the folder to rebuild.
set -euo pipefail
cache="${FRAMEKIT_VM_CACHE:-$HOME/.cache/framekit-vm}"
mirror="${FRAMEKIT_VM_MIRROR:-http://deb.debian.org/debian}"
mkdir -p "$cache/debs"
packages=systemd,systemd-sysv,udev,kmod,linux-image-amd64,initramfs-tools,libdrm2,libcairo2,libpango-1.0-0,libpangocairo-1.0-0,libpangoft2-1.0-0,fontconfig,fonts-dejavu-core,libfontconfig1,procps,util-linux,libinput10,libxkbcommon0,xkb-data,python3-minimal,libseat1,libpam-systemd,dbus,polkitd,libwpewebkit-1.1-0,libwpebackend-fdo-1.0-1,libegl-mesa0,libgl1-mesa-dri,libgles2,shared-mime-info,dbus-user-session,libcurl4
# The 6.12 kernel for vkms, if the host has it with its headers (scripts/vm/install-vm-deps.sh installs them).
vkms=$(cd /usr/src && ls -d linux-headers-6.12*-amd64 2>/dev/null | grep -Ev 'cloud|-rt-' | sed 's/^linux-headers-//' | sort -V | tail -1)
# A rootfs built from another package list (an older FrameKit), for another vkms kernel or of another size is rebuilt.
size=3000M
marker="$packages vkms:${vkms:-none} size:$size"
if [ -f "$cache/rootfs.ext4" ] && [ -f "$cache/vmlinuz" ] && [ -f "$cache/initrd.img" ] \
  && [ "$(cat "$cache/packages" 2>/dev/null)" = "$marker" ]; then
  exit 0
fi
root="$cache/rootfs"
rm -rf "$root" "$cache/rootfs.ext4" "$cache/vkms-vmlinuz" "$cache/vkms-initrd.img"
echo "vm: debootstrap bookworm into $root (a few minutes the first time)"
# A mirror that stalls must not hold CI for good: 20 minutes, then exit 2 (scripts/vm-test.sh skips, saying so).
status=0
timeout 1200 debootstrap --variant=minbase --include="$packages" --cache-dir="$cache/debs" bookworm "$root" "$mirror" \
  >"$cache/debootstrap.log" 2>&1 || status=$?
[ $status -ne 124 ] || { echo "vm: debootstrap from $mirror did not finish within 20 minutes"; exit 2; }
[ $status -eq 0 ] || { tail -20 "$cache/debootstrap.log"; exit 1; }

# The guest: no login needed, the host's share at /host, journal to the serial console, the app's user and groups.
echo "framekit-vm" >"$root/etc/hostname"
cat >"$root/etc/fstab" <<'FSTAB'
/dev/vda / ext4 rw,relatime 0 1
host0 /host 9p trans=virtio,version=9p2000.L,msize=262144,nofail 0 0
FSTAB
mkdir -p "$root/host" "$root/opt/framekit/bin"
printf 'virtio_pci\nvirtio_blk\nvirtio_gpu\n9p\n9pnet_virtio\next4\ncrc32c_generic\n' >>"$root/etc/initramfs-tools/modules"
sed -i 's/^MODULES=.*/MODULES=list/' "$root/etc/initramfs-tools/initramfs.conf"
chroot "$root" update-initramfs -u -k all >/dev/null 2>&1 || true
chroot "$root" useradd --system --user-group --groups video,input,render framekit 2>/dev/null \
  || chroot "$root" useradd --system --user-group framekit
chroot "$root" passwd -d root >/dev/null
mkdir -p "$root/etc/systemd/system/serial-getty@ttyS0.service.d"
# The test runner the host put in /host starts once the system is up.
cat >"$root/etc/systemd/system/framekit-vm-test.service" <<'UNIT'
[Unit]
Description=FrameKit VM integration test runner
After=multi-user.target
ConditionPathExists=/host/guest-test.sh

[Service]
Type=oneshot
ExecStart=/bin/bash /host/guest-test.sh
StandardOutput=journal+console
StandardError=journal+console

[Install]
WantedBy=multi-user.target
UNIT
chroot "$root" systemctl enable framekit-vm-test.service >/dev/null 2>&1
ln -sf /dev/null "$root/etc/systemd/system/getty@tty1.service"
cp "$root"/boot/vmlinuz-* "$cache/vmlinuz"
cp "$root"/boot/initrd.img-* "$cache/initrd.img"
[ -z "$vkms" ] || "$(dirname "$0")/add-vkms-kernel.sh" "$root" "$cache" "$vkms"
rm -rf "$root/var/cache/apt/archives"/*.deb
mke2fs -q -t ext4 -d "$root" "$cache/rootfs.ext4" "$size"
echo "$marker" >"$cache/packages"
echo "vm: rootfs ready in $cache"
