"""A half-made turn survives a reload and a closed tab: each game's draft is kept in storage
under a key of its own (``draft_key``), with the position it belongs to, and comes back only
onto that same position; on another one it is dropped. One key per game, so a draft in one game
or tab never wipes another's (a single key once did: the other tab's empty draft removed it).
What comes back is checked against the engine's own options (targets, cities open to
increases, bonus tiles), so a stale or tampered draft is dropped, never played or shown."""

from __future__ import annotations

import json

from franchise import Bonus, Game
from web.saves.storage import Storage, StorageError
from web.session.draft import Draft

DRAFT_PREFIX = "franchise:draft:"
#: A stored draft larger than this is not ours.
MAX_DRAFT_CHARS = 2_000


def draft_key(game_id: str) -> str:
    """Where a game's draft is kept."""
    return DRAFT_PREFIX + game_id


def remember(storage: Storage | None, game_id: str, position: int, draft: Draft | None) -> None:
    """Keep ``draft`` (or forget it, when there is none or it is empty); storage trouble is
    ignored: a draft is a convenience, never worth a warning."""
    if storage is None:
        return
    try:
        if draft is None or not (draft.expansions or draft.increases or draft.bonus):
            storage.remove(draft_key(game_id))
            return
        kept = {
            "game": game_id,
            "position": position,
            "expansions": draft.expansions,
            "increases": draft.increases,
            "double": draft.double,
            "bonus": draft.bonus.value if draft.bonus else None,
        }
        storage.set(draft_key(game_id), json.dumps(kept))
    except StorageError:
        return


def forget(storage: Storage | None, game_id: str) -> None:
    """Drop a game's draft (the game was deleted, or its draft belongs to another position)."""
    if storage is None:
        return
    try:
        storage.remove(draft_key(game_id))
    except StorageError:
        return


def recall(storage: Storage | None, game_id: str, position: int, game: Game) -> Draft | None:
    """The kept draft of this game at this position, if it is still a valid one; a draft kept
    for another position (the game moved on elsewhere) or not valid is dropped."""
    if storage is None:
        return None
    try:
        text = storage.get(draft_key(game_id))
    except StorageError:
        return None
    if text is None:
        return None
    draft = None
    if isinstance(text, str) and len(text) <= MAX_DRAFT_CHARS:
        try:
            kept = json.loads(text)
            if kept["game"] == game_id and kept["position"] == position:
                draft = _rebuilt(game, kept)
        except (ValueError, KeyError, TypeError):
            draft = None
    if draft is None:
        forget(storage, game_id)
    return draft


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
