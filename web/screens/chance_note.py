"""What the win chances mean, in a sentence beside them, and what stands behind them.

The chances (``franchise.ai.teacher_chances``) answer one question: who stands better between
equals, each player's chance to win from here if every player played like the hard computer.
A forecast told the opponents' levels answered another one and read as a contradiction (91%
beside a projection of 40 against 61, against easy), so the sentence says what the figure is,
then the expected finish between equals (``franchise.ai.teacher_margins``: the leader and by
how many points), told apart from "Projected", the score if the game ended now. Shown only
with the chances. Pure, CPython-tested (tests/web/test_chance_note.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from web.screens.model import View
from web.text.catalogue import Text


def expected_finish(names: Sequence[str], margins: Sequence[float], text: Text) -> str:
    """The expected finish between equals: who leads it and by how many whole points (each
    seat's margin is over its best rival, so only the leader's is positive), or too close."""
    leader = max(range(len(margins)), key=lambda seat: margins[seat])
    points = round(margins[leader])
    if points <= 0:
        return text("advice.expected-close")
    return text.count("advice.expected-lead", points, player=names[leader])


def meaning(names: Sequence[str], margins: Sequence[float] | None, text: Text) -> str:
    """The sentences for a table of ``names`` (empty with no game); the expected finish
    where its margins are known."""
    if not names:
        return ""
    said = [text("advice.between-equals")]
    if margins is not None:
        said.append(expected_finish(names, margins, text))
    return text.sentences(said)


def chance_note_view(
    names: Sequence[str], margins: Sequence[float] | None, shown: bool, text: Text
) -> View:
    """The sentences' element: hidden with the chances."""
    words = meaning(names, margins, text) if shown else ""
    return {"chances-meaning": {"text": words, "hidden": not words}}
