#!/usr/bin/env python3
"""Host side of the plane-rotation part of scripts/vm-test.sh, with scripts/vm/guest-plane-rotation.sh in the guest:
HelloKiosk runs on vkms turned by its primary plane. Checked: the kernel's plane state, the frame the app draws
(upright, in a buffer of the turned size), and the panel's pixels — vkms's CRC of what it composes against the CRC
of a reference: the same frame turned exactly here and shown unturned. Exit status 1 if any check failed."""
import os, struct, sys, zlib
import vmchecks
from vmchecks import check, read, wait_for

share, serial_path = sys.argv[1:3]
vmchecks.share = share

def png_pixels(path):
    """An 8-bit RGB or RGBA PNG as (width, height, rows of (r, g, b) tuples)."""
    data = open(path, "rb").read()
    position, chunks = 8, {}
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        chunks.setdefault(kind, []).append(data[position + 8:position + 8 + length])
        position += 12 + length
    width, height, depth, colour = struct.unpack(">IIBB", chunks[b"IHDR"][0][:10])
    assert depth == 8 and colour in (2, 6), f"{path}: depth {depth}, colour type {colour}"
    channels = 3 if colour == 2 else 4
    raw, stride, previous, rows = zlib.decompress(b"".join(chunks[b"IDAT"])), width * channels, bytearray(width * channels), []
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up, corner = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1: line[i] = (line[i] + left) & 255
            elif kind == 2: line[i] = (line[i] + up) & 255
            elif kind == 3: line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows

def turned_clockwise(rows, quarter_turns):
    """The picture turned clockwise, as FrameKit turns the UI onto the panel: one turn maps (x, y) to (h-1-y, x)."""
    for _ in range(quarter_turns):
        rows = [list(column) for column in zip(*rows[::-1])]
    return rows

def framebuffer_bytes(rows, stride):
    """XRGB8888 rows, little-endian, `stride` bytes apart."""
    out = bytearray()
    for row in rows:
        line = b"".join(bytes((b, g, r, 0)) for r, g, b in row)
        out += line + bytes(stride - len(line))
    return bytes(out)

if not wait_for("plane-shots", 900):
    print("vm-test: the vkms guest never finished its runs; serial console tail:")
    print(vmchecks.serial_tail(serial_path))
    sys.exit(1)
