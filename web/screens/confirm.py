"""The words of the question asked before a turn that ends the game or does nothing."""

from __future__ import annotations

from franchise.preview import TurnWarning
from web.session.problems import Confirmation
from web.text.catalogue import Text
from web.text.markup import render, tag

_REASON = {
    TurnWarning.ENDS_GAME_NO_EXPANSION: "confirm.ends-game-no-expansion",
    TurnWarning.ENDS_GAME_RED_ZONE: "confirm.ends-game-red-zone",
    TurnWarning.EMPTY_TURN: "confirm.empty-turn",
}


def confirmation_html(confirmation: Confirmation, names: tuple[str, ...], text: Text) -> str:
    """The dialog's body: each reason, most serious first, then the ranking if the game ends."""
    parts = [tag("p", None, text(_REASON[warning])) for warning in confirmation.warnings]
    if confirmation.end is not None:
        lines = []
        for standing in confirmation.end.standings:
            key = "story.rank.shared" if standing.shared else "story.rank"
            line = text(
                "confirm.rank-line",
                rank=text(key, rank=text.number(standing.rank)),
                player=names[standing.seat],
                score=text.number(standing.score),
            )
            lines.append(tag("li", None, line))
        parts.append(tag("p", None, text("confirm.ranking")))
        parts.append(tag("ul", {"class": "ranking"}, lines))
    return render(parts)
