"""The engine's one error family, each refusal a code with arguments.

Everything the engine refuses (a move, a setup, a record, a link) raises a subclass of
``FranchiseError``, itself a ``ValueError``. A refusal carries a ``Refusal`` code and named
``params`` so that a user interface can word it in any language from its own catalogue; the
English wording below is what ``str(error)`` gives, for the command line and the tests.

Params follow one convention: ``place`` is a board place index, ``region`` a region index,
``player`` a player's name, ``text`` a piece of the input quoted back; every other param is a
number. A refusal that explains another one (a move refused while a game is replayed) keeps it
as ``cause``.
"""

from __future__ import annotations

from enum import StrEnum

from .board import BOARD


class Refusal(StrEnum):
    """Why the engine refused something; the value is the catalogue key's last part."""

    # A move in the current position.
    GAME_OVER = "game-over"
    NOT_A_MOVE = "not-a-move"
    START_DONE = "start-done"
    START_FIRST = "start-first"
    NO_SUCH_PLACE = "no-such-place"
    START_IN_CITY = "start-in-city"
    OUT_OF_PLAY = "out-of-play"
    TAKEN = "taken"
    ONE_BONUS = "one-bonus"
    BONUS_FIRST_TURN = "bonus-first-turn"
    NO_BONUS_LEFT = "no-bonus-left"
    TOO_MANY_EXPANSIONS = "too-many-expansions"
    SAME_TARGET_TWICE = "same-target-twice"
    ALREADY_SCORED = "already-scored"
    ALREADY_PRESENT = "already-present"
    NO_FREE_SPACE = "no-free-space"
    NOT_LINKED = "not-linked"
    NEED_FRANCHISES = "need-franchises"
    NEED_MONEY = "need-money"
    ONE_INCREASE_PER_CITY = "one-increase-per-city"
    INCREASE_IN_TOWN = "increase-in-town"
    INCREASE_WHERE_EXPANDING = "increase-where-expanding"
    NO_FRANCHISE_THERE = "no-franchise-there"
    DOUBLE_NOT_INCREASED = "double-not-increased"
    DOUBLE_NEEDS_TWO_SPACES = "double-needs-two-spaces"
    NOTHING_TO_UNDO = "nothing-to-undo"
    REPLAYED_MOVE = "replayed-move"
    # A move's text.
    MOVE_NOT_TEXT = "move-not-text"
    MOVE_EMPTY = "move-empty"
    START_ONE_TOWN = "start-one-town"
    DOLLARS_TWICE = "dollars-twice"
    DOUBLE_TWICE = "double-twice"
    UNREADABLE_TOKEN = "unreadable-token"
    UNKNOWN_PLACE_ID = "unknown-place-id"
    # A game setup.
    SETUP_DATA_DAMAGED = "setup-data-damaged"
    PLAYER_COUNT = "player-count"
    NAME_MISSING = "name-missing"
    NAME_TOO_LONG = "name-too-long"
    NAME_DAMAGED = "name-damaged"
    NAMES_REPEATED = "names-repeated"
    COLORS_REPEATED = "colors-repeated"
    UNKNOWN_COLOR = "unknown-color"
    UNKNOWN_VARIANT = "unknown-variant"
    TILES_NOT_EXPERT = "tiles-not-expert"
    NO_SUCH_FIRST_PLAYER = "no-such-first-player"
    NOT_A_CITY = "not-a-city"
    TILE_UNAVAILABLE = "tile-unavailable"
    UNKNOWN_REGION_TILE = "unknown-region-tile"
    REGION_TILE_TWICE = "region-tile-twice"
    SEED_RANGE = "seed-range"
    # Saved or shared data.
    NOT_A_GAME = "not-a-game"
    DATA_TOO_LARGE = "data-too-large"
    DATA_TOO_DEEP = "data-too-deep"
    RECORD_DAMAGED = "record-damaged"
    TOO_MANY_MOVES = "too-many-moves"
    MOVE_UNREADABLE = "move-unreadable"
    SETUP_INVALID = "setup-invalid"
    SAVED_BY_NEWER = "saved-by-newer"
    NOT_A_LINK = "not-a-link"
    LINK_TOO_LONG = "link-too-long"
    LINK_FROM_NEWER = "link-from-newer"
    LINK_FROM_OLDER = "link-from-older"
    LINK_CUT_SHORT = "link-cut-short"
    LINK_ALTERED = "link-altered"
    LINK_DAMAGED = "link-damaged"
    LINK_CANNOT_CARRY = "link-cannot-carry"


