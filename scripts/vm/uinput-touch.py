#!/usr/bin/env python3
"""Runs inside the test guest: plugs in a virtual multitouch touchscreen (QEMU 7.2 has none) through /dev/uinput,
performs one gesture in the panel's native pixels, and unplugs it again, so every call is also a hotplug. The
rotate key, a mouse wheel and a touchpad (100 x 60 mm, positions in tenths of a millimetre) come from their own
small devices the same way.

    uinput-touch.py tap X Y | drag X1 Y1 X2 Y2 | pinch CX CY FROM TO | down-unplug X Y | rotate-key | wheel DETENTS
                    | touchpad-scroll DY | touchpad-pinch FROM TO | touchpad-swipe DX | type LETTERS HOLD

`type` plugs in a whole keyboard, types lower-case letters on it and keeps it plugged in for HOLD seconds.
"""
import fcntl, os, struct, sys, time

WIDTH, HEIGHT = 1280, 800
EV_SYN, EV_KEY, EV_REL, EV_ABS = 0, 1, 2, 3
SYN_REPORT, BTN_TOUCH, BTN_LEFT, KEY_ROTATE_DISPLAY = 0, 0x14A, 0x110, 153
BTN_TOOL_FINGER, BTN_TOOL_DOUBLETAP, BTN_TOOL_TRIPLETAP = 0x145, 0x14D, 0x14E
INPUT_PROP_POINTER, INPUT_PROP_BUTTONPAD = 0, 2
PAD_WIDTH, PAD_HEIGHT, PAD_RESOLUTION = 1000, 600, 10
REL_X, REL_Y, REL_WHEEL = 0, 1, 8
ABS_X, ABS_Y, ABS_MT_SLOT, ABS_MT_POSITION_X, ABS_MT_POSITION_Y, ABS_MT_TRACKING_ID = 0, 1, 0x2F, 0x35, 0x36, 0x39
INPUT_PROP_DIRECT = 1

def ioc(direction, nr, size):
    return (direction << 30) | (size << 16) | (ord("U") << 8) | nr

UI_DEV_CREATE, UI_DEV_DESTROY = ioc(0, 1, 0), ioc(0, 2, 0)
UI_DEV_SETUP, UI_ABS_SETUP = ioc(1, 3, 92), ioc(1, 4, 28)
UI_SET_EVBIT, UI_SET_KEYBIT, UI_SET_RELBIT = ioc(1, 100, 4), ioc(1, 101, 4), ioc(1, 102, 4)
UI_SET_ABSBIT, UI_SET_PROPBIT = ioc(1, 103, 4), ioc(1, 110, 4)

class Device:
    def __init__(self, name, kind):
        self.fd = os.open("/dev/uinput", os.O_WRONLY | os.O_NONBLOCK)
        self.pad = kind == "touchpad"
        fcntl.ioctl(self.fd, UI_SET_EVBIT, EV_KEY)
        if kind in ("touchscreen", "touchpad"):
            pad = kind == "touchpad"
            width, height, resolution = (PAD_WIDTH, PAD_HEIGHT, PAD_RESOLUTION) if pad else (WIDTH, HEIGHT, 10)
            fcntl.ioctl(self.fd, UI_SET_EVBIT, EV_ABS)
            keys = [BTN_TOUCH] + ([BTN_LEFT, BTN_TOOL_FINGER, BTN_TOOL_DOUBLETAP, BTN_TOOL_TRIPLETAP] if pad else [])
            for key in keys:
                fcntl.ioctl(self.fd, UI_SET_KEYBIT, key)
            for prop in [INPUT_PROP_POINTER, INPUT_PROP_BUTTONPAD] if pad else [INPUT_PROP_DIRECT]:
                fcntl.ioctl(self.fd, UI_SET_PROPBIT, prop)
            for code, maximum in [(ABS_X, width - 1), (ABS_Y, height - 1), (ABS_MT_SLOT, 9), (ABS_MT_TRACKING_ID, 65535),
                                  (ABS_MT_POSITION_X, width - 1), (ABS_MT_POSITION_Y, height - 1)]:
                fcntl.ioctl(self.fd, UI_SET_ABSBIT, code)
                fcntl.ioctl(self.fd, UI_ABS_SETUP, struct.pack("Hxxiiiiii", code, 0, 0, maximum, 0, 0, resolution))
        elif kind == "mouse":
            fcntl.ioctl(self.fd, UI_SET_EVBIT, EV_REL)
            fcntl.ioctl(self.fd, UI_SET_KEYBIT, BTN_LEFT)
            for code in (REL_X, REL_Y, REL_WHEEL):
                fcntl.ioctl(self.fd, UI_SET_RELBIT, code)
        elif kind == "keyboard":
            for key in range(1, 128):  # a whole PC keyboard: letters, digits, space, modifiers
                fcntl.ioctl(self.fd, UI_SET_KEYBIT, key)
        else:
            fcntl.ioctl(self.fd, UI_SET_KEYBIT, KEY_ROTATE_DISPLAY)
        fcntl.ioctl(self.fd, UI_DEV_SETUP, struct.pack("HHHH80sI", 3, 0x1234, 0x5678, 1, name.encode(), 0))
        fcntl.ioctl(self.fd, UI_DEV_CREATE)
        time.sleep(1.5)  # udev and the app's libinput see the new device

    def emit(self, kind, code, value):
        os.write(self.fd, struct.pack("llHHi", 0, 0, kind, code, value))

    def frame(self, pause=0.016):
        self.emit(EV_SYN, SYN_REPORT, 0)
        time.sleep(pause)

    def fingers(self, points, tracking):
        """Puts finger i at points[i] (None lifts it); tracking holds each slot's tracking id."""
        for slot, point in enumerate(points):
            self.emit(EV_ABS, ABS_MT_SLOT, slot)
            if point is None:
                if tracking.get(slot) is not None:
                    self.emit(EV_ABS, ABS_MT_TRACKING_ID, -1)
                    tracking[slot] = None
                continue
            if tracking.get(slot) is None:
                tracking[slot] = 100 + slot
                self.emit(EV_ABS, ABS_MT_TRACKING_ID, tracking[slot])
            self.emit(EV_ABS, ABS_MT_POSITION_X, int(point[0]))
            self.emit(EV_ABS, ABS_MT_POSITION_Y, int(point[1]))
        down = [p for p in points if p is not None]
        self.emit(EV_KEY, BTN_TOUCH, 1 if down else 0)
        if self.pad:
            self.emit(EV_KEY, BTN_TOOL_FINGER, 1 if len(down) == 1 else 0)
            self.emit(EV_KEY, BTN_TOOL_DOUBLETAP, 1 if len(down) == 2 else 0)
            self.emit(EV_KEY, BTN_TOOL_TRIPLETAP, 1 if len(down) == 3 else 0)
        if down:
            self.emit(EV_ABS, ABS_X, int(down[0][0]))
            self.emit(EV_ABS, ABS_Y, int(down[0][1]))
        self.frame()

    def close(self, settle=0.5):
        time.sleep(settle)
        fcntl.ioctl(self.fd, UI_DEV_DESTROY)
        os.close(self.fd)

