#!/usr/bin/env python3
"""Host side of scripts/vm-test.sh: drives the guest through marker files on the 9p share, takes screendumps
through QEMU's QMP socket, and prints each check with its result. Exit status 1 if any check failed."""
import json, os, socket, sys, time

share, qmp_path, serial_path = sys.argv[1:4]
failures = 0

def check(name, ok, detail=""):
    global failures
    detail = detail.replace("\n", ", ")
    print(f"vm-test: {'PASS' if ok else 'FAIL'}: {name}" + (f" ({detail})" if detail else ""), flush=True)
    failures += 0 if ok else 1

def wait_for(marker, seconds):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if os.path.exists(os.path.join(share, marker)):
            return True
        time.sleep(0.5)
    return False

def read(name):
    try:
        with open(os.path.join(share, name)) as f:
            return f.read().strip()
    except OSError:
        return ""

class QMP:
    def __init__(self, path):
        for _ in range(100):
            try:
                self.sock = socket.socket(socket.AF_UNIX)
                self.sock.connect(path)
                break
            except OSError:
                time.sleep(0.2)
        self.file = self.sock.makefile("rw")
        self.file.readline()
        self.call("qmp_capabilities")

    def call(self, command, **arguments):
        self.file.write(json.dumps({"execute": command, "arguments": arguments}) + "\n")
        self.file.flush()
        while True:
            reply = json.loads(self.file.readline())
            if "return" in reply or "error" in reply:
                return reply

    def screen(self, name):
        path = os.path.join(share, name + ".ppm")
        self.call("screendump", filename=path)
        with open(path, "rb") as f:
            data = f.read()
        parts = data.split(b"\n", 3)
        width, height = map(int, parts[1].split())
        pixels = parts[3]
        return lambda x, y: tuple(pixels[(y * width + x) * 3:(y * width + x) * 3 + 3])

def near(actual, expected, tolerance=3):
    return all(abs(a - e) <= tolerance for a, e in zip(actual, expected))

RED, BACKGROUND = (255, 59, 48), (0x1A, 0x2B, 0x3C)
qmp = QMP(qmp_path)
if not wait_for("ready", 420):
    print("vm-test: the guest never got the app started; serial console tail:")
    print("".join(open(serial_path, errors="replace").readlines()[-40:]))
    sys.exit(1)
print("vm-test: " + read("probe.txt").replace("\n", "\nvm-test:   "))
waiting = read("waiting.txt").splitlines()
check("started before the GPU driver, the app waited for a display and said so once",
      waiting == ["activating", "1"], " / ".join(waiting))
state = read("state.txt")
check("the unit became active once the driver bound and the app sent READY=1", read("start-status") == "0", state)
check("the service status names the DRM display", "showing on DRM" in state, state)
pixel = qmp.screen("first")
check("first frame: HelloKiosk's background on the panel", near(pixel(700, 700), BACKGROUND), str(pixel(700, 700)))
check("first frame: the red panel at (80, 200)", near(pixel(80, 200), RED), str(pixel(80, 200)))

open(os.path.join(share, "step-rotate"), "w").close()
wait_for("rotated", 60)
pixel = qmp.screen("rotated")
check("framekit ctl rotate 90 replied ok", read("rotate.txt").startswith("ok"), read("rotate.txt"))
check("after rotate 90 the red panel is at native (1080, 80)", near(pixel(1080, 80), RED), str(pixel(1080, 80)))

open(os.path.join(share, "step-memory"), "w").close()
wait_for("memory-done", 60)
memory = read("memory.txt").splitlines()
check("framekit ctl memory-warning reached the app's view controller", bool(memory) and memory[0].startswith("ok")
      and memory[-1].isdigit() and int(memory[-1]) >= 1, " / ".join(memory))

open(os.path.join(share, "step-squeeze"), "w").close()
wait_for("squeezed", 90)
squeeze = read("squeeze.txt").splitlines()
check("a real cgroup squeeze (MemoryHigh below what the app uses) raised a memory warning", bool(squeeze)
      and squeeze[0].isdigit() and int(squeeze[0]) >= 1, read("squeeze-setup.txt") + " / " + " / ".join(squeeze)[-240:])

open(os.path.join(share, "step-kill"), "w").close()
wait_for("restarted", 120)
restart = read("restart.txt")
lines = dict(line.split("=", 1) for line in restart.splitlines() if "=" in line)
before = int(restart.splitlines()[0].split(": ")[1]) if restart.startswith("restarts before") else -1
check("systemd restarted the killed app", lines.get("NRestarts") == str(before + 1) and lines.get("ActiveState") == "active",
      restart)
check("no restart before the kill (no crash, watchdog or start failure)", before == 0, restart)
pixel = qmp.screen("restarted")
check("the picture is back after the restart", near(pixel(80, 200), RED), str(pixel(80, 200)))

open(os.path.join(share, "step-stop"), "w").close()
wait_for("stopped", 60)
stop = read("stop.txt")
check("systemctl stop: the app exited 0", "ExecMainStatus=0" in stop and "Result=success" in stop, stop.replace("\n", ", "))
journal = read("journal.txt")
backend = next((line.split("framekit.drm: info: ", 1)[1] for line in journal.splitlines() if "framekit.drm: info: DRM" in line), "")
check("the DRM backend chose atomic modesetting after a test commit", "atomic modesetting" in backend, backend)
pixel = qmp.screen("stopped")
check("the console is back after stop (the app's picture is gone)", not near(pixel(80, 200), RED), str(pixel(80, 200)))
open(os.path.join(share, "step-fbdev"), "w").close()
wait_for("fbdev-ready", 90)
status = read("fbdev-status")
check("FRAMEKIT_DISPLAY=fbdev: ready on /dev/fb0", status.startswith("0") and "fbdev /dev/fb0" in status, status)
pixel = qmp.screen("fbdev")
check("fbdev: the red panel at (80, 200)", near(pixel(80, 200), RED), str(pixel(80, 200)))
open(os.path.join(share, "step-poweroff"), "w").close()
print(f"vm-test: {failures} check(s) failed" if failures else "vm-test: all checks passed")
sys.exit(1 if failures else 0)
