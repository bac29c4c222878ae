"""The page: wiring only. DOM events become session intents; what comes back is drawn.

Flow of a turn (docs/ARCHITECTURE.md): clicks become ``Session.click``
(web/page/turn_input.py); "End turn" becomes ``Session.end_turn``, whose ``Played`` value is
played out (web/page/play_out.py: events logged one by one, the places they concern flashing,
skippable), then the next computer, if any, starts thinking. After every intent the page
redraws by diffing the screen's view model (web/screens/screen.py) onto the DOM.

The page is made of parts (web/page/part.py), each given the page as one context
(web/page/context.py): the page wires every part once, merges their views into the screen on
every redraw, lets each follow what was drawn, and re-words them after a language switch. What
one part needs of another goes through the page's intents (web/page/intents.py).
The words come from the current ``Text``, which a language switch replaces without touching
the game.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from functools import cached_property

from franchise import BOARD
from web.browser import dom, events, services
from web.browser.events import PageEvent
from web.browser.thinker import WorkerChannel
from web.page.advisor import Advisor
from web.page.autoplay import Autoplay
from web.page.confirm_dialog import ConfirmDialog
from web.page.dialogs import NewGameDialog
from web.page.games_dialog import GamesDialog
from web.page.guide_panel import GuidePanel
from web.page.history_nav import HistoryNav
from web.page.intents import PageIntents
from web.page.keys import KeyShortcuts
from web.page.kinds import Dialog
from web.page.layers import draw_layers, draw_no_game
from web.page.menu_sheet import MenuSheet
from web.page.notices import MessageBar
from web.page.part import Part
from web.page.play_out import PlayOut
from web.page.puzzles import Puzzles
from web.page.questions import Questions
from web.page.replay import Replay
from web.page.restart import first_visit
from web.page.review import Reviews
from web.page.rules_dialog import RulesDialog
from web.page.sharing import Sharing
from web.page.site_copy import SiteCopy
from web.page.tasks import cancel_all, spawn
from web.page.turn_input import TurnInput
from web.page.warm_up import warm_up
from web.page.zoom import Zoom
from web.saves.progress import ProgressBook
from web.saves.puzzle_book import PuzzleBook
from web.saves.store import SaveStore
from web.screens.forms import reworded_game
from web.screens.kinds import Notice
from web.screens.model import View, diff_views
from web.screens.screen import screen_view
from web.screens.track_strip import strip_view
from web.session.apart import ApartClient, ThinkerState
from web.session.computers import Computers, SlicedComputer
from web.session.mode import Moment
from web.session.pace import Pace
from web.session.session import Session
from web.session.snapshot import session_snapshot
from web.text.catalogue import DEFAULT_LANGUAGE, LANGUAGE_KEY, Text
from web.text.story import game_names

#: The project's own packages (the rest of ``sys.modules`` is Python's and Pyodide's).
PROJECT = ("web", "franchise")
#: The selects that choose the page's language: the menu's, and the new-game dialog's.
LANGUAGE_SELECTS = ("language", "new-language")


class Page(PageIntents):
    """One page, one game on screen at a time."""

    def __init__(self, text: Text) -> None:
        self.text = text
        self.pace = Pace(services.budget_share(), services.now_ms)
        store = SaveStore(services.BrowserStorage.open(), game_names(text))
        self.session = Session(store, services.now_epoch_ms)
        self.progress = ProgressBook(store.storage)
        self.view: View = {}
        #: City sizes of the places layer in the page (the build draws the printed sizes).
        self.drawn_spaces = tuple(place.spaces for place in BOARD.places)
        self.messages = MessageBar(self)
        self.questions = Questions(self)
        self.advisor = Advisor(self)
        self.replay = Replay(self)
        self.review_thinker = ApartClient(WorkerChannel(), self.review_thinker_state)
        self.reviews = Reviews(self)
        self.puzzles = Puzzles(self)
        self.guide = GuidePanel(self)
        self.zoom = Zoom(self)
        self.thinker = ApartClient(WorkerChannel(), self.thinker_state)
        sliced = SlicedComputer(services.now_ms, on_analysis=self.advisor.computer_searched)
        self.computer = Computers(sliced, self.thinker, self.pace)
        self.autoplay = Autoplay(self, self.computer)
        self.playing = PlayOut(self)
        self.input = TurnInput(self)
        self.confirm = ConfirmDialog(self)
        self.new_game = NewGameDialog(self)
        self.sharing = Sharing(self)
        self.games = GamesDialog(self)
        self.rules = RulesDialog(self)
        self.history = HistoryNav(self)
        self.menu = MenuSheet(self)
        self.keys = KeyShortcuts(self)
        self.site = SiteCopy(self)
        #: Every part, in the order their views are merged (a later view wins: an open review
        #: takes over the turn panel) and they follow a redraw (the guide marks its target and
        #: the questions close before the map frames and a computer starts thinking).
        self.parts: tuple[Part, ...] = (
            *(self.advisor, self.messages, self.replay, self.reviews, self.puzzles, self.guide),
            *(self.questions, self.zoom, self.autoplay, self.playing, self.input, self.confirm),
            *(self.new_game, self.sharing, self.games, self.rules, self.history),
            *(self.menu, self.keys, self.site),
        )

    @cached_property
    def puzzle_book(self) -> PuzzleBook:
        """The puzzles kept on this device, read when first asked for (deferred: their codec
        is not needed for the first screen, docs/ARCHITECTURE.md)."""
        return PuzzleBook(self.session.store.storage)

    @staticmethod
    def thinker_state(state: ThinkerState) -> None:
        """Hard's interpreter on ``<body data-thinker>``: tests wait for its states."""
        dom.set_body_data("thinker", str(state))

    @staticmethod
    def review_thinker_state(state: ThinkerState) -> None:
        """The review's interpreter on ``<body data-review-thinker>``."""
        dom.set_body_data("review-thinker", str(state))

    # ------------------------------------------------------------------ start-up
    def start(self) -> None:
        events.on("btn-close-over", "click", lambda _e: self.look_at_board())
        # The language is in the menu, and in the new-game dialog, which a first visit opens
        # over a page it makes inert: the first screen can be read in one's own language.
        for select in LANGUAGE_SELECTS:
            events.on(select, "change", self.language_chosen(select))
        events.on_window("storage", self.on_storage)
        # Hidden, the tab may be closed or discarded: the last moment to write what is held.
        events.on_document("visibilitychange", lambda _e: self.write_held())
        for part in self.parts:
            part.wire()
        events.expose("franchiseSnapshot", lambda: json.dumps(session_snapshot(self.session)))
        events.expose("franchiseThinkTimes", lambda: json.dumps(self.computer.think_times))
        events.expose("franchiseComputerState", lambda: str(self.autoplay.state))
        events.expose("franchiseThinker", lambda: json.dumps(self.thinker.report()))
        events.expose("franchiseFirstVisit", self.first_visit)
        for select in LANGUAGE_SELECTS:
            dom.set_value(select, self.text.language)
        dom.set_checked("show-chances", self.advisor.show_chances)
        if self.text.language != DEFAULT_LANGUAGE:  # index.html is written in it
            self.apply_language()
        for button in ("btn-new", "btn-games", "btn-import", "btn-rules", "btn-puzzles"):
            dom.set_disabled(button, False)
        dom.set_hidden("loading", True)
        self.messages.storage_news()
        link = services.location_hash()
        if link:
            self.sharing.open_link(link)
        else:
            self.idle()
            self.guide.resume()
        self.refresh()
        dom.set_body_data("ready", "1")
        # The browser tests' hook: the project's modules the first screen imported, the rest
        # loading on first use or once the page is ready (web/page/warm_up.py).
        at_ready = sorted(name for name in sys.modules if name.partition(".")[0] in PROJECT)
        events.expose("franchiseModulesAtReady", lambda: json.dumps(at_ready))
        spawn(warm_up())
        services.enable_offline()

    def first_visit(self, url: str) -> None:
        """The browser tests' hook: start afresh as a new device opening ``url`` (restart.py)."""
        first_visit(self.stop, lambda text: Page(text).start(), str(url))

    def stop(self) -> None:
        """Stop for good: nothing this page started goes on, and it hears no more events."""
        cancel_all()
        self.autoplay.stop()
        self.thinker.release()
        self.review_thinker.release()
        events.forget_outliving()

    # ------------------------------------------------------------------ language
    def switch_language(self, language: str) -> None:
        """Change every word on the page; the game, its draft and its log stay as they are, but
        default names (players nobody named, a game named after them) follow the language."""
        if language == self.text.language:
            return
        self.text = Text.load(language, self.text.touch)
        self.session.store.name_in(game_names(self.text))
        before = self.session.stamp()
        self.reword_names()
        self.advisor.renamed(before)
        services.remember(LANGUAGE_KEY, language)
        self.apply_language()
        self.refresh()

    def language_chosen(self, select: str) -> Callable[[PageEvent], None]:
        def chosen(_event: PageEvent) -> None:
            self.switch_language(dom.value(select))

        return chosen

    def apply_language(self) -> None:
        text = self.text
        for select in LANGUAGE_SELECTS:
            dom.set_value(select, text.language)
        dom.set_page_language(text.language, text("page.title"))
        dom.translate_static(text)
        for part in self.parts:
            part.retext()
        self.playing.render_log()
        self.show_final(open_dialog=False)

    def on_storage(self, event: PageEvent) -> None:
        """Another tab wrote to storage (heard once a move being played out has finished); a
        key of another copy of the site, in another folder of the host, is not this page's."""
        ours, key = services.own_key(event.key)
        if not ours:
            return
        self.messages.other_tab(key, later=self.busy)
        self.games.redraw_if_open()

    def write_held(self) -> None:
        """Write what storage refused, if it has room now; the notice and the list follow."""
        self.messages.write_held()
        self.games.redraw_if_open()

    def look_at_board(self) -> None:
        dom.close_dialog(Dialog.OVER)
        self.input.focus_map()

    def reword_names(self) -> None:
        """Default names of the game on screen made in another language follow this one."""
        if self.session.entry is not None:
            self.session.rename_players(*reworded_game(self.session.entry, self.text))

    # ------------------------------------------------------------------ drawing
    def shown(self) -> None:
        """A game (or another position) is now on screen: redraw all of it."""
        self.messages.game_shown()
        if self.session.take_draft_back():  # a half-made turn kept through a reload is back
            self.messages.notify(lambda t: t("notice.draft-back"), Notice.INFO, news=True)
        self.reword_names()
        self.playing.end_if_moved_on()  # a move being played out is no longer on screen
        self.session.refuse(None)
        self.view = {}
        if self.session.game is not None:
            self.drawn_spaces = draw_layers(self.session.game, self.drawn_spaces)
        else:
            self.drawn_spaces = draw_no_game()
        self.playing.render_log()
        dom.close_dialog(Dialog.OVER)
        self.refresh()
        self.show_final(open_dialog=self.session.live)

    def refresh(self, highlight: set[int] | None = None) -> None:
        """Patch the screen with what changed since the last drawing; then every part follows."""
        started = services.now_ms()
        session = self.session
        moment = session.moment(self.busy, self.autoplay.paused)
        if highlight is None and session.hint.start is not None:
            highlight = {session.hint.start}  # a hint's start town
        view = screen_view(session, moment, self.text, session.refusal(), highlight)
        view.update(strip_view(session.game and session.game.state, self.text))  # phone's tracks
        for part in self.parts:
            view.update(part.view(self.text))
        dom.patch(diff_views(self.view, view))
        self.view = view
        for part in self.parts:
            part.follow()
        dom.set_body_data("thinking", "1" if moment is Moment.THINKING else "0")
        dom.set_body_data("waiting-for", session.waiting_for())
        dom.set_body_data("replay", str(self.replay.state))
        dom.set_body_data("patch-ms", f"{services.now_ms() - started:.2f}")
