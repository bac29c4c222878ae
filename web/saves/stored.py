"""The save store's core: listing, reading and writing saved games, two tabs kept apart.

``StoredGames`` is what ``SaveStore`` (web/saves/store.py, whose docstring gives the rules and
the API) is built on: it reads and writes entries over the browser's storage and settles what
another tab wrote meanwhile. Filing games from links and files is the store's own.
"""

from __future__ import annotations

from franchise import FranchiseError, Refusal
from franchise.records import new_game_id
from franchise.values import replace
from web.saves.entry import MAX_ENTRY_NAME, CopyOf, CopySource, SaveEntry
from web.saves.naming import GameNames
from web.saves.results import (
    DamagedEntry,
    ListedGame,
    SaveOutcome,
    SaveResult,
)
from web.saves.shelf import Shelf
from web.saves.storage import KEY_PREFIX, Storage, StoreNotice


class StoredGames:
    """Saved games over a ``Storage``; ``storage=None`` means the browser offers none.
    Listing, reading and writing; ``SaveStore`` (web/saves/store.py) adds filing games that
    come from links and files, and the copies of a game kept twice."""

    def __init__(self, storage: Storage | None, names: GameNames) -> None:
        self.shelf = Shelf(storage)
        self.names = names
        self._held: dict[str, SaveEntry] = {}

    def name_in(self, names: GameNames) -> None:
        """Name the games made from now on with ``names`` (the page's language changed)."""
        self.names = names

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