ENGLISH: dict[Refusal, str] = {
    Refusal.GAME_OVER: "the game is over",
    Refusal.NOT_A_MOVE: "not a move: {text}",
    Refusal.START_DONE: "the start towns are already placed; it is time for a turn",
    Refusal.START_FIRST: "every player must choose a start town first",
    Refusal.NO_SUCH_PLACE: "there is no such place",
    Refusal.START_IN_CITY: "{place} is a city; the first franchise opens in a town",
    Refusal.OUT_OF_PLAY: "{place} is out of play with {players} players",
    Refusal.TAKEN: "{place} is already taken",
    Refusal.ONE_BONUS: "only one bonus tile can be used per turn",
    Refusal.BONUS_FIRST_TURN: "bonus tiles cannot be used on your first turn",
    Refusal.NO_BONUS_LEFT: "you have no bonus tiles left",
    Refusal.TOO_MANY_EXPANSIONS: "you can expand at most twice (once more with a bonus tile)",
    Refusal.SAME_TARGET_TWICE: "you cannot expand twice to {place}; choose two places",
    Refusal.ALREADY_SCORED: "{place} has already been scored",
    Refusal.ALREADY_PRESENT: "you already have a franchise in {place}",
    Refusal.NO_FREE_SPACE: "{place} has no free space",
    Refusal.NOT_LINKED: "{place} is not linked to any place of yours",
    Refusal.NEED_FRANCHISES: "you need {needed} franchises but have {have} left in supply",
    Refusal.NEED_MONEY: "you need ${needed} but have ${have}",
    Refusal.ONE_INCREASE_PER_CITY: "you can increase your market share only once per city and turn",
    Refusal.INCREASE_IN_TOWN: "{place} is a town; market share grows only in cities",
    Refusal.INCREASE_WHERE_EXPANDING: (
        "you are only expanding to {place} this turn; increases need a franchise there"
    ),
    Refusal.NO_FRANCHISE_THERE: "you have no franchise in {place}",
    Refusal.DOUBLE_NOT_INCREASED: (
        "the double market share bonus goes to a city where you increased this turn"
    ),
    Refusal.DOUBLE_NEEDS_TWO_SPACES: "{place} needs two free spaces for a second franchise",
    Refusal.NOTHING_TO_UNDO: "there is no move to take back",
    Refusal.REPLAYED_MOVE: "move {number} ({player}, '{text}'): {cause}",
    Refusal.MOVE_NOT_TEXT: "a move must be text",
    Refusal.MOVE_EMPTY: "the move is empty",
    Refusal.START_ONE_TOWN: "'{text}': a start move names exactly one town",
    Refusal.DOLLARS_TWICE: "'{text}': $10 is written once",
    Refusal.DOUBLE_TWICE: "'{text}': only one city can be doubled",
    Refusal.UNREADABLE_TOKEN: "'{text}': cannot read '{token}'",
    Refusal.UNKNOWN_PLACE_ID: "'{text}': there is no place called '{token}'",
    Refusal.SETUP_DATA_DAMAGED: "the game setup is damaged",
    Refusal.PLAYER_COUNT: "Franchise is played by 2 to 5 players, not {players}",
    Refusal.NAME_MISSING: "every player needs a name",
    Refusal.NAME_TOO_LONG: "the name '{text}…' is longer than {limit} characters",
    Refusal.NAME_DAMAGED: "a player's name holds characters that cannot be saved",
    Refusal.NAMES_REPEATED: "two players have the same name",
    Refusal.COLORS_REPEATED: "each player needs a colour of their own",
    Refusal.UNKNOWN_COLOR: "unknown player colour '{text}'",
    Refusal.UNKNOWN_VARIANT: "unknown variant '{text}'",
    Refusal.TILES_NOT_EXPERT: "city and region tiles are only chosen in the expert variant",
    Refusal.NO_SUCH_FIRST_PLAYER: "there is no player {number} to go first",
    Refusal.NOT_A_CITY: "'{text}' is not a city",
    Refusal.TILE_UNAVAILABLE: "{place} cannot get tile {value}: its group has {text} left",
    Refusal.UNKNOWN_REGION_TILE: "unknown region in the region tiles: '{text}'",
    Refusal.REGION_TILE_TWICE: "the tile chosen for {region} already lies on another region",
    Refusal.SEED_RANGE: "only seeds from 0 to 2**64-1 can be played and shared",
    Refusal.NOT_A_GAME: "this is not a Franchise game",
    Refusal.DATA_TOO_LARGE: "this is far too large to be a Franchise game",
    Refusal.DATA_TOO_DEEP: "this is nested far too deeply to be a Franchise game",
    Refusal.RECORD_DAMAGED: "the saved game is damaged",
    Refusal.TOO_MANY_MOVES: "the game has more than {limit} moves",
    Refusal.MOVE_UNREADABLE: "a move cannot be read: {cause}",
    Refusal.SETUP_INVALID: "the game setup is not valid: {cause}",
    Refusal.SAVED_BY_NEWER: (
        "this game was saved by a newer version of Franchise; update the page to open it"
    ),
    Refusal.NOT_A_LINK: "this is not a Franchise link",
    Refusal.LINK_TOO_LONG: "the link is far too long to be a Franchise game",
    Refusal.LINK_FROM_NEWER: (
        "this link was made by a newer version of Franchise and cannot be opened here"
    ),
    Refusal.LINK_FROM_OLDER: (
        "this link was made by an older version of Franchise and cannot be opened here"
    ),
    Refusal.LINK_CUT_SHORT: "the link is cut short: copy the whole link and try again",
    Refusal.LINK_ALTERED: (
        "the link was altered or cut short: its checksum does not match; "
        "copy the whole link and try again"
    ),
    Refusal.LINK_DAMAGED: "the link is damaged",
    Refusal.LINK_CANNOT_CARRY: "this game names a computer level that its link cannot carry",
}


