"""What the page tells the player about saving: storage that refuses, and other tabs.

After every autosave the session keeps the store's answer (``Session.last_save``); these
functions turn it, and the ``storage`` events of other tabs, into a message for the page (words
produced when drawn, so they follow a language switch). They act on the session where the
answer requires it: a newer game from another tab is shown.
"""

from __future__ import annotations

from typing import NamedTuple

from web.saves.store import SaveOutcome, game_id_of_key
from web.screens.kinds import Message, Notice
from web.session.mode import Mode
from web.session.session import Session
from web.text.catalogue import Text


class SaveNews(NamedTuple):
    #: What to tell, or None when there is nothing to tell (the screen still follows).
    message: Message | None
    #: The game on screen was replaced (by another tab's newer state): redraw it all.
    moved: bool = False
    #: The store's notice (full, refusing, disabled): it stands until storage writes again.
    standing: bool = False


def save_news(session: Session, text: Text) -> SaveNews | None:
    """The news of the last autosave, if any is worth telling; forgets it once told."""
    saved, notice = session.take_last_save(), session.store.notice
    if saved is not None and saved.outcome is SaveOutcome.FORKED:
        name = saved.entry.name  # named by the store, in the page's language
        return SaveNews((lambda t: t("notice.forked", name=name), Notice.WARNING))
    if saved is not None and saved.outcome is SaveOutcome.BEHIND:
        return SaveNews((lambda t: t("notice.other-tab"), Notice.INFO), moved=True)
    if notice is not None:
        return SaveNews((lambda t: t(f"notice.{notice}"), Notice.WARNING), standing=True)
    return None


def write_held(session: Session) -> bool:
    """Storage may have room again: write the games it refused, the one on screen through
    ``Session.save`` (so what became of it is told like any autosave; a replay's positions
    are not saved). True if anything changed: a game written, or the notice."""
    store, entry = session.store, session.entry
    held, notice = {h.game_id for h in store.held()}, store.notice
    if entry is not None and entry.game_id in held and session.mode is not Mode.REPLAYING:
        session.save()
    store.retry()
    return {h.game_id for h in store.held()} != held or store.notice != notice


def other_tab_news(session: Session, key: str | None) -> SaveNews | None:
    """Another tab wrote ``key``: if it is the game on screen, show its newer state, and say
    that the other tab played on only if it did (a tab that opened the same link again
    saved the game without a move: the screen follows silently)."""
    entry = session.entry
    if entry is None or game_id_of_key(key) != entry.game_id or not session.reload():
        return None
    if session.moves == entry.record.moves:
        return SaveNews(None, moved=True)
    return SaveNews((lambda t: t("notice.other-tab"), Notice.INFO), moved=True)
