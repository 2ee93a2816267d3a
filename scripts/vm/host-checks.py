#!/usr/bin/env python3
"""Host side of scripts/vm-test.sh: drives the guest through marker files on the 9p share, takes screendumps
through QEMU's QMP socket, and prints each check with its result. Exit status 1 if any check failed."""
import json, os, re, socket, sys, time
import vmchecks
from vmchecks import check, read, wait_for

share, qmp_path, serial_path = sys.argv[1:4]
vmchecks.share = share

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

    def pointer_move(self, x, y):
        """Moves QEMU's virtio tablet to native pixel (x, y)."""
        axes = [{"type": "abs", "data": {"axis": axis, "value": int(v * 0x7FFF / (size - 1))}}
                for axis, v, size in (("x", x, 1280), ("y", y, 800))]
        self.call("input-send-event", events=axes)
        time.sleep(0.3)

    def pointer_click(self, x, y):
        """Moves QEMU's virtio tablet to native pixel (x, y) and clicks the left button."""
        self.pointer_move(x, y)
        for down in (True, False):
            self.call("input-send-event", events=[{"type": "btn", "data": {"down": down, "button": "left"}}])
            time.sleep(0.1)

    def type_text(self, text):
        """Types lower-case letters and digits on QEMU's virtio keyboard."""
        for key in text:
            for down in (True, False):
                event = {"type": "key", "data": {"down": down, "key": {"type": "qcode", "data": key}}}
                self.call("input-send-event", events=[event])
                time.sleep(0.05)

    def screen(self, name, head=0, device=None):
        path = os.path.join(share, name + ".ppm")
        target = {"device": device or "gpu0", "head": head} if head or device else {}
        reply = self.call("screendump", filename=path, **target)
        if "error" in reply:
            check(f"QEMU's screendump {name}", False, str(reply))
            missing = lambda x, y: None
            missing.size = (1, 1)
            return missing
        with open(path, "rb") as f:
            data = f.read()
        parts = data.split(b"\n", 3)
        width, height = map(int, parts[1].split())
        pixels = parts[3]
        pixel = lambda x, y: tuple(pixels[(y * width + x) * 3:(y * width + x) * 3 + 3])
        pixel.size = (width, height)
        return pixel

def near(actual, expected, tolerance=3):
    return all(abs(a - e) <= tolerance for a, e in zip(actual, expected))

def screen_until(name, shows, seconds):
    """A screenshot once `shows(pixel)` holds, or the last one after `seconds`: for a picture that follows an event
    by a while under emulation (a web page's first frame comes from another process after its load ends)."""
    deadline = time.time() + seconds
    while True:
        pixel = qmp.screen(name)
        if shows(pixel) or time.time() > deadline:
            return pixel
        time.sleep(0.5)

RED, BACKGROUND, TAPPED, YELLOW = (255, 59, 48), (0x1A, 0x2B, 0x3C), (0x2B, 0x5C, 0x3C), (255, 204, 0)
qmp = QMP(qmp_path)
# The guest's test runner starts within a minute of booting here; one that has not in 5 minutes never will.
if not wait_for("progress.txt", 300):
    print("vm-test: the guest's test runner did not start within 5 minutes; serial console tail:")
    print(vmchecks.serial_tail(serial_path) or "(empty: the guest printed nothing)")
    sys.exit(3)
# Installing the two packages and starting the app take about a minute under emulation here; a slower host gets 15.
if not wait_for("ready", 900):
    print("vm-test: the guest never got the app started within 15 minutes; its progress:")
    print(read("progress.txt") or "(none: the test runner never started in the guest)")
    print("vm-test: serial console tail:")
    print(vmchecks.serial_tail(serial_path))
    sys.exit(1)
print("vm-test: the guest's way to the first check: " + read("progress.txt").replace("\n", "; "))
print("vm-test: " + read("probe.txt").replace("\n", "\nvm-test:   "))
check("apt installed the app's .deb (framekit package) and enabled its kiosk service",
      read("apt-status").splitlines() == ["0", "enabled"], read("apt-status") + read("apt.txt")[-600:])
access = read("control-access.txt")
check("the control socket refuses the app's own user (SO_PEERCRED) and another user (the directory), and answers root",
      "error refused: uid" in access and access.count("exit 0") == 0 and access.count("exit ") == 2
      and access.rstrip().endswith("ok"), access[-600:])
