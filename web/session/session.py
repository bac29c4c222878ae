"""The game on screen as pure Python: intents in, values out, no DOM and no sentences.

A session holds the saved record (``entry``: setup and every move), the game replayed to the
``cursor`` (moves before it), the turn being drafted, which seats computers play and whether the
game is played by passing links. The page turns clicks into intents (``click``, ``end_turn``,
``go_to``, ``open_link`` ...) and draws what comes back: a ``Played`` move with its events, a
``Problem`` with a code, or an ``Opened`` outcome. Stepping back in history keeps the later
moves until a new move is made from there. Everything here runs and is tested in CPython.
"""

from __future__ import annotations

from franchise import Bonus, FranchiseError, Game, Move, Setup, StartMove, TurnMove
from franchise.preview import preview_turn, turn_question
from franchise.record import Record, new_game_id
from franchise.state import Phase
from franchise.values import replace
from web.saves.entry import MAX_ENTRY_NAME
from web.saves.store import SaveEntry, SaveOutcome, SaveResult, read_game_file
from web.session.draft import Draft
from web.session.draft_memory import recall, remember
from web.session.history import LogEntry, missed_since_last_turn, move_log
from web.session.outcomes import Opened, Played, Suggestion
from web.session.problems import Confirmation, Hint, Problem
from web.session.table import Table


