"""HTML of the saved-games list: resume, rename, duplicate, export, delete (pure, CPython-tested).

Damaged saves are listed too, so a player can see them and delete them; the page never removes
anything on its own.
"""

from __future__ import annotations

import enum

from franchise import Game, parse_move
from franchise.records import Record
from web.saves.entry import CopySource
from web.saves.store import DamagedEntry, ListedGame
from web.screens.forms import reworded_game
from web.session.problems import Problem
from web.text.catalogue import Text
from web.text.markup import render, tag
from web.text.story import explain, standing


class GameAction(enum.StrEnum):
    """What a button of the saved-games list does (its ``data-action``)."""

    OPEN = "open"
    RENAME = "rename"
    DUPLICATE = "duplicate"
    EXPORT = "export"
    DELETE = "delete"
    #: Deletes a damaged save, named by its storage key (it has no game to name it by).
    DELETE_DAMAGED = "delete-key"
    #: Opens a finished game's review (web/page/review.py); only finished games have it.
    REVIEW = "review"
    #: Of a game kept in two copies (a fork): keeps this one and deletes the other.
    KEEP_ONLY = "keep-only"


#: The buttons of every saved game, in the order shown (a finished game's Review follows).
ACTIONS = tuple(
    action
    for action in GameAction
    if action not in (GameAction.DELETE_DAMAGED, GameAction.REVIEW, GameAction.KEEP_ONLY)
)


def forked_lines(games: list[ListedGame], text: Text) -> dict[str, str]:
    """How the copies of a game kept twice differ, by game id: whose each line is and how far
    it went ("Alice's copy, move 12" against "from Bob's link, move 13"). Only games whose other
    copy is listed too are told apart."""
    listed = {found.entry.game_id: found for found in games}
    lines: dict[str, str] = {}
    for found in games:
        copy_of = found.entry.copy_of
        if copy_of is None or copy_of.game_id not in listed:
            continue
        lines[found.entry.game_id] = _copy_line(found, copy_of.source, text)
        original = listed[copy_of.game_id]
        # Named by its moves (where it parts, below), never by whom the device plays: that
        # may be a seat claimed for a turn (Alice's own copy was once "Ben's copy").
        move = len(original.entry.record.moves)
        lines[copy_of.game_id] = text("games.line.yours", move=move)
        for one, other in ((found, original), (original, found)):
            parting = _parting(one, other, text)
            if parting:
                lines[one.entry.game_id] = text.details([lines[one.entry.game_id], parting])
    return lines


def _parting(one: ListedGame, other: ListedGame, text: Text) -> str:
    """Where ``one`` parts from ``other``, in words: the first move it made that the other
    did not ("From move 30, Ann: expanding to Omaha"), or nothing if it made none."""
    from web.screens.review_text import whole_turn  # loads with the first fork shown

    mine, theirs = one.entry.record.moves, other.entry.record.moves
    common = parting_move(mine, theirs)
    if common >= len(mine):
        return ""
    mover = Game.replay(one.entry.record.setup, mine[:common])
    turn = whole_turn(parse_move(mine[common]), text)
    # The move that parts is numbered as the counter numbers it once played: from 1.
    first = common + 1
    return text("games.line.parts", move=first, player=mover.names[mover.current], turn=turn)


def sent_by(record: Record, text: Text) -> str:
    """Which device a link came from, as far as the link can tell: the one that played its
    last move, which sent it on ("the device that played Ben's move 11"). Two links of one
    move that disagree then say whose device each came from."""
    if not record.moves:
        return ""
    before = Game.replay(record.setup, record.moves[:-1])
    player = before.names[before.current]
    return text("merge.link.sent-by", player=player, move=len(record.moves))


def own_line_name(name: str, ours: Record, theirs: Record, text: Text) -> str:
    """The name of this device's own line once the link's is taken up: by the move where the
    two part and whose it was ("Alice vs Ben: Chloé's move 11 as played here"), never by an
    owner it may not have (Alice's own copy was once called "Ben's copy")."""
    common = parting_move(ours.moves, theirs.moves)
    mover = Game.replay(ours.setup, ours.moves[:common])
    player = mover.names[mover.current]
    return text("games.own-line-name", name=name, player=player, move=common + 1)


def parting_move(mine: tuple[str, ...], theirs: tuple[str, ...]) -> int:
    """The number of moves two lines of one game share before they part."""
    return next(
        (k for k, (a, b) in enumerate(zip(mine, theirs, strict=False)) if a != b),
        min(len(mine), len(theirs)),
    )


