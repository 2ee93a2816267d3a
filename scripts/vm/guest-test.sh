#!/bin/bash
# Runs inside the guest (started by framekit-vm-test.service): installs the app's Debian package, which starts it as the
# kiosk service, then does what the host asks through marker files in /host, writing what it saw next to them; the
# last step reboots, and the second boot checks that the service starts by itself.
set -u
unit=framekit-kiosk@HelloKiosk.service
socket=/run/framekit-HelloKiosk/control.sock
wait_for() { for _ in $(seq 600); do [ -e "/host/$1" ] && return 0; sleep 0.5; done; return 1; }
# Where the guest got to and when (seconds since boot), on the serial console and in /host/progress.txt: a host that
# gives up waiting says which step was slow or stuck.
progress() { echo "guest-test: $(cut -d' ' -f1 /proc/uptime)s: $*" | tee -a /host/progress.txt; }
# The second boot (the last step reboots the guest): the service the package enabled starts by itself; the GPU
# driver is kept from loading at boot as before, so the app waits for it and shows its first frame when it binds.
if [ -e /var/lib/framekit-vm-rebooted ]; then
  for _ in $(seq 240); do [ "$(systemctl is-active "$unit")" = activating ] && break; sleep 0.5; done
  sleep 2
  modprobe virtio_gpu
  for _ in $(seq 240); do systemctl is-active -q "$unit" && break; sleep 0.5; done
  systemctl show -p ActiveState -p StatusText -p NRestarts "$unit" >/host/boot-state.txt
  journalctl -b -u "$unit" --no-pager | grep -c "waiting for a display" >>/host/boot-state.txt
  touch /host/booted
  wait_for step-poweroff
  systemctl poweroff
  exit 0
fi
progress "started; installing the packages"
# The app arrives as its Debian package (`framekit package`): apt installs it, creates the framekit user (sysusers.d)
# and enables and starts framekit-kiosk@HelloKiosk.service. The guest has no network: its dependencies are installed,
# and the image codecs it recommends are left out.
apt-get install -y --no-install-recommends /host/framekit-kiosk-common_*_amd64.deb /host/hellokiosk_1.0.0_amd64.deb >/host/apt.txt 2>&1
echo $? >/host/apt-status
systemctl is-enabled "$unit" >>/host/apt-status 2>&1
progress "HelloKiosk installed (apt exit $(head -1 /host/apt-status))"
# A second kiosk app's package beside the first (they share framekit-kiosk-common): it installs, but HelloKiosk stays
# the board's kiosk; the web step below runs it from its package.
apt-get install -y --no-install-recommends /host/webkiosk_1.0.0_amd64.deb >/host/apt-web.txt 2>&1
{ echo $?; systemctl is-enabled framekit-kiosk@WebKiosk.service
  dpkg-query -W -f='${Package} ${db:Status-Status}\n' framekit-kiosk-common hellokiosk webkiosk; } >/host/apt-web-status 2>&1
progress "WebKiosk installed"
install -m 755 /host/framekit /usr/local/bin/framekit
# How exposed the shipped unit is, by systemd's own measure (the web drop-in's is measured with the web kiosk below).
systemd-analyze security --no-pager "$unit" >/host/security.txt 2>&1
# The host kept the GPU driver from loading at boot (modprobe.blacklist): the app, started first, must wait for the
# display (FRAMEKIT_DISPLAY=drm), say so once, and show its first frame when the driver binds.
progress "unit measured; starting the app before the display driver"
systemctl start --no-block "$unit"
sleep 4
systemctl show -p ActiveState --value "$unit" >/host/waiting.txt
journalctl -u "$unit" --no-pager | grep -c "waiting for a display" >>/host/waiting.txt
modprobe virtio_gpu
# The second GPU (QEMU's gpu1, its panel 800x600) stands for a USB display adapter: unplugged (unbound from its
# driver) until its step, so that everything before it runs with the one card.
other_connector=
for _ in $(seq 60); do
  # (The kernel numbers virtio-gpu's connectors across both cards: this one is Virtual-3.)
  for modes in /sys/class/drm/card*-*/modes; do [ "$(head -1 "$modes" 2>/dev/null)" = 800x600 ] && other_connector=$modes; done
  [ -n "$other_connector" ] && break
  sleep 0.5
