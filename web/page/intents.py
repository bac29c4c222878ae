"""The page's intents: what its parts ask of one another through the context
(web/page/context.py), resolved when asked, so that no part holds another.

``Page`` (web/page/page.py) is built on this: it owns the parts these intents hand on to, and
the drawing they end in (``shown``, ``refresh``).
"""

from __future__ import annotations

from collections.abc import Callable

from franchise import Move, Setup, Variant
from web.browser import dom, services
from web.page.advisor import Advisor
from web.page.autoplay import Autoplay
from web.page.confirm_dialog import ConfirmDialog
from web.page.context import Result
from web.page.dialogs import NewGameDialog
from web.page.games_dialog import GamesDialog
from web.page.kinds import Speed
from web.page.layers import draw_final
from web.page.notices import MessageBar
from web.page.play_out import PlayOut
from web.page.puzzles import Puzzles
from web.page.replay import Replay
from web.page.review import Reviews
from web.page.rules_dialog import RulesDialog
from web.page.sharing import Sharing
from web.page.tasks import spawn
from web.page.turn_input import TurnInput
from web.page.zoom import Zoom
from web.session.apart import ApartClient
from web.session.outcomes import Played
from web.session.problems import Confirmation
from web.session.puzzle_play import Judged
from web.session.session import Session
from web.text.story import explain


class PageIntents:
    """The intents of ``PageContext`` beyond its state and drawing."""

    session: Session
    messages: MessageBar
    advisor: Advisor
    replay: Replay
    reviews: Reviews
    puzzles: Puzzles
    autoplay: Autoplay
    playing: PlayOut
    input: TurnInput
    confirm: ConfirmDialog
    new_game: NewGameDialog
    sharing: Sharing
    games: GamesDialog
    rules: RulesDialog
    zoom: Zoom
    thinker: ApartClient

    @property
    def busy(self) -> bool:
        """A move is being played out: clicks wait until it is on the page."""
        return self.playing.busy

    #: The drawing every intent ends in (``Page.shown`` and ``Page.refresh``).
    shown: Callable[[], None]
    refresh: Callable[..., None]

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
        self, setup: Setup, by_link: bool, computers: dict[str, str], here: tuple[str, ...] = ()
    ) -> None:
        self.autoplay.play_on()
        name = self.session.store.names.game(setup.players)
        self.session.new_game(setup, by_link, computers, name, here)
        self.shown()
        self.input.focus_map()
        self.messages.storage_news()
        if by_link:
            self.sharing.offer_first_link()

    def begin_guide(self, names: tuple[str, str], name: str) -> None:
        """A guided first game, started as any new game (computers not paused)."""
        self.autoplay.play_on()
        self.session.start_guide(names, name)
        self.shown()
        # The guide's first step is read and its Next pressed: the keyboard starts there, and
        # no place of the map wears a focus ring the guide's own frame could be taken for.
        dom.focus("btn-guide-next")

    def play_after_guide(self) -> None:
        """After the guided game: a first game of one's own, the same two at the table."""
        from web.session.lesson import LESSON_LEVEL

        game = self.session.game
        if game is not None:
            names = game.names
            seed = services.random_seed()
            self.begin(
                Setup(names, variant=Variant.INTRO, seed=seed), False, {names[1]: LESSON_LEVEL}
            )

    def open_new_game(self) -> None:
        self.new_game.open()

    def open_saved(self, game_id: str) -> None:
        problem = self.session.open_saved(game_id)
        if problem is not None:
            self.messages.notify(lambda t: t("notice.cannot-open", reason=explain(problem, t)))
        self.shown()

    def open_game(self, game_id: str) -> None:
        """A game opened from the saved-games list: the map takes the focus to play on."""
        self.open_saved(game_id)
        self.input.focus_map()

    def export_game(self, game_id: str) -> None:
        self.sharing.export_saved(game_id)

    def review_game(self, game_id: str) -> bool:
        return self.reviews.open_listed(game_id)

    def replay_to(self, cursor: int) -> None:
        self.replay.step_to(cursor)

    def reviewed_turn(self) -> tuple[tuple[str, int] | None, tuple[int, ...], float]:
        return self.reviews.turn_on_screen()

    def focus_map(self, only_if_lost: bool = False) -> None:
        self.input.focus_map(only_if_lost)

    def pan_map(self, key: str) -> bool:
        return self.zoom.pan_key(key)

    def open_keys(self) -> None:
        self.rules.open_keys()

    def offer_pass_on(self) -> None:
        self.sharing.offer_pass_on()

    def thinks_apart(self) -> bool:
        return self.thinker.usable()

    def show_final(self, open_dialog: bool, then: Callable[[], None] | None = None) -> None:
        """The end-of-game screen of a finished game, in the current language."""
        spawn(draw_final(self, self.advisor, open_dialog, then))

    def handle(self, result: Result) -> None:
        """Draw what an intent gave back: a move to play out, a question before a turn that
        ends the game or does nothing, a refusal, or a changed draft."""
        if isinstance(result, Played):
            self.playing.commit(result)
            return
        if isinstance(result, Judged):
            self.session.refuse(None)  # a try judged: a refusal before it is answered
            self.puzzles.judged(result)
            return
        if isinstance(result, Confirmation):
            assert self.session.game is not None
            self.confirm.open(result, self.session.game.names)
            return
        self.session.refuse(result)
        self.refresh()

    def open_puzzle_link(self, link: str) -> None:
        """A puzzle's link (``#FR3.…``): its puzzle on the map."""
        self.puzzles.open_link(link)

    def play(self, move: Move) -> None:
        """A computer's move (dropped if a move is still being played out)."""
        if not self.busy:
            self.playing.commit(self.session.play(move))

    def speed(self) -> Speed:
        return Speed(dom.value("ai-speed"))
