#!/usr/bin/env bash
# Installs the Debian packages FrameKit builds against, when any is missing (through sudo when not root), and the
# X tools the desktop preview's test drives a window with (xvfb, xdotool, x11-apps).
set -euo pipefail
packages=(pkg-config libcairo2-dev libpixman-1-dev libpango1.0-dev libfontconfig-dev fonts-dejavu-core libdrm-dev libinput-dev libudev-dev libxkbcommon-dev xkb-data libx11-data libseat-dev libpng-dev libjpeg62-turbo-dev libwebp-dev librsvg2-dev libgif-dev libxml2-dev libicu-dev libsystemd-dev libwpewebkit-1.1-dev libwpebackend-fdo-1.0-dev libchipmunk-dev
  libcurl4-openssl-dev libsdl2-dev fonts-material-design-icons-iconfont xvfb xdotool x11-apps dpkg-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update
$sudo apt-get install -y "${missing[@]}"
