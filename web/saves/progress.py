"""A record of each person's finished games on this device: played and won, per computer level
and table size. Pure values and a bounded JSON codec; the page keeps it in storage.

How games count (the readings chosen, so that the numbers mean one thing):
- A game counts when it ends on this device: its last move is played here, or a game by link
  arrives here finished. Opening, replaying or reviewing a finished game counts nothing.
- The record is kept by game id, one result per game: a game finished again (undone, then
  played to another end) replaces its result, never adds a second one. A game imported from a
  file brings its people's results; a game id already counted here keeps the later result.
- The people counted are the persons at the table played on this device: every person of a
  game on one screen; in a game by link only the players this device plays
  (``SaveEntry.players_here``), and nobody when the device never said which ones it plays.
- A game is filed under the strongest computer level at its table (beating a hard computer
  beside an easy one is a win against hard) and its number of players; a table of people
  only is filed with no level ("without a computer").
- A won game is one where the person is among ``Game.winners``: a shared first place is a
  win for each person who shares it.
- After ``RISE_WINS`` wins in the last ``RISE_WINDOW`` games against a level at a table size,
  the new-game dialog suggests the next level (``ready_to_rise``); at a table of several
  people, only when every one of them is ready, as the stronger computer plays them all.

The record is read back as untrusted data: a result that is not as written is dropped, an
unreadable record reads as empty, and it holds at most ``MAX_GAMES`` games (oldest dropped).
"""

from __future__ import annotations

import json
from collections.abc import Iterable

from franchise import FranchiseError, Game, Refusal
from franchise.records import (
    COMPUTER_LEVELS,
    GAME_ID,
    OFFERED_LEVELS,
    ComputerLevel,
    Seat,
    read_json,
    seats_of,
)
from franchise.values import replace, valueclass
from web.saves.entry import SaveEntry
from web.saves.kept import KeptValue, carried
from web.saves.storage import Storage

#: The storage key of the record (beside the saved games' ``franchise:game:<id>`` keys).
PROGRESS_KEY = "franchise:progress"
PROGRESS_FORMAT = 1
#: The member of an exported game file that carries its people's record.
FILE_MEMBER = "progress"
MAX_GAMES = 1000
MAX_NAME = 60
MAX_SEATS = 5
#: The longest time JavaScript's Date holds, in milliseconds.
MAX_TIME_MS = 8.64e15
#: The next level is suggested after this many wins in the last ``RISE_WINDOW`` games.
RISE_WINS = 3
RISE_WINDOW = 5


@valueclass
class Tally:
    played: int = 0
    won: int = 0


@valueclass
class GameResult:
    """One finished game as the record keeps it: who of this device's people played and won."""

    game_id: str
    #: The strongest computer level at the table; None: people only.
    level: ComputerLevel | None
    #: Players at the table, computers included.
    size: int
    #: When it ended (epoch ms): orders the games for "your last five".
    ended: float
    people: tuple[str, ...]
    won: tuple[str, ...]

    def to_dict(self) -> dict[str, object]:
        return {
            "id": self.game_id,
            "level": None if self.level is None else str(self.level),
            "size": self.size,
            "ended": self.ended,
            "people": list(self.people),
            "won": list(self.won),
        }

    @classmethod
    def read(cls, data: object) -> GameResult | None:
        """From untrusted JSON; None for anything not as ``to_dict`` writes it."""
        if not isinstance(data, dict):
            return None
        game_id, level, size = data.get("id"), data.get("level"), data.get("size")
        ended, people, won = data.get("ended"), data.get("people"), data.get("won")
        if not isinstance(game_id, str) or not GAME_ID.fullmatch(game_id):
            return None
        if level is not None and level not in {str(known) for known in COMPUTER_LEVELS}:
            return None
        if not isinstance(size, int) or isinstance(size, bool) or not 2 <= size <= MAX_SEATS:
            return None
        if not isinstance(ended, int | float) or isinstance(ended, bool):
            return None
        if not 0 <= ended <= MAX_TIME_MS:  # also refuses NaN
            return None
        if not _names(people, size) or not _names(won, size) or not set(won) <= set(people):
            return None
        level = None if level is None else ComputerLevel(level)
        return cls(game_id, level, size, float(ended), tuple(people), tuple(won))


def _names(value: object, size: int) -> bool:
    return (
        isinstance(value, list)
        and len(value) <= size
        and len(set(value)) == len(value)
        and all(isinstance(name, str) and 0 < len(name) <= MAX_NAME for name in value)
    )


