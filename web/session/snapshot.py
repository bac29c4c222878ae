"""The position on screen as plain data, for the browser tests and benchmarks
(``window.franchiseSnapshot``): the engine's own snapshot with the session's facts."""

from __future__ import annotations

from web.session.mode import Mode
from web.session.session import Session


def session_snapshot(session: Session) -> dict | None:
    if session.game is None or session.entry is None:
        return None
    data = session.game.snapshot()
    data["game_id"] = session.entry.game_id
    data["all_moves"] = list(session.moves)
    data["by_link"] = session.by_link
    data["computers"] = session.computers
    data["browsing"] = session.mode is Mode.BROWSING
    data["mode"] = str(session.mode)
    return data
