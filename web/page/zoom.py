"""The board's zoom and pan on the page: buttons, wheel or trackpad, drag and pinch.

The maths is in ``web/board/viewport.py``; this module only follows the pointers and the
board's size on screen (plain values from web/browser/events.py) and sets the SVG's
``viewBox``. The first view of each game is the whole board with its tracks on a wide screen;
on a phone, where the whole board draws names 3-4 px high, it is close enough to read them
(web/board/first_view.py): the person's targets (or start towns), or, while nobody here is to
move, the middle of the regions in play, and then the person's targets when their first turn
comes, unless they have moved the map meanwhile. The map follows the game: a move that comes
on screen (a computer's, a link's, a step of the history) brings its places into view as far as
they need, unless the player's fingers are on the map; a phone's first view after a reload
shows the person's draft and targets or, with nobody here to move, the last move. "Fit" shows
the whole board with both tracks (on a phone, as much of the map as names stay readable at;
its tracks are under the map), and "show my targets" frames the turn's targets so a phone
shows every one of them after one tap; a hint moves the map only if its places are not in view,
and never away from the tracks on a wide screen. A drag pans and is not a click on a place.
"""

from __future__ import annotations

from collections.abc import Sequence

from franchise import Game
from web.board.first_view import first_view, last_move_places
from web.board.hint_frame import hint_view
from web.board.viewport import (
    FRAME_MARGIN,
    TRACKS_MIN_WIDTH,
    ZOOM_STEP,
    ViewBox,
    below,
    clamp,
    fit,
    frame,
    readable_width,
    regions_in_play,
    zoom_at,
)
from web.browser import dom, events
from web.page.context import PageContext
from web.page.map_input import BOARD_ID, MapInput, Point
from web.page.part import Part
from web.screens.board import start_towns
from web.session.outcomes import Suggestion
from web.session.table import Table

#: The map's buttons, and how far below the board's top they float on a wide screen (.3rem).
BUTTONS_ID = "zoom-bar"
BUTTONS_TOP = 4.8


def person_targets(table: Table) -> list[int]:
    """The places the person to move may tap: the turn's targets and their own cities that take
    a franchise more, with those the draft holds already, or the start towns (none while a
    computer is to move, or a position is only looked at)."""
    if table.game is None or not table.may_play():
        return []
    draft = table.draft
    if draft is not None:
        held = (*draft.expansions, *draft.increases)
        return sorted({*draft.targets(), *draft.increase_options(), *held})
    return sorted(start_towns(table.game.state))


