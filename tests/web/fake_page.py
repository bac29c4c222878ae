"""A page for the parts to run against in CPython: the ``PageContext`` of web/page/context.py,
recording what it is asked to draw and do instead of touching a DOM.

Like the real page, a redraw lets every registered part follow it (``parts``), so a part
that reacts to redraws (the computers start thinking) behaves here as it does in the page.
"""

from __future__ import annotations

from franchise import Move, Setup
from web.page.context import AskAgain, Result, Words
from web.page.kinds import Dialog, Speed
from web.page.part import Part
from web.saves.progress import ProgressBook
from web.screens.kinds import Notice
from web.session.apart import ApartClient
from web.session.pace import Pace
from web.session.session import Session
from web.text.catalogue import Text


class FakeMessages:
    def __init__(self) -> None:
        self.notified: list[tuple[Words | None, Notice]] = []

    def notify(self, words: Words | None, kind: Notice = Notice.ERROR, news: bool = False) -> None:
        self.notified.append((words, kind))

    def storage_news(self) -> None: ...

    def write_held(self) -> None: ...

    def heard_later(self) -> None: ...


class FakeQuestions:
    def __init__(self) -> None:
        self.asked: list[Dialog] = []

    def ask(self, dialog: Dialog, again: AskAgain | None = None) -> None:
        self.asked.append(dialog)


class NoWorkers:
    """The channel of a browser where no worker starts: every review runs in the page."""

    def possible(self) -> bool:
        return False

    def open(self, heard, broken) -> None:
        raise AssertionError("a channel that is not possible is never opened")

    def send(self, text: str) -> None: ...

    def close(self) -> None: ...


class FakePage:
    """The page's context over ``session``: what it was asked, counted and kept."""

    def __init__(self, session: Session, language: str = "en") -> None:
        self.session = session
        self.review_thinker = ApartClient(NoWorkers())
        self.pace = Pace()
        self.progress = ProgressBook(session.store.storage)
        self.text = Text.load(language)
        self.messages = FakeMessages()
        self.questions = FakeQuestions()
        self.busy = False
        self.parts: list[Part] = []
        #: Redraws of a whole game (``shown``), and the places each highlighted redraw lit.
        self.redraws = 0
        self.flashes: list[set[int]] = []
        self.played: list[Move] = []
        self.handled: list[Result] = []

    def add(self, part: Part) -> Part:
        """Let ``part`` follow this page's redraws."""
        self.parts.append(part)
        return part

    def refresh(self, highlight: set[int] | None = None) -> None:
        if highlight is not None:
            self.flashes.append(highlight)
        for part in self.parts:
            part.follow()

    def shown(self) -> None:
        self.redraws += 1
        self.refresh()

    def idle(self) -> None: ...

    def speed(self) -> Speed:
        return Speed.FAST

    def handle(self, result: Result) -> None:
        self.handled.append(result)

    def play(self, move: Move) -> None:
        self.played.append(move)

    def begin(
        self, setup: Setup, by_link: bool, computers: dict[str, str], here: tuple[str, ...] = ()
    ) -> None:
        self.session.new_game(setup, by_link, computers, "", here)
        self.shown()

    def begin_guide(self, names: tuple[str, str], name: str) -> None:
        self.session.start_guide(names, name)
        self.shown()

    def play_after_guide(self) -> None: ...

    def open_new_game(self) -> None: ...

    def open_game(self, game_id: str) -> None:
        self.session.open_saved(game_id)
        self.shown()

    def export_game(self, game_id: str) -> None: ...

    def thinks_apart(self) -> bool:
        return True

    def review_game(self, game_id: str) -> bool:
        return False

    def replay_to(self, cursor: int) -> None: ...

    def reviewed_turn(self) -> tuple[tuple[str, int] | None, tuple[int, ...], float]:
        return None, (), 0.0

    def focus_map(self, only_if_lost: bool = False) -> None: ...

    def offer_pass_on(self) -> None: ...

    def show_final(self, open_dialog: bool, then: AskAgain | None = None) -> None: ...
