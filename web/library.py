"""HTML of the saved-games list: resume, rename, duplicate, export, delete (pure, CPython-tested).

Damaged saves are listed too, with the reason, so a player can see them and delete them; the
page never removes anything on its own.
"""

from __future__ import annotations

from html import escape

from .history import status_line
from .saves import DamagedEntry, ListedGame


def ago(now_ms: float, then_ms: float) -> str:
    """'just now', '5 min ago', '3 h ago', '2 days ago'."""
    if then_ms <= 0:
        return "earlier"
    minutes = max(0, int((now_ms - then_ms) / 60_000))
    if minutes < 1:
        return "just now"
    if minutes < 60:
        return f"{minutes} min ago"
    if minutes < 48 * 60:
        return f"{minutes // 60} h ago"
    return f"{minutes // (24 * 60)} days ago"


def games_list(games: list[ListedGame], damaged: list[DamagedEntry], now_ms: float) -> str:
    if not games and not damaged:
        return '<p class="empty">No saved games yet.</p>'
    rows = []
    for listed in games:
        entry = listed.entry
        gid = escape(entry.game_id)
        mode = " · played by link" if entry.record.by_link else ""
        players = ", ".join(escape(p) for p in entry.record.setup.players)
        rows.append(
            f'<li class="saved" data-id="{gid}"><div class="saved-main">'
            f'<strong class="saved-name">{escape(entry.name)}</strong>'
            f'<span class="meta">{players} · {escape(status_line(listed.game))}{mode} · '
            f"last played {ago(now_ms, entry.updated)}</span></div>"
            '<div class="saved-actions">'
            f'<button type="button" class="primary" data-action="open" data-id="{gid}">Continue'
            "</button>"
            f'<button type="button" data-action="rename" data-id="{gid}">Rename</button>'
            f'<button type="button" data-action="duplicate" data-id="{gid}">Duplicate</button>'
            f'<button type="button" data-action="export" data-id="{gid}">Export</button>'
            f'<button type="button" data-action="delete" data-id="{gid}">Delete</button>'
            "</div></li>"
        )
    for bad in damaged:
        key = escape(bad.key, quote=True)
        rows.append(
            f'<li class="saved damaged"><div class="saved-main"><strong>Damaged save</strong>'
            f'<span class="meta">{escape(bad.reason)}</span></div><div class="saved-actions">'
            f'<button type="button" data-action="delete-key" data-id="{key}">Delete</button>'
            "</div></li>"
        )
    return f'<ul class="saved-list">{"".join(rows)}</ul>'
