"""The game on screen as pure Python: intents in, values out, no DOM and no sentences.

A session holds the saved record (``entry``: setup and every move), the game replayed to the
``cursor`` (moves before it), the turn being drafted, which seats computers play and whether the
game is played by passing links. The page turns clicks into intents (``click``, ``end_turn``,
``go_to``, ``open_link`` ...) and draws what comes back: a ``Played`` move with its events, a
``Problem`` with a code, or an ``Opened`` outcome. Opening and storing games is ``Opening``'s
(web/session/opening.py), a guided first game's steps ``Guided``'s (web/session/guided.py);
this module adds a person's turn and the history. Stepping back in
history keeps the later moves until a new move is made from there. Everything here runs and is
tested in CPython.
"""

from __future__ import annotations

from franchise import Bonus, FranchiseError, Move, StartMove, TurnMove
from franchise.values import replace
from web.session.guided import Guided
from web.session.hint_shown import NO_HINT
from web.session.history import LogEntry, missed_since_last_turn, move_log
from web.session.lesson import Act
from web.session.mode import Mode
from web.session.outcomes import Played, Suggestion
from web.session.problems import Confirmation, PageRefusal, Problem
from web.session.puzzle_play import Judged, PuzzlePlay


class Session(PuzzlePlay, Guided):
    """The game on screen and the intents that change it."""

    # ------------------------------------------------------------------ a person's turn

    def click(self, place: int) -> Played | Problem | None:
        """A click on a place: a start move, a change to the draft (None), or a refusal."""
        game = self.game
        if game is None or not self.may_play():
            return Problem(PageRefusal.HISTORY) if game and not self.live and self.by_link else None
        if self.draft is None:  # the start towns are being placed
            try:
                move = game.check(StartMove(place))
            except FranchiseError as error:
                return Problem.of(error)
            return self.play(move)
        refused = self.guide_gate(Act.PLACE, place)
        if refused is not None:
            return refused
        hinted = self.hint.is_draft(self.draft.move())
        first_tap = self.hint.left_at is None and self.hint.turn is not None
        if hinted and first_tap and _names_place(self.hint.turn.move, place):
            # A place the hint laid out, clicked as if to choose it: it stays (a toggle would
            # take it out), the turn is the player's own now, and a second click takes it out.
            self.hint = self.hint.left(place)
            return Problem(PageRefusal.HINTED_PLACE, {"place": place})
        if self.draft.click_place(place):
            if hinted:  # the hint's turn is the player's own now: the page says so
                self.hint = self.hint.left(place)
            self.keep_draft()
            if self.guiding:
                self.guide_did()
            return None
        return self.draft.why_not(place)

    def suggest(self, move: Move) -> None:
        """Show a hint: a turn becomes the draft, a start town is marked until clicked."""
        if not self.may_play():
            return
        if isinstance(move, TurnMove) and self.draft is not None and self.game is not None:
            mine = self.draft.move()
            seat = self.game.current
            events = tuple(self.game.clone().apply(move))
            # deferred: not needed for the first screen (docs/ARCHITECTURE.md)
            from franchise import preview_turn

            gained = preview_turn(self.game, move).gained[seat]
            self.hint = self.hint.laid_out(Suggestion(move, events, gained), mine)
            self.draft.lay_out(move)
        elif isinstance(move, StartMove) and self.draft is None:
            self.hint = self.hint.marking(move.town)

    def restore_draft(self) -> None:
        """Put back the draft a hint's turn replaced (the hint's turn is then gone)."""
        mine, game = self.hint.own_draft, self.game
        if mine is None or self.draft is None or game is None or not self.may_play():
            return
        self.hint = NO_HINT
        try:
            game.check(mine)
        except FranchiseError:
            return  # not a turn of this position any more: nothing to put back
        self.draft.lay_out(mine)
        self.keep_draft()

    def toggle_bonus(self, bonus: Bonus) -> Problem | None:
        """Choose a bonus tile, or put it back (a guided game asks for one at a time)."""
        if self.draft is None or not self.may_play():
            return None
        refused = self.guide_gate(Act.BONUS)
        if refused is not None:
            return refused
        self.draft.toggle_bonus(bonus)
        self.keep_draft()
        if self.guiding:
            self.guide_did()
        return None

    def clear_draft(self) -> None:
        self.hint = NO_HINT
        if self.draft is not None:
            self.draft.clear()
            self.keep_draft()

    def end_turn(self) -> Played | Problem | Confirmation | Judged | None:
        """Play the draft; a turn that ends the game, lets the rest of the round end it against
        the player, or does nothing asks first (``confirm``)."""
        if self.draft is None or not self.may_play() or self.game is None:
            return None
        refused = self.guide_gate(Act.END)
        if refused is not None:
            return refused
        if self.guiding:  # the lesson's turn, as its steps built it: no question asked
            scripted = self.scripted_move()
            if scripted is not None:
                played = self.play(scripted)
                self.guide_did()
                return played
        problem = self.draft.problem()
        if problem is not None:
            return problem
        move = self.draft.move()
        if self.puzzle is not None:  # a puzzle's turn is judged, never played
            return self.judge_draft(move)
        # deferred: not needed for the first screen (docs/ARCHITECTURE.md)
        from franchise import preview_turn, turn_question

        preview = preview_turn(self.game, move)
        warnings, threat = turn_question(self.game, move, preview)
        if warnings:
            return Confirmation(move, tuple(warnings), preview.end, self.stamp(), threat)
        return self.play(move)

    def confirm(self, asked: Confirmation) -> Played | None:
        """The player confirmed ``asked``: its move is played only if the screen still shows
        the position it was asked about (an answer to a stale question plays nothing)."""
        if not self.holds(asked.stamp) or not self.may_play():
            return None
        return self.play(asked.move)

    def refuse(self, problem: Problem | None) -> None:
        """Show ``problem`` (None: no refusal) until the position on screen changes
        (``Table.refusal``)."""
        self.refused = None if problem is None else (problem, self.stamp())

    # ------------------------------------------------------------------ moves and history

    def play(self, move: Move) -> Played:
        """Play a legal move at the cursor: later moves (after an undo) are dropped only now."""
        game, entry = self.game, self.entry
        assert game is not None and entry is not None
        moves = (*self.moves[: self.cursor], str(move))
        mover, index = game.current, self.cursor
        events = game.apply(move)
        self.entry = replace(entry, record=replace(entry.record, moves=moves))
        self.log.extend(LogEntry(index, mover, event) for event in events)
        self.missed = []
        self.showing += 1
        self._new_draft()
        self.keep_draft()
        self.save()
        # Passed on only to a player of another device; a device that never said whom it
        # plays asks before the next person's turn (``Mode.UNCLAIMED``).
        self.set_mode_in_play(self.mode_at_latest())
        hand_over = self.mode_in_play is Mode.WAITING
        if not hand_over and self.passes_to_another_person():  # a second person here
            self.missed = missed_since_last_turn(self.log, game.current)
        self.follow_guide()
        return Played(move, mover, events, hand_over, self.final_link_wanted())

    def go_to(self, cursor: int, save: bool = True, browse: bool = False) -> bool:
        """Show the position after ``cursor`` moves: to ``browse`` history (looked at, handed
        to nobody), or to play from (undo and redo); the latest position is always played
        from. A replay does not ``save`` the positions it shows."""
        if self.entry is None or not 0 <= cursor <= len(self.moves) or self.puzzle is not None:
            return False
        # By link, the moves were sent: an earlier position is only ever looked at.
        browsing = (browse or self.by_link) and cursor != len(self.moves)
        if cursor == self.cursor and browsing == (self.mode is Mode.BROWSING):
            return False
        game, log = move_log(self.entry.record, cursor)  # one replay gives board and log
        if self.mode is Mode.REPLAYING:
            pass  # a replay's positions stay replayed (``end_replay`` ends it)
        elif browsing:
            self.look_back(Mode.BROWSING)
        else:
            self.look_ahead()
        self._show(game, log)
        self.missed = []
        # By link, a position looked at is this tab's alone: saved, it moved the device's
        # other tabs back too (each shows the saved position when it hears of a save).
        if save and not (self.by_link and browsing):
            self.save()
        return True

    def replay_at(self, cursor: int) -> None:
        """Replay (or review) the game from the position after ``cursor`` moves: shown, never
        played from, nor saved (the saved position stays the one the game was left at)."""
        self.look_back(Mode.REPLAYING)
        self.go_to(cursor, save=False)

    def end_replay(self) -> bool:
        """Back from a replay to the latest position; False if no replay was on."""
        if self.mode is not Mode.REPLAYING:
            return False
        self.look_ahead()
        self.go_to(len(self.moves), save=False)
        return True

    def undo(self) -> bool:
        """Take back to the person's previous turn (one move at a table of people only)."""
        target = self.undo_target()
        return target is not None and self.go_to(target)

    def redo(self) -> bool:
        """Play again what undo took back, up to the person's next turn (or the latest)."""
        target = self.redo_target()
        return target is not None and self.go_to(target)

    def play_from_here(self) -> bool:
        """Go on from the earlier position looked at: its player moves (a computer starts
        thinking); the later moves are dropped once a new move is made."""
        if not self.may_play_from_here():
            return False
        self.look_ahead()
        self.showing += 1
        self._new_draft()
        self.save()
        return True


def _names_place(move: Move, place: int) -> bool:
    """Whether a turn expands to ``place`` or increases there."""
    return isinstance(move, TurnMove) and (place in move.expansions or place in move.increases)
