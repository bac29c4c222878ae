"""The self-play corpus: games kept in the repository so that every run adds to the last.

Games that were played and thrown away had to be played again for every fit (issue 67), so
the games the laboratory plays are kept, compactly, beside the code:
``franchise/lab/data/corpus/players-N.jsonl.gz``, one file per player count. A file is a chain
of gzip members, one per append, each holding whole games as JSON lines (Python's ``gzip``
reads the chain as one stream). An append writes the old bytes and the new member to a
temporary file and renames it over the old one, so a run stopped at any moment leaves the
file as it was or with the new games complete, never half a game.

A game (``CorpusGame``) holds its setup (players, variant, seed, first player), every seat's
level spec, the moves in the engine's text form (``str(move)``, read back by ``parse_move``),
the result (scores, winners) and the version of the code that played it (``engine_version``):
a hash of the rules (``franchise/core``) and one of the levels (``franchise/ai``), so a reader
can tell games of today's rules and levels from older ones. A game's key is its table (player
count and variant), its specs and its seed: the corpus holds each key once.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import tempfile
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path

from ..core.game import Game
from ..core.setup import Setup, Variant
from ..values import valueclass

PACKAGE = Path(__file__).resolve().parents[1]
#: Where the repository keeps its corpus.
CORPUS = PACKAGE / "lab" / "data" / "corpus"
NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve")


def _source_hash(folder: Path, patterns: Iterable[str]) -> str:
    digest = hashlib.sha256()
    for pattern in patterns:
        for path in sorted(folder.rglob(pattern)):
            digest.update(path.relative_to(folder).as_posix().encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def engine_version() -> str:
    """``rules-<hash of franchise/core>.ai-<hash of franchise/ai and its weights>``: games of
    the same rules replay the same; games of the same levels were played by the same code."""
    rules = _source_hash(PACKAGE / "core", ("*.py",))
    levels = _source_hash(PACKAGE / "ai", ("*.py", "*.json"))
    return f"rules-{rules}.ai-{levels}"


def corpus_setup(players: int, variant: str, seed: int, first_player: int) -> Setup:
    """The setup of a corpus game: the players are named by seat, nothing else is chosen."""
    return Setup(NAMES[:players], variant=Variant(variant), seed=seed, first_player=first_player)


@valueclass
class CorpusGame:
    """One self-play game as the corpus keeps it."""

    specs: tuple[str, ...]
    variant: str
    seed: int
    first_player: int
    moves: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    engine: str

    @property
    def players(self) -> int:
        return len(self.specs)

    @property
    def key(self) -> tuple[int, str, tuple[str, ...], int]:
        """What makes a game unique in the corpus: its table, its specs and its seed."""
        return (self.players, self.variant, self.specs, self.seed)

    def setup(self) -> Setup:
        return corpus_setup(self.players, self.variant, self.seed, self.first_player)

    def to_json(self) -> str:
        return json.dumps(
            {
                "specs": list(self.specs),
                "variant": self.variant,
                "seed": self.seed,
                "first_player": self.first_player,
                "moves": list(self.moves),
                "scores": list(self.scores),
                "winners": list(self.winners),
                "engine": self.engine,
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, line: str) -> CorpusGame:
        data = json.loads(line)
        return cls(
            specs=tuple(data["specs"]),
            variant=data["variant"],
            seed=data["seed"],
            first_player=data["first_player"],
            moves=tuple(data["moves"]),
            scores=tuple(data["scores"]),
            winners=tuple(data["winners"]),
            engine=data["engine"],
        )

    @classmethod
    def of(cls, game: Game, specs: tuple[str, ...], engine: str) -> CorpusGame:
        """The corpus's record of ``game`` (finished), played by ``specs`` by seat."""
        setup = game.setup
        assert setup.first_player is not None, "a corpus game names its first player"
        return cls(
            specs=specs,
            variant=str(setup.variant),
            seed=setup.seed,
            first_player=setup.first_player,
            moves=tuple(str(move) for move in game.moves),
            scores=tuple(game.state.influence),
            winners=tuple(game.winners),
            engine=engine,
        )


def table_file(folder: Path, players: int) -> Path:
    return folder / f"players-{players}.jsonl.gz"


def kept_lines(folder: Path, players: int | None = None) -> Iterator[str]:
    """Every line kept in ``folder``'s tables (of one player count, or all), in the order
    kept: the corpus's games, or the labels beside them (franchise/lab/labels.py)."""
    for count in [players] if players is not None else range(2, 6):
        path = table_file(folder, count)
        if path.exists():
            with gzip.open(path, "rt", encoding="utf-8") as lines:
                yield from lines


def read_games(folder: Path = CORPUS, players: int | None = None) -> Iterator[CorpusGame]:
    """Every game of the corpus in ``folder`` (of one player count, or all), in the order kept."""
    return map(CorpusGame.from_json, kept_lines(folder, players))


def append_games(folder: Path, players: int, games: Iterable[CorpusGame]) -> int:
    """Add ``games`` (all of ``players`` players) to their table's file as one gzip member,
    atomically; a game whose key the file holds already is left out. Returns how many were
    added."""
    path = table_file(folder, players)
    kept = {game.key for game in read_games(folder, players)}
    fresh = []
    for game in games:
        if game.players != players:
            raise ValueError(f"a game of {game.players} players in the {players}-player table")
        if game.key not in kept:
            kept.add(game.key)
            fresh.append(game)
    append_lines(path, [game.to_json() for game in fresh])
    return len(fresh)


def append_lines(path: Path, lines: Sequence[str]) -> None:
    """Add ``lines`` (JSON, one record each) to the gzip file ``path`` as one new member,
    atomically: the old bytes and the member go to a temporary file renamed over the old one,
    so a run stopped at any moment leaves the file as it was or with every line added."""
    if not lines:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    text = "".join(line + "\n" for line in lines)
    member = gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0)
    before = path.read_bytes() if path.exists() else b""
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(before + member)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(temporary, 0o644)  # a file of the repository, not a private temporary one
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def next_seed(folder: Path, players: int, variant: str, first: int = 1) -> int:
    """The seed after the last one kept for the table (``first`` for an empty table)."""
    seeds = [g.seed for g in read_games(folder, players) if g.variant == variant]
    return max(seeds, default=first - 1) + 1


def summary(folder: Path = CORPUS) -> dict[int, dict[str, int]]:
    """Games and positions (the positions before each move) held, by player count."""
    held: dict[int, dict[str, int]] = {}
    for game in read_games(folder):
        row = held.setdefault(game.players, {"games": 0, "positions": 0})
        row["games"] += 1
        row["positions"] += len(game.moves)
    return held
