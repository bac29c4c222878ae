"""HTML of the saved-games list: resume, rename, duplicate, export, delete (pure, CPython-tested).

Damaged saves are listed too, so a player can see them and delete them; the page never removes
anything on its own.
"""

from __future__ import annotations

import enum

from web.saves.store import DamagedEntry, ListedGame
from web.session.problems import Problem
from web.text.catalogue import Text
from web.text.markup import escape
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


#: The buttons of one saved game, in the order shown.
ACTIONS = tuple(action for action in GameAction if action is not GameAction.DELETE_DAMAGED)


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
    games: list[ListedGame], damaged: list[DamagedEntry], now_ms: float, text: Text
) -> str:
    if not games and not damaged:
        return f'<p class="empty">{text("games.none")}</p>'
    rows = []
    for listed in games:
        entry = listed.entry
        gid = escape(entry.game_id)
        mode = f" · {text('games.by-link')}" if entry.record.by_link else ""
        if listed.unsaved:
            mode += f" · {text('games.unsaved')}"
        players = ", ".join(escape(p) for p in entry.record.setup.players)
        when = text("games.last-played", ago=ago(now_ms, entry.updated, text))
        buttons = "".join(
            f'<button type="button"{" class=primary" if action is GameAction.OPEN else ""} '
            f'data-action="{action}" data-id="{gid}">{text(f"games.{action}")}</button>'
            for action in ACTIONS
        )
        rows.append(
            f'<li class="saved" data-id="{gid}"><div class="saved-main">'
            f'<strong class="saved-name">{escape(entry.name)}</strong>'
            f'<span class="meta">{players} · {escape(standing(listed.game, text))}{mode} · '
            f'{when}</span></div><div class="saved-actions">{buttons}</div></li>'
        )
    for bad in damaged:
        key = escape(bad.key, quote=True)
        rows.append(
            f'<li class="saved damaged"><div class="saved-main">'
            f"<strong>{text('games.damaged')}</strong>"
            f'<span class="meta">{escape(explain(Problem.of(bad.error), text))}</span></div>'
            '<div class="saved-actions">'
            f'<button type="button" data-action="{GameAction.DELETE_DAMAGED}" data-id="{key}">'
            f"{text('games.delete')}</button></div></li>"
        )
    return f'<ul class="saved-list">{"".join(rows)}</ul>'
