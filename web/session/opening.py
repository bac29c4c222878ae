"""Opening, filing and keeping games: new games, links, files, saved games and the autosave.

``Opening`` adds to ``Table`` (what the screen shows) the intents that bring a game on screen or
change what is stored of it: a new game, a link or a file filed away without losing what is
here (``SaveStore.merge``), a saved game opened, renamed, copied, deleted, or kept as the one
line of a game kept twice; which players this device plays in a game by link; and the autosave,
which settles what another tab did meanwhile. ``Session`` (web/session/session.py) adds the
turns and history. Everything here runs and is tested in CPython.
"""

from __future__ import annotations

from franchise import FranchiseError, Game, Phase, Setup
from franchise.records import Record, new_game_id
from franchise.values import replace
from web.saves.entry import MAX_ENTRY_NAME
from web.saves.store import SaveEntry, SaveOutcome, SaveResult, read_game_file
from web.session.draft import Draft
from web.session.draft_memory import forget, recall, remember
from web.session.hint_shown import NO_HINT
from web.session.history import (
    LogEntry,
    missed_since_last_turn,
    missed_since_turns_of,
    move_log,
)
from web.session.mode import Mode
from web.session.outcomes import Opened
from web.session.problems import PageRefusal, Problem
from web.session.table import Table


