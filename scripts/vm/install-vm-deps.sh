#!/usr/bin/env bash
# Installs what the VM integration test needs (QEMU, debootstrap) when missing, and for its plane-rotation part
# Debian 12's 6.12 kernel with headers and source (to build vkms); through sudo when not root. A machine that cannot
# install them gets a message, and scripts/vm-test.sh then skips (that part, or all).
set -uo pipefail
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo -n"
export DEBIAN_FRONTEND=noninteractive
updated=false
install() {
  $updated || $sudo apt-get update >>/tmp/framekit-vm-deps.log 2>&1
  updated=true
  $sudo apt-get install -y --no-install-recommends "$@" >>/tmp/framekit-vm-deps.log 2>&1
}
missing=()
command -v qemu-system-x86_64 >/dev/null || missing+=(qemu-system-x86)
command -v debootstrap >/dev/null || missing+=(debootstrap)
command -v mke2fs >/dev/null || missing+=(e2fsprogs)
if [ ${#missing[@]} -gt 0 ] && ! install "${missing[@]}"; then
  echo "vm-test: could not install ${missing[*]} (see /tmp/framekit-vm-deps.log); the VM test will skip"
fi
if ! ls -d /usr/src/linux-headers-6.12*-amd64 >/dev/null 2>&1 || [ ! -f /usr/src/linux-source-6.12.tar.xz ]; then
  install linux-headers-6.12-amd64 linux-source-6.12 make \
    || echo "vm-test: could not install Debian's 6.12 kernel headers and source (see /tmp/framekit-vm-deps.log); the plane-rotation test will skip"
fi
exit 0
