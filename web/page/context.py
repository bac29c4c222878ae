"""What every part of the page is given: one context, the same for all (web/page/part.py).

A part asks and tells the session, tells the player through the message bar, asks questions
in dialogs, reads the words of the moment, and draws (``refresh`` patches what changed,
``shown`` redraws a game that came on screen). What one part needs of another goes through the
page's intents below (open a game, review it, play from a computer's move, frame the map),
which the page resolves when they are called: no part holds another, so the parts may be built
in any order and nothing is patched in after they are.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from franchise import Move, Setup
from web.page.kinds import Dialog, Speed
from web.saves.progress import ProgressBook
from web.saves.puzzle_book import PuzzleBook
from web.screens.kinds import Notice
from web.session.apart import ApartClient
from web.session.outcomes import Played
from web.session.pace import Pace
from web.session.problems import Confirmation, Problem
from web.session.puzzle_play import Judged
from web.session.session import Session
from web.text.catalogue import Text

#: A message's words, worded when drawn (so they follow a language switch).
Words = Callable[[Text], str]
#: Asks a question again for the position now on screen.
AskAgain = Callable[[], None]
#: What an intent of the session gave back, for the page to draw.
Result = Played | Problem | Confirmation | Judged | None


class Messages(Protocol):
    """What a part may tell the player in the message bar (web/page/notices.py)."""

    def notify(self, words: Words | None, kind: Notice = Notice.ERROR, news: bool = False) -> None:
        """Show a message, or None to close it; ``news`` of the game on screen (a link's, a
        file's) goes by itself once a move is made or another game is shown."""

    def storage_news(self) -> None:
        """Tell what the last autosave could not do, or that another tab was ahead."""

    def write_held(self) -> None:
        """Storage may have room again: write the games it refused, tell what is stored."""

    def heard_later(self) -> None:
        """The move being played out is on the page: hear what other tabs wrote meanwhile."""


class Asking(Protocol):
    """Dialogs that ask about the position on screen (web/page/questions.py)."""

    def ask(self, dialog: Dialog, again: AskAgain | None = None) -> None:
        """Open ``dialog``; ``again`` asks it anew once the screen moves on, else it closes."""


class PageContext(Protocol):
    session: Session
    #: The record of finished games on this device (web/saves/progress.py).
    progress: ProgressBook
    #: The puzzles kept on this device and how each went (web/saves/puzzle_book.py).
    puzzle_book: PuzzleBook
    #: The current language's words; a language switch replaces it, so read it when wording.
    text: Text
    messages: Messages
    questions: Asking
    #: The interpreter apart that reviews are made in (a worker of its own, not hard's).
    review_thinker: ApartClient
    #: The share of their budget the page's searches spend (web/session/pace.py).
    pace: Pace

    @property
    def busy(self) -> bool:
        """A move is being played out: clicks wait until it is on the page."""

    def refresh(self, highlight: set[int] | None = None) -> None:
        """Patch the screen with what changed since it was last drawn."""

    def shown(self) -> None:
        """A game (or another position of it) came on screen: draw all of it."""

    def idle(self) -> None:
        """No game is on screen: bring one back, or offer the saved games or a new one."""

    def speed(self) -> Speed:
        """How fast computers play, as the player set it."""

    def handle(self, result: Result) -> None:
        """Draw what an intent of the session gave back (a move, a question, a refusal)."""

    def play(self, move: Move) -> None:
        """A computer's move, played out like a person's."""

    def open_puzzle_link(self, link: str) -> None:
        """A puzzle's link (``#FR3.…``): its puzzle on the map (web/page/puzzles.py)."""

    def begin(
        self, setup: Setup, by_link: bool, computers: dict[str, str], here: tuple[str, ...] = ()
    ) -> None:
        """A new game on screen."""

    def begin_guide(self, names: tuple[str, str], name: str) -> None:
        """The guided first game on screen."""

    def play_after_guide(self) -> None:
        """After the guided game, a first game of one's own."""

    def open_new_game(self) -> None:
        """Open the new-game dialog."""

    def open_game(self, game_id: str) -> None:
        """A saved game on screen, the map taking the focus to play on."""

    def export_game(self, game_id: str) -> None:
        """Save a saved game to a file."""

    def review_game(self, game_id: str) -> bool:
        """Open the review of a saved game (False: there is none to open)."""

    def replay_to(self, cursor: int) -> None:
        """During a replay: show that position, paused there."""

    def reviewed_turn(self) -> tuple[tuple[str, int] | None, tuple[int, ...], float]:
        """The reviewed turn on screen (game id and number), the places its two turns touch,
        and how far their marks reach outside them; nothing when no turn is on screen."""

    def pan_map(self, key: str) -> bool:
        """Pan the map the way of an arrow key (Shift and an arrow); whether it moved."""

    def open_keys(self) -> None:
        """Show the page's keys in the Rules ("?")."""

    def focus_map(self, only_if_lost: bool = False) -> None:
        """Give the map the keyboard's focus (``only_if_lost``: unless something else has it)."""

    def offer_pass_on(self) -> None:
        """A move was made in a game by link: offer to send its link to the player of another
        device (the final link when it ended the game), or show the next person here what
        they missed."""

    def thinks_apart(self) -> bool:
        """Whether the levels that think apart (hard) can think in an interpreter of their own here;
        if not, they think on the page's thread, in slices."""

    def show_final(self, open_dialog: bool, then: Callable[[], None] | None = None) -> None:
        """The end-of-game screen of a finished game, in the current language; ``then`` runs
        once it is open (the final link's dialog, over the scores)."""