stride = int(read("plane-fb-stride.txt") or 0)
for rotation in (90, 180, 270):
    shot = os.path.join(share, f"plane-plane-{rotation}.png")
    if os.path.exists(shot) and stride:
        _, _, rows = png_pixels(shot)
        with open(os.path.join(share, f"plane-plane-{rotation}.raw"), "wb") as f:
            f.write(framebuffer_bytes(turned_clockwise(rows, rotation // 90), stride))
open(os.path.join(share, "plane-references"), "w").close()
if not wait_for("plane-done", 300):
    print("vm-test: the vkms guest never showed the reference pictures; serial console tail:")
    print(vmchecks.serial_tail(serial_path))
    sys.exit(1)

probe = read("plane-probe.txt")
primary = next((line.strip() for line in probe.splitlines() if "primary" in line), "")
check("vkms: its primary plane rotates", "rotate-90" in primary and "rotate-270" in primary,
      primary or read("plane-modprobe.txt") or probe[-300:])

def crc(name):
    """The picture's CRC in run `name`, if it was the same at every vsync read."""
    values = read(f"plane-{name}.crc").split()
    return values[0] if len(values) == 1 else None

def state(name, suffix="state"):
    return dict(line.split("=", 1) for line in read(f"plane-{name}.{suffix}").split() if "=" in line)

def line_with(log, text):
    """The log's line saying `text`, else its last line: what a check shows."""
    lines = log.splitlines() or ["no log"]
    return next((line for line in lines if text in line), lines[-1])

def same_file(a, b):
    paths = [os.path.join(share, f"plane-{name}.png") for name in (a, b)]
    return all(os.path.exists(p) for p in paths) and open(paths[0], "rb").read() == open(paths[1], "rb").read()

# FrameKit turns clockwise, DRM's rotation property counter-clockwise: 90° is DRM_MODE_ROTATE_270 (bit 3).
drm_rotation = {90: "8", 180: "4", 270: "2"}
upright = crc("software-0")
for rotation in (90, 180, 270):
    name = f"plane-{rotation}"
    log = read(f"plane-{name}.log")
    check(f"FRAMEKIT_ROTATION={rotation}: the primary plane turns the picture",
          f"the picture is turned {rotation}° by the primary plane" in log, line_with(log, "the picture is turned"))
    check(f"FRAMEKIT_ROTATION={rotation}: the kernel has the plane at DRM rotation {drm_rotation[rotation]}",
          state(name).get("rotation") == drm_rotation[rotation], read(f"plane-{name}.state"))
    after = state(name, "after")
    check(f"FRAMEKIT_ROTATION={rotation}: SIGTERM exits 0 with the plane unturned and the console's framebuffer back",
          "exit status 0" in log and after.get("rotation") == "1" and after.get("fb", "0") != "0",
          read(f"plane-{name}.after") + " / " + (log.splitlines() or ["no log"])[-1])
    reference = crc(f"reference-{rotation}")
    check(f"FRAMEKIT_ROTATION={rotation}: the panel shows the frame turned exactly (vkms CRC), not the upright picture",
          crc(name) is not None and crc(name) == reference and reference != upright,
          f"panel {read(f'plane-{name}.crc')}, the frame turned exactly {reference}, upright {upright}")
check("the frames are drawn upright: 90° and 270° the same portrait picture, 180° the same as no rotation",
      same_file("plane-90", "plane-270") and same_file("plane-180", "software-0"))
software = read("plane-software-90.log")
check("FRAMEKIT_DRM_PLANE_ROTATION=off: the compositor turns the picture and the plane stays at DRM rotation 1",
      "by the compositor (FRAMEKIT_DRM_PLANE_ROTATION=off)" in software and state("software-90").get("rotation") == "1",
      line_with(software, "the picture is turned") + " / " + read("plane-software-90.state"))
runtime = read("plane-runtime-90.log")
check("framekit ctl rotate 90 at run time: the plane takes the turn and the panel matches the start-up 90°",
      "the picture is turned 90° by the primary plane" in runtime and crc("runtime-90") == crc("plane-90")
      and state("runtime-90").get("rotation") == "8",
      f"{read('plane-runtime-90.crc')} vs {read('plane-plane-90.crc')}; {read('plane-runtime-90.state')}; "
      + line_with(runtime, "the picture is turned"))
back = read("plane-runtime-0.log")
check("framekit ctl rotate 0 after starting at 90°: the plane is unturned and the panel shows the upright picture",
      crc("runtime-0") == upright and state("runtime-0").get("rotation") == "1" and "exit status 0" in back,
      f"{read('plane-runtime-0.crc')} vs upright {upright}; {read('plane-runtime-0.state')}; {line_with(back, 'exit')}")
# Brightness and DPMS on a real backlight-class device (scripts/vm/fk-backlight.c, built by build-test-backlight.sh).
if not os.path.exists(os.path.join(share, "fk_backlight.ko")):
    print("vm-test: SKIPPED: backlight: the test backlight module did not build (build-test-backlight.sh says why)")
else:
    power = [line.strip() for line in read("power.txt").splitlines()]
    def at(i):
        return power[i] if len(power) > i else ""
    check("framekit probe lists the kernel's backlight", "framekit-test: 100/100" in read("power-probe.txt"),
          read("power-probe.txt") or read("power-insmod.txt"))
    check("framekit ctl brightness 0.5 set the backlight to 50 of 100 (actual_brightness)",
          at(0).startswith("ok") and at(1) == "50", f"{at(0)} / {at(1)}")
    check("20 s without input (FRAMEKIT_IDLE_DIM=20) dimmed it to 30 %, and a wake brought 50 back",
          at(2) == "15" and at(3).startswith("ok") and at(4) == "50", " / ".join(power[2:5]))
    check("framekit ctl brightness blank switched the CRTC off (ACTIVE=0) and wake on again",
          at(5).startswith("ok") and at(6) == "active=0" and at(7).startswith("ok") and at(8) == "active=1",
          " / ".join(power[5:9]))
    kernel = read("power-kernel.txt").splitlines()
    check("the backlight device saw the levels (kernel log) and the app exited 0",
          any(line.endswith("level 50") for line in kernel) and any(line.endswith("level 15") for line in kernel)
          and "exit status 0" in read("power-app.log"), " / ".join(kernel[-4:]))
    through = [line.strip() for line in read("logind.txt").splitlines()]
    check("as the framekit user in a logind session, brightness 0.7 reached the root-owned backlight through logind (70)",
          len(through) >= 3 and through[0] == "root 644" and through[1].startswith("ok") and through[2] == "70"
          and "setting it through logind" in read("logind-app.log"),
          " / ".join(through[:5]) or read("logind-run.txt") + read("logind-app.log")[-600:])
    shipped = [line.strip() for line in read("unit-backlight.txt").splitlines()]
    check("under the shipped unit (read-only /sys, ReadWritePaths= for backlights, the udev rule), brightness 0.3 set 30",
          len(shipped) >= 4 and shipped[0] == "video 664" and shipped[1].startswith("ok") and shipped[2] == "30"
          and shipped[3] == "yes",
          " / ".join(shipped[:5]) + " " + read("unit-backlight-app.log")[-600:])
vmchecks.finish()
