"""The words of the question asked before a turn that ends the game, lets the others end it
against the player, or does nothing."""

from __future__ import annotations

from franchise import EndReason, EndThreat, GameEnd, TurnWarning
from web.session.problems import Confirmation
from web.text.catalogue import Text
from web.text.markup import Element, render, tag

_REASON = {
    TurnWarning.ENDS_GAME_NO_EXPANSION: "confirm.ends-game-no-expansion",
    TurnWarning.ENDS_GAME_RED_ZONE: "confirm.ends-game-red-zone",
    TurnWarning.EMPTY_TURN: "confirm.empty-turn",
}


def confirmation_html(confirmation: Confirmation, names: tuple[str, ...], text: Text) -> str:
    """The dialog's body: each reason, most serious first, then the ranking the game would end
    with: now, or once the rest of the round passes."""
    threat = confirmation.threat
    parts: list[Element] = []
    for warning in confirmation.warnings:
        if warning is TurnWarning.RIVAL_CAN_END and threat is not None:
            parts.extend(_threat(threat, names, text))
        elif warning in _REASON:
            parts.append(tag("p", None, text(_REASON[warning])))
    if confirmation.end is not None:
        parts.append(tag("p", None, text("confirm.ranking")))
        parts.append(_ranking(confirmation.end, names, text))
    elif threat is not None:
        parts.append(tag("p", None, text("confirm.ranking-if-quiet")))
        parts.append(_ranking(threat.end, names, text))
    return render(parts)


def _threat(threat: EndThreat, names: tuple[str, ...], text: Text) -> list[Element]:
    """Who could end the game after this turn, and who would win by how much."""
    closer = names[threat.closer]
    if threat.end.reason is EndReason.RED_ZONE:
        key = "confirm.rival-can-end.red-zone"
    elif len(threat.passers) == 1:
        key = "confirm.rival-can-end.next"
    else:
        key = "confirm.rival-can-end"
    said = [tag("p", None, text(key, closer=closer))]
    increases = threat.ending.increases
    if increases and threat.end.reason is EndReason.NO_EXPANSION:
        cities = text.join([text.place(city) for city in increases])
        said.append(
            tag("p", None, text("confirm.rival-ends-increasing", closer=closer, cities=cities))
        )
    standings = threat.end.standings
    if len(threat.winners) == 1 and len(standings) > 1:
        margin = standings[0].score - standings[1].score
        winner = names[standings[0].seat]
        if margin:
            words = text("confirm.rival-wins-by", winner=winner, margin=text.number(margin))
        else:  # equal influence: the franchises in towns decide
            words = text("confirm.rival-wins-on-towns", winner=winner)
        said.append(tag("p", None, words))
    return said


def _ranking(end: GameEnd, names: tuple[str, ...], text: Text) -> Element:
    lines = []
    for standing in end.standings:
        key = "story.rank.shared" if standing.shared else "story.rank"
        line = text(
            "confirm.rank-line",
            rank=text(key, rank=text.number(standing.rank)),
            player=names[standing.seat],
            score=text.number(standing.score),
        )
        lines.append(tag("li", None, line))
    return tag("ul", {"class": "ranking"}, lines)
