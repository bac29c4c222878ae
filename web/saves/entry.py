"""One saved game as stored in the browser or exported as a file, read back within bounds.

An entry wraps a ``Record`` (setup, moves, computer seats) with what only this device keeps:
a name, the times it was created and last played, the position being viewed, and a revision
that counts the writes, so that two tabs can tell whether the other one saved in between
(see ``web/saves/store.py``). Reading goes through ``franchise.records.read_json``: length, depth
and numbers are bounded, so a damaged or hostile entry is refused with a code, never a crash.
"""

from __future__ import annotations

import json
import math
from enum import StrEnum

from franchise import Refusal
from franchise.records import GAME_ID, Record, RecordError, read_computers, read_json
from franchise.values import field, replace, valueclass

ENTRY_FORMAT = 1
MAX_ENTRY_NAME = 60
#: Latest time JavaScript's Date can hold, in milliseconds: every real time is below it.
MAX_TIME_MS = 8.64e15
#: Revisions stay integers JavaScript reads exactly.
MAX_REVISION = 2**53


class CopySource(StrEnum):
    """Where the moves of a second copy of a game came from."""

    LINK = "link"
    FILE = "file"
    #: Another tab of this browser played the same game on differently.
    TAB = "tab"


@valueclass
class CopyOf:
    """This entry is a second line of the saved game ``game_id``: both were kept because their
    moves went different ways from one position, and the list tells the two apart."""

    game_id: str
    source: CopySource

    def to_dict(self) -> dict[str, str]:
        return {"game": self.game_id, "from": str(self.source)}

    @classmethod
    def read(cls, value: object) -> CopyOf | None:
        """From stored JSON; anything unexpected reads as no copy (never a damaged game)."""
        if not isinstance(value, dict):
            return None
        game_id, source = value.get("game"), value.get("from")
        if not isinstance(game_id, str) or not GAME_ID.fullmatch(game_id):
            return None
        if not isinstance(source, str) or source not in {kind.value for kind in CopySource}:
            return None
        return cls(game_id, CopySource(source))


