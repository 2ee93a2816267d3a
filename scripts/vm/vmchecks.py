"""What the host sides of the VM tests share: reading what the guest wrote to the 9p share, waiting for its marker
files, and printing each check with its result."""
import os, sys, time

share = ""
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

def serial_tail(serial_path, lines=40):
    return "".join(open(serial_path, errors="replace").readlines()[-lines:])

def finish():
    print(f"vm-test: {failures} check(s) failed" if failures else "vm-test: all checks passed")
    sys.exit(1 if failures else 0)
