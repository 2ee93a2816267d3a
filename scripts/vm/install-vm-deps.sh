#!/usr/bin/env bash
# Installs what the VM integration test needs (QEMU, debootstrap) when missing; through sudo when not root. A
# machine that cannot install them gets a message, and scripts/vm-test.sh then skips.
set -uo pipefail
missing=()
command -v qemu-system-x86_64 >/dev/null || missing+=(qemu-system-x86)
command -v debootstrap >/dev/null || missing+=(debootstrap)
command -v mke2fs >/dev/null || missing+=(e2fsprogs)
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo -n"
export DEBIAN_FRONTEND=noninteractive
if ! { $sudo apt-get update && $sudo apt-get install -y --no-install-recommends "${missing[@]}"; } >/tmp/framekit-vm-deps.log 2>&1; then
  echo "vm-test: could not install ${missing[*]} (see /tmp/framekit-vm-deps.log); the VM test will skip"
fi
exit 0
