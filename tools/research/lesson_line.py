"""Re-find the guide's lesson line so that the review marks none of its turns (issue 56).

    python -m tools.research.lesson_line --keep 8 --tries 40 [--seed 1] [--then MOVE ...]

The lesson (web/session/lesson.py) is one fixed game, and tests/web/test_lesson_review.py
holds it to the review: no turn of the learner's (all of them laid out by the guide) may be
marked. When the search or the evaluation changes, that test may fail; this finds a new line.
From the lesson's first ``--keep`` moves, then the moves ``--then`` names (a turn the review
now prefers to the lesson's own, say), it plays random games:
- the learner's turns are drawn from those the review would call fine (the chance after them
  at most ``SLACK`` points under that after the search's turn, ``franchise.ai.advise`` at the
  review's level, read between equals as the review reads it), keeping the lesson's tile rule
  and the story its steps tell of the tiles (tests/web/test_lesson_turns.py): a $10 only
  where the money does not pay the turn, while a tile is left for the end, and only where it
  reads above every turn that keeps the tile; a double share only where it scores more than
  the tile would at the end, and after the lesson's first (kept) only as the last turn's,
  with the tile the learner kept; no extra expansion;
- the computer's are easy's, or now and then any legal turn, half of those without an
  expansion (it is not reviewed).
A game is printed when it has what the guide teaches, where the guide's steps can tell it:
$10 tiles that leave one tile (``DOLLARS`` of them), a learner's turn before the last that
scores a region with a track bonus, and one that fills a city without a majority, a
computer's turn without an expansion before the learner's last, and a last turn of the
learner's that spends the kept tile on a double share and wins in the red zone. Each such
line is then reviewed as the test reviews it (``lesson_review.review_line``), the marks
printed with the turn of each idea: a line with none can replace ``LESSON_MOVES`` (and its
beats be placed on it).
"""

from __future__ import annotations

import argparse
import json
import random
from collections import defaultdict
from collections.abc import Sequence

from franchise import (
    Bonus,
    CityScored,
    FranchiseError,
    Game,
    Move,
    RegionScored,
    TrackBonus,
    TurnMove,
    parse_move,
    preview_turn,
)
from franchise.ai.advice import advise
from franchise.ai.chances import chances_after, equals
from franchise.ai.levels import choose, run
from franchise.core.events import CityScoring, EndReason, GameOver
from franchise.review.reviewer import DEFAULT_LEVEL, Label
from franchise.review.turns import percent
from tools.research.lesson_review import lesson_record, review_line
from web.session.guide import LEARNER
from web.session.lesson import LESSON_LEVEL, LESSON_MOVES, TILE_POINTS

#: How the review reads the lesson's game: between equals.
SEATS = equals(2)
#: The points under the search's turn a learner's turn may read: the review's inaccuracy
#: starts at 5 (``THRESHOLDS``).
SLACK = 4
#: The share of the computer's turns drawn from every legal turn rather than easy's.
WILD = 0.4


def keeps_the_tile_rule(game: Game, move: Move) -> bool:
    """The guide's rule about bonus tiles (tests/web/test_lesson_turns.py)."""
    if not isinstance(move, TurnMove) or move.bonus is None:
        return True
    if move.bonus is Bonus.DOLLARS:
        return not legal(game, move._replace(dollars=False))
    if move.bonus is Bonus.SHARE:
        single = move._replace(double_share=None)
        if not legal(game, single):
            return True
        gained = preview_turn(game, move).gained[LEARNER]
        return gained - preview_turn(game, single).gained[LEARNER] > TILE_POINTS
    return False


def legal(game: Game, move: Move) -> bool:
    try:
        game.check(move)
    except FranchiseError:
        return False
    return True


def fine_turns(game: Game) -> list[TurnMove]:
    """The learner's turns the review would call fine that keep the tile rule, best first; a
    $10 among them reads above every turn that keeps the tile (the lesson's $10 is worth more
    than the tile, tests/web/test_lesson_turns.py)."""
    searched = run(advise(game.clone(), DEFAULT_LEVEL, SEATS)).move
    floor = percent(chances_after(game, searched, SEATS)[LEARNER]) - SLACK
    read = [(chances_after(game, move, SEATS)[LEARNER], move) for move in game.legal_moves()]
    kept = max((c for c, m in read if isinstance(m, TurnMove) and m.bonus is None), default=0.0)
    fine = [
        (c, m)
        for c, m in read
        if percent(c) >= floor
        and keeps_the_tile_rule(game, m)
        and (not isinstance(m, TurnMove) or m.bonus is not Bonus.DOLLARS or c > kept)
    ]
    return [move for _, move in sorted(fine, key=lambda pair: -pair[0])]