side = read("apt-web-status").splitlines()
check("a second app's package (WebKiosk) installed beside it through the shared framekit-kiosk-common, and left HelloKiosk the kiosk",
      len(side) >= 5 and side[0] == "0" and side[1] == "disabled"
      and side[2:5] == ["framekit-kiosk-common installed", "hellokiosk installed", "webkiosk installed"]
      and "framekit-kiosk@WebKiosk.service is installed but not enabled: framekit-kiosk@HelloKiosk.service is this board's kiosk" in read("apt-web.txt"),
      " / ".join(side) + " " + read("apt-web.txt")[-800:])
waiting = read("waiting.txt").splitlines()
check("started before the GPU driver, the app waited for a display and said so once",
      waiting == ["activating", "1"], " / ".join(waiting))
state = read("state.txt")
check("the unit became active once the driver bound and the app sent READY=1", read("start-status") == "0", state)


def exposure(name):
    """systemd-analyze security's overall exposure (0 safest, 10 most exposed), or None."""
    match = re.search(r"Overall exposure level for \S+: ([0-9.]+)", read(name))
    return float(match.group(1)) if match else None


plain = exposure("security.txt")
print(f"vm-test: systemd-analyze security: framekit-kiosk@HelloKiosk.service: exposure {plain}")
check("systemd-analyze security rates the shipped unit 2.0 or less exposed", plain is not None and plain <= 2.0,
      read("security.txt")[-2000:])
check("the service status names the DRM display", "showing on DRM" in state, state)
pixel = qmp.screen("first")
check("first frame: HelloKiosk's background on the panel", near(pixel(700, 700), BACKGROUND), str(pixel(700, 700)))
check("first frame: the red panel at (80, 200)", near(pixel(80, 200), RED), str(pixel(80, 200)))
ORANGE = pixel(209, 195)

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
check("the crash (SIGSEGV) gave the console back before the process died", read("crash.txt") == "1", read("crash.txt"))
pixel = qmp.screen("restarted")
check("the picture is back after the restart", near(pixel(80, 200), RED), str(pixel(80, 200)))

qmp.pointer_click(124, 304)
time.sleep(1.5)
pixel = qmp.screen("clicked")
check("a mouse click (virtio tablet) on the button switched the background", near(pixel(700, 700), TAPPED), str(pixel(700, 700)))
qmp.type_text("kiosk42")
time.sleep(1)
pixel = qmp.screen("list")
check("the list starts at its yellow first row", near(pixel(750, 150), YELLOW), str(pixel(750, 150)))
qmp.pointer_move(750, 265)
open(os.path.join(share, "step-wheel"), "w").close()
wait_for("wheeled", 60)
def cursor_position(name):
    """Where the kernel's cursor plane is (the plane that is not the full-screen primary), from the guest's debugfs."""
    spots = re.findall(r"crtc-pos=(\d+)x(\d+)\+(-?\d+)\+(-?\d+)", read(name))
    return next(((int(x), int(y)) for w, h, x, y in spots if (w, h) != ("1280", "800")), None)
def cursor_at(name, x, y):
    """The plane's corner is one pixel up and left of the tip; the tablet's 15-bit scale may round a pixel off."""
    spot = cursor_position(name)
    return spot is not None and abs(spot[0] - (x - 1)) <= 1 and abs(spot[1] - (y - 1)) <= 1
check("the cursor plane sits at the pointer (the arrow's tip at 750, 265)", cursor_at("planes-list.txt", 750, 265),
      read("planes-list.txt"))
pixel = qmp.screen("wheeled")
wheel = read("wheel.txt")
check("three wheel detents (a uinput mouse) scrolled the list under the pointer by three 40-point steps",
      wheel.endswith("list came to rest at 120") and not near(pixel(750, 150), YELLOW), f"{pixel(750, 150)}; {wheel}")
# The wheel's rests come first (a slow guest may rest between detents too: 40, 80, 120), then the touchpad's.
rests = [int(n) for n in re.findall(r"list came to rest at (-?\d+)", read("touchpad-scroll.txt"))]
check("two fingers moving down a touchpad (uinput) scrolled the list further down",
      len(rests) >= 2 and rests[-2] == 120 and rests[-1] > 120,
      f"{rests}")
