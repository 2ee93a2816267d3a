#!/usr/bin/env bash
# Compares grid200 and the layout benchmark of this tree with those of another commit (default HEAD~1), built the same
# way and run alternately in one session on the same core, so that the machine's drift falls on both alike. Prints a
# table of medians over the rounds and each ratio (this tree / the other), and the same as JSON.
#
#     scripts/compare-benchmarks.sh [REV] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
# The same hash seed in every run: the solver's dictionaries otherwise take a new one per process, and its build
# workload's time varies by half between runs of one binary with it.
export SWIFT_DETERMINISTIC_HASHING=1
rev="${1:-HEAD~1}"
rounds="${2:-3}"
base="${FRAMEKIT_COMPARE_TREE:-/tmp/framekit-compare-$(git rev-parse --short "$rev")}"
[ -d "$base" ] || git worktree add -q --detach "$base" "$rev"
results="$(mktemp -d)"
trap 'rm -rf "$results"' EXIT
for tree in . "$base"; do
  (cd "$tree" && swift build -c release --product grid200-benchmark >/dev/null && swift build -c release --product layout-benchmark >/dev/null)
done
for round in $(seq "$rounds"); do
  for side in this base; do
    tree=.
    [ "$side" = base ] && tree="$base"
    (cd "$tree" && taskset -c 0 .build/release/grid200-benchmark) >"$results/grid200-$side-$round.txt"
    (cd "$tree" && taskset -c 0 .build/release/layout-benchmark) >"$results/layout-$side-$round.txt"
  done
done
python3 - "$results" "$rounds" "$rev" <<'PY'
import json, statistics, sys
folder, rounds, rev = sys.argv[1], int(sys.argv[2]), sys.argv[3]
def document(path):
    text = open(path).read()
    return json.loads(text[text.index("\n{") + 1:])
def metrics(side):
    values = {}
    for r in range(1, rounds + 1):
        g = document(f"{folder}/grid200-{side}-{r}.txt")
        for key in ("full", "partial", "partial_10k_views"):
            values.setdefault(f"grid200 {key} (ms)", []).append(g["framekit_ms"][key])
        values.setdefault("grid200 start-up median (ms)", []).append(g["startup_ms"]["median"])
        values.setdefault("grid200 start-up peak RSS (MiB)", []).append(g["peak_rss_mib"]["startup_child"])
        for result in document(f"{folder}/layout-{side}-{r}.txt")["results"]:
            name = f"layout {result['workload']} N={result['n']} {result['order']} (ms)"
            values.setdefault(name, []).append(result["median_ms"])
    return {k: statistics.median(v) for k, v in values.items()}
this, base = metrics("this"), metrics("base")
print(f"{'measure':58}{'this tree':>12}{rev:>12}{'ratio':>8}")
rows = []
for name in this:
    ratio = this[name] / base[name] if base.get(name) else float("nan")
    rows.append({"measure": name, "this": this[name], "base": base.get(name), "ratio": ratio})
    print(f"{name:58}{this[name]:12.4f}{base.get(name, float('nan')):12.4f}{ratio:8.3f}")
print(json.dumps({"base": rev, "rounds": rounds, "rows": rows}, indent=1))
PY