class Opening(Table):
    """The intents that open, file and store games (the turns are ``Session``'s)."""

    # ------------------------------------------------------------------ opening games

    def new_game(
        self,
        setup: Setup,
        by_link: bool,
        computers: dict[str, str],
        name: str,
        here: tuple[str, ...] = (),
    ) -> None:
        """Start a game (its setup already checked) and save it at once.

        By link, the device that creates the game plays ``here`` (the people the creator
        chose), or else the first person at the table; the other people are asked on theirs.
        """
        record = Record(setup, (), new_game_id(), by_link)
        now = self.clock()
        people = [player for player in setup.players if player not in computers]
        chosen = tuple(player for player in here if player in people) or tuple(people[:1])
        players_here = chosen if by_link and chosen else None
        entry = SaveEntry(record, name, now, now, None, computers, players_here=players_here)
        self.open_entry(entry)
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
        retired = entry.record.retired_levels()
        if retired:  # a game or a link from before a level was retired: who plays it now
            entry = replace(entry, record=entry.record.as_played())
        try:
            game, log = move_log(entry.record, min(cursor, len(entry.record.moves)))
        except FranchiseError as error:
            return Problem.of(error)
        if self.entry is None or self.entry.game_id != entry.game_id:
            self.guide = None  # a guide belongs to its own game
        self.entry = entry
        self.retired = retired
        # An earlier position saved while a computer was to move there was being looked at.
        computers = entry.computers
        # So was an earlier position of a game by link, whose moves were sent.
        earlier = cursor < len(entry.record.moves)
        looked_at = earlier and (game.names[game.current] in computers or entry.record.by_link)
        self.mode = self.mode_in_play = Mode.BROWSING if looked_at else Mode.PLAYING
        self._show(game, log)
        self.set_mode_in_play(self.mode_at_latest())
        self.missed = self._missed_here(log, game) if mark_missed else []
        if self.draft is not None and self.may_play():
            kept = recall(self.store.storage, entry.game_id, self.cursor, game)
            if kept is not None:
                self.draft, self.draft_back = kept, True
        return None

    def take_draft_back(self) -> bool:
        """Whether a kept half-made turn just came back (told once)."""
        back, self.draft_back = self.draft_back, False
        return back

    def _missed_here(self, log: list[LogEntry], game: Game) -> list[LogEntry]:
        """What the player to move missed; once the game is over (the final link), what this
        device's players missed since the last turn of any of them."""
        here = self.players_here
        if not game.is_over() or not here:
            return missed_since_last_turn(log, game.current)
        seats = {seat.number for seat in self.seats if seat.name in here}
        return missed_since_turns_of(log, seats)

    def last_unfinished(self) -> str | None:
        """The most recently played game that has not ended (to resume at start-up)."""
        listed, _ = self.store.entries()
        return next((found.entry.game_id for found in listed if not found.game.is_over()), None)

    def open_saved(self, game_id: str) -> Problem | None:
        entry = self.store.get(game_id)
        if entry is None:
            return Problem(PageRefusal.SAVE_GONE)
        return self.open_entry(entry)

    def open_link(self, text: str) -> Opened | Problem:
        """A game from a link: fully decoded and replayed before anything is saved."""
        from franchise.records import decode_link

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
        known = self.store.get(record.game_id)
        shown = self.entry.game_id if self.entry is not None else None
        result = self.store.merge(record, self.clock(), filed)
        copy = result.entry.game_id if result.outcome.kept_apart else None
        entry = result.entry
        if copy is not None and known is not None:  # the line this device played stays
            entry = self._line_shown(shown, known)
            mark_missed = False
        problem = self.open_entry(entry, mark_missed)
        if problem:
            return problem
        ours = self._played_for_us(known, result.entry)
        return Opened(result.outcome, result.saved, result.name_not_kept, ours, copy)

    def _line_shown(self, shown: str | None, known: SaveEntry) -> SaveEntry:
        """The line of ``known``'s game to show when a link or file that disagrees with it
        came in: the one on screen (this device's own, or a copy it chose to open), else its
        own. A conflicting link once took the screen and offered a turn of the other copy."""
        lines = [known, *self.store.copies_of(known.game_id)]
        on_screen = next((line for line in lines if line.game_id == shown), None)
        return self.store.get((on_screen or known).game_id) or on_screen or known

    def _played_for_us(self, known: SaveEntry | None, now: SaveEntry) -> tuple[str, ...]:
        """The players of this device whose moves came in, beyond the game this device had:
        a move this device made is in its own copy, so such a move was made on another
        device, and the device says so rather than taking it silently."""
        here = now.players_here
        if known is None or not here or known.game_id != now.game_id:
            return ()
        mine, theirs = known.record.moves, now.record.moves
        if theirs[: len(mine)] != mine or self.game is None:
            return ()
        movers = self.turns.of(now.record)[len(mine) : len(theirs)]
        names = (self.game.names[seat] for seat in movers if seat is not None)
        return tuple(dict.fromkeys(name for name in names if name in here))

    # ------------------------------------------------------------------ saved games

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
        if entry is None or not renamed or self.by_link or self.mode is Mode.REPLAYING:
            return
        self.keep_draft()
        # The same position again: a hint shown for it stays, with the draft it replaced.
        hinted = self.hint
        browsing, cursor = self.mode is Mode.BROWSING, None if self.live else self.cursor
        self.open_entry(replace(entry.with_players_renamed(renamed, name), cursor=cursor))
        if browsing:
            self.look_back(Mode.BROWSING)
        else:
            self.look_ahead()
        self.hint = hinted
        self.save()

    def delete(self, game_id: str) -> None:
        """Delete a saved game; if it is the one on screen, the screen is left without a game."""
        self.store.delete(game_id)
        forget(self.store.storage, game_id)
        if self.entry is not None and self.entry.game_id == game_id:
            self.entry = self.game = self.draft = None
            self.log, self.missed = [], []
            self.mode = self.mode_in_play = Mode.PLAYING
            self.showing += 1

    def rename_saved(self, game_id: str, name: str) -> None:
        """Rename a game in the list of saved games."""
        self.store.rename(game_id, name)

    def duplicate_saved(self, game_id: str) -> None:
        """Save a copy of a saved game as a game of its own."""
        self.store.duplicate(game_id, self.clock())

    def keep_only(self, game_id: str) -> bool:
        """Keep this copy of a game kept twice and delete the other (``SaveStore.keep_only``);
        a screen that showed either copy shows the one kept. False if storage refused."""
        shown = self.entry.game_id if self.entry is not None else None
        kept = self.store.keep_only(game_id)
        if kept is None:
            return False
        if shown in (game_id, kept.game_id) or (shown and self.store.get(shown) is None):
            self.open_entry(kept)
        return True

    # ------------------------------------------------------------------ changing the mode
    def set_mode_in_play(self, mode: Mode) -> None:
        """The position in play is played from (PLAYING), waited on (WAITING) or asked about
        (UNCLAIMED); a position looked at stays looked at, and comes back to ``mode`` when the
        look ends."""
        assert not mode.looks_back
        self.mode_in_play = mode
        if not self.mode.looks_back:
            self.mode = mode

    def look_back(self, mode: Mode) -> None:
        """Look at positions (BROWSING, REPLAYING) instead of playing from them."""
        assert mode.looks_back
        self.mode = mode

    def look_ahead(self) -> None:
        """Stop looking: the position in play is played from or waited on again."""
        self.mode = self.mode_in_play

    # ------------------------------------------------------------------ the autosave

    def keep_draft(self) -> None:
        """Keep the half-made turn in storage, so a reload brings it back
        (web/session/draft_memory.py)."""
        if self.entry is not None:
            remember(self.store.storage, self.entry.game_id, self.cursor, self.draft)

    def _show(self, game: Game, log: list[LogEntry]) -> None:
        self.game = game
        self.log = log
        self.showing += 1
        self._new_draft()

    def _new_draft(self) -> None:
        game = self.game
        self.hint = NO_HINT
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