open(os.path.join(share, "step-touch"), "w").close()
wait_for("touched", 120)
check("keys typed on the virtio keyboard reached the text field (its .editingChanged action)", read("typed.txt") == "1", read("typed.txt"))
check("nothing typed appeared on the console (tty1)", read("console.txt") == "0", read("console.txt"))
pixel = qmp.screen("touched")
gestures = read("gestures.txt")
check("a one-finger drag (uinput touchscreen) moved the red panel through its pan recognizer",
      near(pixel(399, 555), RED) and "panel dragged to" in gestures, f"{pixel(399, 555)}; {gestures}")
check("a two-finger pinch scaled the orange panel through its pinch recognizer",
      near(pixel(209, 130), ORANGE) and "pinched to scale 2.0" in gestures, f"{pixel(209, 130)}; {gestures}")
rests = [int(n) for n in re.findall(r"list came to rest at (-?\d+)", gestures)]
check("a flick (uinput touchscreen) scrolled the list, which decelerated and came to rest further down",
      len(rests) >= 3 and rests[-1] > rests[-2], f"{rests}")
check("a touch tap on the button switched the background back", near(pixel(700, 700), BACKGROUND), str(pixel(700, 700)))
# The list is a UITableView at (600, 140) with 50-point rows: the tap at y 300 is 160 points into it.
selected = re.findall(r"row (\d+) selected", gestures)
expected_row = (rests[-1] + 160) // 50 + 1 if rests else None
check("a tap (uinput touchscreen) on the list, a UITableView, selected the row under the finger",
      selected == [str(expected_row)], f"selected {selected}, expected row {expected_row} at rest {rests[-1:]}")
recording = read("recording.txt")
check("framekit record wrote the touchscreen's events", "touch-down slot=0" in recording and "touch-motion" in recording
      and "device-added" in recording, f"{len(recording.splitlines())} lines")
qmp.pointer_move(209, 195)
open(os.path.join(share, "step-touchpad-pinch"), "w").close()
wait_for("touchpad-pinched", 60)
check("after touches hid it, the cursor plane shows the arrow again where the pointer went (209, 195)",
      cursor_at("planes-panel.txt", 209, 195), read("planes-panel.txt"))
scales = [float(s) for s in re.findall(r"pinched to scale (\d+\.\d+)", read("touchpad-pinch.txt"))]
check("a touchpad pinch (two uinput touchpad fingers closing) scaled the orange panel under the pointer down",
      len(scales) == 2 and 1.0 < scales[1] < scales[0], f"{scales}")
check("a three-finger touchpad swipe to the left (uinput) reached the root view's swipe recognizer",
      read("touchpad-swipe.txt") == "1", read("touchpad-swipe.txt"))
open(os.path.join(share, "step-rotate-key"), "w").close()
wait_for("rotate-tapped", 90)
pixel = qmp.screen("rotate-key")
check("the rotate key (KEY_ROTATE_DISPLAY) turned the picture", read("rotate-key.txt") in ("90", "180", "270"),
      read("rotated-status.txt")[:160])
check("after the turn a touch on the button still lands on it", near(pixel(700, 700), TAPPED), str(pixel(700, 700)))
status = read("rotated-status.txt")
devices = int(next(iter(re.findall(r"input-devices=(\d+)", status)), "0"))
check("the app follows the seat's input devices (virtio tablet and keyboard at least)", devices >= 2, f"input-devices={devices}")
latency = next(iter(re.findall(r"input-latency-ms=(\S+)", status)), "none")
print(f"vm-test: input latency in the guest (event to flip, last frames, ms): {latency}")
open(os.path.join(share, "step-unplug"), "w").close()
wait_for("replugged", 90)
pixel = qmp.screen("replugged")
replugged = read("replugged.txt")
check("unplugging the touchscreen mid-touch and plugging it back: touches still work, the app kept running",
      near(pixel(700, 700), BACKGROUND) and "ActiveState=active" in replugged and "NRestarts=1" in replugged,
      f"{pixel(700, 700)}; {replugged}")