def parting_words(ours: Record, theirs: Record, text: Text) -> str:
    """Who played what where two copies of a game part, said when a link or file that
    disagrees comes in ("They part after move 10: yours has Cat expanding to Omaha, the other
    has Cat adding 1 franchise in Denver"); nothing if one line carries the other on."""
    from web.screens.review_text import whole_turn

    common = parting_move(ours.moves, theirs.moves)
    if ours.setup != theirs.setup or common >= min(len(ours.moves), len(theirs.moves)):
        return ""
    mover = Game.replay(ours.setup, ours.moves[:common])
    return text(
        "merge.parting",
        move=common,
        player=mover.names[mover.current],
        ours=whole_turn(parse_move(ours.moves[common]), text),
        theirs=whole_turn(parse_move(theirs.moves[common]), text),
    )


#: How a second copy is told apart, by where its moves came from.
COPY_LINES = {
    CopySource.LINK: "games.line.link",
    CopySource.FILE: "games.line.file",
    CopySource.TAB: "games.line.tab",
}


def _copy_line(found: ListedGame, source: CopySource, text: Text) -> str:
    """Where a copy came from and how far it went; never who sent it: the player who moved
    last may have moved on someone else's device (a copy was once "from Cat's link" though
    Ben's phone had sent it)."""
    return text(COPY_LINES[source], move=len(found.entry.record.moves))


def ago(now_ms: float, then_ms: float, text: Text) -> str:
    """'just now', '5 min ago', '3 h ago', '2 days ago' in the current language."""
    if then_ms <= 0:
        return text("ago.earlier")
    minutes = max(0, int((now_ms - then_ms) / 60_000))
    if minutes < 1:
        return text("ago.now")
    if minutes < 60:
        return text("ago.minutes", count=minutes)
    if minutes < 48 * 60:
        return text("ago.hours", count=minutes // 60)
    return text("ago.days", count=minutes // (24 * 60))


def games_list(
    games: list[ListedGame],
    damaged: list[DamagedEntry],
    now_ms: float,
    text: Text,
    on_screen: str | None = None,
) -> str:
    """The list; ``on_screen``: the id of the game the page shows (marked as such)."""
    if not games and not damaged:
        return render(tag("p", {"class": "empty"}, text("games.none")))
    rows = []
    lines = forked_lines(games, text)
    for listed in games:
        entry = listed.entry
        gid = entry.game_id
        renamed, name = reworded_game(entry, text)  # default names in the page's language
        at_table = tuple(renamed.get(p, p) for p in entry.record.setup.players)
        in_seats = tuple(renamed.get(p, p) for p in listed.game.names)  # standing reads seats
        facts = [text.listing(at_table), standing(listed.game, text, in_seats)]
        if entry.record.by_link:
            facts.append(text("games.by-link"))
        if listed.unsaved:
            facts.append(text("games.unsaved"))
        facts.append(text("games.last-played", ago=ago(now_ms, entry.updated, text)))
        buttons = (
            tag(
                "button",
                {
                    "type": "button",
                    "class": "primary" if action is GameAction.OPEN else None,
                    "data-action": action,
                    "data-id": gid,
                },
                text(f"games.{action}"),
            )
            for action in ACTIONS
        )
        review = tag(
            "button",
            {"type": "button", "data-action": GameAction.REVIEW, "data-id": gid},
            text("review.open"),
        )
        keep = tag(
            "button",
            {"type": "button", "data-action": GameAction.KEEP_ONLY, "data-id": gid},
            text("games.keep-only"),
        )
        shown = gid == on_screen
        meta = text.details(facts)
        rows.append(
            tag(
                "li",
                {"class": ("saved", "on-screen" if shown else None), "data-id": gid},
                tag(
                    "div",
                    {"class": "saved-main", "aria-current": "true" if shown else None},
                    tag("strong", {"class": "saved-name"}, name or entry.name),
                    tag("span", {"class": "saved-badge"}, text("games.on-screen"))
                    if shown
                    else None,
                    tag("span", {"class": "saved-line"}, lines[gid]) if gid in lines else None,
                    tag("span", {"class": "meta"}, meta),
                ),
                tag(
                    "div",
                    {"class": "saved-actions"},
                    buttons,
                    review if listed.game.is_over() else None,
                    keep if gid in lines else None,
                ),
            )
        )
    for bad in damaged:
        delete = {"type": "button", "data-action": GameAction.DELETE_DAMAGED, "data-id": bad.key}
        rows.append(
            tag(
                "li",
                {"class": ("saved", "damaged")},
                tag(
                    "div",
                    {"class": "saved-main"},
                    tag("strong", None, text("games.damaged")),
                    tag("span", {"class": "meta"}, explain(Problem.of(bad.error), text)),
                ),
                tag("div", {"class": "saved-actions"}, tag("button", delete, text("games.delete"))),
            )
        )
    return render(tag("ul", {"class": "saved-list"}, rows))
