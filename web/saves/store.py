"""Saved games in the browser's storage, behind a small interface so the logic runs in CPython.

Each game lives under its own key (``franchise:game:<id>``) as a JSON ``SaveEntry``. Rules that
keep players' games safe:
- A damaged entry is listed as damaged, with its refusal code, and left alone; only the player
  deletes it.
- A failed load never writes: nothing is saved until a record has been replayed successfully.
- Storage that is disabled, full or read-only never stops play, and reading works whenever the
  browser allows it (a full store still lists every saved game).
- A link for a game already here updates it only if the link is newer (its moves extend ours);
  an older link never rolls a game back, and a link that disagrees is kept as a separate copy.
- No move is ever silently dropped, not even when two tabs play the same game.

The API for the page:
- ``SaveStore(storage, names)``: ``storage`` is the page's ``localStorage`` wrapper whenever the
  browser exposes one (without a probe write of its own: the store probes and tells a full
  store from a disabled one, ``web/saves/shelf.py``), or None. ``store.notice`` is a
  ``StoreNotice`` or None; the page words it from its catalogue. ``names`` (``GameNames``)
  names the games the store makes in the page's language; a switch gives it the new
  language's (``name_in``).
- ``store.save(entry) -> SaveResult``: write after comparing revisions. ``entry.revision`` is
  the revision this tab last read or wrote; the tab keeps ``result.entry`` from then on.
  Outcomes: SAVED; BEHIND (another tab saved more moves of this game: nothing written, the
  newer entry is ``result.newer``); FORKED (another tab moved on differently from the same
  position: this tab's line is saved as a separate game, ``result.entry``, with a new id, and
  the other line stays as it was, ``result.newer``); HELD (storage refused the write: the
  entry is kept in memory, listed as unsaved, and written on a later write or ``retry()``).
- ``store.newer(entry)``: the stored entry if another tab saved this game since; the page calls
  it when the ``storage`` event names the game's key (``game_id_of_key``).
- ``store.held()``: entries kept in memory only, for the page to offer as file downloads.
- ``store.retry()``: try the held entries again (the page calls it whenever space may have
  freed: see ``web/page/save_news.py``); with nothing held, a notice of a full or refusing store
  is checked again, so it lasts only as long as storage really refuses.
- ``store.entries()``: (games, damaged): ``ListedGame.unsaved`` marks entries held in memory.
"""

from __future__ import annotations

from franchise.records import Record, new_game_id
from franchise.values import replace
from web.saves.entry import CopyOf, CopySource, SaveEntry, read_game_file
from web.saves.naming import GameNames
from web.saves.results import (
    DamagedEntry,
    ListedGame,
    MergeOutcome,
    MergeResult,
    SaveOutcome,
    SaveResult,
)
from web.saves.storage import KEY_PREFIX, StorageError, StoreNotice, game_id_of_key
from web.saves.stored import StoredGames

__all__ = [
    "KEY_PREFIX",
    "DamagedEntry",
    "GameNames",
    "ListedGame",
    "MergeOutcome",
    "MergeResult",
    "SaveEntry",
    "SaveOutcome",
    "SaveResult",
    "SaveStore",
    "StorageError",
    "StoreNotice",
    "game_id_of_key",
    "read_game_file",
]


