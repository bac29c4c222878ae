"""The guided first game on the page: its start buttons, its panel, and where it stands.

The game starts from any element marked ``data-guide="start"`` (the new-game dialog, the rules).
The panel (web/screens/guide_view.py) carries ``data-guide-step``; the one element the step asks
the learner to use carries ``data-guide-target`` (web/browser/dom.py ``mark_only``), and the map
frames the places the step talks about. Where the learner is, is kept on this device
(``GUIDE_KEY``: the game and the step), so a reload resumes at the same step. The guide's
modules load only when a guided game starts or resumes.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from web.browser import dom, events, services
from web.browser.events import PageEvent
from web.page.context import PageContext
from web.page.kinds import Dialog
from web.page.part import Part
from web.screens.kinds import Notice
from web.screens.model import View
from web.text.catalogue import Text

#: Where the guided game and its step are kept on this device.
GUIDE_KEY = "franchise:guide"
#: The attribute that marks the one element the current step asks for.
TARGET = "data-guide-target"
#: The steps whose words are about influence gained, by their words' key: the influence track
#: shows it. On a phone the track lies under the map, where the step's card in the dock once
#: covered it (issue 58); the step brings it into view above the card.
INFLUENCE_WORDS = frozenset({"guide.city-scored", "guide.track"})
#: The influence track under a phone's map (hidden where the map's own track is read).
INFLUENCE_STRIP = "#track-strip .strip-influence"


class GuidePanel(Part):
    """The guided first game: start, Next, Back, play on alone, leave, and what comes after."""

    def __init__(self, page: PageContext) -> None:
        super().__init__(page)
        self.session = page.session
        #: Whether an element may carry the target's mark (no game but a guided one does).
        self.marked = False
        #: What was kept last, so storage is written only when the step changes.
        self.kept: str | None = None
        #: The panel's last view and what it was made of (the words replay the lesson).
        self.drawn: tuple[object, ...] = ()
        self.last_view: View = {"guide": {"hidden": True}, "guide-frame": {"html": ""}}

    def wire(self) -> None:
        events.on_document("click", self.on_start_click, data=("guide",))
        handlers = {
            "btn-guide-next": self.session.guide_next,
            "btn-guide-back": self.session.guide_back,
            "btn-guide-bonus": self.take_tile,
            "btn-guide-own": self.play_on_alone,
            "btn-guide-leave": self.leave,
            "btn-guide-computer": self.after_guide(self.page.play_after_guide),
            "btn-guide-new": self.after_guide(self.page.open_new_game),
        }
        for element_id, act in handlers.items():
            events.on(element_id, "click", self.acting(act))

    def acting(self, act: Callable[[], None]) -> Callable[[PageEvent], None]:
        def handler(_event: PageEvent) -> None:
            act()
            self.page.handle(None)  # a refusal belongs to the step it was made at: cleared

        return handler

    def after_guide(self, then: Callable[[], None]) -> Callable[[], None]:
        def handover() -> None:
            self.session.leave_guide()
            self.keep()
            then()

        return handover

    def on_start_click(self, event: PageEvent) -> None:
        if event.data.get("guide") == "start":
            self.start()

    def start(self) -> None:
        """A new guided game: the learner and the lesson's computer, named in this language."""
        from web.screens.forms import default_name
        from web.session.lesson import LESSON_LEVEL
        from web.session.seat_kinds import PERSON, SEAT_KINDS

        text = self.page.text
        for dialog in (Dialog.NEW, Dialog.RULES, Dialog.GAMES):
            dom.close_dialog(dialog)
        names = (default_name(PERSON, 0, text), default_name(SEAT_KINDS[LESSON_LEVEL], 1, text))
        self.page.begin_guide(names, text("guide.title"))
        self.keep()

    def resume(self) -> None:
        """After start-up: the guide again, if the game on screen is the guided one kept."""
        kept = _read(services.recall(GUIDE_KEY))
        entry = self.session.entry
        if kept is None or entry is None or kept[0] != entry.game_id:
            return
        if self.session.resume_guide(kept[1]):
            self.kept = json.dumps({"game": kept[0], "step": kept[1]})
            self.page.refresh()

    def take_tile(self) -> None:
        """The bonus tile the step asks for, from the panel (the same as the turn's own)."""
        beat = self.session.guide.beat if self.session.guide is not None else None
        if beat is not None and beat.bonus is not None:
            self.session.toggle_bonus(beat.bonus)

    def play_on_alone(self) -> None:
        """The guide stops; the game goes on against the computer as any other, and the page
        says so (issue 70: the panel went without a word, which read as a fault)."""
        self.session.leave_guide()
        self.keep()
        self.page.shown()
        self.page.messages.notify(lambda t: t("guide.own-done"), Notice.INFO, news=True)

    def leave(self) -> None:
        """Leave the guide for the new-game dialog (the guided game stays in Saved games)."""
        self.session.leave_guide()
        self.keep()
        self.page.shown()
        self.page.open_new_game()

    def view(self, text: Text) -> View:
        """The panel, made again only when the step, the position or the language changed."""
        session = self.session
        guide = session.guide
        if guide is None:
            return {"guide": {"hidden": True}, "guide-frame": {"html": ""}}
        # deferred: the guide's views load with the guided game (docs/ARCHITECTURE.md)
        from web.screens.guide_frame import frame_view
        from web.screens.guide_view import guide_view

        made_of = (guide.index, session.showing, session.guiding, text)
        if made_of != self.drawn:
            self.drawn = made_of
            setup = session.entry.record.setup if session.entry is not None else None
            frame = frame_view(guide, setup, session.guiding, text)
            self.last_view = {**guide_view(session, text), **frame}
        return self.last_view

    def follow(self) -> None:
        """After the screen is patched: mark the step's one target and keep where the learner
        is (the map frames the step's places: web/page/zoom.py)."""
        guide = self.session.guide
        if guide is None:
            if self.marked:  # the guide just ended: its last target loses the mark
                dom.mark_only(TARGET, None)
                self.marked = False
            return
        from web.screens.guide_view import target_selector

        dom.mark_only(TARGET, target_selector(self.session), reveal=True)
        beat = guide.beat
        if beat is not None and beat.words in INFLUENCE_WORDS:
            dom.reveal_above_dock(INFLUENCE_STRIP)
        self.marked = True
        self.keep()

    def keep(self) -> None:
        """Write where the learner is (the game and the step), or forget it after the guide."""
        guide, entry = self.session.guide, self.session.entry
        kept = None
        if guide is not None and entry is not None:
            kept = json.dumps({"game": entry.game_id, "step": guide.index})
        if kept != self.kept:
            self.kept = kept
            if kept is None:
                services.forget(GUIDE_KEY)
            else:
                services.remember(GUIDE_KEY, kept)


def _read(kept: str | None) -> tuple[str, int] | None:
    """The kept game and step, read as untrusted data (anything else is nothing kept)."""
    try:
        data = json.loads(kept) if kept else None
        game, step = data["game"], data["step"]
    except (ValueError, KeyError, TypeError, RecursionError):
        return None
    if not isinstance(game, str) or not isinstance(step, int) or isinstance(step, bool):
        return None
    return game, step
