#!/usr/bin/env bash
# Adds a second kernel to the guest rootfs in $1 for the plane-rotation test: Debian 12's 6.12 kernel $3 (from the
# host, where scripts/vm/install-vm-deps.sh installed it with its headers and source) and vkms built from that source —
# Debian does not build vkms, and vkms is the only virtual DRM driver whose primary plane rotates (virtio-gpu's does
# not). Writes the kernel and its initrd to $2/vkms-vmlinuz and $2/vkms-initrd.img; prints why when it cannot.
set -euo pipefail
root="$1" cache="$2" version="$3"
if [ ! -f "/boot/vmlinuz-$version" ] || [ ! -d "/lib/modules/$version" ] \
  || [ ! -f /usr/src/linux-source-6.12.tar.xz ]; then
  echo "vm: the 6.12 kernel, its modules or its source are missing (apt-get install linux-headers-6.12-amd64 linux-source-6.12); the plane-rotation test will skip"
  exit 0
fi
echo "vm: building vkms for $version"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -xf /usr/src/linux-source-6.12.tar.xz -C "$work" --wildcards 'linux-source-6.12/drivers/gpu/drm/vkms/*'
vkms="$work/linux-source-6.12/drivers/gpu/drm/vkms"
make -C "/usr/src/linux-headers-$version" M="$vkms" CONFIG_DRM_VKMS=m modules >"$work/build.log" 2>&1 \
  || { tail -20 "$work/build.log"; echo "vm: vkms did not build; the plane-rotation test will skip"; exit 0; }
cp -a "/lib/modules/$version" "$root/lib/modules/"
install -D -m 644 "$vkms/vkms.ko" "$root/lib/modules/$version/updates/vkms.ko"
cp "/boot/config-$version" "/boot/System.map-$version" "$root/boot/"
chroot "$root" depmod "$version"
chroot "$root" update-initramfs -c -k "$version" >/dev/null 2>&1
cp "/boot/vmlinuz-$version" "$cache/vkms-vmlinuz"
cp "$root/boot/initrd.img-$version" "$cache/vkms-initrd.img"
echo "vm: kernel $version with vkms added"