class Zoom(MapInput, Part):
    """The board's view, following the game on screen, its hint, guide step and reviewed turn."""

    def __init__(self, page: PageContext) -> None:
        super().__init__(page)
        #: The view shown last; None until the page shows one (``viewbox``).
        self.shown: ViewBox | None = None
        self.regions: list[int] = list(range(10))
        self.game_id: str | None = None
        self.pointers: dict[int, Point] = {}
        self.travelled = 0.0
        #: The hint last framed (a turn, or a start town).
        self.hint: Suggestion | int | None = None
        #: The guided game's step whose places were framed last.
        self.guide_step: int | None = None
        #: The reviewed turn last framed (game id and turn number) and the places framed.
        self.turn: tuple[tuple[str, int] | None, tuple[int, ...]] | None = None
        #: A phone's first view waits for the person's targets: nobody here was to move yet,
        #: and the map has not been moved since.
        self.awaiting = False
        #: How many moves the game on screen had at the last redraw: one more is a move to
        #: follow.
        self.moves_seen = 0

    @property
    def viewbox(self) -> ViewBox:
        """The board's view now: the whole board until the page has shown another. Made when
        first asked, not at start-up: it measures the board's box, which forces a layout the
        first screen need not wait for, and a game coming on screen shows its own view."""
        if self.shown is None:
            self.shown = fit(range(10), self.aspect(), tracks=True)
        return self.shown

    def wire(self) -> None:
        for action, handler in (
            ("zoom-in", lambda: self.zoom_by(ZOOM_STEP)),
            ("zoom-out", lambda: self.zoom_by(1 / ZOOM_STEP)),
            ("fit", lambda: self.look(self.whole_board())),
            ("frame-targets", self.frame_targets),
        ):
            events.on_action(action, handler)
        events.on_wheel(BOARD_ID, self.on_wheel)
        events.on_pointer(BOARD_ID, self.on_pointer)
        events.on_click_capture(BOARD_ID, self.swallow_click)
        # ``input``: <html data-input>, "keys" once the player uses the keyboard (boot.js).
        events.on(BOARD_ID, "focusin", self.on_focus, data=("place", "input"))
        events.on_window("resize", lambda _e: self.show(self.viewbox))

    def targets(self) -> list[int]:
        """The places the person to move may go to."""
        return person_targets(self.page.session)

    def follow(self) -> None:
        """After every redraw: frame the guide's step, show a new game's first view, and frame
        a new hint or a reviewed turn (each once, and only as far as it needs)."""
        session = self.page.session
        game, entry, guide = session.game, session.entry, session.guide
        over = game is not None and game.is_over()
        active = game.state.table.active_region if game is not None else None
        game_id = entry.game_id if entry is not None else None
        if game_id == self.game_id:  # the last move first: a phone's first view may follow it
            self.follow_move(game)
        self.follow_game(game_id, active, over)
        if guide is not None and session.guiding:  # after a new game's first view, not under it
            from web.screens.guide_frame import framed_places

            self.frame_guide(guide.index, framed_places(guide))
        self.frame_hint(session.hint.turn or session.hint.start)
        self.frame_turn(*self.page.reviewed_turn())

    # ------------------------------------------------------------------ views
    def follow_game(
        self, game_id: str | None, active_region: tuple[bool, ...] | None, over: bool
    ) -> None:
        """Show the first view when a different game comes on screen (a finished one: the
        whole board), and on a phone the person's targets once they have some."""
        if game_id != self.game_id:
            self.game_id = game_id
            self.regions = regions_in_play(active_region) if active_region else list(range(10))
            self.awaiting = False
            self.show(self.whole_board() if over else self.opening_view())
        elif self.awaiting:
            places = self.targets()
            if places:
                self.awaiting = False
                self.show(first_view(places, self.regions, self.aspect(), self.size()[0]))

    def follow_move(self, game: Game | None) -> None:
        """A move that came on screen since the last redraw (one more than then) is brought
        into view as far as it needs, as a hint is, unless fingers are on the map: a
        computer's or a link's move off-screen was once played out where nobody saw it."""
        count = len(game.moves) if game is not None else 0
        followed, self.moves_seen = count == self.moves_seen + 1, count
        if followed and not self.pointers:
            waiting = self.awaiting  # a phone's first view still waits for the person's targets
            self.bring_into_view(last_move_places(game))
            self.awaiting = waiting

    def opening_view(self) -> ViewBox:
        """A game's first view: the whole board on a wide screen; on a phone, a readable part
        of the map, which waits for the person's targets if they have none yet."""
        width = self.size()[0]
        self.moves_seen = len(self.page.session.game.moves) if self.page.session.game else 0
        if width >= TRACKS_MIN_WIDTH:
            return self.whole_board()
        places = self.targets()
        self.awaiting = not places
        if not places:  # nobody here to move: the last move, until the person's targets
            places = list(last_move_places(self.page.session.game))
        return first_view(places, self.regions, self.aspect(), width)

    def whole_board(self) -> ViewBox:
        """The regions in play and both tracks below them ("fit"); on a phone, whose tracks
        are drawn under the map, the regions in play whole: "All" shows all of them."""
        tracks = self.size()[0] >= TRACKS_MIN_WIDTH
        return fit(self.regions, self.aspect(), tracks=tracks)

    def look(self, view: ViewBox) -> None:
        """Show a view the person asked for: the first view no longer waits for targets."""
        self.awaiting = False
        self.show(view)

    def frame_targets(self) -> None:
        self.frame_places(self.targets())

    def frame_hint(self, hint: Suggestion | int | None) -> None:
        """Bring the places a new hint suggests (a turn's, or a start town) into view, once per
        hint and only as far as they need (web/board/hint_frame.py): a view that shows them is
        kept, and a wide screen keeps the tracks in view."""
        if hint is self.hint or hint == self.hint:
            return
        self.hint = hint
        places = hint.places() if isinstance(hint, Suggestion) else () if hint is None else (hint,)
        self.bring_into_view(places)

    def frame_guide(self, step: int | None, places: Sequence[int]) -> None:
        """Bring the places a step of the guided game talks about into view, once per step and
        as far as they need (as a hint does)."""
        if step == self.guide_step:
            return
        self.guide_step = step
        self.bring_into_view(places)

    def bring_into_view(self, places: Sequence[int]) -> None:
        """Show ``places`` only as far as they need: a view that shows them is kept, and a wide
        screen keeps the tracks in view (web/board/hint_frame.py)."""
        width, height = self.size()
        band = self.buttons_band()
        aspect = width / max(height - band, 1.0)
        wide = width >= TRACKS_MIN_WIDTH
        view = hint_view(self.viewbox, places, aspect, width, tracks=wide, band=band)
        if view is not None:
            self.look(below(view, band, width))

    def frame_turn(self, turn: tuple[str, int] | None, places: Sequence[int], reach: float) -> None:
        """Frame the places a reviewed turn and its preferred turn touch, with the marks that
        reach ``reach`` outside them, once per turn and set of places (a better turn shown on
        request adds its own), so both are in view on a phone too; zooming after that is the
        player's."""
        framed = (turn, tuple(places))
        if framed == self.turn:
            return
        self.turn = framed
        self.frame_places(places, margin=reach)

    def frame_places(self, places: Sequence[int], margin: float = FRAME_MARGIN) -> None:
        """Show ``places`` as large as names stay readable at this width, none of them under
        the map's buttons (no places: no change)."""
        if places:
            width, height = self.size()
            band = self.buttons_band()
            aspect = width / max(height - band, 1.0)
            view = frame(places, aspect, max_size=readable_width(width), margin=margin)
            self.look(below(view, band, width))

    def buttons_band(self) -> float:
        """How far down the board's box the map's buttons reach: they float over its top right
        corner on a board as wide as ``TRACKS_MIN_WIDTH`` and sit above a narrower one
        (assets/franchise.css, by the same width)."""
        if self.size()[0] < TRACKS_MIN_WIDTH:
            return 0.0
        return BUTTONS_TOP + dom.size_of(BUTTONS_ID)[1]

    def zoom_by(self, factor: float) -> None:
        self.look(zoom_at(self.viewbox, factor, self.viewbox.centre))

    def show(self, view: ViewBox) -> None:
        self.shown = shown = clamp(view)
        dom.set_attr(BOARD_ID, "viewBox", shown.attribute())
        dom.set_attr(BOARD_ID, "data-zoom", f"{shown.width:.1f}")
        # Board units per CSS pixel: the hit layer's circles keep a finger's size by it.
        dom.set_style_property(BOARD_ID, "--unit", f"{shown.width / self.size()[0]:.4f}")

    # ------------------------------------------------------------------ screen
    def size(self) -> Point:
        width, height = dom.size_of(BOARD_ID)
        return max(width, 1.0), max(height, 1.0)

    def aspect(self) -> float:
        width, height = self.size()
        return width / height
