"""Which players this device plays in a game by link, as intents: the first answer, a seat
claimed for one turn ("I am someone else", then "Back to Alice?"), and watching only.

The answer is kept with the game on this device (``SaveEntry.players_here``), never in its
link; a device then never offers another device's turn. Here, apart from opening and storing
games (web/session/opening.py), on which it builds.
"""

from __future__ import annotations

from franchise.values import replace
from web.session.history import missed_since_last_turn
from web.session.mode import Mode
from web.session.opening import Opening


class SeatsHere(Opening):
    """The intents that say whom this device plays."""

    def claim_for_turn(self, names: tuple[str, ...]) -> None:
        """This device plays ``names`` for their turn only ("I am someone else"): once it is
        played, the device offers its own players back (``back_to``). A desktop that played
        Chloé's turn once stayed Chloé, waiting for Alice, with no way back offered."""
        before, entry = self.players_here, self.entry
        self.choose_players_here(names)
        now = self.players_here or ()
        if entry is not None and before and set(before) != set(now):
            self.claimed = (entry.game_id, before, now)

    def back_to(self) -> tuple[str, ...] | None:
        """The players to offer back once the turn claimed for is played: the claimed players
        are no longer to move at the latest position (the device waits for someone), and the
        device still plays them (another tab's answer, or the game deleted and opened again,
        which asks anew, leaves nothing to go back from: the links model found both)."""
        entry, claimed = self.entry, self.claimed
        if claimed is None or entry is None or claimed[0] != entry.game_id:
            return None
        if self.players_here != claimed[2] or self.mode_at_latest() is Mode.PLAYING:
            return None
        return claimed[1]

    def go_back(self, back: bool) -> None:
        """The answer to "Back to Alice?": the device plays its own players again, or keeps
        the claimed ones for good."""
        claimed = self.back_to()
        self.claimed = None
        if back and claimed:
            self.choose_players_here(claimed)

    def just_watch(self) -> None:
        """This device plays nobody in the game by link on screen: it follows the links that
        come (a device that imported a file need not take a seat, and make a second version)."""
        entry = self.entry
        if entry is None or self.game is None or not self.by_link:
            return
        self.claimed = None
        self.entry = replace(entry, players_here=())
        self.set_mode_in_play(self.mode_at_latest())
        self.missed = []
        self.showing += 1
        self.save()

    def choose_players_here(self, names: tuple[str, ...]) -> None:
        """This device plays ``names`` in the game by link on screen (asked once, or changed
        on purpose): saved with the game here, never in its link."""
        self.claimed = None
        entry, game = self.entry, self.game
        if entry is None or game is None or not self.by_link:
            return
        chosen = tuple(name for name in names if name in game.names)
        if not chosen:
            return
        self.entry = replace(entry, players_here=chosen)
        self.set_mode_in_play(self.mode_at_latest())
        # The player to move here now sees what happened since their own last turn.
        self.missed = missed_since_last_turn(self.log, game.current) if self.may_play() else []
        self.showing += 1
        self.save()
