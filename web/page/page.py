"""The page: wiring only. DOM events become session intents; what comes back is drawn.

Flow of a turn (docs/ARCHITECTURE.md): clicks become ``Session.click``
(web/page/turn_input.py); "End turn" becomes ``Session.end_turn``, whose ``Played`` value is
played out (web/page/play_out.py: events logged one by one, the places they concern flashing,
skippable), then the next computer, if any, starts thinking. After every intent the page
redraws by diffing the screen's view model (web/screens/screen.py) onto the DOM. Dialogs and
controllers live in their own modules and are given the page as one small context
(web/page/context.py); the words come from the current ``Text``, which a language switch
replaces without touching the game.
"""

from __future__ import annotations

import json

from franchise import BOARD, Move
from web.browser import dom, events, services
from web.browser.events import PageEvent
from web.page.advisor import Advisor
from web.page.confirm_dialog import ConfirmDialog
from web.page.dialogs import NewGameDialog
from web.page.games_dialog import GamesDialog
from web.page.guide_panel import GuidePanel
from web.page.history_nav import HistoryNav
from web.page.kinds import Dialog
from web.page.layers import draw_final, draw_layers, draw_no_game
from web.page.notices import MessageBar
from web.page.play_out import PlayOut
from web.page.questions import Questions
from web.page.replay import Replay
from web.page.restart import first_visit
from web.page.review import Reviews
from web.page.rules_dialog import RulesDialog
from web.page.sharing import Sharing
from web.page.tasks import cancel_all, spawn
from web.page.turn_input import TurnInput
from web.page.zoom import Zoom, person_targets
from web.saves.progress import ProgressBook
from web.saves.store import SaveStore
from web.screens.forms import reworded_game
from web.screens.library import GameAction
from web.screens.model import View, diff_views
from web.screens.screen import screen_view
from web.screens.track_strip import strip_view
from web.session.autoplay import Autoplay, Speed
from web.session.computers import SlicedComputer
from web.session.mode import Moment
from web.session.outcomes import Played
from web.session.problems import Confirmation, Problem
from web.session.session import Session
from web.session.snapshot import session_snapshot
from web.text.catalogue import DEFAULT_LANGUAGE, LANGUAGE_KEY, Text
from web.text.story import explain, game_names


