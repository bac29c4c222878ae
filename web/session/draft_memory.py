"""A half-made turn survives a reload: the draft of the game on screen is kept in storage under
one key, with the game and the position it belongs to, and comes back only onto that same
position. What comes back is checked against the engine's own options (targets, cities open to
increases, bonus tiles), so a stale or tampered draft is dropped, never played or shown."""

from __future__ import annotations

import json

from franchise import Bonus, Game
from web.saves.storage import Storage, StorageError
from web.session.draft import Draft

DRAFT_KEY = "franchise:draft"
#: A stored draft larger than this is not ours.
MAX_DRAFT_CHARS = 2_000


def remember(storage: Storage | None, game_id: str, position: int, draft: Draft | None) -> None:
    """Keep ``draft`` (or forget it, when there is none or it is empty); storage trouble is
    ignored: a draft is a convenience, never worth a warning."""
    if storage is None:
        return
    try:
        if draft is None or not (draft.expansions or draft.increases or draft.bonus):
            storage.remove(DRAFT_KEY)
            return
        kept = {
            "game": game_id,
            "position": position,
            "expansions": draft.expansions,
            "increases": draft.increases,
            "double": draft.double,
            "bonus": draft.bonus.value if draft.bonus else None,
        }
        storage.set(DRAFT_KEY, json.dumps(kept))
    except StorageError:
        return


def recall(storage: Storage | None, game_id: str, position: int, game: Game) -> Draft | None:
    """The kept draft of this game at this position, if it is still a valid one."""
    if storage is None:
        return None
    try:
        text = storage.get(DRAFT_KEY)
    except StorageError:
        return None
    if not isinstance(text, str) or len(text) > MAX_DRAFT_CHARS:
        return None
    try:
        kept = json.loads(text)
        if kept["game"] != game_id or kept["position"] != position:
            return None
        return _rebuilt(game, kept)
    except (ValueError, KeyError, TypeError):
        return None


def _rebuilt(game: Game, kept: dict) -> Draft | None:
    draft = Draft(game)
    bonus = kept["bonus"]
    if bonus is not None:
        draft.toggle_bonus(Bonus(bonus))
        if draft.bonus is None:
            return None
    expansions, increases, double = kept["expansions"], kept["increases"], kept["double"]
    if not all(isinstance(p, int) for p in [*expansions, *increases]):
        return None
    if len(expansions) > draft.max_expansions() or not set(expansions) <= set(draft.targets()):
        return None
    if not set(increases) <= set(draft.increase_options()):
        return None
    if double is not None and (draft.bonus is not Bonus.SHARE or double not in increases):
        return None
    draft.expansions, draft.increases, draft.double = list(expansions), list(increases), double
    return draft