class Session(Table):
    """The game on screen and the intents that change it."""

    def play_here(self) -> None:
        """Play the passed-on turn on this screen after all (people sharing one device, in a
        game whose device has not said which player it is)."""
        if self.players_here is None:
            self.waiting = False

    def choose_players_here(self, names: tuple[str, ...]) -> None:
        """This device plays ``names`` in the game by link on screen (asked once, or changed
        on purpose): saved with the game here, never in its link."""
        entry, game = self.entry, self.game
        if entry is None or game is None or not self.by_link:
            return
        chosen = tuple(name for name in names if name in game.names)
        if not chosen:
            return
        self.entry = replace(entry, players_here=chosen)
        self.waiting = self.played_elsewhere(game.current)
        self.showing += 1
        self.save()

    # ------------------------------------------------------------------ opening games
    def new_game(self, setup: Setup, by_link: bool, computers: dict[str, str], name: str) -> None:
        """Start a game (its setup already checked) and save it at once."""
        record = Record(setup, (), new_game_id(), by_link)
        now = self.clock()
        # By link, the device that creates the game plays the first person at the table (the
        # form's first row that is not a computer); the other people are asked on theirs.
        people = [player for player in setup.players if player not in computers]
        here = (people[0],) if by_link and people else None
        self.open_entry(SaveEntry(record, name, now, now, None, computers, players_here=here))
        self.save()

    def rename(self, name: str) -> None:
        """Name the game on screen (the page names games in the player's language)."""
        if self.entry is not None:
            self.entry = replace(self.entry, name=name[:MAX_ENTRY_NAME])
            self.save()

    def rename_players(self, renamed: dict[str, str], name: str | None = None) -> None:
        """Rename players of the game on screen (and the game, if ``name``), at the same
        position, draft and history: default names follow a new language. A game by link keeps
        the names its players share, and a replay shows the game as it was played."""
        entry = self.entry
        if entry is None or not renamed or self.by_link or self.replaying:
            return
        self.keep_draft()
        browsing, cursor = self.browsing, None if self.live else self.cursor
        self.open_entry(replace(entry.with_players_renamed(renamed, name), cursor=cursor))
        self.browsing = browsing
        self.save()

    def reload(self) -> bool:
        """Another tab saved the game on screen: show its newer state; False if it did not.
        Moves held in memory (storage refused them) stay on screen: the next write settles
        whether they extend, trail or fork from the other tab's (``SaveOutcome``)."""
        entry = self.entry
        if entry is None or any(held.game_id == entry.game_id for held in self.store.held()):
            return False
        newer = self.store.newer(entry)
        return newer is not None and self.open_entry(newer) is None

    def open_entry(self, entry: SaveEntry, mark_missed: bool = False) -> Problem | None:
        """Show a saved game at its saved position; a refused record changes nothing.

        With ``mark_missed``, ``missed`` holds what the player to move has not seen yet (the
        events since their own last move).
        """
        cursor = entry.cursor if entry.cursor is not None else len(entry.record.moves)
        try:
            game, log = move_log(entry.record, min(cursor, len(entry.record.moves)))
        except FranchiseError as error:
            return Problem.of(error)
        self.entry = entry
        self.replaying = False
        # An earlier position saved while a computer was to move there was being looked at.
        computers = entry.computers
        self.browsing = cursor < len(entry.record.moves) and game.names[game.current] in computers
        self._show(game, log)
        self.waiting = self.played_elsewhere(game.current) and not game.is_over()
        self.missed = missed_since_last_turn(log, game.current) if mark_missed else []
        if self.draft is not None and self.may_play():
            self.draft = recall(self.store.storage, entry.game_id, self.cursor, game) or self.draft
        return None

    def last_unfinished(self) -> str | None:
        """The most recently played game that has not ended (to resume at start-up)."""
        listed, _ = self.store.entries()
        return next((found.entry.game_id for found in listed if not found.game.is_over()), None)

    def open_saved(self, game_id: str) -> Problem | None:
        entry = self.store.get(game_id)
        if entry is None:
            return Problem(Hint.SAVE_GONE)
        return self.open_entry(entry)

    def open_link(self, text: str) -> Opened | Problem:
        """A game from a link: fully decoded and replayed before anything is saved."""
        from franchise.link import decode_link  # only links need the link codec

        try:
            record = decode_link(text)
            record.replay()
        except FranchiseError as error:
            return Problem.of(error)
        return self._file_away(record, mark_missed=record.by_link)

    def open_file(self, text: str) -> Opened | Problem:
        """A game from an exported file (a saved-game entry, or a bare record)."""
        try:
            filed = read_game_file(text)
            filed.record.replay()
        except FranchiseError as error:
            return Problem.of(error)
        return self._file_away(filed.record, mark_missed=False, filed=filed)

    def _file_away(
        self, record: Record, mark_missed: bool, filed: SaveEntry | None = None
    ) -> Opened | Problem:
        result = self.store.merge(record, self.clock(), filed)
        problem = self.open_entry(result.entry, mark_missed)
        return problem or Opened(result.outcome, result.saved, result.name_not_kept)

    def delete(self, game_id: str) -> None:
        """Delete a saved game; if it is the one on screen, the screen is left without a game."""
        self.store.delete(game_id)
        if self.entry is not None and self.entry.game_id == game_id:
            self.entry = self.game = self.draft = None
            self.log, self.missed = [], []
            self.waiting = self.replaying = self.browsing = False
            self.showing += 1

    def rename_saved(self, game_id: str, name: str) -> None:
        """Rename a game in the list of saved games."""
        self.store.rename(game_id, name)

    def duplicate_saved(self, game_id: str) -> None:
        """Save a copy of a saved game as a game of its own."""
        self.store.duplicate(game_id, self.clock())

    # ------------------------------------------------------------------ a person's turn
    def click(self, place: int) -> Played | Problem | None:
        """A click on a place: a start move, a change to the draft (None), or a refusal."""
        game = self.game
        if game is None or not self.may_play():
            return Problem(Hint.HISTORY) if game and not self.live and self.by_link else None
        if self.draft is None:  # the start towns are being placed
            try:
                move = game.check(StartMove(place))
            except FranchiseError as error:
                return Problem.of(error)
            return self.play(move)
        if self.draft.click_place(place):
            self.keep_draft()
            return None
        return self.draft.why_not(place)

    def suggest(self, move: Move) -> None:
        """Show a hint: a turn becomes the draft, a start town is marked until clicked."""
        if not self.may_play():
            return
        if isinstance(move, TurnMove) and self.draft is not None and self.game is not None:
            self.draft.lay_out(move)
            seat = self.game.current
            events = tuple(self.game.clone().apply(move))
            self.suggested = Suggestion(move, events, preview_turn(self.game, move).gained[seat])
        elif isinstance(move, StartMove) and self.draft is None:
            self.suggested_start = move.town

    def toggle_bonus(self, bonus: Bonus) -> None:
        if self.draft is not None and self.may_play():
            self.draft.toggle_bonus(bonus)
            self.keep_draft()

    def clear_draft(self) -> None:
        self.suggested_start = self.suggested = None
        if self.draft is not None:
            self.draft.clear()
            self.keep_draft()

    def keep_draft(self) -> None:
        """Keep the half-made turn in storage, so a reload brings it back
        (web/session/draft_memory.py)."""
        if self.entry is not None:
            remember(self.store.storage, self.entry.game_id, self.cursor, self.draft)

    def end_turn(self) -> Played | Problem | Confirmation | None:
        """Play the draft; a turn that ends the game, lets the rest of the round end it against
        the player, or does nothing asks first (``confirm``)."""
        if self.draft is None or not self.may_play() or self.game is None:
            return None
        problem = self.draft.problem()
        if problem is not None:
            return problem
        move = self.draft.move()
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
        hand_over = self.by_link and not game.is_over() and game.current != mover
        if self.players_here is not None:  # passed on only to a player of another device
            hand_over = hand_over and self.played_elsewhere(game.current)
        self.waiting = hand_over
        if not self.by_link and self.passes_to_another_person():  # shown above the turn
            self.missed = missed_since_last_turn(self.log, game.current)
        return Played(move, mover, events, hand_over)

    def go_to(self, cursor: int, save: bool = True, browse: bool = False) -> bool:
        """Show the position after ``cursor`` moves: to ``browse`` history (looked at, handed
        to nobody), or to play from (undo and redo); the latest position is always played
        from. A replay does not ``save`` the positions it shows."""
        if self.entry is None or not 0 <= cursor <= len(self.moves):
            return False
        browsing = browse and cursor != len(self.moves)
        if cursor == self.cursor and browsing == self.browsing:
            return False
        game, log = move_log(self.entry.record, cursor)  # one replay gives board and log
        self.browsing = browsing
        self._show(game, log)
        self.missed = []
        if save:
            self.save()
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
        self.browsing = False
        self.showing += 1
        self._new_draft()
        self.save()
        return True

    def _show(self, game: Game, log: list[LogEntry]) -> None:
        self.game = game
        self.log = log
        self.showing += 1
        self._new_draft()

    def _new_draft(self) -> None:
        game = self.game
        self.suggested_start = self.suggested = None
        self.draft = Draft(game) if game is not None and game.decision.kind is Phase.TURN else None

    def take_last_save(self) -> SaveResult | None:
        """What the latest autosave did, told once (the page words the unusual outcomes)."""
        saved, self.last_save = self.last_save, None
        return saved

    def save(self) -> SaveResult | None:
        """Autosave the record and the position shown (``last_save`` keeps what happened).

        Another tab may have saved this game meanwhile: if it played on from here (BEHIND),
        its newer game is shown; if it went another way (FORKED), this tab's moves become a
        game of their own, which is shown from now on.
        """
        if self.entry is None:
            return None
        cursor = None if self.live else self.cursor
        entry = replace(self.entry, updated=self.clock(), cursor=cursor)
        result = self.store.save(entry)
        self.last_save = result
        if result.outcome is SaveOutcome.BEHIND and result.newer is not None:
            self.open_entry(result.newer)
        else:
            self.entry = result.entry
        return result
