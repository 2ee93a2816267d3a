"""kiwi (kiwisolver) on the layout workloads of docs/BENCHMARK-WORKLOADS.md ("layout"), for layout-benchmark's
side-by-side column.

Usage: kiwi_layout.py W1|W2|W3 N listed|reversed  -> prints the median milliseconds (W2/W3: per re-solve).
"""
import statistics
import sys
import time

import kiwisolver as kiwi


def chain(n, right):
    left = [kiwi.Variable(f"left{i}") for i in range(n)]
    width = [kiwi.Variable(f"width{i}") for i in range(n)]
    cs = [left[0] == 0]
    cs += [left[i] == left[i - 1] + width[i - 1] + 8 for i in range(1, n)]
    cs += [width[i] == width[0] for i in range(1, n)]
    if right is not None:
        cs.append(left[n - 1] + width[n - 1] == right)
    cs += [(width[i] >= 10) | "weak" for i in range(n)]
    return left, width, cs


def w1(n, reversed_order):
    _, width, cs = chain(n, 20 * n)
    if reversed_order:
        cs.reverse()
    start = time.perf_counter()
    solver = kiwi.Solver()
    for c in cs:
        solver.addConstraint(c)
    solver.updateVariables()
    ms = (time.perf_counter() - start) * 1e3
    expected = (20 * n - 8 * (n - 1)) / n
    assert all(abs(w.value() - expected) < 1e-6 for w in width)
    return ms


def w2():
    container = kiwi.Variable("containerWidth")
    _, width, cs = chain(1000, container)
    solver = kiwi.Solver()
    for c in cs:
        solver.addConstraint(c)
    solver.addEditVariable(container, "strong")
    start = time.perf_counter()
    for k in range(1000):
        solver.suggestValue(container, 20000 + (k % 100) * 50)
        solver.updateVariables()
    return (time.perf_counter() - start) * 1e3 / 1000


def w3():
    n = 30
    solver = kiwi.Solver()
    W, H = kiwi.Variable("W"), kiwi.Variable("H")
    grid = lambda name: [[kiwi.Variable(f"{name}[{r}][{c}]") for c in range(n)] for r in range(n)]
    left, top, width, height = grid("left"), grid("top"), grid("width"), grid("height")
    solver.addEditVariable(W, "strong")
    solver.addEditVariable(H, "strong")
    for r in range(n):
        solver.addConstraint(left[r][0] == 0)
    for c in range(n):
        solver.addConstraint(top[0][c] == 0)
    for r in range(n):
        for c in range(n):
            if c > 0:
                solver.addConstraint(left[r][c] == left[r][c - 1] + width[r][c - 1] + 4)
            if r > 0:
                solver.addConstraint(top[r][c] == top[r - 1][c] + height[r - 1][c] + 4)
            solver.addConstraint(width[r][c] == width[0][0])
            solver.addConstraint(height[r][c] == height[0][0])
    for r in range(n):
        solver.addConstraint((left[r][n - 1] + width[r][n - 1] == W) | "strong")
    for c in range(n):
        solver.addConstraint((top[n - 1][c] + height[n - 1][c] == H) | "strong")
    for r in range(n):
        for c in range(n):
            solver.addConstraint((width[r][c] >= 40) | "medium")
            solver.addConstraint((height[r][c] >= 20) | "medium")
    start = time.perf_counter()
    for k in range(200):
        w, h = (1080, 1920) if k % 2 == 0 else (1920, 1080)
        solver.suggestValue(W, w)
        solver.suggestValue(H, h)
        solver.updateVariables()
    return (time.perf_counter() - start) * 1e3 / 200


def main():
    workload, n, order = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    run = {"W1": lambda: w1(n, order == "reversed"), "W2": w2, "W3": w3}[workload]
    run()
    print(statistics.median(run() for _ in range(5 if workload != "W1" or n <= 300 else 1)))


if __name__ == "__main__":
    main()
