"""What ending the turn now would do, shown before "End turn": the cities, regions and track
bonuses it scores and the income it leads to, from a dry run of the draft on a copy of the game
(``franchise.readings.preview.preview_turn``), worded as the log will word them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from franchise import Game
from web.session.draft import Draft
from web.text.catalogue import Text
from web.text.markup import render, tag
from web.text.story import sentence

if TYPE_CHECKING:
    from franchise import Prices


def preview_html(game: Game, draft: Draft, prices: Prices, text: Text) -> str:
    """The preview of a playable draft (nothing while the turn cannot be played as it stands)."""
    if draft.problem() is not None:
        return ""
    # deferred: not needed for the first screen (docs/ARCHITECTURE.md)
    from franchise import preview_turn

    preview = preview_turn(game, draft.move())
    items = [sentence(event, game.names, text) for event in preview.cities]
    items += [sentence(event, game.names, text) for event in preview.regions]
    items += [sentence(event, game.names, text) for event in preview.track]
    if prices.next_income is not None and preview.end is None:
        items.append(text("preview.income", money=text.money(prices.next_income)))
    if not items:
        return ""
    heading = text("preview.scores" if preview.scores else "preview.heading")
    lines = tag("ul", None, (tag("li", None, item) for item in items))
    return render(
        tag(
            "div", {"class": "turn-preview", "data-stat": "preview"}, tag("p", None, heading), lines
        )
    )
