"""What defining a value class costs: ``dataclasses.dataclass`` against ``franchise.values``.

    python -m tools.bench.values [--classes 200]
    node tools/bench/run_in_pyodide.mjs tools.bench.values     # in the page's Python (Pyodide)

Not a test: it prints milliseconds per class definition for each way, in the same run, and
their ratio. The page defines some fifty value classes before it can show a game, so this is
start-up time (franchise/values.py says why it exists).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from dataclasses import dataclass

from franchise.values import valueclass


def define(decorate: Callable[[type], type]) -> type:
    """One of the engine's event classes, made a value class by ``decorate``."""

    class Expanded:
        seat: int
        place: int
        source: int
        cost: int = 0

    return decorate(Expanded)


def per_class_ms(decorate: Callable[[type], type], classes: int) -> float:
    started = time.perf_counter()
    for _ in range(classes):
        define(decorate)
    return 1000 * (time.perf_counter() - started) / classes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--classes", type=int, default=200)
    args = parser.parse_args()
    old = min(per_class_ms(dataclass(frozen=True, slots=True), args.classes) for _ in range(3))
    new = min(per_class_ms(valueclass, args.classes) for _ in range(3))
    print(f"dataclass   {old:.3f} ms per class")
    print(f"valueclass  {new:.3f} ms per class")
    print(f"ratio       {old / new:.0f}x")


if __name__ == "__main__":
    main()
