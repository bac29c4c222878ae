"""A person's input on the turn: clicks and keys on the map, the bonus tiles, Clear and End turn.

Each becomes a session intent; whatever the session gives back (a move to play out, a question
before a game-ending or empty turn, a refusal, a changed draft) goes to the page's ``handle``.
A tap on the map while a move is still being played out, or a computer is to move, waits,
marked on the map (``data-waiting``), and is played when the person's turn comes
(web/session/waiting_taps.py): a tap is never lost without a word.
"""

from __future__ import annotations

from franchise import BOARD, Bonus
from web.board.map_keys import DIRECTIONS, first_stop, step
from web.browser import dom, events
from web.browser.events import PageEvent
from web.page.context import PageContext
from web.page.part import Part
from web.screens.board import start_towns
from web.screens.shortcuts import tile_button
from web.session.outcomes import Played
from web.session.waiting_taps import WaitingTaps

#: The attribute that marks a place tapped while the person's turn had not come yet.
WAITING = "data-waiting"


class TurnInput(Part):
    def __init__(self, page: PageContext) -> None:
        super().__init__(page)
        self.session = page.session
        self.handle = page.handle
        self.waiting = WaitingTaps()
        self.marked = False  # whether a place wears the mark of a waiting tap

    def busy(self) -> bool:
        return self.page.busy

    def wire(self) -> None:
        events.on("board", "click", self.on_board, data=("place", "hit"))
        events.on("board", "keydown", self.on_board, data=("place",))
        events.on("bonus", "click", self.on_bonus_click, data=("bonus",))
        events.on("btn-end", "click", lambda _e: self.end_turn())
        events.on("btn-clear", "click", lambda _e: self.clear_draft())

    def on_board(self, event: PageEvent) -> bool:
        """A click on a place, Enter or Space on the place that has the focus, or an arrow
        key moving the focus (the map is one tab stop: web/board/map_keys.py). A key it acts
        on is handled (True): it neither scrolls the page nor presses anything else. A tap
        beside a small place lands on its circle of the hit layer (``data-hit``)."""
        place_id = event.data.get("place") or event.data.get("hit")
        key = event.key if event.kind == "keydown" else None
        if place_id is not None and key in DIRECTIONS and not event.shift:  # Shift: a pan
            self.move_focus(BOARD.place_index[place_id], key)
            return True
        if place_id is None or key not in (None, "Enter", " "):
            return False
        place = BOARD.place_index[place_id]
        if self.waiting.must_wait(self.session, self.busy()):
            self.waiting.tap(self.session, place)
            self.mark_waiting()
        elif not self.busy():
            self.handle(self.session.click(place))
        return key is not None

    def follow(self) -> None:
        """After every redraw: the taps that waited are played once the person may play, in
        order, each as if tapped now; a move one of them plays (a start town) is played out
        first and the rest wait for the next turn of this person."""
        due = self.waiting.due(self.session, self.busy())
        self.mark_waiting()
        for index, place in enumerate(due):
            result = self.session.click(place)
            if isinstance(result, Played):
                for later in due[index + 1 :]:
                    self.waiting.tap(self.session, later)
            if result is not None:  # a move to play out, or a refusal to read: the rest waits
                self.handle(result)
                self.mark_waiting()
                return
        if due:
            self.handle(None)

    def mark_waiting(self) -> None:
        """Mark the places whose taps wait (and no other); nothing to do on the DOM while no
        tap waits or was marked (this runs after every redraw)."""
        ids = [f"place-{BOARD.places[place].id}" for place in self.waiting.places]
        if ids or self.marked:
            dom.mark_all(WAITING, ids)
        self.marked = bool(ids)

    def focus_map(self, only_if_lost: bool = False) -> None:
        """Put the map's tab stop on the turn's first target (or the player's own place) and
        focus it, for a game just opened or a move just played (see ``dom.focus_map``)."""
        game, draft = self.session.game, self.session.draft
        if game is None:
            return
        if game.is_over():
            targets: dict[int, int] = {}
        elif draft is not None:
            targets = dict(draft.targets())
        else:
            targets = dict.fromkeys(start_towns(game.state), 0)
        place = first_stop(game.state, targets)
        dom.focus_map(f"place-{BOARD.places[place].id}", only_if_lost)

    def move_focus(self, place: int, key: str) -> None:
        """Hand the map's one tab stop to the place in the arrow's direction and focus it."""
        target = step(place, key)
        if target is not None:
            dom.move_tab_stop(f"place-{BOARD.places[place].id}", f"place-{BOARD.places[target].id}")

    def on_bonus_click(self, event: PageEvent) -> None:
        """A bonus tile's button (or its key). The row is drawn again, so a button that had the
        focus is gone: its successor takes it, else the map, never the page's body."""
        key = event.data.get("bonus")
        if key and not self.busy():
            self.handle(self.session.toggle_bonus(Bonus(key)))
            if not dom.focus_if_lost(tile_button(Bonus(key))):
                self.focus_map(only_if_lost=True)

    def clear_draft(self) -> None:
        if not self.busy():
            self.session.clear_draft()
            self.handle(None)

    def end_turn(self) -> None:
        if not self.busy():
            self.handle(self.session.end_turn())