def path(a, b, steps):
    return [(a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps) for i in range(steps + 1)]

LETTER_KEYS = dict(zip("qwertyuiop", range(16, 26))) | dict(zip("asdfghjkl", range(30, 39))) \
    | dict(zip("zxcvbnm", range(44, 51)))
if sys.argv[1] == "type":
    device = Device("FrameKit test keyboard", "keyboard")
    for letter in sys.argv[2]:
        device.emit(EV_KEY, LETTER_KEYS[letter], 1); device.frame(pause=0.05)
        device.emit(EV_KEY, LETTER_KEYS[letter], 0); device.frame(pause=0.05)
    device.close(settle=float(sys.argv[3]))
    sys.exit(0)
command, args = sys.argv[1], [float(v) for v in sys.argv[2:]]
if command == "rotate-key":
    device = Device("FrameKit test rotate key", "key")
    device.emit(EV_KEY, KEY_ROTATE_DISPLAY, 1); device.frame()
    device.emit(EV_KEY, KEY_ROTATE_DISPLAY, 0); device.frame()
    device.close()
    sys.exit(0)
if command == "wheel":
    # Positive detents scroll down: the wheel turned towards the user, REL_WHEEL -1 each.
    device = Device("FrameKit test mouse", "mouse")
    for _ in range(int(args[0])):
        device.emit(EV_REL, REL_WHEEL, -1); device.frame(pause=0.05)
    device.close()
    sys.exit(0)
if command.startswith("touchpad-"):
    # Two fingers in the middle of the pad, landing together: a scroll moves both by DY, a pinch spreads them
    # (or brings them together) from FROM to TO apart, in 0.5 mm steps.
    device, tracking = Device("FrameKit test touchpad", "touchpad"), {}
    cx, cy = PAD_WIDTH / 2, PAD_HEIGHT / 2
    if command == "touchpad-scroll":
        steps = int(abs(args[0]) / 5)
        for i in range(steps + 1):
            y = cy - args[0] / 2 + args[0] * i / steps
            device.fingers([(cx - 100, y), (cx + 100, y)], tracking)
    elif command == "touchpad-swipe":
        # Three fingers side by side move DX together.
        steps = int(abs(args[0]) / 5)
        for i in range(steps + 1):
            x = cx - args[0] / 2 + args[0] * i / steps
            device.fingers([(x - 150, cy), (x, cy), (x + 150, cy)], tracking)
    else:
        start, end = args
        steps = int(abs(end - start) / 5)
        for i in range(steps + 1):
            d = (start + (end - start) * i / steps) / 2
            device.fingers([(cx - d, cy), (cx + d, cy)], tracking)
    device.fingers([None] * len(tracking), tracking)
    device.close()
    sys.exit(0)
device, tracking = Device(os.environ.get("UINPUT_NAME", "FrameKit test touchscreen"), "touchscreen"), {}
if command == "tap":
    device.fingers([(args[0], args[1])], tracking)
    device.fingers([None], tracking)
elif command == "drag":
    for point in path((args[0], args[1]), (args[2], args[3]), 20):
        device.fingers([point], tracking)
    device.fingers([None], tracking)
elif command == "pinch":
    cx, cy, start, end = args
    for d in [start + (end - start) * i / 20 for i in range(21)]:
        device.fingers([(cx - d / 2, cy), (cx + d / 2, cy)], tracking)
    device.fingers([None, None], tracking)
elif command == "down-unplug":
    device.fingers([(args[0], args[1])], tracking)
    device.fingers([(args[0] + 30, args[1])], tracking)
    device.close(settle=0.2)  # unplugged with the finger still down
    sys.exit(0)
else:
    sys.exit("unknown command " + command)
device.close()
