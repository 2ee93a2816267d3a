#!/bin/bash
# Runs inside the guest booted with the vkms kernel (started by framekit-vm-test.service as /host/guest-test.sh):
# HelloKiosk on vkms, whose primary plane rotates, turned by the plane and by the compositor
# (FRAMEKIT_DRM_PLANE_ROTATION=off). For each run it writes the app's log, the CRC vkms computes over the picture it
# composes (what the panel would show) and the primary plane's state from debugfs; the host compares them.
set -u
sock=/run/framekit-plane.sock
install -m 755 /host/HelloKiosk /opt/framekit/bin/HelloKiosk
install -m 755 /host/framekit /usr/local/bin/framekit
mountpoint -q /sys/kernel/debug || mount -t debugfs none /sys/kernel/debug
modprobe vkms 2>/host/plane-modprobe.txt
for _ in $(seq 40); do [ -e /dev/dri/card0 ] && break; sleep 0.25; done
framekit probe >/host/plane-probe.txt 2>&1
crc=/sys/kernel/debug/dri/0/crtc-0/crc
# The primary plane (vkms makes it first): its rotation and framebuffer as the kernel has them.
primary() { awk '/^plane\[/{n++} n==1 && /rotation=|fb=/{print $1}' /sys/kernel/debug/dri/0/state; }
# Once a frame is drawn the control socket's screenshot answers; the flip follows within a vsync.
drawn() { for _ in $(seq 240); do framekit ctl --socket "$sock" screenshot /tmp/shot.png >/dev/null 2>&1 && return 0; sleep 0.5; done; return 1; }
# The picture's CRC over a few vsyncs (all the same when the picture is still).
crcs() { echo auto >"$crc/control"; timeout 20 head -n 6 "$crc/data" | awk '{print $2}' | sort -u; }
# run NAME ROTATION PLANE_ROTATION [ROTATION_AT_RUN_TIME]
run() {
  rm -f "$sock"
  FRAMEKIT_DISPLAY=drm FRAMEKIT_DRM_DEVICE=/dev/dri/card0 FRAMEKIT_ROTATION="$2" FRAMEKIT_DRM_PLANE_ROTATION="$3" \
    FRAMEKIT_INPUT=none FRAMEKIT_CONTROL_SOCKET="$sock" /opt/framekit/bin/HelloKiosk >"/host/plane-$1.log" 2>&1 &
  local app=$!
  drawn || echo "no frame was drawn" >>"/host/plane-$1.log"
  [ -n "${4:-}" ] && framekit ctl --socket "$sock" rotate "$4" >>"/host/plane-$1.log" 2>&1
  # The text field's caret blinks for ten seconds after the field becomes first responder (at the first frame), then
  # stays shown: only then is the picture still.
  sleep 11
  crcs >"/host/plane-$1.crc"
  framekit ctl --socket "$sock" screenshot "/host/plane-$1.png" >/dev/null 2>&1
  primary >"/host/plane-$1.state"
  kill -TERM "$app"
  wait "$app"
  echo "exit status $?" >>"/host/plane-$1.log"
  sleep 1
  primary >"/host/plane-$1.after"
}
run software-0 0 off
run software-90 90 off
for rotation in 90 180 270; do run "plane-$rotation" "$rotation" auto; done
run runtime-90 0 auto 90
run runtime-0 90 auto 0
# Brightness on a backlight-class device of the kernel's own (scripts/vm/fk-backlight.c, loaded from the share): probe
# lists it, framekit ctl sets it, the idle timer (FRAMEKIT_IDLE_DIM=20, no input devices) dims it to 30 %, a wake
# brings the level back; blank and wake turn the CRTC off and on.
if [ -f /host/fk_backlight.ko ]; then
  modprobe backlight 2>/dev/null
  insmod /host/fk_backlight.ko 2>/host/power-insmod.txt
  framekit probe 2>&1 | grep -A2 "^Backlights" >/host/power-probe.txt
  rm -f "$sock"
  start=$(date +%s)
  FRAMEKIT_DISPLAY=drm FRAMEKIT_DRM_DEVICE=/dev/dri/card0 FRAMEKIT_INPUT=none FRAMEKIT_CONTROL_SOCKET="$sock" \
    FRAMEKIT_IDLE_DIM=20 /opt/framekit/bin/HelloKiosk >/host/power-app.log 2>&1 &
  app=$!
  drawn
  level() { cat /sys/class/backlight/framekit-test/actual_brightness; }
  { framekit ctl --socket "$sock" brightness 0.5; level; } >/host/power.txt 2>&1
  sleep $((start + 26 - $(date +%s)))
  level >>/host/power.txt
  { framekit ctl --socket "$sock" brightness wake; level; } >>/host/power.txt 2>&1
  framekit ctl --socket "$sock" brightness blank >>/host/power.txt 2>&1
  grep -m1 "active=" /sys/kernel/debug/dri/0/state >>/host/power.txt
  framekit ctl --socket "$sock" brightness wake >>/host/power.txt 2>&1
  sleep 2
  grep -m1 "active=" /sys/kernel/debug/dri/0/state >>/host/power.txt
  kill -TERM "$app"
  wait "$app"
  echo "exit status $?" >>/host/power-app.log
  dmesg | grep "framekit-test backlight" >/host/power-kernel.txt
  # The same backlight through logind: the app as the unprivileged framekit user in a logind session of its own on
  # tty3 (the shipped unit's settings plus PAMName=login), on the display; the brightness file is root's (0644), so
  # the app's write is refused and goes through logind's Session.SetBrightness, which wants the session in the
  # foreground: tty3 is switched to for the run (its getty, which logind starts on the switch, gives way as the
  # shipped unit's tty1 getty does) and tty1 back after.
  vt() { python3 -c 'import fcntl, os, sys; fd = os.open("/dev/tty0", os.O_RDWR); fcntl.ioctl(fd, 0x5606, int(sys.argv[1])); fcntl.ioctl(fd, 0x5607, int(sys.argv[1]))' "$1"; }
  lsock=/run/fk-logind/ctl.sock
  vt 3
  systemd-run --unit=fk-logind --property=User=framekit --property=Group=framekit \
    --property="SupplementaryGroups=video input render" --property=PAMName=login --property=TTYPath=/dev/tty3 \
    --property=Conflicts=autovt@tty3.service --property=After=autovt@tty3.service \
    --property=StandardInput=tty-fail --property=StandardOutput=journal --property=RuntimeDirectory=fk-logind \
    --setenv=FRAMEKIT_DISPLAY=drm --setenv=FRAMEKIT_DRM_DEVICE=/dev/dri/card0 --setenv=FRAMEKIT_INPUT=none \
    --setenv=FRAMEKIT_BACKLIGHT=framekit-test --setenv=FRAMEKIT_CONTROL_SOCKET="$lsock" /opt/framekit/bin/HelloKiosk \
    >/host/logind-run.txt 2>&1
  for _ in $(seq 240); do framekit ctl --socket "$lsock" status >/dev/null 2>&1 && break; sleep 0.5; done
  { stat -c '%U %a' /sys/class/backlight/framekit-test/brightness; framekit ctl --socket "$lsock" brightness 0.7; level
    loginctl list-sessions --no-legend; } >/host/logind.txt 2>&1
  systemctl stop fk-logind
  vt 1
  # The app's own lines are the session scope's (PAMName moves it there), not the unit's.
  { journalctl -u fk-logind --no-pager; journalctl -b --no-pager -t HelloKiosk _UID="$(id -u framekit)"; } >/host/logind-app.log 2>&1
  # The same backlight under the shipped unit, as a package installs it: /sys read-only (ProtectKernelTunables=) but
  # for the unit's ReadWritePaths=, and FrameKit's udev rule giving the video group the brightness file.
  install -m 644 /host/framekit-kiosk@.service /etc/systemd/system/
  install -m 644 /host/70-framekit-backlight.rules /etc/udev/rules.d/
  udevadm control --reload
  udevadm trigger --subsystem-match=backlight --action=add
  udevadm settle
  shipped=framekit-kiosk@HelloKiosk.service
  mkdir -p "/etc/systemd/system/$shipped.d"
  printf '[Service]\nEnvironment=FRAMEKIT_DRM_DEVICE=/dev/dri/card0 FRAMEKIT_INPUT=none FRAMEKIT_BACKLIGHT=framekit-test\n' \
    >"/etc/systemd/system/$shipped.d/test.conf"
  systemctl daemon-reload
  systemctl start --no-block "$shipped"
  usock=/run/framekit-HelloKiosk/control.sock
  for _ in $(seq 240); do framekit ctl --socket "$usock" status >/dev/null 2>&1 && break; sleep 0.5; done
  { stat -c '%G %a' /sys/class/backlight/framekit-test/brightness; framekit ctl --socket "$usock" brightness 0.3; level
    systemctl show -p ProtectKernelTunables --value "$shipped"; } >/host/unit-backlight.txt 2>&1
  systemctl stop "$shipped"
  journalctl -u "$shipped" --no-pager >/host/unit-backlight-app.log 2>&1
fi
# The reference pictures: each run's frame (its screenshot), turned exactly by the host, shown unturned through the
# console's framebuffer with the console kept from drawing (KD_GRAPHICS); vkms composes it and gives its CRC.
cat /sys/class/graphics/fb0/stride >/host/plane-fb-stride.txt
touch /host/plane-shots
for _ in $(seq 240); do [ -e /host/plane-references ] && break; sleep 0.5; done
python3 -c 'import fcntl; fcntl.ioctl(open("/dev/tty1", "w"), 0x4B3A, 1)'
for rotation in 90 180 270; do
  cat "/host/plane-plane-$rotation.raw" >/dev/fb0
  sleep 1
  crcs >"/host/plane-reference-$rotation.crc"
done
touch /host/plane-done
systemctl poweroff
