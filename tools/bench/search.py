"""Speed of the engine's search hot paths against a baseline revision, in one run (not a test).

    python -m tools.bench.search [--baseline REV] [--rounds 3] [--json]

Search spends its time copying positions and playing moves on the copies, drawing random moves,
choosing policy turns and judging positions; ``tools/bench/engine.py`` measures only whole
random games. This exports ``franchise/`` of ``REV`` (default: ``main``) like tools/bench/engine.py
does and times each path on the same positions (4-player games from fixed seeds) for that copy
and for the working tree, taking turns round by round. Each side keeps its best time (of 7
tries a round, in CPU time: noise only ever slows a run down). Prints
microseconds per call and the speed-up of the working tree; a path the baseline lacks shows -.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from tools import ROOT
from tools.bench.engine import export_revision

#: Run in the exported tree: prints {path: microseconds per call} as JSON.
MEASURE = """
import gc, json, random, time
from franchise import Game, Setup
try:
    from franchise.core import movegen, rules
except ImportError:  # a revision before the engine's packages (issue 35)
    from franchise import movegen, rules

states, moves = [], []
for seed in range(60):
    game = Game(Setup(("Ann", "Bob", "Cyd", "Dee"), seed=seed))
    rng = random.Random(seed)
    for _ in range(8 + seed % 40):
        if game.is_over():
            break
        game.apply_unchecked(game.random_move(rng), keep_undo=False)
    if game.state.phase == "turn":
        states.append(game.state)
        moves.append(game.random_move(rng))
REPEAT = 20
calls = REPEAT * len(states)
gc.collect()
gc.disable()  # as timeit does: a collection falling into one path's time is noise

def timed(run, times=7):
    best = float("inf")
    for _ in range(times):
        started = time.process_time()
        run()
        best = min(best, time.process_time() - started)
    return best / calls * 1e6

def copies():
    for _ in range(REPEAT):
        for state in states:
            state.copy()

def plays():
    for _ in range(REPEAT):
        for state, move in zip(states, moves):
            rules.play(state.copy(), move)

def random_moves():
    rng = random.Random(1)
    for _ in range(REPEAT):
        for state in states:
            movegen.random_move(state, rng)

result = {
    "State.copy": timed(copies),
    "copy + rules.play": timed(plays),
    "movegen.random_move": timed(random_moves),
}
try:
    from franchise.ai.evaluation import values
    result["evaluation.values"] = timed(lambda: [values(s) for _ in range(REPEAT) for s in states])
except ImportError:
    pass
try:
    from franchise.ai.policy import policy_move
    rng = random.Random(2)
    result["policy.policy_move"] = timed(
        lambda: [policy_move(s, rng) for _ in range(REPEAT) for s in states]
    )
except ImportError:
    pass
print(json.dumps(result))
"""


def measure(source: Path) -> dict[str, float]:
    """Microseconds per call of each hot path for the engine found in ``source``."""
    output = subprocess.run(
        [sys.executable, "-c", MEASURE], cwd=source, check=True, capture_output=True, text=True
    ).stdout
    return json.loads(output)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--baseline", default="main", help="git revision to compare against")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    best: dict[str, dict[str, float]] = {"baseline": {}, "current": {}}
    with tempfile.TemporaryDirectory() as folder:
        export_revision(args.baseline, Path(folder))
        sources = {"baseline": Path(folder), "current": ROOT}
        for _ in range(args.rounds):
            for side, source in sources.items():
                for path, micros in measure(source).items():
                    best[side][path] = min(micros, best[side].get(path, micros))
    speedup = {
        path: round(best["baseline"][path] / micros, 2)
        for path, micros in best["current"].items()
        if path in best["baseline"]
    }
    result = {"baseline": args.baseline, "microseconds": best, "speedup": speedup}
    if args.json:
        print(json.dumps(result))
        return
    print(f"microseconds per call, best of {args.rounds} rounds (baseline {args.baseline})")
    print(f"{'path':>20} {'baseline':>9} {'current':>9} {'speed-up':>8}")
    for path, micros in best["current"].items():
        before = best["baseline"].get(path)
        shown = f"{before:9.2f}" if before is not None else f"{'-':>9}"
        ratio = f"{speedup[path]:8.2f}" if path in speedup else f"{'-':>8}"
        print(f"{path:>20} {shown} {micros:9.2f} {ratio}")


if __name__ == "__main__":
    main()
