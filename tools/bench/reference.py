"""The reference CPU measure: a short, fixed pure-Python workload, timed.

    python -m tools.bench.reference [--rounds 3]

``./dev test`` times it before and after the suite and prints the suite's wall time as a
multiple of it, beside its budget in seconds: the machines this project runs on differ, and a
shared one slows down as its neighbours work, so "the suite took 700 s" says as much about the
machine as about the suite. The multiple does not move with the machine: a suite that grew
shows a larger multiple, a slower machine a larger measure (docs/MEASURING.md, "What to
expect"). The workload touches nothing of the repository, so no change to the code moves it:
integers, small tuples, dicts and lists, sorting and string formatting, the operations the
engine's move generation and the page's rendering spend their time in. It prints the median
of ``--rounds`` timings, in seconds, alone on its line, for ``./dev`` to read.
"""

from __future__ import annotations

import argparse
import statistics
import time

#: The size of one workload: about a third of a second on this project's 2-core machines.
STEPS = 300_000


def workload(steps: int = STEPS) -> int:
    """A fixed mix of the interpreter's everyday work; returns a checksum so nothing is
    skipped."""
    table: dict[tuple[int, int], int] = {}
    rows: list[tuple[int, str]] = []
    total = 0
    for i in range(steps):
        key = (i % 97, i % 89)
        table[key] = table.get(key, 0) + i
        if i % 7 == 0:
            rows.append((i * 31 % 1009, f"{i:06d}:{key[0]}"))
        total = (total * 33 + (i ^ key[1])) % 1_000_003
    rows.sort()
    words = ",".join(text for _, text in rows[:500])
    return total + sum(table.values()) % 997 + len(words)


def measure(rounds: int = 3) -> float:
    """The median time of ``rounds`` workloads, in seconds (process time is not used: the
    suite's budget is wall time, and a busy machine slows both alike)."""
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        workload()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=3)
    print(f"{measure(parser.parse_args().rounds):.3f}")


if __name__ == "__main__":
    main()