class Page:
    """One page, one game on screen at a time."""

    def __init__(self, text: Text) -> None:
        self.text = text
        store = SaveStore(services.BrowserStorage.open(), game_names(text))
        self.session = Session(store, services.now_epoch_ms)
        self.progress = ProgressBook(store.storage)
        self.messages = MessageBar(self.session, self.current_text, self.refresh, self.shown)
        self.questions = Questions(self.session)
        self.advisor = Advisor(self)
        self.computer = SlicedComputer(services.now_ms, on_analysis=self.advisor.computer_searched)
        self.view: View = {}
        self.problem: Problem | None = None
        self.playing = PlayOut(self)
        self.autoplay = Autoplay(self.session, self.computer, self.speed, self.play, self.refresh)
        #: City sizes of the places layer in the page (the build draws the printed sizes).
        self.drawn_spaces = tuple(place.spaces for place in BOARD.places)
        self.new_game = NewGameDialog(self, self.begin)
        self.input = TurnInput(self.session, lambda: self.busy, self.handle)
        self.confirm = ConfirmDialog(self, self.input.confirm)
        self.zoom = Zoom(lambda: person_targets(self.session))
        self.sharing = Sharing(self)
        self.games = GamesDialog(self, self.open_chosen, self.sharing.export_saved)
        self.rules = RulesDialog(self)
        self.history = HistoryNav(self)
        self.replay = Replay(self.session, self.shown, self.flash_places, spawn)
        self.reviews = Reviews(self)
        self.games.actions[GameAction.REVIEW] = self.reviews.open_listed
        self.guide = GuidePanel(
            self, self.zoom, self.begin_guide, self.play_after_guide, self.new_game.open
        )

    def current_text(self) -> Text:
        return self.text

    @property
    def busy(self) -> bool:
        """A move is being played out: clicks wait until it is on the page."""
        return self.playing.busy

    # ------------------------------------------------------------------ start-up
    def start(self) -> None:
        handlers = {
            ("btn-hint", "click"): lambda _e: self.advisor.toggle_hint(),
            ("show-chances", "change"): lambda _e: self.advisor.toggle_chances(),
            ("btn-skip", "click"): lambda _e: self.playing.skip_rest(),
            ("btn-play-here", "click"): lambda _e: self.play_here(),
            ("btn-new", "click"): lambda _e: self.new_game.open(),
            ("btn-games", "click"): lambda _e: self.games.open(),
            ("btn-again", "click"): lambda _e: self.new_game.play_again(),
            ("btn-close-over", "click"): lambda _e: self.look_at_board(),
            ("btn-games-new", "click"): lambda _e: self.new_game.open(),
            ("notice-close", "click"): lambda _e: self.messages.notify(None),
            ("btn-replay", "click"): lambda _e: self.replay.start(),
            ("btn-replay-over", "click"): lambda _e: self.replay.start(),
            ("btn-replay-pause", "click"): lambda _e: self.replay.toggle(),
            ("btn-replay-stop", "click"): lambda _e: self.replay.stop(),
            ("btn-pause", "click"): lambda _e: self.autoplay.toggle_pause(self.busy),
            ("language", "change"): lambda _e: self.switch_language(dom.value("language")),
        }
        for (element_id, event), handler in handlers.items():
            events.on(element_id, event, handler)
        events.on_document("click", self.on_topic_click, data=("topic",))
        events.on_window("storage", self.on_storage)
        # Hidden, the tab may be closed or discarded: the last moment to write what is held.
        events.on_document("visibilitychange", lambda _e: self.write_held())
        self.new_game.wire()
        self.confirm.wire()
        self.input.wire()
        self.zoom.wire()
        self.games.wire()
        self.sharing.wire()
        self.history.wire()
        self.rules.wire()
        self.reviews.wire()
        self.guide.wire()
        events.expose("franchiseSnapshot", lambda: json.dumps(session_snapshot(self.session)))
        events.expose("franchiseThinkTimes", lambda: json.dumps(self.computer.think_times))
        events.expose("franchiseComputerState", lambda: str(self.autoplay.state))
        events.expose("franchiseFirstVisit", self.first_visit)
        dom.set_value("language", self.text.language)
        dom.set_checked("show-chances", self.advisor.show_chances)
        if self.text.language != DEFAULT_LANGUAGE:  # index.html is written in it
            self.apply_language()
        for button in ("btn-new", "btn-games", "btn-import", "btn-rules"):
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
        services.enable_offline()

    def first_visit(self, url: str) -> None:
        """The browser tests' hook: start afresh as a new device opening ``url`` (restart.py)."""
        first_visit(self.stop, lambda text: Page(text).start(), str(url))

    def stop(self) -> None:
        """Stop for good: nothing this page started goes on, and it hears no more events."""
        cancel_all()
        self.autoplay.stop()
        events.forget_outliving()

    # ------------------------------------------------------------------ language
    def switch_language(self, language: str) -> None:
        """Change every word on the page; the game, its draft and its log stay as they are, but
        default names (players nobody named, a game named after them) follow the language."""
        if language == self.text.language:
            return
        self.text = Text.load(language, self.text.touch)
        self.session.store.names = game_names(self.text)
        self.reword_names()
        services.remember(LANGUAGE_KEY, language)
        self.apply_language()
        self.refresh()

    def apply_language(self) -> None:
        text = self.text
        dom.set_page_language(text.language, text("page.title"))
        dom.translate_static(text)
        self.new_game.retext()
        self.games.retext()
        self.sharing.retext()
        self.rules.retext()
        self.render_log()
        self.show_final(open_dialog=False)

    def show_final(self, open_dialog: bool) -> None:
        """The end-of-game screen of a finished game, in the current language."""
        spawn(draw_final(self, self.advisor, open_dialog))

    def on_storage(self, event: PageEvent) -> None:
        """Another tab wrote to storage (heard once a move being played out has finished)."""
        self.messages.other_tab(event.key, later=self.busy)
        self.games.follow()

    def write_held(self) -> None:
        """Write what storage refused, if it has room now; the notice and the list follow."""
        self.messages.write_held()
        self.games.follow()

    # ------------------------------------------------------------------ games on screen
    def idle(self) -> None:
        """No game on screen: the most recently played unfinished game comes back, with its
        half-made turn; else the saved games, or a new game when there are none."""
        if not self.session.store.has_games():
            self.new_game.open()
        elif (game_id := self.session.last_unfinished()) is not None:
            self.open_saved(game_id)
        else:
            self.games.open()

    def begin(
        self, setup, by_link: bool, computers: dict[str, str], here: tuple[str, ...] = ()
    ) -> None:
        self.autoplay.paused = False
        name = self.session.store.names.game(setup.players)
        self.session.new_game(setup, by_link, computers, name, here)
        self.shown()
        self.input.focus_map()
        self.messages.storage_news()
        if by_link:
            self.sharing.offer_first_link()

    def begin_guide(self, names: tuple[str, str], name: str) -> None:
        """A guided first game, started as any new game (computers not paused)."""
        self.autoplay.paused = False
        self.session.start_guide(names, name)
        self.shown()
        self.input.focus_map()

    def play_after_guide(self) -> None:
        """After the guided game: a first game of one's own, the same two at the table."""
        from franchise import Setup, Variant
        from web.session.lesson import LESSON_LEVEL

        game = self.session.game
        if game is not None:
            names = game.names
            self.begin(
                Setup(names, variant=Variant.INTRO, seed=services.random_seed()),
                False,
                {names[1]: LESSON_LEVEL},
            )

    def open_saved(self, game_id: str) -> None:
        problem = self.session.open_saved(game_id)
        if problem is not None:
            self.messages.notify(lambda t: t("notice.cannot-open", reason=explain(problem, t)))
        self.shown()

    def open_chosen(self, game_id: str) -> None:
        """A game opened from the saved-games list: the map takes the focus to play on."""
        self.open_saved(game_id)
        self.input.focus_map()

    def look_at_board(self) -> None:
        dom.close_dialog(Dialog.OVER)
        self.input.focus_map()

    def reword_names(self) -> None:
        """Default names of the game on screen made in another language follow this one."""
        if self.session.entry is not None:
            self.session.rename_players(*reworded_game(self.session.entry, self.text))

    def shown(self) -> None:
        """A game (or another position) is now on screen: redraw all of it."""
        self.reword_names()
        self.playing.follow()  # a move being played out is no longer on screen
        self.problem = None
        self.view = {}
        if self.session.game is not None:
            self.drawn_spaces = draw_layers(self.session.game, self.drawn_spaces)
        else:
            self.drawn_spaces = draw_no_game()
        self.render_log()
        dom.close_dialog(Dialog.OVER)
        self.refresh()
        self.show_final(open_dialog=self.session.live)
        self.autoplay.maybe_start(self.busy)

    def play_here(self) -> None:
        self.session.play_here()
        self.refresh()

    def render_log(self) -> None:
        self.playing.render_log()

    # ------------------------------------------------------------------ rules links and results
    def on_topic_click(self, event: PageEvent) -> None:
        topic = event.data.get("topic")
        if topic:
            self.rules.open(topic)

    def handle(self, result: Played | Problem | Confirmation | None) -> None:
        """Draw what an intent gave back: a move to play out, a question before a turn that
        ends the game or does nothing, a refusal, or a changed draft."""
        if isinstance(result, Played):
            self.playing.commit(result)
            return
        if isinstance(result, Confirmation):
            assert self.session.game is not None
            self.confirm.open(result, self.session.game.names)
            return
        self.problem = result
        self.refresh()

    # ------------------------------------------------------------------ after a move
    def play(self, move: Move) -> None:
        """A computer's move (dropped if a move is still being played out)."""
        if not self.busy:
            self.playing.commit(self.session.play(move))

    def speed(self) -> Speed:
        return Speed(dom.value("ai-speed"))

    # ------------------------------------------------------------------ drawing
    def refresh(self, highlight: set[int] | None = None) -> None:
        """Patch the screen with what changed since the last drawing."""
        started = services.now_ms()
        session = self.session
        moment = session.moment(self.busy, self.autoplay.paused)
        if highlight is None and session.suggested_start is not None:
            highlight = {session.suggested_start}  # a hint's start town
        view = screen_view(session, moment, self.text, self.problem, highlight)
        view.update(strip_view(session.game and session.game.state, self.text))  # phone's tracks
        view.update(self.advisor.view(self.text))
        view.update(self.messages.view(self.text))
        view.update(self.replay.view(self.text))
        view.update(self.reviews.view(self.text))  # an open review takes over the turn panel
        view.update(self.guide.view())
        dom.patch(diff_views(self.view, view))
        self.view = view
        self.guide.follow()
        self.questions.follow()  # questions about a position no longer shown close
        game, entry = session.game, session.entry
        over = game is not None and game.is_over()
        self.zoom.follow(entry and entry.game_id, game and game.state.table.active_region, over)
        self.zoom.frame_hint(session.suggested or session.suggested_start)
        self.zoom.frame_turn(*self.reviews.turn_on_screen())
        dom.set_body_data("thinking", "1" if moment is Moment.THINKING else "0")
        dom.set_body_data("waiting-for", session.waiting_for())
        dom.set_body_data("replay", str(self.replay.state))
        dom.set_body_data("patch-ms", f"{services.now_ms() - started:.2f}")

    def flash_places(self, places: set[int]) -> None:
        self.refresh(highlight=places)
