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
  names the games the store makes in the page's language; the page replaces it on a switch.
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

from franchise import FranchiseError, Refusal
from franchise.records import Record, new_game_id
from franchise.values import replace
from web.saves.entry import MAX_ENTRY_NAME, CopyOf, CopySource, SaveEntry, read_game_file
from web.saves.naming import GameNames
from web.saves.results import (
    DamagedEntry,
    ListedGame,
    MergeOutcome,
    MergeResult,
    SaveOutcome,
    SaveResult,
)
from web.saves.shelf import Shelf
from web.saves.storage import KEY_PREFIX, Storage, StorageError, StoreNotice, game_id_of_key

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


class SaveStore:
    """Saved games over a ``Storage``; ``storage=None`` means the browser offers none."""

    def __init__(self, storage: Storage | None, names: GameNames) -> None:
        self.shelf = Shelf(storage)
        self.names = names
        self._held: dict[str, SaveEntry] = {}

    @property
    def storage(self) -> Storage | None:
        """The browser's storage, or None when it offers none (the draft memory uses it too)."""
        return self.shelf.storage

    @property
    def notice(self) -> StoreNotice | None:
        return self.shelf.notice

    def _named(self, found: SaveEntry | DamagedEntry | None) -> SaveEntry | DamagedEntry | None:
        """A game saved without a name (a bare record of format 0) is named by its players."""
        if isinstance(found, SaveEntry) and not found.name:
            return replace(found, name=self.names.game(found.record.setup.players))
        return found

    def _read_game(self, game_id: str) -> SaveEntry | DamagedEntry | None:
        return self._named(self.shelf.read_game(game_id))

    # ------------------------------------------------------------------ listing and reading
    def entries(self) -> tuple[list[ListedGame], list[DamagedEntry]]:
        """Playable games, most recently played first, and the damaged ones (left in place).

        Every game is replayed, so a save whose moves the engine refuses is listed as damaged
        with the engine's reason instead of failing when it is opened. Games held in memory
        (storage refused them) are listed in their latest form, marked unsaved.
        """
        good: dict[str, ListedGame] = {}
        damaged: list[DamagedEntry] = []
        for key in self.shelf.game_keys():
            found = self._named(self.shelf.read(key))
            if isinstance(found, DamagedEntry):
                damaged.append(found)
            elif found is not None:
                try:
                    game = found.record.replay()
                except FranchiseError as error:
                    damaged.append(DamagedEntry(key, error))
                    continue
                if key == KEY_PREFIX + found.game_id:
                    good[found.game_id] = ListedGame(found, game)
                else:  # a readable game filed under another key could not be opened or saved
                    damaged.append(DamagedEntry(key, FranchiseError(Refusal.RECORD_DAMAGED)))
        for game_id, entry in self._held.items():
            try:
                good[game_id] = ListedGame(entry, entry.record.replay(), unsaved=True)
            except FranchiseError as error:  # the page replays before saving: never expected
                damaged.append(DamagedEntry(KEY_PREFIX + game_id, error))
        listed = sorted(good.values(), key=lambda listed: -listed.entry.updated)
        return listed, damaged

    def has_games(self) -> bool:
        """Whether anything is saved (cheap: no replay), to decide what the page opens with."""
        return bool(self._held) or bool(self.shelf.game_keys())

    def get(self, game_id: str) -> SaveEntry | None:
        """The latest readable entry for this id (held in memory first), or None."""
        if game_id in self._held:
            return self._held[game_id]
        found = self._read_game(game_id)
        return found if isinstance(found, SaveEntry) else None

    def held(self) -> list[SaveEntry]:
        """Entries storage refused, kept in memory: offer them as file downloads meanwhile."""
        return list(self._held.values())

    def newer(self, entry: SaveEntry) -> SaveEntry | None:
        """The stored entry for this game if another tab saved it since ``entry`` was read."""
        found = self._read_game(entry.game_id)
        if isinstance(found, SaveEntry) and found.revision != entry.revision:
            return found
        return None

    # ------------------------------------------------------------------ writing
    def save(self, entry: SaveEntry) -> SaveResult:
        """Write ``entry`` unless another tab saved this game meanwhile (then see outcomes)."""
        result = self._save(entry)
        if result.outcome is not SaveOutcome.HELD and self._held:
            self.retry()
        return result

    def retry(self) -> list[SaveResult]:
        """Write the entries held in memory, each as ``save`` would; those written are let go."""
        results = []
        for game_id, entry in list(self._held.items()):
            del self._held[game_id]
            results.append(self._save(entry))
        if not self._held and self.storage is not None and self.notice is not None:
            self.shelf.try_writing()
        return results

    def _save(self, entry: SaveEntry) -> SaveResult:
        found = self._read_game(entry.game_id)
        if isinstance(found, DamagedEntry):  # never overwrite what the player has not deleted
            return self._fork(entry, None)
        if found is None or found.revision == entry.revision:
            base = entry.revision if found is None else found.revision
            return self._store(replace(entry, revision=base + 1), entry)
        ours, theirs = entry.record.moves, found.record.moves
        if found.record.setup != entry.record.setup:
            return self._fork(entry, found)
        if len(theirs) > len(ours) and theirs[: len(ours)] == ours:
            return SaveResult(SaveOutcome.BEHIND, entry, found)
        if ours[: len(theirs)] == theirs:  # ours extends theirs: keep their name (a rename)
            # and who plays on this device, if another tab was told and this one was not
            here = entry.players_here or found.players_here
            ahead = replace(entry, name=found.name, created=found.created, players_here=here)
            return self._store(replace(ahead, revision=found.revision + 1), entry)
        return self._fork(entry, found)

    def _store(self, written: SaveEntry, held: SaveEntry) -> SaveResult:
        """Write ``written``; if storage refuses, keep ``held`` (the unwritten form) in memory."""
        if self.shelf.write(written):
            self._held.pop(written.game_id, None)
            return SaveResult(SaveOutcome.SAVED, written, saved=True)
        self._held[held.game_id] = held
        return SaveResult(SaveOutcome.HELD, held)

    def _fork(self, entry: SaveEntry, other: SaveEntry | None) -> SaveResult:
        """Save ``entry``'s line as a game of its own; the stored one stays untouched."""
        self._held.pop(entry.game_id, None)
        record = replace(entry.record, game_id=new_game_id())
        name = self.names.other_copy_of((other or entry).name)
        same_game = other is not None and other.record.setup == entry.record.setup
        copy_of = CopyOf(entry.game_id, CopySource.TAB) if same_game else None
        copy = replace(entry, record=record, name=name, revision=0, copy_of=copy_of)
        stored = self._store(replace(copy, revision=1), copy)
        return SaveResult(SaveOutcome.FORKED, stored.entry, other, stored.saved)

    def put(self, entry: SaveEntry) -> bool:
        """Write an entry as it is, with no revision check; prefer ``save``."""
        return self.shelf.write(entry)

    def delete(self, key_or_id: str) -> None:
        key = key_or_id if key_or_id.startswith(KEY_PREFIX) else KEY_PREFIX + key_or_id
        self._held.pop(key[len(KEY_PREFIX) :], None)
        self.shelf.remove(key)

    def rename(self, game_id: str, name: str) -> SaveEntry | None:
        entry = self.get(game_id)
        if entry is None:
            return None
        fallback = self.names.game(entry.record.setup.players)
        return self.save(replace(entry, name=name.strip()[:MAX_ENTRY_NAME] or fallback)).entry

    def duplicate(self, game_id: str, now: float) -> SaveEntry | None:
        """A copy under a new id (a separate game from then on), named as a copy."""
        entry = self.get(game_id)
        if entry is None:
            return None
        record = replace(entry.record, game_id=new_game_id())
        name = self.names.copy_of(entry.name)
        copy = replace(entry, record=record, name=name, created=now, updated=now, revision=0)
        return self.save(copy).entry

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
            here = filed.players_here if filed else None  # a file keeps who played here
            entry = SaveEntry(incoming, name, created, now, review=review, players_here=here)
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
        # The same people on the same devices: the copy keeps who plays here.
        here = local.players_here if same_game else None
        source = CopySource.LINK if filed is None else CopySource.FILE
        copy_of = CopyOf(local.game_id, source) if same_game else None
        copy = self.names.other_copy_of(name)
        entry = SaveEntry(record, copy, now, now, review=review, players_here=here, copy_of=copy_of)
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