done
other_card=$(basename "$(dirname "$other_connector")")
# The card's device is the GPU's PCI function (virtio-gpu names its parent): unbinding it from virtio-pci takes the
# whole GPU away, as pulling out an adapter does.
other_gpu=$(basename "$(readlink -f "/sys/class/drm/${other_card%%-*}/device")")
other_driver=/sys/bus/pci/drivers/virtio-pci
case $other_gpu in virtio*) other_driver=/sys/bus/virtio/drivers/virtio_gpu ;; esac
echo "$other_gpu" >"$other_driver/unbind"
progress "the second GPU ($other_gpu, $other_connector) unbound until its step: $(ls /sys/class/drm | tr '\n' ' ')"
status=1
for _ in $(seq 240); do systemctl is-active -q "$unit" && { status=0; break; }; sleep 0.5; done
progress "display driver loaded; app active: $([ $status = 0 ] && echo yes || echo no)"
echo $status >/host/start-status                                # Type=notify: active only once READY=1 arrived
framekit probe >/host/probe.txt 2>&1
systemctl show -p ActiveState -p StatusText "$unit" >/host/state.txt
# Who may use the control socket under the shipped unit: root; not the app's own user (the web process runs as it),
# not another user (the runtime directory is the app's alone).
{ runuser -u framekit -- framekit ctl --socket "$socket" status; echo "exit $?"
  runuser -u nobody -- framekit ctl --socket "$socket" status; echo "exit $?"
  framekit ctl --socket "$socket" status | cut -c1-2; } >/host/control-access.txt 2>&1
progress "ready"
touch /host/ready

