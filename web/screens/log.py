"""The game log as HTML, worded afresh from the session's events in the current language.

The log holds events, never sentences, so a language switch rewrites every line; lines the
player to move has not seen yet (a game played by link) are marked ``new``.
"""

from __future__ import annotations

from franchise import (
    BOARD,
    CityScored,
    Event,
    Expanded,
    FranchiseOpened,
    IncomeCollected,
    IncreasePaid,
    RegionScored,
    StartPlaced,
)
from web.screens.memo import position, remembered
from web.screens.model import View
from web.session.session import Session
from web.text.catalogue import Text
from web.text.markup import render, tag
from web.text.story import sentence


def log_html(session: Session, text: Text, count: int) -> str:
    """The header line and the first ``count`` events (a move being played out shows its
    events one by one)."""
    game = session.game
    if game is None:
        return ""
    header = text(
        "log.header",
        variant=text(f"variant.{game.setup.variant.value}"),
        players=text.join(list(game.names)),
    )
    return render(tag("li", None, header)) + "".join(
        log_item(session, index, text) for index in range(count)
    )


def log_item(session: Session, index: int, text: Text) -> str:
    entry = session.log[index]
    assert session.game is not None
    line = sentence(entry.event, session.game.names, text)
    # What a player missed is always the end of the log: everything after their own last move.
    new = "new" if index >= len(session.log) - len(session.missed) else None
    return render(tag("li", {"class": new}, line))


def recap_html(session: Session, text: Text) -> str:
    """What the player missed (``session.missed``, the end of the log), one line per action:
    a franchise opened by an expansion or an increase already told is left out, and so is the
    income every turn collects unless it is all a move did (a phone's recap once ran to 10-19
    lines, each increase twice)."""
    start = len(session.log) - len(session.missed)
    told = {(entry.move, place) for entry in session.missed for place in _places_of(entry.event)}
    acted = {entry.move for entry in session.missed if not _routine(entry.event)}
    return "".join(
        log_item(session, index, text)
        for index in range(start, len(session.log))
        if not _repeats(session.log[index].event, session.log[index].move, told, acted)
    )


def _places_of(event: Event) -> tuple[int, ...]:
    """The places where an action opens franchises (an expansion's, an increase's city)."""
    match event:
        case Expanded(place=place):
            return (place,)
        case IncreasePaid(city=city):
            return (city,)
    return ()


def _routine(event: Event) -> bool:
    return isinstance(event, IncomeCollected | FranchiseOpened)


def _repeats(event: Event, move: int, told: set[tuple[int, int]], acted: set[int]) -> bool:
    match event:
        case IncomeCollected():
            return move in acted
        case FranchiseOpened(place=place):
            return (move, place) in told
    return False


def _shows_missed(session: Session) -> bool:
    return bool(session.missed) and not session.by_link and session.may_play()


def _since_key(session: Session, text: Text) -> tuple:
    """What ``since_view`` reads: the position (which fixes its log), what was missed of it
    and whether that is shown, and the language."""
    game = session.game
    at = game and position(game.state)
    return at, _shows_missed(session), len(session.log), len(session.missed), text


@remembered(_since_key)
def since_view(session: Session, text: Text) -> View:
    """At a table of several people on one screen: what the person to move missed since
    their own last turn, above the turn, until they move (a game by link says it in a
    dialog instead, web/page/sharing.py)."""
    game = session.game
    if game is None or not _shows_missed(session):
        return {"since-turn": {"hidden": True}, "since-turn-list": {"html": ""}}
    player = game.names[game.current]
    return {
        "since-turn": {"hidden": False},
        "since-turn-title": {"text": text("since.turn-title", player=player)},
        "since-turn-list": {"html": recap_html(session, text)},
    }


def event_place(event: Event) -> int | None:
    """The place an event happens at, to flash it while the move is played out."""
    match event:
        case StartPlaced(_, town):
            return town
        case Expanded(_, place, _, _):
            return place
        case CityScored(city=city):
            return city
        case RegionScored(region, _):
            return BOARD.regions[region].places[0]
    return None