class FranchiseError(ValueError):
    """Base of every refusal the engine raises: a code, its params, maybe a cause."""

    def __init__(
        self, code: Refusal, /, *, cause: FranchiseError | None = None, **params: int | str
    ) -> None:
        self.code = code
        self.params = params
        self.cause = cause
        super().__init__(english(code, params, cause))

    def root(self) -> FranchiseError:
        """The innermost refusal: what actually went wrong, under any wrapping."""
        return self.cause.root() if self.cause is not None else self

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its code, params and cause, so that a refusal raised in a worker process
        (the arena's) reaches the parent as itself: the default would call ``__init__`` with
        the English sentence in place of the code."""
        return _rebuilt, (type(self), self.code, self.params, self.cause)


def _rebuilt(
    kind: type[FranchiseError],
    code: Refusal,
    params: dict[str, int | str],
    cause: FranchiseError | None,
) -> FranchiseError:
    return kind(code, cause=cause, **params)


def english(code: Refusal, params: dict[str, int | str], cause: FranchiseError | None) -> str:
    """The English sentence for a refusal, with board names for place and region params."""
    words: dict[str, object] = dict(params)
    if isinstance(params.get("place"), int):
        words["place"] = BOARD.places[params["place"]].name
    if isinstance(params.get("region"), int):
        words["region"] = BOARD.regions[params["region"]].name
    words["cause"] = "" if cause is None else str(cause)
    return ENGLISH[code].format(**words)


class IllegalMoveError(FranchiseError):
    """A move breaks a rule in the current position."""


class NotationError(FranchiseError):
    """A move's text cannot be read."""


class SetupError(FranchiseError):
    """A game setup is incomplete or contradicts the rules."""


class GameOverError(IllegalMoveError):
    """A move was offered after the game ended."""