class SaveStore(StoredGames):
    """Saved games, and games filed from links and files without losing what is here."""

    def merge(self, incoming: Record, now: float, filed: SaveEntry | None = None) -> MergeResult:
        """File a game that came from a link or a file, without ever losing what is here.

        ``filed``: the saved game a file holds around ``incoming`` (its name, review and when
        it was created). A game new here keeps all of it, and so does the separate copy of a
        file that disagrees with ours (named as the other copy); a game already here keeps the
        name given here (``name_not_kept`` then says the file's) and takes the file's review
        only if it has none of its own.
        """
        local = self.get(incoming.game_id)
        default = self.names.game(incoming.setup.players)
        name = (filed.name if filed else "") or default
        review = filed.review if filed else None
        if local is None:
            created = filed.created if filed and filed.created else now
            # Who plays on a device is that device's to say: a file made on another device
            # once made the phone that imported it play the desktop's players. The device
            # that did not have the game is asked (one tap where it restores its own file).
            entry = SaveEntry(incoming, name, created, now, review=review)
            return self._merged(MergeOutcome.NEW, entry)
        kept = local if local.review is not None else replace(local, review=review)
        not_kept = name if filed and filed.name and filed.name != local.name else ""
        ours, theirs = local.record.moves, incoming.moves
        same_game = local.record.setup == incoming.setup
        if same_game and theirs == ours:
            return self._kept(MergeOutcome.SAME, local, kept, not_kept)
        if same_game and theirs[: len(ours)] == ours:
            record = replace(local.record, moves=theirs)
            entry = replace(kept, record=record, updated=now, cursor=None)
            return self._merged(MergeOutcome.UPDATED, entry, not_kept)
        if same_game and ours[: len(theirs)] == theirs:
            return self._kept(MergeOutcome.OLDER, local, kept, not_kept)
        if same_game:
            carried = self._carry_on_copy(local.game_id, incoming, now)
            if carried is not None:
                return carried
        record = replace(incoming, game_id=new_game_id())
        # The other copy's moves were made elsewhere, maybe by someone who said they were this
        # device's player: no turn of it is offered here until this device says whom it plays
        # there (it once carried this device's players over, and offered their turn in it).
        source = CopySource.LINK if filed is None else CopySource.FILE
        copy_of = CopyOf(local.game_id, source) if same_game else None
        copy = self.names.other_copy_of(name)
        entry = SaveEntry(record, copy, now, now, review=review, copy_of=copy_of)
        return self._merged(MergeOutcome.COPY, entry)

    def copies_of(self, game_id: str) -> list[SaveEntry]:
        """The second copies kept beside the saved game ``game_id`` (see ``CopyOf``)."""
        found = (self.get(game_id_of_key(key) or "") for key in self.shelf.game_keys())
        return [e for e in found if e is not None and e.copy_of and e.copy_of.game_id == game_id]

    def _carry_on_copy(self, game_id: str, incoming: Record, now: float) -> MergeResult | None:
        """A link that carries on a copy already kept beside ``game_id`` updates that copy
        (or finds it as new): the same line of moves is never forked twice."""
        for copy in self.copies_of(game_id):
            ours, theirs = copy.record.moves, incoming.moves
            if theirs == ours or ours[: len(theirs)] == theirs:
                return MergeResult(MergeOutcome.COPY_KNOWN, copy, True)
            if theirs[: len(ours)] == ours:
                record = replace(copy.record, moves=theirs)
                entry = replace(copy, record=record, updated=now, cursor=None)
                return self._merged(MergeOutcome.COPY_UPDATED, entry)
        return None

    def keep_only(self, game_id: str) -> SaveEntry | None:
        """Keep this line of a game kept in two copies and delete the others. The line kept
        takes back the game's own id and name, so that the links it sends meet the other
        devices' copies again. None if it is gone or storage refused (then nothing changed)."""
        entry = self.get(game_id)
        if entry is None:
            return None
        original_id = entry.copy_of.game_id if entry.copy_of else game_id
        original = self.get(original_id)
        others = [copy.game_id for copy in self.copies_of(original_id) if copy.game_id != game_id]
        if entry.copy_of is not None:
            name = original.name if original else entry.name
            revision = (original.revision if original else 0) + 1
            record = replace(entry.record, game_id=original_id)
            kept = replace(entry, record=record, name=name, copy_of=None, revision=revision)
            if not self.shelf.write(kept):
                return None
            others.append(game_id)
            entry = kept
        for other in others:
            self.delete(other)
        return entry

    def _kept(
        self, outcome: MergeOutcome, local: SaveEntry, kept: SaveEntry, not_kept: str
    ) -> MergeResult:
        """Our copy stays as it is, with the file's review if it had none."""
        if kept is local:
            return MergeResult(outcome, local, True, not_kept)
        return self._merged(outcome, kept, not_kept)

    def _merged(self, outcome: MergeOutcome, entry: SaveEntry, not_kept: str = "") -> MergeResult:
        result = self.save(entry)
        return MergeResult(outcome, result.entry, result.saved, not_kept)
