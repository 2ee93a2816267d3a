#!/usr/bin/env python3
"""The table of scripts/pi-budget.sh: reads the callgrind dumps in DIRECTORY (one per budgetFrame, named by its
workload) and prints, per workload, the median frame's instructions and estimated DRAM traffic beside a Raspberry
Pi 4's budget for one 60 Hz frame, as a table and as JSON. With --write ARTICLE, the table also replaces the one
between the article's pi-budget markers.

The budget, and where each number comes from:
- CPU: a Raspberry Pi 4 Model B's Cortex-A72 cores run at 1.5 GHz (Raspberry Pi's product brief; boards made since
  2020 run at 1.8 GHz, so 1.5 is the floor). A frame is the UI thread's work, so one core. Instructions per cycle are
  taken as 1.0: the A72 can retire three a cycle, but pointer-chasing code with reference counting (Swift's, Cairo's
  and Pango's alike) seldom sustains more than one; this is an assumption, to be replaced by `perf stat` on a Pi.
  x86-64 instruction counts stand for AArch64's (compiled code of this kind differs by some 10 %, either way).
  1.5e9 cycles/s x 1.0 / 60 frames/s = 25.0 million instructions per frame.
- Memory: STREAM's copy reaches 5.5 GB/s on a Pi 4 (sci-pi.org.uk's measurement of a Pi 4; 5.1 GB/s with a screen
  attached); scanning out 1920x1080 XRGB8888 at 60 Hz takes 0.5 GB/s of it, leaving 5.0 GB/s: 83 MB per frame.
  Traffic is estimated as callgrind's last-level misses (reads, instruction fetches and write misses) x 64-byte lines
  with a Pi 4's 1 MiB L2, which is what a frame must move to or from DRAM at least.
A workload's share is the larger of the two fractions; the goal for interactive workloads is at most 50 %.
"""
import json, os, re, sys

CLOCK_HZ, IPC, FRAME_RATE = 1.5e9, 1.0, 60
INSTRUCTION_BUDGET = CLOCK_HZ * IPC / FRAME_RATE
DRAM_BYTES_PER_SECOND = 5.5e9 - 1920 * 1080 * 4 * FRAME_RATE
BYTE_BUDGET = DRAM_BYTES_PER_SECOND / FRAME_RATE
LINE = 64
BEGIN, END = "<!-- pi-budget: begin -->", "<!-- pi-budget: end -->"


def frames(directory):
    """(workload, instructions, bytes) for every dumped frame, each benchmark's in the order it ran them."""
    dumps = [(m.group(1), int(m.group(2)), name) for name in os.listdir(directory)
             if (m := re.match(r"(.*)\.out\.(\d+)$", name))]
    for _, _, name in sorted(dumps):
        workload, events, summary = None, None, None
        with open(os.path.join(directory, name), errors="replace") as dump:
            for line in dump:
                if line.startswith("desc: Trigger: Client Request: "):
                    workload = line.split(": ", 3)[3].strip()
                elif line.startswith("events: ") and events is None:
                    events = line.split()[1:]
                elif line.startswith("summary: "):
                    summary = [int(v) for v in line.split()[1:]]
                    break
        if workload and events and summary:
            count = dict(zip(events, summary))
            misses = count.get("ILmr", 0) + count.get("DLmr", 0) + count.get("DLmw", 0)
            yield workload, count["Ir"], misses * LINE


def median(values):
    values = sorted(values)
    return values[len(values) // 2]


COPY = ", copy to the screen"


def shown(by_workload):
    """A Qt peer's frames as far as the screen: its paint and then its copy of what it flushed (Benchmarks/Support/
    peer_screen.h), dumped one after the other, added up frame by frame; the copies alone are not a row."""
    for workload in [w for w in by_workload if w.endswith(COPY)]:
        copies, paints = by_workload.pop(workload), by_workload.get(workload[:-len(COPY)], [])
        if len(copies) == len(paints):
            by_workload[workload[:-len(COPY)] + ", shown on a screen"] = [
                (p[0] + c[0], p[1] + c[1]) for p, c in zip(paints, copies)]


def table(directory):
    by_workload = {}
    for workload, instructions, traffic in frames(directory):
        by_workload.setdefault(workload, []).append((instructions, traffic))
    shown(by_workload)
    rows = []
    for workload, samples in by_workload.items():
        instructions = median([s[0] for s in samples])
        traffic = median([s[1] for s in samples])
        share = max(instructions / INSTRUCTION_BUDGET, traffic / BYTE_BUDGET)
        rows.append({"workload": workload, "frames": len(samples), "instructions": instructions,
                     "instructions_share": instructions / INSTRUCTION_BUDGET, "dram_bytes": traffic,
                     "dram_share": traffic / BYTE_BUDGET, "share": share})
    return rows


def markdown(rows):
    lines = [f"| Workload (median frame) | Frames | Instructions | of {INSTRUCTION_BUDGET / 1e6:.1f} M | DRAM traffic | "
             f"of {BYTE_BUDGET / 1e6:.0f} MB | Budget used |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for r in rows:
        # Lower bounds (raw Cairo/Pango) and peers (Qt) are there to compare with, not goals; work in a frame's spare
        # time has the rest of the interval the frame before it left, not half the budget.
        compared = "raw Cairo" in r["workload"] or ", Qt " in r["workload"] or "spare time" in r["workload"]
        mark = "" if r["share"] <= 0.5 or compared else " (over half)"
        lines.append(f"| {r['workload']} | {r['frames']} | {r['instructions'] / 1e6:.2f} M | {r['instructions_share']:.0%} | "
                     f"{r['dram_bytes'] / 1e6:.2f} MB | {r['dram_share']:.0%} | {r['share']:.0%}{mark} |")
    return "\n".join(lines)


def main():
    directory = sys.argv[1]
    rows = table(directory)
    if not rows:
        sys.exit("pi-budget: no frames were dumped (were the benchmarks built with valgrind's headers installed?)")
    text = markdown(rows)
    print(text)
    print(json.dumps({"benchmark": "pi-budget", "instruction_budget": INSTRUCTION_BUDGET, "dram_byte_budget": BYTE_BUDGET,
                      "model": {"clock_hz": CLOCK_HZ, "ipc": IPC, "frame_rate": FRAME_RATE,
                                "dram_bytes_per_second": DRAM_BYTES_PER_SECOND, "line_bytes": LINE},
                      "workloads": rows}))
    if "--write" in sys.argv:
        article = sys.argv[sys.argv.index("--write") + 1]
        with open(article) as f:
            content = f.read()
        if BEGIN not in content or END not in content:
            sys.exit(f"pi-budget: {article} has no {BEGIN} … {END} markers to put the table between")
        head, rest = content.split(BEGIN, 1)
        _, tail = rest.split(END, 1)
        with open(article, "w") as f:
            f.write(head + BEGIN + "\n" + text + "\n" + END + tail)


main()