@valueclass
class Progress:
    """Every counted game by id; built only through its methods, which keep it bounded."""

    games: tuple[GameResult, ...] = ()

    def with_result(self, result: GameResult) -> Progress:
        """This record with ``result``; a game counted before is replaced, not added (and
        one that ended the same way again, opened from the same link twice, stays as it was)."""
        known = next((game for game in self.games if game.game_id == result.game_id), None)
        if known is not None and replace(known, ended=result.ended) == result:
            return self
        kept = [game for game in self.games if game is not known]
        return _bounded([*kept, result])

    def merged(self, other: Progress) -> Progress:
        """Both records: each game once, the later result where both counted it (ours on a
        tie), so merging the same record twice changes nothing."""
        ours = {game.game_id: game for game in self.games}
        for game in other.games:
            known = ours.get(game.game_id)
            if known is None or game.ended > known.ended:
                ours[game.game_id] = game
        return _bounded(ours.values())

    def of_people(self, names: Iterable[str]) -> Progress:
        """The games of any of ``names`` (what an exported game file carries)."""
        wanted = set(names)
        return Progress(tuple(game for game in self.games if wanted & set(game.people)))

    def games_of(self, name: str, level: ComputerLevel | None, size: int) -> list[GameResult]:
        """A person's games against ``level`` at tables of ``size``, oldest first."""
        return [g for g in self.games if g.level == level and g.size == size and name in g.people]

    def tally(self, name: str, level: ComputerLevel | None, size: int) -> Tally:
        return _tally(name, self.games_of(name, level, size))

    def recent(self, name: str, level: ComputerLevel | None, size: int) -> Tally:
        """The person's last ``RISE_WINDOW`` games there, and how many they won."""
        return _tally(name, self.games_of(name, level, size)[-RISE_WINDOW:])

    def to_json(self) -> str:
        games = [game.to_dict() for game in self.games]
        return json.dumps({"format": PROGRESS_FORMAT, "games": games})

    @classmethod
    def read(cls, data: object) -> Progress:
        """From untrusted parsed JSON; damaged results are dropped, anything else is empty."""
        if not isinstance(data, dict) or data.get("format") != PROGRESS_FORMAT:
            return cls()
        games = data.get("games")
        if not isinstance(games, list):
            return cls()
        read = (GameResult.read(game) for game in games[: MAX_GAMES * 2])
        return cls().merged(Progress(tuple(game for game in read if game is not None)))

    @classmethod
    def from_json(cls, text: object) -> Progress:
        try:
            return cls.read(read_json(text, unreadable=Refusal.RECORD_DAMAGED))
        except FranchiseError:
            return cls()


def _tally(name: str, games: list[GameResult]) -> Tally:
    return Tally(len(games), sum(name in game.won for game in games))


def _bounded(games: Iterable[GameResult]) -> Progress:
    ordered = sorted(games, key=lambda game: game.ended)
    return Progress(tuple(ordered[-MAX_GAMES:]))


def strongest(levels: Iterable[ComputerLevel]) -> ComputerLevel | None:
    """The strongest of ``levels`` (None if there are none): the level a table is filed under."""
    present = set(levels)
    return next((level for level in reversed(COMPUTER_LEVELS) if level in present), None)


def next_level(level: ComputerLevel) -> ComputerLevel | None:
    """The level the page offers above ``level``, None at the top (and for a retired level,
    which a table is no longer set up with)."""
    if level not in OFFERED_LEVELS:
        return None
    index = OFFERED_LEVELS.index(level) + 1
    return OFFERED_LEVELS[index] if index < len(OFFERED_LEVELS) else None


def ready_to_rise(progress: Progress, people: list[str], level: ComputerLevel, size: int) -> bool:
    """Whether to suggest the next level: every person at the table has won ``RISE_WINS`` of
    their last ``RISE_WINDOW`` games against ``level`` at tables of ``size``."""
    if not people or next_level(level) is None:
        return False
    return all(progress.recent(name, level, size).won >= RISE_WINS for name in people)


def result_of(entry: SaveEntry | None, game: Game | None, ended: float) -> GameResult | None:
    """The result of the finished game on screen for this device's people; None if there is
    none, it is not over, or no person of this device played it (see the module docstring)."""
    outcome = None if game is None else game.outcome
    if entry is None or game is None or outcome is None:
        return None
    seats = seats_of(game.table, entry.computers)
    people = people_here(entry, seats)
    if not people:
        return None
    winners = {seats[seat].name for seat in outcome.winners}
    level = strongest(seat.level for seat in seats if seat.level is not None)
    won = tuple(name for name in people if name in winners)
    return GameResult(entry.game_id, level, len(seats), ended, tuple(people), won)


def people_here(entry: SaveEntry, seats: tuple[Seat, ...] | None = None) -> list[str]:
    """The persons of a game played on this device (see the module docstring)."""
    seats = entry.record.seats() if seats is None else seats
    people = [seat.name for seat in seats if seat.is_person and 0 < len(seat.name) <= MAX_NAME]
    if entry.record.by_link:
        here = entry.players_here or ()
        people = [name for name in people if name in here]
    return people


def carried_progress(file_text: object) -> Progress:
    """The record an exported game file carries (``FILE_MEMBER``); empty if none or damaged."""
    return carried(file_text, FILE_MEMBER, Progress.read, Progress())


def exported_game(entry: SaveEntry, progress: Progress) -> str:
    """A saved game as an exported file, carrying the record of its people played here: pages
    from before the record ignore the member; a share link never carries it."""
    data = json.loads(entry.to_json())
    carried = progress.of_people(people_here(entry))
    if carried.games:
        data[FILE_MEMBER] = json.loads(carried.to_json())
    return json.dumps(data)


class ProgressBook(KeptValue[Progress]):
    """The record in the browser's storage (``storage=None``: kept for this visit only), kept
    as every value of web/saves/kept.py is: every write is best effort, a full or refusing
    storage never stops a game."""

    def __init__(self, storage: Storage | None) -> None:
        super().__init__(storage, PROGRESS_KEY, Progress.from_json, Progress.to_json, Progress)

    @property
    def progress(self) -> Progress:
        return self.value

    def count(self, result: GameResult | None) -> None:
        """Count a finished game (its result replaces an earlier one of the same id)."""
        if result is not None:
            self.write(self.reload().with_result(result))

    def merge(self, other: Progress) -> None:
        """Take in a record that came with a file; games counted here are not counted twice."""
        if other.games:
            self.write(self.reload().merged(other))
