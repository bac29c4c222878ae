"""The guided first game's intents: start it, go on, go back, leave, and the gate before a click.

``Guided`` adds a ``Guide`` (web/session/guide.py) to the session while a guided game is on
screen. ``Session`` asks ``guide_gate`` before it takes a click, a bonus tile or End turn;
the computer's turns are the lesson's (``scripted_move``). Leaving the guide keeps the game: it
goes on as a normal game against the computer. Pure, CPython-tested (tests/web/test_guide.py).
"""

from __future__ import annotations

from franchise import BOARD, Move, Setup, Variant
from web.session.conflicts import Conflicts
from web.session.draft import Draft
from web.session.lesson import LESSON_LEVEL, LESSON_SEED, Act
from web.session.problems import Problem


def is_lesson(setup: Setup, computers: dict[str, str]) -> bool:
    """Whether a game is set up as the lesson's (a guide can only follow its own game)."""
    lesson = setup.variant is Variant.INTRO and setup.seed == LESSON_SEED
    seated = len(setup.players) == 2 and setup.first_player == 0
    return lesson and seated and computers == {setup.players[1]: LESSON_LEVEL}


class Guided(Conflicts):
    """A guided first game (``self.guide``, None in any other game)."""

    def start_guide(self, names: tuple[str, str], name: str) -> None:
        """A new guided game: the learner first, the lesson's computer second."""
        from web.session.guide import Guide  # loaded only when a guided game starts

        setup = Setup(players=names, variant=Variant.INTRO, seed=LESSON_SEED, first_player=0)
        self.new_game(setup, False, {names[1]: LESSON_LEVEL}, name)
        self.guide = Guide()
        self.follow_guide()

    def resume_guide(self, index: int) -> bool:
        """After a reload: the guide again over the game on screen, if it is the lesson's."""
        from web.session.guide import Guide

        guide = Guide(index)
        if self.entry is None or not is_lesson(self.entry.record.setup, self.computers):
            return False
        if not guide.on_track(self.moves):
            return False
        self.guide = guide
        guide.follow(self.played)
        self.follow_guide()
        return True

    def leave_guide(self) -> None:
        """The game goes on as a normal game against the computer."""
        self.guide = None
        self.showing += 1

    @property
    def played(self) -> tuple[str, ...]:
        """The moves before the position in play (later ones are kept after an undo)."""
        return self.moves[: self.cursor]

    @property
    def guiding(self) -> bool:
        """Whether a guide is on and its current beat belongs to the position in play."""
        guide = self.guide
        in_play = not self.mode.looks_back
        return guide is not None and in_play and guide.ready(self.played)

    def scripted_move(self) -> Move | None:
        """The lesson's move for the computer to play now, while the game follows it."""
        guide, game = self.guide, self.game
        if guide is None or game is None or self.mode.looks_back:
            return None
        move = guide.scripted_move(self.played)
        return game.check(move) if move is not None else None

    def guide_gate(self, act: Act, place: int | None = None) -> Problem | None:
        """Why the learner's ``act`` is not what the current beat asks (None if it is, or if
        no guide is on): the refusal says what to use instead."""
        guide, draft, game = self.guide, self.draft, self.game
        if not self.guiding or guide is None or game is None:
            return None
        chosen = tuple(draft.expansions) + tuple(draft.increases) if draft is not None else ()
        refused = guide.refuse(act, place, chosen)
        if refused is None or place is None or draft is None:
            return refused
        # "Yours already: you could add franchises there" only where the learner really could.
        could_add = place in draft.increase_options()
        why = None if could_add or place in draft.targets() else draft.why_not(place)
        return guide.explain(refused, could_add, why)

    def guide_did(self) -> None:
        """The learner did what the beat asked: on to the next one (a turn to place stays
        until it is placed whole, or played)."""
        guide, draft = self.guide, self.draft
        if guide is None:
            return
        beat = guide.beat
        chosen = tuple(draft.expansions) + tuple(draft.increases) if draft is not None else ()
        moved = beat is not None and len(self.played) != beat.at
        if not guide.stays(chosen, moved):
            guide.next()
            self.follow_guide()

    def guide_next(self) -> None:
        """The panel's Next: the words are read."""
        beat = self.guide.beat if self.guide is not None else None
        if self.guiding and beat is not None and beat.act is Act.NEXT:
            self.guide_did()
            self.showing += 1

    def guide_back(self) -> None:
        """One beat back, to an earlier turn if that beat was there: the turn is taken back
        and the draft built again up to that beat."""
        guide = self.guide
        if guide is None or guide.index == 0:
            return
        beat = guide.back()
        if beat is not None and beat.at != self.cursor:
            self.go_to(beat.at)
        self._rebuild_draft()
        self.follow_guide()
        self.showing += 1

    def follow_guide(self) -> None:
        """Keep the guide on the position on screen."""
        if self.guide is not None:
            self.guide.follow(self.played)

    def _rebuild_draft(self) -> None:
        """The draft as the beats of this turn done so far built it."""
        if self.game is None or self.guide is None or self.draft is None:
            return
        self.draft = Draft(self.game)
        for beat in self.guide.done_in_this_turn():
            if beat.act is Act.TURN:
                self.draft.lay_out(self.guide.turn_of(beat))
            elif beat.bonus is not None:
                self.draft.toggle_bonus(beat.bonus)
            elif beat.place is not None:
                self.draft.click_place(BOARD.place_index[beat.place])
        self.keep_draft()
