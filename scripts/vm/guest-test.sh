#!/bin/bash
# Runs inside the guest (started by framekit-vm-test.service): installs the app as the kiosk service from systemd/,
# then does what the host asks through marker files in /host, writing what it saw next to them.
set -u
unit=framekit-kiosk@HelloKiosk.service
socket=/run/framekit-HelloKiosk/control.sock
wait_for() { for _ in $(seq 600); do [ -e "/host/$1" ] && return 0; sleep 0.5; done; return 1; }
install -m 755 /host/HelloKiosk /opt/framekit/bin/HelloKiosk
install -m 755 /host/framekit /usr/local/bin/framekit
install -m 644 /host/framekit-kiosk@.service /etc/systemd/system/
systemctl daemon-reload
# Under emulation the GPU driver binds after multi-user.target; a kiosk waits for it too.
for _ in $(seq 120); do [ -e /dev/dri/card0 ] && break; sleep 0.5; done
framekit probe >/host/probe.txt 2>&1
systemctl start "$unit"; echo $? >/host/start-status          # Type=notify: returns once READY=1 arrived
systemctl show -p ActiveState -p StatusText "$unit" >/host/state.txt
touch /host/ready

wait_for step-rotate && { framekit ctl --socket "$socket" rotate 90 >/host/rotate.txt 2>&1; sleep 3; touch /host/rotated; }
wait_for step-memory && {
  framekit ctl --socket "$socket" memory-warning >/host/memory.txt 2>&1
  sleep 1
  journalctl -u "$unit" --no-pager | grep -c "HelloViewController didReceiveMemoryWarning" >>/host/memory.txt
  touch /host/memory-done
}
wait_for step-squeeze && {
  # A real squeeze: the service's memory.high far below what the app uses, then work that allocates.
  systemctl set-property --runtime "$unit" MemoryHigh=12M
  for _ in $(seq 8); do framekit ctl --socket "$socket" screenshot /tmp/squeeze.png >/dev/null 2>&1; sleep 1; done
  journalctl -u "$unit" --no-pager | grep -c "memory pressure:" >/host/squeeze.txt
  journalctl -u "$unit" --no-pager | grep "memory pressure:" | tail -1 >>/host/squeeze.txt
  systemctl set-property --runtime "$unit" MemoryHigh=256M
  touch /host/squeezed
}
wait_for step-kill && {
  systemctl kill -s KILL "$unit"
  for _ in $(seq 60); do sleep 1; systemctl is-active -q "$unit" && [ "$(systemctl show -p NRestarts --value "$unit")" -ge 1 ] && break; done
  sleep 3
  systemctl show -p ActiveState -p NRestarts "$unit" >/host/restart.txt
  touch /host/restarted
}
wait_for step-stop && {
  systemctl stop "$unit"
  systemctl show -p ActiveState -p ExecMainStatus -p Result "$unit" >/host/stop.txt
  sleep 2
  touch /host/stopped
}
journalctl -u "$unit" --no-pager >/host/journal.txt 2>&1
wait_for step-fbdev && {
  systemd-run --unit=framekit-fbdev -p Type=notify -p User=framekit -p SupplementaryGroups=video \
    -p TTYPath=/dev/tty1 -p StandardInput=tty-fail --setenv=FRAMEKIT_DISPLAY=fbdev /opt/framekit/bin/HelloKiosk
  echo $? >/host/fbdev-status
  systemctl show -p StatusText framekit-fbdev >>/host/fbdev-status
  sleep 2
  touch /host/fbdev-ready
}
wait_for step-poweroff
systemctl poweroff