def tells_the_story(game: Game, move: Move) -> bool:
    """Whether the guide's steps can tell this tile: a $10 while a tile is left for the end;
    a double share only with the last tile, on the turn that ends the game in the red zone
    and wins (the step that spends the tile kept)."""
    if not isinstance(move, TurnMove) or move.bonus is None:
        return True
    left = game.state.bonus_left[LEARNER]
    if move.bonus is Bonus.DOLLARS:
        return left > 1
    if move.bonus is Bonus.SHARE and left == 1:
        return "won" in ideas(game, move, game.clone().apply(move))
    return False


def ideas(game: Game, move: Move, events: list) -> set[str]:
    """What the lesson teaches that this turn shows."""
    found = set()
    learner = game.current == LEARNER
    if learner and isinstance(move, TurnMove) and move.dollars:
        found.add("dollars")
    if not learner and not (isinstance(move, TurnMove) and move.expansions):
        found.add("no-expansion")
    for event in events:
        match event:
            case CityScored(reason=reason) if learner and reason is not CityScoring.MAJORITY:
                found.add("full-city")
            case RegionScored() if learner:
                found.add("region")
            case TrackBonus(seat=seat, influence=influence) if seat == LEARNER and influence:
                found.add("track")
            case GameOver(reason=EndReason.RED_ZONE, winners=winners) if learner:
                if winners == (LEARNER,):
                    found.add("won")
    return found


def play_out(
    prefix: Sequence[str], rng: random.Random
) -> tuple[list[str], dict[str, list[int]]] | None:
    """A random game from ``prefix`` (see the module docstring), and where it teaches each
    idea (the moves' indices); None where the learner has no fine turn or does not win in
    the red zone."""
    game = lesson_record(prefix).replay()
    line, taught = list(prefix), defaultdict(list)
    while not game.is_over():
        if game.current == LEARNER:
            turns = [m for m in fine_turns(game) if tells_the_story(game, m)]
            if not turns:
                print(f"  no fine turn at {len(line)}", flush=True)
                return None
            ending = [m for m in turns if isinstance(m, TurnMove) and m.bonus is Bonus.SHARE]
            move: Move = turns[0] if rng.random() < 0.5 else rng.choice(turns[:3])
            move = ending[0] if ending else move  # the kept tile wins: the lesson's end
        elif rng.random() < WILD:
            legal_moves = list(game.legal_moves())
            staying = [m for m in legal_moves if not (isinstance(m, TurnMove) and m.expansions)]
            move = rng.choice(staying if staying and rng.random() < 0.5 else legal_moves)
        else:
            move = choose(game.clone(), LESSON_LEVEL)
        before = game.clone()
        for idea in ideas(before, move, game.apply(move)):
            taught[idea].append(len(line))
        line.append(str(move))
    return (line, dict(taught)) if "won" in taught else None


def teaches_all(line: Sequence[str], taught: dict[str, list[int]]) -> bool:
    """Whether the guide's steps can tell every idea on this line: the last turn spends the
    kept tile on a double share and wins; a learner's turn before the one before it scores a
    region with a track bonus (told at the next), one fills a city without a majority (the
    last may), and the computer plays a turn without an expansion before the last."""
    last = len(line) - 1
    if taught.get("won") != [last] or not parse_move(line[last]).double_share:
        return False
    scored = {at for at in taught.get("region", []) if at < last - 1}
    return bool(
        scored & set(taught.get("track", []))
        and taught.get("full-city")
        and any(at < last for at in taught.get("no-expansion", []))
    )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keep", type=int, default=8, help="lesson moves kept from the start")
    parser.add_argument("--then", nargs="*", default=[], help="moves played after those kept")
    parser.add_argument("--tries", type=int, default=40, help="random games to play")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    prefix = [*LESSON_MOVES[: args.keep], *args.then]
    for seed in range(args.seed, args.seed + args.tries):
        found = play_out(prefix, random.Random(seed))
        if found is None or not teaches_all(*found):
            print(f"seed {seed}: no line; {json.dumps(found and found[1])}", flush=True)
            continue
        line, taught = found
        marked = [t for t in review_line(line).turns if t.label is not Label.FINE]
        marks = ", ".join(f"{t.number - 1} {t.label}" for t in marked) or "none"
        print(f"seed {seed}: {len(line)} moves, marked: {marks}; {json.dumps(taught)}")
        print(json.dumps(line), flush=True)


if __name__ == "__main__":
    main()