@valueclass
class SaveEntry:
    """One saved game. ``cursor`` is the position shown (moves before it); None: the latest.

    ``revision`` counts the writes of this game to storage (0: never written); the store
    compares it before writing. ``computers`` mirrors ``record.computers`` for callers written
    before records carried them: seats passed here go into the record unless it has its own.
    """

    record: Record
    name: str
    created: float
    updated: float
    cursor: int | None = None
    computers: dict[str, str] = field(default_factory=dict)
    revision: int = 0
    #: The game's review as stored data (``franchise.review.store``), or None: read and checked
    #: against the record only when shown (``kept_review``), so listing games never loads the AI.
    review: dict | None = None
    #: In a game played by link, the players this device plays (by name, as the link names
    #: them); None: not known (a game by link just opened, not yet answered, or saved before
    #: devices knew their players: every person is played here, as then). Never in the link:
    #: each device keeps its own.
    players_here: tuple[str, ...] | None = None
    #: Set when this game is a second copy kept beside another saved game (a fork).
    copy_of: CopyOf | None = None

    def __post_init__(self) -> None:
        record = self.record
        if self.computers and not record.computers:
            seats = read_computers(self.computers, record.setup.players)
            object.__setattr__(self, "record", replace(record, computers=seats))
        object.__setattr__(self, "computers", dict(self.record.computers))

    @property
    def game_id(self) -> str:
        return self.record.game_id

    def with_players_renamed(self, renamed: dict[str, str], name: str | None = None) -> SaveEntry:
        """This game with players renamed (old name -> new), and named ``name`` if given.

        Computer seats are kept by name in the record, so they follow their players; the
        moves name no player, so the game replays the same.
        """
        record = self.record
        setup = replace(
            record.setup, players=tuple(renamed.get(p, p) for p in record.setup.players)
        )
        computers = {renamed.get(p, p): level for p, level in record.computers.items()}
        record = replace(record, setup=setup, computers=computers)
        here = self.players_here
        here = None if here is None else tuple(renamed.get(p, p) for p in here)
        name = self.name if name is None else name
        return replace(self, record=record, computers={}, name=name, players_here=here)

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": ENTRY_FORMAT,
                "name": self.name,
                "created": self.created,
                "updated": self.updated,
                "cursor": self.cursor,
                "revision": self.revision,
                # Also beside the record, where pages from before records carried computer
                # seats look for them: a tab still running one keeps its computers.
                "computers": {name: str(level) for name, level in self.computers.items()},
                "record": self.record.to_dict(),
                **({} if self.review is None else {"review": self.review}),
                **({} if self.players_here is None else {"players_here": list(self.players_here)}),
                **({} if self.copy_of is None else {"copy_of": self.copy_of.to_dict()}),
            }
        )

    @classmethod
    def from_json(cls, text: str) -> SaveEntry:
        """Read an entry (or a bare format-0 record) from storage; raises ``RecordError``."""
        return cls.from_data(read_json(text, unreadable=Refusal.RECORD_DAMAGED))

    @classmethod
    def from_data(cls, data: object) -> SaveEntry:
        """An entry from parsed, untrusted JSON; every field is checked and bounded."""
        if not isinstance(data, dict):
            raise RecordError(Refusal.NOT_A_GAME)
        if "record" not in data and "setup" in data:  # format 0: a bare record, unnamed
            return cls(Record.from_dict(data), "", 0.0, 0.0)  # the store names it (GameNames)
        if data.get("format") != ENTRY_FORMAT:
            raise RecordError(Refusal.SAVED_BY_NEWER)
        record = Record.from_dict(data.get("record"))
        name = data.get("name")
        created, updated = data.get("created"), data.get("updated")
        cursor, revision = data.get("cursor"), data.get("revision", 0)
        if not isinstance(name, str) or not (_is_time(created) and _is_time(updated)):
            raise RecordError(Refusal.RECORD_DAMAGED)
        if cursor is not None and not (_is_count(cursor) and cursor <= len(record.moves)):
            raise RecordError(Refusal.RECORD_DAMAGED)
        if not _is_count(revision) or revision > MAX_REVISION:
            raise RecordError(Refusal.RECORD_DAMAGED)
        # Entries saved before records carried computer seats kept them beside the record.
        older_seats = data.get("computers", {})
        if older_seats and not record.computers:
            record = replace(record, computers=read_computers(older_seats, record.setup.players))
        elif not isinstance(older_seats, dict):
            raise RecordError(Refusal.RECORD_DAMAGED)
        name = name[:MAX_ENTRY_NAME]
        # A review that is not even an object is dropped, not the game: it can be made again.
        review = data.get("review") if isinstance(data.get("review"), dict) else None
        return cls(
            record,
            name,
            float(created),
            float(updated),
            cursor,
            revision=revision,
            review=review,
            players_here=_read_players_here(data.get("players_here"), record),
            copy_of=CopyOf.read(data.get("copy_of")),
        )


def read_game_file(text: object) -> SaveEntry:
    """The saved game in an exported file, with all it holds (name, review, computer seats);
    a bare record comes unnamed (the store names it). Raises ``RecordError``.

    The page's file import calls this: the text is read with the bounded JSON reader, so a huge
    or deeply nested file is refused with a code before it is parsed.
    """
    data = read_json(text, unreadable=Refusal.NOT_A_GAME)
    if isinstance(data, dict) and "record" in data:
        return SaveEntry.from_data(data)
    return SaveEntry(Record.from_dict(data), "", 0.0, 0.0)


def _read_players_here(value: object, record: Record) -> tuple[str, ...] | None:
    """The players this device plays, if stored and all seated in this game (none: it only
    watches); anything else is read as not known (the page asks again), never as a damaged
    game."""
    if not isinstance(value, list) or len(value) > len(record.setup.players):
        return None
    if not all(isinstance(name, str) and name in record.setup.players for name in value):
        return None
    return tuple(dict.fromkeys(value))


def _is_time(value: object) -> bool:
    return (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and math.isfinite(value)
        and 0 <= value <= MAX_TIME_MS
    )


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0