wait_for step-rotate && { framekit ctl --socket "$socket" rotate 90 >/host/rotate.txt 2>&1; sleep 3; touch /host/rotated; }
wait_for step-memory && {
  framekit ctl --socket "$socket" memory-warning >/host/memory.txt 2>&1
  sleep 1
  journalctl -u "$unit" --no-pager | grep -c "HelloViewController didReceiveMemoryWarning" >>/host/memory.txt
  touch /host/memory-done
}
wait_for step-squeeze && {
  # A real squeeze: the service's memory.high set to half of what the app uses (no swap: the kernel must throttle
  # it), then work that allocates; lifted as soon as a warning is logged, and after 6 s at most (held much longer,
  # the throttled app would trip its watchdog, as it should).
  current=$(systemctl show -p MemoryCurrent --value "$unit")
  systemctl set-property --runtime "$unit" MemoryHigh=$((current / 2))
  echo "squeeze: MemoryCurrent=$current MemoryHigh=$((current / 2))" >/host/squeeze-setup.txt
  for _ in 1 2 3 4; do timeout 6 framekit ctl --socket "$socket" screenshot /tmp/squeeze.png >/dev/null 2>&1 & done
  for _ in $(seq 30); do
    journalctl -u "$unit" --no-pager | grep -q "warning: memory pressure:" && break
    sleep 0.2
  done
  systemctl set-property --runtime "$unit" MemoryHigh=256M
  wait
  journalctl -u "$unit" --no-pager | grep -c "warning: memory pressure:" >/host/squeeze.txt
  journalctl -u "$unit" --no-pager | grep "warning: memory pressure:" | tail -1 >>/host/squeeze.txt
  sleep 2
  touch /host/squeezed
}
wait_for step-kill && {
  before=$(systemctl show -p NRestarts --value "$unit")
  systemctl kill -s SEGV "$unit"  # a crash: the console comes back before systemd restarts the app
  for _ in $(seq 60); do sleep 1; systemctl is-active -q "$unit" && [ "$(systemctl show -p NRestarts --value "$unit")" -gt "$before" ] && break; done
  sleep 3
  echo "restarts before the kill: $before" >/host/restart.txt
  journalctl -u "$unit" --no-pager | grep -c "fatal signal, console restored" >/host/crash.txt
  systemctl show -p ActiveState -p NRestarts "$unit" >>/host/restart.txt
  touch /host/restarted
}
# Input: the host clicks and types through QEMU's virtio tablet and keyboard; touches come from a uinput
# touchscreen made here for each gesture (plugged in, used, unplugged), while framekit record listens.
touch_at() { python3 /host/uinput-touch.py "$@" >>/host/uinput.log 2>&1; }
# The button's centre (124, 304) in the UI, in the panel's pixels under rotation $1.
tap_button() {
  case "$1" in
    90) touch_at tap $((1280 - 304)) 124 ;;
    180) touch_at tap $((1280 - 124)) $((800 - 304)) ;;
    270) touch_at tap 304 $((800 - 124)) ;;
    *) touch_at tap 124 304 ;;
  esac
}
# The cursor plane's position as the kernel has it (QEMU's screendump leaves the cursor out).
planes() { mount -t debugfs none /sys/kernel/debug 2>/dev/null; grep "crtc-pos=" /sys/kernel/debug/dri/0/state >"$1"; }
wait_for step-wheel && {
  planes /host/planes-list.txt
  modprobe uinput
  touch_at wheel 3
  sleep 1.5
  journalctl -u "$unit" --no-pager | grep "HelloKiosk: list" >/host/wheel.txt
  touch_at touchpad-scroll 100
  sleep 5  # the list glides on after the fingers lift
  journalctl -u "$unit" --no-pager | grep "HelloKiosk: list" >/host/touchpad-scroll.txt
  touch /host/wheeled
}
wait_for step-touch && {
  modprobe uinput
  framekit record --size 1280x800 /tmp/recording.txt 2>>/host/uinput.log &
  recorder=$!
  sleep 1
  grep -c "kiosk42" /dev/vcs1 >/host/console.txt
  journalctl -u "$unit" --no-pager | grep -c "HelloKiosk typed: kiosk42" >/host/typed.txt
  touch_at drag 80 200 400 560
  touch_at pinch 209 195 40 80
  touch_at drag 750 360 750 160
  tap_button 0
  sleep 3  # the list comes to rest; then a tap on it selects the row under the finger
  touch_at tap 750 300
  sleep 1
  kill -INT $recorder; wait $recorder
  cp /tmp/recording.txt /host/recording.txt
  journalctl -u "$unit" --no-pager | grep -E "HelloKiosk: (panel|list|row)|button tapped" >/host/gestures.txt
  touch /host/touched
}
wait_for step-touchpad-pinch && {
  planes /host/planes-panel.txt
  touch_at touchpad-pinch 400 240
  sleep 1.5
  journalctl -u "$unit" --no-pager | grep "HelloKiosk: panel pinched" >/host/touchpad-pinch.txt
  touch_at touchpad-swipe -300
  sleep 1.5
  journalctl -u "$unit" --no-pager | grep -c "HelloKiosk: three-finger swipe left" >/host/touchpad-swipe.txt
  touch /host/touchpad-pinched
}
wait_for step-rotate-key && {
  touch_at rotate-key
  sleep 2
  framekit ctl --socket "$socket" status >/host/rotated-status.txt
  sed -n 's/.*rotation=\([0-9]*\).*/\1/p' /host/rotated-status.txt >/host/rotate-key.txt
  tap_button "$(cat /host/rotate-key.txt)"
  sleep 1
  touch /host/rotate-tapped
}
wait_for step-unplug && {
  touch_at down-unplug 600 600
  sleep 1
  tap_button "$(cat /host/rotate-key.txt)"
  sleep 1
  systemctl show -p ActiveState -p NRestarts "$unit" >/host/replugged.txt
  touch /host/replugged
}
wait_for step-hotplug && {
  # The connector's sysfs status forces it off and back on; the card's uevent file then sends the change event a
  # real unplug sends (virtio-gpu does not poll connectors, so a forced status alone sends none).
  connector=$(ls -d /sys/class/drm/card0-*/ | head -1)
  hotplug_event() { echo "change 6f1c3b1e-0000-4000-8000-00000000000$1 HOTPLUG=1" >/sys/class/drm/card0/uevent; }
  udevadm monitor --udev --property --subsystem-match=drm >/host/udev.txt 2>&1 &
  monitor=$!
  sleep 1
  echo off >"$connector/status"
  hotplug_event 1
  sleep 2
  tap_button "$(cat /host/rotate-key.txt)"  # input goes on while the display is away; the redraw must show it
  sleep 1
  { systemctl is-active "$unit"; journalctl -u "$unit" --no-pager | grep -c "was unplugged; the app keeps running"; } >/host/hotplug.txt
  echo on >"$connector/status"
  hotplug_event 2
  sleep 4
  { systemctl is-active "$unit"; journalctl -u "$unit" --no-pager | grep -c "display plugged in"; } >>/host/hotplug.txt
  echo detect >"$connector/status"
  kill $monitor
  touch /host/hotplugged
}
# A second panel: the GPU's second head (QEMU shows it only when a UI asks, so its connector is forced on, as a
# plugged-in HDMI panel would report) becomes a screen of its own that mirrors the first; forced off, it goes.
wait_for step-second && {
  second=/sys/class/drm/card0-Virtual-2
  hotplug_event() { echo "change 6f1c3b1e-0000-4000-8000-0000000000$1 HOTPLUG=1" >/sys/class/drm/card0/uevent; }
  echo on >"$second/status"
  hotplug_event 11
  sleep 5
  { systemctl is-active "$unit"; journalctl -u "$unit" --no-pager | grep -c "another display: DRM card0 Virtual-2"; } >/host/second.txt
  touch /host/second-on
}
wait_for step-second-off && {
  echo off >"$second/status"
  hotplug_event 12
  sleep 4
  { systemctl is-active "$unit"; journalctl -u "$unit" --no-pager | grep -c "Virtual-2 .* was unplugged: its screen is gone"; } >>/host/second.txt
  echo detect >"$second/status"
  touch /host/second-off
}
# The on-screen keyboard. With QEMU's virtio and PS/2 keyboards unbound no typing keyboard is left, so the first responder
# (HelloKiosk's text field) gets FrameKit's keys: 64-point rows at the bottom, the us letters. A uinput
# touchscreen taps "h" (second row, one key right of the middle) and "i" (first row, eighth key); then a uinput
# keyboard plugged in hides the keys and types "ok" itself; unplugged, the keys come back.
# A point of the UI (points = pixels here) in the panel's pixels under rotation $3.
tap_ui() {
  case "$3" in
    90) touch_at tap $((1280 - $2)) "$1" ;;
    180) touch_at tap $((1280 - $1)) $((800 - $2)) ;;
    270) touch_at tap "$2" $((800 - $1)) ;;
    *) touch_at tap "$1" "$2" ;;
  esac
}
wait_for step-osk && {
  rotation=$(cat /host/rotate-key.txt)
  case "$rotation" in 90|270) w=800 h=1280 ;; *) w=1280 h=800 ;; esac
  unbound=()
  for dev in /sys/bus/virtio/drivers/virtio_input/virtio*; do
    grep -qs "QEMU Virtio Keyboard" "$dev"/input/input*/name && unbound+=("virtio/drivers/virtio_input $(basename "$dev")")
  done
  for dev in /sys/bus/serio/drivers/atkbd/serio*; do  # the q35 machine's PS/2 keyboard is a typing keyboard too
    [ -e "$dev" ] && unbound+=("serio/drivers/atkbd $(basename "$dev")")
  done
  for entry in "${unbound[@]}"; do echo "${entry#* }" >"/sys/bus/${entry% *}/unbind"; done
  sleep 2
  touch /host/osk-up
  wait_for step-osk-type
  tap_ui $((w / 2 + w / 10)) $((h - 228 + 64)) "$rotation"  # h
  tap_ui $((w * 75 / 100)) $((h - 228)) "$rotation"         # i
  sleep 1
  journalctl -u "$unit" --no-pager | grep "HelloKiosk typed:" | tail -1 >/host/osk-typed.txt
  python3 /host/uinput-touch.py type ok 8 >>/host/uinput.log 2>&1 &
  typist=$!
  sleep 4
  journalctl -u "$unit" --no-pager | grep "HelloKiosk typed:" | tail -1 >>/host/osk-typed.txt
  touch /host/osk-hardware
  wait $typist
  sleep 2
  touch /host/osk-back
  # The keyboards come back for what follows (the on-screen keys would cover the panel's lower part).
  wait_for step-osk-done
  for entry in "${unbound[@]}"; do echo "${entry#* }" >"/sys/bus/${entry% *}/bind"; done
  sleep 2
  touch /host/osk-done
}
wait_for step-blank && {
  # The idle timer: the unit again with FRAMEKIT_IDLE_BLANK=8. Left alone, the panel turns off (DPMS); a tap wakes it
  # and reaches nothing; the next tap presses the button.
  mkdir -p "/etc/systemd/system/$unit.d"
  printf '[Service]\nEnvironment=FRAMEKIT_IDLE_BLANK=8\n' >"/etc/systemd/system/$unit.d/idle.conf"
  systemctl daemon-reload
  since=$(date +%s)
  systemctl restart "$unit"
  for _ in $(seq 120); do systemctl is-active -q "$unit" && break; sleep 0.5; done
  touch /host/blank-lit
  wait_for step-blank-tap
  journalctl -u "$unit" --since "@$since" --no-pager | grep -c "panel off after 8 seconds without input" >/host/blank.txt
  tap_button 0
  sleep 1.5
  touch /host/blank-woken
  wait_for step-blank-tap-again
  tap_button 0
  sleep 1.5
  # The host looks now, well inside the 8 idle seconds after which the panel goes off again.
  touch /host/blank-tapped
  wait_for step-blank-collect
  journalctl -u "$unit" --since "@$since" --no-pager | grep -c "button tapped" >>/host/blank.txt
  rm "/etc/systemd/system/$unit.d/idle.conf"
  systemctl daemon-reload
  touch /host/blank-done
}
wait_for step-two-heads && {
  # Both heads connected when the app starts, the second named in FRAMEKIT_ROTATION: both panels light in one atomic
  # commit, the second turned a quarter from the start.
  printf '[Service]\nEnvironment=FRAMEKIT_ROTATION=0,Virtual-2:90\n' >"/etc/systemd/system/$unit.d/heads.conf"
  systemctl daemon-reload
  echo on >"$second/status"
  hotplug_event 13
  since=$(date +%s)
  systemctl restart "$unit"
  for _ in $(seq 120); do systemctl is-active -q "$unit" && break; sleep 0.5; done
  sleep 5
  { systemctl is-active "$unit"; journalctl -u "$unit" --since "@$since" --no-pager | grep -c "Virtual-1 and Virtual-2 lit in one atomic commit"
    framekit ctl --socket "$socket" screen 2 status | sed -n 's/.* \(rotation=[0-9]*\).*/\1/p'; } >/host/two-heads.txt
  touch /host/two-heads
  wait_for step-two-heads-done
  rm "/etc/systemd/system/$unit.d/heads.conf"
  systemctl daemon-reload
  echo detect >"$second/status"
  hotplug_event 14
  sleep 3
  touch /host/two-heads-done
}
wait_for step-other-card && {
  since=$(date +%s)
  echo "$other_gpu" >"$other_driver/bind"
  for _ in $(seq 120); do journalctl -u "$unit" --since "@$since" --no-pager | grep -q "another display: DRM card" && break; sleep 0.5; done
  sleep 4
  { systemctl is-active "$unit"; journalctl -u "$unit" --since "@$since" --no-pager | grep -c "another display: DRM card[0-9]* Virtual-[0-9]* 800x600"; } >/host/other-card.txt
  touch /host/other-card-on
}
wait_for step-other-card-off && {
  echo "$other_gpu" >"$other_driver/unbind"
  sleep 5
  { systemctl is-active "$unit"; journalctl -u "$unit" --since "@$since" --no-pager | grep -c "DRM card[0-9]* Virtual-[0-9]* 800x600.* was unplugged: its screen is gone"; } >>/host/other-card.txt
  touch /host/other-card-off
}
wait_for step-customer && {
  # KioskMenu as the kiosk service on two panels: the menu on the first, the order on the second, whose own
  # touchscreen (udev's WL_OUTPUT names its connector, as a rule for a real one would) chooses the tip there.
  apt-get install -y --no-install-recommends /host/kioskmenu_1.0.0_amd64.deb >/host/apt-menu.txt 2>&1
  printf 'ACTION=="add", SUBSYSTEM=="input", ATTRS{name}=="FrameKit customer touchscreen", ENV{WL_OUTPUT}="Virtual-2"\n' \
    >/etc/udev/rules.d/70-customer-touch.rules
  udevadm control --reload
  systemctl stop "$unit"
  echo on >"$second/status"
  hotplug_event 15
  menu=framekit-kiosk@KioskMenu
  menu_socket=/run/framekit-KioskMenu/control.sock
  since=$(date +%s)
  menu_log() { journalctl -u "$menu" --since "@$since" --no-pager; }
  systemctl start "$menu"
  for _ in $(seq 240); do menu_log | grep -q "showing the order on a second screen" && break; sleep 0.5; done
  sleep 4
  touch /host/customer-shown
  wait_for step-customer-tap
  framekit ctl --socket "$menu_socket" tap 200 200 >/host/customer-tap.txt 2>&1  # the first dish on the menu
  sleep 3
  framekit ctl --socket "$menu_socket" screen 2 describe >/host/customer-describe.txt 2>&1
  # The tip control's third segment ("10 %"), as a fraction of the second screen, on the touchscreen's 1280×800 axes.
  read -r tip_x tip_y < <(python3 - <<'PY'
import re
text = open("/host/customer-describe.txt").read()
screen = [float(v) for v in re.search(r"UIScreen \[([^\]]*)\]", text).group(1).split(",")]
tips = [float(v) for v in re.search(r"UISegmentedControl.*\[([^\]]*)\]", text).group(1).split(",")]
print(int((tips[0] + tips[2] * 5 / 6) / screen[2] * 1279), int((tips[1] + tips[3] / 2) / screen[3] * 799))
PY
  )
  UINPUT_NAME="FrameKit customer touchscreen" touch_at tap "$tip_x" "$tip_y"
  sleep 3
  menu_log >/host/customer-journal.txt
  touch /host/customer-tapped
  wait_for step-customer-done
  systemctl stop "$menu"
  rm /etc/udev/rules.d/70-customer-touch.rules
  udevadm control --reload
  echo detect >"$second/status"
  hotplug_event 16
  systemctl start "$unit"
  touch /host/customer-done
}
wait_for step-stop && {
  systemctl stop "$unit"
  systemctl show -p ActiveState -p ExecMainStatus -p Result "$unit" >/host/stop.txt
  journalctl -u "$unit" --no-pager >/host/journal.txt 2>&1
  sleep 2
  touch /host/stopped
}
wait_for step-crash-loop && {
  # A setting the app cannot start with, at every start: the unit keeps restarting it (no start limit), and from the
  # fourth failed start in a row the app waits before exiting, showing that the kiosk is restarting.
  mkdir -p "/etc/systemd/system/$unit.d"
  printf '[Service]\nEnvironment=FRAMEKIT_ROTATION=45\n' >"/etc/systemd/system/$unit.d/broken.conf"
  systemctl daemon-reload
  systemctl start --no-block "$unit"
  for _ in $(seq 360); do journalctl -u "$unit" --no-pager | grep -q "starting failed 5 times in a row" && break; sleep 0.5; done
  touch /host/crash-looping
  wait_for step-crash-loop-seen
  { systemctl show -p StartLimitIntervalUSec -p NRestarts -p ActiveState -p Result "$unit"
    journalctl -u "$unit" --no-pager | grep -c "cannot start: FRAMEKIT_ROTATION"; } >/host/crash-loop.txt
  systemctl stop "$unit"
  rm "/etc/systemd/system/$unit.d/broken.conf" /var/cache/framekit-HelloKiosk/failed-starts
  systemctl daemon-reload
  systemctl reset-failed "$unit"
  touch /host/crash-loop-done
}
wait_for step-seat && {
  # The seat-manager route: Debian's libseat1 brings seatd, which hands the app its devices and follows VT switches;
  # switching to VT 2 takes the seat away, switching back returns it. (logind's route needs polkit, absent here.)
  session_unit=framekit-seat
  since=$(date +%s)
  app_log() { journalctl --since "@$since" -t HelloKiosk --no-pager; }
  switch_vt() { timeout 10 python3 -c "import fcntl, os, sys; fd = os.open('/dev/tty0', os.O_RDWR)
fcntl.ioctl(fd, 0x5606, int(sys.argv[1])); fcntl.ioctl(fd, 0x5607, int(sys.argv[1]))" "$1"; }  # VT_ACTIVATE, VT_WAITACTIVE
  systemd-run --unit=$session_unit -p Type=notify -p User=framekit -p TTYPath=/dev/tty1 \
    -p StandardInput=tty-fail -p StandardOutput=journal -p StandardError=journal -p TTYReset=yes -p TTYVHangup=yes \
    --setenv=FRAMEKIT_DISPLAY=drm --setenv=FRAMEKIT_DRM_BUFFERS=3 --setenv=FRAMEKIT_DRM_MODESETTING=legacy \
    --setenv=FRAMEKIT_DRM_SHADOW=on "--setenv=FRAMEKIT_TOUCH_CALIBRATION=-1 0 1 0 1 0" \
    /opt/framekit/bin/HelloKiosk
  echo $? >/host/seat.txt
  sleep 2
  app_log | grep -c "devices through the seat manager" >>/host/seat.txt
  switch_vt 2
  sleep 3
  cat /sys/class/tty/tty0/active >/host/seat-vt.txt
  app_log | grep -c "went to another session" >>/host/seat.txt
  touch /host/seat-away
  wait_for step-seat-back
  switch_vt 1
  sleep 3
  app_log | grep -c "is back: resuming" >>/host/seat.txt
  systemctl is-active $session_unit >>/host/seat.txt
  app_log >/host/seat-journal.txt
  touch /host/seat-back
  # This app mirrors touches left-right (FRAMEKIT_TOUCH_CALIBRATION): a tap at the mirror image of the button's
  # centre lands on the button.
  touch_at tap $((1280 - 124)) 304
  sleep 1
  touch /host/calibrated
  # A touchscreen whose own udev LIBINPUT_CALIBRATION_MATRIX mirrors it as well: the setting applies on top of the
  # device's matrix, the two mirrors cancel, and a tap at the button itself lands on it.
  wait_for step-calibrated-twice
  echo 'ACTION=="add|change", KERNEL=="event*", ATTRS{name}=="FrameKit mirrored touchscreen", ENV{LIBINPUT_CALIBRATION_MATRIX}="-1 0 1 0 1 0"' \
    >/etc/udev/rules.d/99-framekit-mirrored.rules
  udevadm control --reload
  UINPUT_NAME="FrameKit mirrored touchscreen" touch_at tap 124 304
  sleep 1
  touch /host/calibrated-twice
  wait_for step-seat-done
  systemctl stop $session_unit
  touch /host/seat-stopped
}
wait_for step-logind && {
  # The logind route: a PAM login session on tty1 (polkit lets its owner activate it), libseat told to use logind.
  since=$(date +%s)
  systemd-run --unit=framekit-logind -p Type=notify -p User=framekit -p PAMName=login -p TTYPath=/dev/tty1 \
    -p StandardInput=tty-fail -p StandardOutput=journal -p StandardError=journal -p TTYReset=yes -p TTYVHangup=yes \
    --setenv=LIBSEAT_BACKEND=logind --setenv=FRAMEKIT_DISPLAY=drm /opt/framekit/bin/HelloKiosk
  echo $? >/host/logind.txt
  sleep 2
  journalctl --since "@$since" -t HelloKiosk --no-pager | grep -c "devices through the seat manager" >>/host/logind.txt
  journalctl --since "@$since" --no-pager | tail -40 >/host/logind-journal.txt
  touch /host/logind-ready
  wait_for step-logind-done
  systemctl stop framekit-logind
  touch /host/logind-stopped
}
wait_for step-direct && {
  # No seat manager at all (seatd stopped, no login session): the app opens the card itself and follows VT switches
  # itself (VT_PROCESS), dropping DRM master while away.
  systemctl stop seatd.service
  since=$(date +%s)
  systemd-run --unit=framekit-direct -p Type=notify -p User=framekit -p TTYPath=/dev/tty1 -p StandardInput=tty-fail \
    -p StandardOutput=journal -p StandardError=journal --setenv=FRAMEKIT_DISPLAY=drm /opt/framekit/bin/HelloKiosk
  echo $? >/host/direct.txt
  sleep 2
  switch_vt 2
  sleep 3
  touch /host/direct-away
  wait_for step-direct-back
  switch_vt 1
  sleep 3
  journalctl --since "@$since" -t HelloKiosk --no-pager | grep -E "framekit.(console|seat)" >/host/direct-vt.txt
  touch /host/direct-back
  wait_for step-direct-done
  systemctl stop framekit-direct
  systemctl start seatd.service
  touch /host/direct-stopped
}
wait_for step-fbdev && {
  systemd-run --unit=framekit-fbdev -p Type=notify -p User=framekit -p SupplementaryGroups=video \
    -p TTYPath=/dev/tty1 -p StandardInput=tty-fail -p StandardOutput=journal -p StandardError=journal \
    --setenv=FRAMEKIT_DISPLAY=fbdev /opt/framekit/bin/HelloKiosk
  echo $? >/host/fbdev-status
  systemctl show -p StatusText framekit-fbdev >>/host/fbdev-status
  sleep 2
  journalctl -u framekit-fbdev --no-pager | grep "framekit.fbdev" >/host/fbdev-journal.txt
  touch /host/fbdev-ready
  # No seat manager on this route: the app itself follows VT switches (VT_PROCESS).
  wait_for step-fbdev-vt
  switch_vt 2
  sleep 3
  touch /host/fbdev-away
  wait_for step-fbdev-back
  switch_vt 1
  sleep 3
  journalctl -u framekit-fbdev --no-pager | grep -E "framekit.console" >/host/fbdev-vt.txt
  touch /host/fbdev-back
}
wait_for step-web && {
  # The web kiosk example (WKWebView on WPE WebKit), installed by its package, as the kiosk service with FrameKit's
  # drop-in for web content, which its package installed.
  systemctl stop framekit-fbdev
  web=framekit-kiosk@WebKiosk
  systemctl show -p DropInPaths --value "$web.service" >/host/web-drop-in.txt
  systemd-analyze security --no-pager "$web.service" >/host/security-web.txt 2>&1
  since=$(date +%s)
  web_log() { journalctl -u "$web" --since "@$since" --no-pager; }
  systemctl start "$web"
  for _ in $(seq 360); do web_log | grep -q "WebKiosk: showing" && break; sleep 0.5; done
  sleep 5
  # What the page's process can reach, seen through its own root (/proc/PID/root): no keyboard and no control socket
  # in its file system (a process without capabilities cannot make device nodes); the app's user outside, with the
  # unit's groups, opens the keyboard (the control).
  app=$(systemctl show -p MainPID --value "$web.service")
  page=$(pgrep -x WPEWebProcess | head -1)
  { for ns in mnt pid net user; do
      [ -n "$page" ] && [ "$(readlink "/proc/$app/ns/$ns")" != "$(readlink "/proc/$page/ns/$ns")" ] && echo "own $ns namespace"
    done
    echo "its /dev: $(ls "/proc/$page/root/dev" | tr '\n' ' ')"
    for path in /dev/input/event0 /run/framekit-WebKiosk/control.sock; do
      if [ -n "$page" ] && [ ! -e "/proc/$page/root$path" ]; then echo "inside: no $path"; else echo "inside: sees $path"; fi
    done
    setpriv --reuid framekit --regid framekit --init-groups sh -c '(exec 3</dev/input/event0) && echo "outside: opened /dev/input/event0"'
  } >/host/web-confinement.txt 2>&1
  touch /host/web-shown
  wait_for step-web-tap
  # The page's "Print a ticket" button, centred at (184, 279) on the 1280×800 panel.
  touch_at tap 184 279
  for _ in $(seq 120); do web_log | grep -q "printing ticket" && break; sleep 0.5; done
  sleep 5
  web_log >/host/web-journal.txt
  touch /host/web-tapped
  wait_for step-web-done
  systemctl stop "$web"
  # Without the web drop-in (namespaces forbidden, as in the plain unit) bubblewrap cannot start a web process: the
  # app says why and shows no page, instead of waiting on WebKit for good (which the watchdog would end, again and again).
  systemd-run --wait --collect --unit=framekit-web-bare -p User=framekit -p RestrictNamespaces=yes -p RuntimeMaxSec=30 \
    -E FRAMEKIT_DISPLAY=offscreen -E FRAMEKIT_OFFSCREEN_EXIT=never /opt/framekit/bin/WebKiosk >/dev/null 2>&1
  journalctl -u framekit-web-bare --no-pager -o cat | grep -E "cannot show pages|Watchdog|stuck in WebKit|runtime" >/host/web-bare.txt
  touch /host/web-stopped
}
wait_for step-reboot
touch /var/lib/framekit-vm-rebooted
systemctl reboot
