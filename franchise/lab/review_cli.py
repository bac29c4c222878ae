"""``python -m franchise.lab review FILE_OR_LINK [--players NAME...] [--level SPEC] [--json]``.

Reviews a game from a file (a record, or a saved game exported by the page) or a share link
(``FR1.…``/``FR2.…``/``FR4.…``, with or without its ``#`` or the page address before it). By
default it reviews the people's turns (seats the record does not mark as computers);
``--players`` names whose turns to review instead, computers included. Without ``--json`` it
prints a table and a summary per player; with it, the data of ``franchise.review.store`` plus
the players' names in seat order (``players[seat]``: seats count from the first player, as the
review's do).
Bad input (no such file, not a game, a damaged link, an illegal move, an unknown player or
level) is one line on standard error and exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

from ..core.errors import Refusal
from ..records.jsondata import MAX_JSON_CHARS, read_json
from ..records.link import decode_link
from ..records.record import Record, read_computers
from ..review.reviewer import DEFAULT_LEVEL, Label, Review, Reviewer
from ..review.store import review_to_dict

#: A share link alone, or at the end of the page's address.
_LINK = re.compile(r"(?:^|#)FR[0-9]+\.")
#: The exit code of a review refused for its input (argparse uses it for bad arguments too).
BAD_INPUT = 2


class InputError(Exception):
    """Input the review cannot use; the message is the line printed."""


def add_parser(commands: Any) -> None:
    """Add the ``review`` command to the command line's subparsers."""
    parser = commands.add_parser("review", help="review a finished game turn by turn")
    parser.add_argument("game", metavar="FILE_OR_LINK", help="a game file or a share link")
    parser.add_argument(
        "--players", nargs="+", metavar="NAME", help="whose turns (default: the people's)"
    )
    parser.add_argument("--level", default=DEFAULT_LEVEL, help="the search that suggests turns")
    parser.add_argument("--json", action="store_true", help="print the review as JSON")


def main(args: argparse.Namespace) -> int:
    """Run the ``review`` command; 0 when reviewed, ``BAD_INPUT`` for unusable input."""
    try:
        record = load_game(args.game)
        seats = None if args.players is None else seats_of(record, args.players)
        reviewer = Reviewer(record, seats, args.level)
    except (InputError, ValueError) as error:  # FranchiseError is a ValueError
        print(f"franchise review: {error}", file=sys.stderr)
        return BAD_INPUT
    result = _run(reviewer, show_progress=sys.stderr.isatty())
    names = tuple(seat.name for seat in record.seats())  # in seat order, as reviews count
    if args.json:
        print(json.dumps({"players": list(names), **review_to_dict(result)}))
    else:
        print_review(result, names)
    return 0


def load_game(source: str) -> Record:
    """The record in a file (JSON, or a share link saved as text) or in a share link."""
    path = Path(source)
    if path.is_file():
        try:
            with path.open(encoding="utf-8") as file:
                text = file.read(MAX_JSON_CHARS + 1)
        except (OSError, UnicodeDecodeError) as error:
            raise InputError(f"cannot read {source}: {error}") from None
        return read_game_text(text)
    if _LINK.search(source.strip()):
        return decode_link(source[source.rfind("#") + 1 :])
    if path.exists():
        raise InputError(f"{source} is not a file")
    raise InputError(f"{source}: no such file, and not a share link")


def read_game_text(text: str) -> Record:
    """A game from a file's text: a record or a saved-game entry in JSON, else a link."""
    if not text.lstrip().startswith(("{", "[")):
        return decode_link(text.strip().rpartition("#")[2])
    data = read_json(text, unreadable=Refusal.NOT_A_GAME)
    if not isinstance(data, dict) or "record" not in data:
        return Record.from_dict(data)
    record = Record.from_dict(data["record"])
    older_seats = data.get("computers") or {}  # saves from before records carried them
    if older_seats and not record.computers:
        computers = read_computers(older_seats, record.setup.players)
        return Record(record.setup, record.moves, record.game_id, record.by_link, computers)
    return record


def seats_of(record: Record, names: list[str]) -> list[int]:
    """The seats of the named players; ``InputError`` naming the players for an unknown one."""
    seats = {seat.name: seat.number for seat in record.seats()}
    unknown = [name for name in names if name not in seats]
    if unknown:
        players = ", ".join(record.setup.players)
        raise InputError(f"no player named {unknown[0]!r}; the players are {players}")
    return [seats[name] for name in names]


def _run(reviewer: Reviewer, show_progress: bool) -> Review:
    """Run the review, telling how far it got on a terminal's standard error."""
    work = reviewer.work()
    shown = -1
    while True:
        try:
            next(work)
        except StopIteration as done:
            if show_progress:
                print(file=sys.stderr)
            return done.value
        progress = reviewer.progress
        if show_progress and progress.done != shown:
            shown = progress.done
            print(f"\rreviewed {shown} of {progress.total} turns", end="", file=sys.stderr)


def print_review(review: Review, names: tuple[str, ...]) -> None:
    """The review as a table of turns, then one summary line per reviewed player."""
    width = max([len(names[seat]) for seat in review.seats] + [len("player")])
    moves = max([len(str(t.played)) for t in review.turns] + [len("played")])
    print(
        f"Review by {review.level}, chances read as the game shows them:"
        " the chance to win of the player who moved, in %"
    )
    header = f"{'#':>4}  {'player':<{width}}  {'played':<{moves}}  before  after  best  lost"
    print(f"{header}  label       suggested")
    for turn in review.turns:
        suggested = "(the same)" if turn.suggested == turn.played else str(turn.suggested)
        print(
            f"{turn.number:>4}  {names[turn.seat]:<{width}}  {turn.played!s:<{moves}}"
            f"  {_percent(turn.chance_before):>6}  {_percent(turn.chance_played):>5}"
            f"  {_percent(turn.chance_suggested):>4}  {_percent(turn.lost):>4}"
            f"  {turn.label:<10}  {suggested}"
        )
    print()
    for summary in review.summaries:
        counts = ", ".join(f"{label} {summary.labels[label]}" for label in Label)
        turning = "none" if summary.turning_point is None else f"move {summary.turning_point}"
        print(
            f"{names[summary.seat]}: {summary.turns} turns, {_percent(summary.mean_lost)} points"
            f" lost per turn on average; {counts}; turning point: {turning}"
        )


def _percent(share: float) -> str:
    return f"{100 * share:.1f}"