open(os.path.join(share, "step-hotplug"), "w").close()
wait_for("hotplugged", 60)
hotplug = read("hotplug.txt").splitlines()
pixel = qmp.screen("hotplugged")
check("display unplugged: the app kept running and said so", hotplug[:2] == ["active", "1"], " / ".join(hotplug))
check("display plugged back: the mode is set again and the picture redrawn with what changed meanwhile (a tap)",
      hotplug[2:] == ["active", "1"] and near(pixel(700, 700), TAPPED), f"{' / '.join(hotplug)}; {pixel(700, 700)}")

open(os.path.join(share, "step-second"), "w").close()
wait_for("second-on", 60)
second = qmp.screen("second-head", head=1)
first = qmp.screen("first-head")
# The first screen's UI (turned as the earlier steps left it) fitted into the second head, centred between black bars.
w, h = second.size
turned = int(read("rotate-key.txt") or 0) in (90, 270)
ui_w, ui_h = (800, 1280) if turned else (1280, 800)
fit = min(w / ui_w, h / ui_h)
x0, y0 = (w - ui_w * fit) / 2, (h - ui_h * fit) / 2
bars = [(int(x0) // 2, h // 2), (w - 1 - int(x0) // 2, h // 2)] if x0 >= 4 else []
bars += [(w // 2, int(y0) // 2), (w // 2, h - 1 - int(y0) // 2)] if y0 >= 4 else []
middle = [second(int(x0 + ui_w * fit * i / 20), h // 2) for i in range(1, 20)]
lit = sum(1 for p in middle if p != (0, 0, 0))
check("a second panel plugged in at run time became a screen that mirrors the first, fitted between black bars",
      read("second.txt").splitlines()[:2] == ["active", "1"] and all(second(x, y) == (0, 0, 0) for x, y in bars)
      and lit >= 15,
      f"{read('second.txt')!r}; head {w}x{h}, bars {[second(x, y) for x, y in bars]}, lit {lit}/19 across the middle")
check("the first panel kept its picture", near(first(700, 700), TAPPED), str(first(700, 700)))
open(os.path.join(share, "step-second-off"), "w").close()
wait_for("second-off", 60)
second_state = read("second.txt").splitlines()
check("the second panel unplugged: its screen is gone and the app kept running",
      second_state[2:] == ["active", "1"], " / ".join(second_state))

# The on-screen keyboard: its grey (the keys' background) at the UI's bottom-left corner, mapped to the panel.
KEYBOARD_GREY = (0xD1, 0xD4, 0xDA)
rotation = int(read("rotate-key.txt") or 0)
ui_height = 1280 if rotation in (90, 270) else 800
def ui_pixel(pixel, x, y):
    return pixel(*{0: (x, y), 90: (1279 - y, x), 180: (1279 - x, 799 - y), 270: (y, 799 - x)}[rotation])
open(os.path.join(share, "step-osk"), "w").close()
wait_for("osk-up", 60)
time.sleep(1)
pixel = qmp.screen("osk-up")
check("with no typing keyboard left (virtio and PS/2 keyboards unbound) the on-screen keyboard came up under the first responder",
      near(ui_pixel(pixel, 2, ui_height - 2), KEYBOARD_GREY), str(ui_pixel(pixel, 2, ui_height - 2)))
open(os.path.join(share, "step-osk-type"), "w").close()
wait_for("osk-hardware", 60)
pixel = qmp.screen("osk-hardware")
typed = read("osk-typed.txt").splitlines()
check("taps (uinput touchscreen) on the on-screen keys h and i typed into the text field",
      len(typed) == 2 and typed[0].endswith("HelloKiosk typed: kiosk42hi"), " / ".join(typed))
check("a uinput keyboard plugged in hid the on-screen keys and typed on its own",
      len(typed) == 2 and typed[1].endswith("HelloKiosk typed: kiosk42hiok")
      and not near(ui_pixel(pixel, 2, ui_height - 2), KEYBOARD_GREY), f"{' / '.join(typed)}; {ui_pixel(pixel, 2, ui_height - 2)}")
wait_for("osk-back", 60)
time.sleep(1)
pixel = qmp.screen("osk-back")
check("unplugging that keyboard brought the on-screen keys back",
      near(ui_pixel(pixel, 2, ui_height - 2), KEYBOARD_GREY), str(ui_pixel(pixel, 2, ui_height - 2)))
open(os.path.join(share, "step-osk-done"), "w").close()
wait_for("osk-done", 60)

# The idle timer (FRAMEKIT_IDLE_BLANK=8 on a restarted unit): the panel goes off, a tap wakes it without pressing
# anything, the next tap presses the button.
open(os.path.join(share, "step-blank"), "w").close()
wait_for("blank-lit", 120)
time.sleep(2)
pixel = qmp.screen("blank-lit")
check("restarted with FRAMEKIT_IDLE_BLANK=8, the app shows its picture", near(pixel(80, 200), RED), str(pixel(80, 200)))
time.sleep(10)
pixel = qmp.screen("blanked")
samples = [pixel(x, y) for x, y in ((80, 200), (700, 700), (5, 5), (1270, 790))]
check("left alone for 8 s the panel went off: the CRTC is inactive and QEMU shows no scanout (black)",
      all(len(p) == 3 and p == (0, 0, 0) for p in samples), str(samples))
open(os.path.join(share, "step-blank-tap"), "w").close()
wait_for("blank-woken", 60)
pixel = qmp.screen("blank-woken")
check("a tap brought the picture back and the waking tap reached no view (the button did not switch the background)",
      near(pixel(80, 200), RED) and near(pixel(700, 700), BACKGROUND), f"{pixel(80, 200)} {pixel(700, 700)}")
open(os.path.join(share, "step-blank-tap-again"), "w").close()
wait_for("blank-tapped", 60)
pixel = qmp.screen("blank-tapped")
open(os.path.join(share, "step-blank-collect"), "w").close()
wait_for("blank-done", 60)
blank = read("blank.txt").splitlines()
check("the next tap pressed the button; the app logged the panel going off once and one button tap",
      near(pixel(700, 700), TAPPED) and blank == ["1", "1"], f"{pixel(700, 700)}; {' / '.join(blank)}")

# Both heads there at start, the second turned by FRAMEKIT_ROTATION=0,Virtual-2:90: one atomic commit lights both,
# and the second, turned, mirrors the first upright: in its panel's pixels the first's landscape picture is a band
# across the middle (x), black at both sides.
open(os.path.join(share, "step-two-heads"), "w").close()
wait_for("two-heads", 120)
second = qmp.screen("two-heads", head=1)
w, h = second.size
fit = min(h / 1280, w / 800)
band = 800 * fit
left = (w - band) / 2
beside = [(int(left) // 2, h // 2), (w - 1 - int(left) // 2, h // 2)] if left >= 4 else []
across = [second(int(left + band * i / 10), h // 2) for i in range(1, 10)]
lit = sum(1 for p in across if p != (0, 0, 0))
two = read("two-heads.txt").splitlines()
check("both heads connected at start: both panels lit in one atomic commit, the second turned 90° from the start "
      "(FRAMEKIT_ROTATION=0,Virtual-2:90) and mirroring the first upright",
      two == ["active", "1", "rotation=90"] and all(second(x, y) == (0, 0, 0) for x, y in beside) and lit >= 7,
      f"{two}; head {w}x{h}, beside {[second(x, y) for x, y in beside]}, lit {lit}/9 across the band")
open(os.path.join(share, "step-two-heads-done"), "w").close()
wait_for("two-heads-done", 60)

# A second GPU bound to its driver at run time (a USB display adapter plugged in, as far as the app can tell; QEMU
# 7.2 cannot hot-add a display device through its monitor): its panel becomes a screen mirroring the first;
# unbound again (pulled out), the screen goes and the app keeps running.
open(os.path.join(share, "step-other-card"), "w").close()
wait_for("other-card-on", 150)
other = qmp.screen("other-card", device="gpu1")
w, h = other.size
fit = min(w / 1280, h / 800)
top = (h - 800 * fit) / 2
above = [(w // 2, int(top) // 2), (w // 2, h - 1 - int(top) // 2)] if top >= 4 else []
across = [other(int(w * i / 10), h // 2) for i in range(1, 10)]
lit = sum(1 for p in across if p != (0, 0, 0))
card = read("other-card.txt").splitlines()
check("a second GPU plugged in at run time: its panel (another card's) became a screen mirroring the first",
      card[:2] == ["active", "1"] and all(other(x, y) == (0, 0, 0) for x, y in above) and lit >= 7,
      f"{card}; head {w}x{h}, bars {[other(x, y) for x, y in above]}, lit {lit}/9")
open(os.path.join(share, "step-other-card-off"), "w").close()
wait_for("other-card-off", 150)
card = read("other-card.txt").splitlines()
check("the second GPU pulled out (unbound from its driver): its screen is gone and the app kept running",
      card[2:] == ["active", "1"], " / ".join(card))

# KioskMenu as the kiosk on two panels: the menu on the first, the customer's order on the second; a dish added on
# the first, then a touch on the second panel's own touchscreen chooses the tip there.
open(os.path.join(share, "step-customer"), "w").close()
wait_for("customer-shown", 300)
menu, customer = qmp.screen("customer-menu"), qmp.screen("customer-order", head=1)
CUSTOMER = (0x19, 0x1E, 0x28)
check("KioskMenu as the kiosk service: its menu on the first panel, the customer's order on the second",
      near(menu(8, 8), (0xF8, 0xF8, 0xF8), 8) and near(customer(8, 8), CUSTOMER),
      f"menu {menu(8, 8)}, order {customer(8, 8)}; {read('apt-menu.txt')[-300:]}")
open(os.path.join(share, "step-customer-tap"), "w").close()
wait_for("customer-tapped", 120)
journal = read("customer-journal.txt")
check("a touch on the second panel's own touchscreen (udev WL_OUTPUT=Virtual-2) reached the customer's screen: "
      "the tip chosen there", "KioskMenu: added" in journal and "KioskMenu: tip 10%" in journal,
      f"{read('customer-tap.txt')} {read('customer-describe.txt')} "
      + " / ".join(l for l in journal.splitlines() if "KioskMenu" in l or "input" in l))
open(os.path.join(share, "step-customer-done"), "w").close()
wait_for("customer-done", 120)

open(os.path.join(share, "step-stop"), "w").close()
wait_for("stopped", 60)
stop = read("stop.txt")
check("systemctl stop: the app exited 0", "ExecMainStatus=0" in stop and "Result=success" in stop, stop.replace("\n", ", "))
journal = read("journal.txt")
backend = next((line.split("framekit.drm: info: ", 1)[1] for line in journal.splitlines() if "framekit.drm: info: DRM" in line), "")
check("the DRM backend chose atomic modesetting after a test commit", "atomic modesetting" in backend, backend)
check("virtio-gpu does not ask for a shadow (DRM_CAP_DUMB_PREFER_SHADOW), so frames are drawn straight into the dumb "
      "buffers", "dumb buffers drawn directly; the driver does not prefer a shadow" in backend, backend)
check("fontconfig has a writable cache (the unit's CacheDirectory): no cache errors in the app's journal",
      bool(journal) and "Fontconfig error" not in journal, next((l for l in journal.splitlines() if "Fontconfig" in l), ""))
check("the mouse's arrow is on the DRM cursor plane (it moves without frames)",
      "pointer cursor: on the display's cursor plane" in journal)
check("libinput saw the touchscreen come and go", "input device added: FrameKit test touchscreen" in journal
      and "input device removed: FrameKit test touchscreen" in journal)
pixel = qmp.screen("stopped")
check("the console is back after stop (the app's picture is gone)", not near(pixel(80, 200), RED), str(pixel(80, 200)))
open(os.path.join(share, "step-crash-loop"), "w").close()
wait_for("crash-looping", 240)
NOTICE = (30, 30, 30)
pixel = screen_until("crash-loop", lambda p: near(p(20, 20), NOTICE), 60)
open(os.path.join(share, "step-crash-loop-seen"), "w").close()
wait_for("crash-loop-done", 60)
loop = dict(line.split("=", 1) for line in read("crash-loop.txt").splitlines() if "=" in line)
starts = read("crash-loop.txt").splitlines()[-1]
check("an app that cannot start (FRAMEKIT_ROTATION=45) is restarted for good: no start limit, still restarting after "
      "5 failed starts, each start's reason in the journal",
      loop.get("StartLimitIntervalUSec") == "0" and loop.get("ActiveState") != "failed" and starts.isdigit() and int(starts) >= 5,
      read("crash-loop.txt").replace("\n", ", "))
check("after failed starts in a row the screen says the kiosk is restarting (not dark)", near(pixel(20, 20), NOTICE),
      str(pixel(20, 20)))
open(os.path.join(share, "step-seat"), "w").close()
wait_for("seat-away", 90)
pixel = qmp.screen("seat-away")
check("VT switch away: the app's picture leaves the panel", not near(pixel(80, 200), RED), str(pixel(80, 200)))
open(os.path.join(share, "step-seat-back"), "w").close()
wait_for("seat-back", 60)
time.sleep(1)
pixel = qmp.screen("seat-back")
seat = read("seat.txt").splitlines()
check("with seatd on the system the app took its devices through the seat manager (libseat)",
      seat[:2] == ["0", "1"], " / ".join(seat))
check("VT switch away: frames stopped and input was suspended", seat[2:3] == ["1"], " / ".join(seat))
check("FRAMEKIT_DRM_BUFFERS=3, FRAMEKIT_DRM_MODESETTING=legacy and FRAMEKIT_DRM_SHADOW=on: the second app flips "
      "between three dumb buffers with legacy page flips, fed from a shadow buffer",
      "legacy modesetting, 3 dumb buffers through a shadow buffer" in read("seat-journal.txt"))
check("VT switch back: the seat came back, the mode was set again and the picture redrawn",
      seat[3:5] == ["1", "active"] and near(pixel(80, 200), RED), f"{' / '.join(seat)}; {pixel(80, 200)}")
wait_for("calibrated", 60)
pixel = qmp.screen("calibrated")
check("FRAMEKIT_TOUCH_CALIBRATION (a left-right mirror) maps the touchscreen: a tap at the mirror image hits the button",
      near(pixel(700, 700), TAPPED), str(pixel(700, 700)))
open(os.path.join(share, "step-calibrated-twice"), "w").close()
wait_for("calibrated-twice", 60)
pixel = qmp.screen("calibrated-twice")
check("a touchscreen with its own LIBINPUT_CALIBRATION_MATRIX (a mirror, from udev) under the mirroring setting: "
      "both apply, so a tap at the button hits it", near(pixel(700, 700), BACKGROUND), str(pixel(700, 700)))
open(os.path.join(share, "step-seat-done"), "w").close()
wait_for("seat-stopped", 60)
open(os.path.join(share, "step-logind"), "w").close()
wait_for("logind-ready", 90)
pixel = qmp.screen("logind")
logind = read("logind.txt").splitlines()
check("with logind as the seat manager (a PAM login session on tty1) the app took its devices through it and shows",
      logind[:2] == ["0", "1"] and near(pixel(80, 200), RED),
      f"{' / '.join(logind)}; {pixel(80, 200)}; {read('logind-journal.txt')[-600:]}")
open(os.path.join(share, "step-logind-done"), "w").close()
wait_for("logind-stopped", 60)
def vt_round_trip(app, away_step, away, back_step, back, log_name, away_means, back_means, expected=()):
    """The guest switches the VT away from `app` on `away_step` and back on `back_step`; the picture must leave and
    return, and the app's log (`log_name`) say it followed both switches."""
    open(os.path.join(share, away_step), "w").close()
    wait_for(away, 90)
    pixel = qmp.screen(away)
    check(f"{app}, VT switch away: {away_means} and the other console shows", not near(pixel(80, 200), RED),
          str(pixel(80, 200)))
    open(os.path.join(share, back_step), "w").close()
    wait_for(back, 60)
    time.sleep(1)
    pixel = qmp.screen(back)
    log = read(log_name)
    wanted = ["switches to another VT", "is back: redrawing", *expected]
    check(f"{app}, VT switch back: {back_means}", near(pixel(80, 200), RED) and all(w in log for w in wanted),
          f"{pixel(80, 200)}; {log}")

vt_round_trip("DRM without a seat manager", "step-direct", "direct-away", "step-direct-back", "direct-back",
              "direct-vt.txt", "the app dropped master", "master again, the mode set and everything redrawn",
              expected=["directly"])
check("DRM without a seat manager: the app started on the card it opened itself", read("direct.txt") == "0",
      read("direct.txt"))
open(os.path.join(share, "step-direct-done"), "w").close()
wait_for("direct-stopped", 60)

open(os.path.join(share, "step-fbdev"), "w").close()
wait_for("fbdev-ready", 90)
status = read("fbdev-status")
check("FRAMEKIT_DISPLAY=fbdev: ready on /dev/fb0", status.startswith("0") and "fbdev /dev/fb0" in status, status)
pixel = qmp.screen("fbdev")
check("fbdev: the red panel at (80, 200)", near(pixel(80, 200), RED), str(pixel(80, 200)))
fbdev = read("fbdev-journal.txt")
check("fbdev: frames wait for the driver's vblank (FBIO_WAITFORVSYNC on its own thread) and are copied in it",
      "32-bit" in fbdev and fbdev.count("frames follow the panel's vsync (FBIO_WAITFORVSYNC)") == 1, fbdev)
vt_round_trip("fbdev", "step-fbdev-vt", "fbdev-away", "step-fbdev-back", "fbdev-back", "fbdev-vt.txt",
              "the app stops drawing", "the app was asked (VT_PROCESS) and redrew everything")
# The web kiosk example: its bundled page under the native header, and a uinput tap on the page's button reaching
# Swift through the page's message handler, whose answer turns the button green.
open(os.path.join(share, "step-web"), "w").close()
wait_for("web-shown", 300)
def web_page_shown(pixel):
    return near(pixel(600, 20), (23, 79, 94)) and near(pixel(700, 700), (31, 111, 139)) and near(pixel(100, 250), (255, 209, 102))
pixel = screen_until("web-shown", web_page_shown, 30)
check("the web kiosk shows its bundled page (WKWebView on WPE WebKit) under the native header, within 30 s of its load",
      web_page_shown(pixel), f"{pixel(600, 20)} {pixel(700, 700)} {pixel(100, 250)}")
check("the web kiosk's package installed FrameKit's web drop-in for its unit",
      "/lib/systemd/system/framekit-kiosk@WebKiosk.service.d/web.conf" in read("web-drop-in.txt"), read("web-drop-in.txt"))
confinement = read("web-confinement.txt")
check("the web content process runs in bubblewrap: its own namespaces, and in its file system no keyboard and no "
      "control socket, though the app's user outside opens the keyboard",
      all(f"own {ns} namespace" in confinement for ns in ("mnt", "pid", "net", "user"))
      and "inside: no /dev/input/event0" in confinement and "inside: no /run/framekit-WebKiosk/control.sock" in confinement
      and "outside: opened /dev/input/event0" in confinement, confinement)
open(os.path.join(share, "step-web-tap"), "w").close()
wait_for("web-tapped", 120)
pixel = qmp.screen("web-tapped")
web_journal = read("web-journal.txt")
printed = [line.split(": ", 1)[-1] for line in web_journal.splitlines() if "printing ticket" in line]
check("a uinput tap on the page's button reached Swift through the page's message handler, and the page took the answer",
      printed == ["WebKiosk: printing ticket A42"] and near(pixel(100, 250), (6, 214, 160)), f"{printed}; {pixel(100, 250)}")
web_exposure = exposure("security-web.txt")
print(f"vm-test: systemd-analyze security: framekit-kiosk@WebKiosk.service with the web drop-in: exposure {web_exposure}")
check("systemd-analyze security rates the unit with the web drop-in 3.0 or less exposed",
      web_exposure is not None and web_exposure <= 3.0, read("security-web.txt")[-2000:])
open(os.path.join(share, "step-web-done"), "w").close()
wait_for("web-stopped", 120)
bare = read("web-bare.txt")
check("without the web drop-in the web kiosk says the sandbox cannot start and shows no page, and WebKit never stalls it",
      "the web content sandbox cannot start here" in bare and "stuck in WebKit" not in bare, bare)
# The package enabled the service: rebooted, the guest starts the app by itself (READY=1 once its first frame is on
# the panel, after the GPU driver binds late as before).
open(os.path.join(share, "step-reboot"), "w").close()
if wait_for("booted", 420):
    state = read("boot-state.txt")
    check("rebooted, systemd started the installed kiosk service by itself; it waited for the display and sent READY=1",
          "ActiveState=active" in state and "showing on DRM" in state and state.endswith("\n1"), state)
    pixel = screen_until("rebooted", lambda p: near(p(80, 200), RED), 30)
    check("rebooted: the app's first frame is on the panel", near(pixel(80, 200), RED) and near(pixel(700, 700), BACKGROUND),
          f"{pixel(80, 200)} {pixel(700, 700)}")
else:
    check("the guest came back from its reboot", False, vmchecks.serial_tail(serial_path))
open(os.path.join(share, "step-poweroff"), "w").close()
vmchecks.finish()
