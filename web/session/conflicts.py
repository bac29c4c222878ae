"""Out of a conflict in one step: where a link brought a line of the game further along than
this device's own (two devices played the same move, and the link's line went on), "Continue
with the game from the link" makes the link's line this device's game, with this device's
players, and keeps the device's own line as a game of its own, named by its players' moves.
It once took five unguided steps through Saved games, while the screen waited for a player
whose turn the link had already played.
"""

from __future__ import annotations

from franchise.values import replace
from web.saves.entry import CopySource, SaveEntry
from web.session.seats_here import SeatsHere


class Conflicts(SeatsHere):
    """The link's line taken up in one step."""

    def link_ahead(self) -> SaveEntry | None:
        """The copy a link brought beside the game by link on screen that is further along
        than it (the longest, if several), or None."""
        entry = self.entry
        if entry is None or entry.copy_of is not None or not self.by_link:
            return None
        ours = len(entry.record.moves)
        ahead = [
            copy
            for copy in self.store.copies_of(entry.game_id)
            if copy.copy_of is not None
            and copy.copy_of.source is CopySource.LINK
            and len(copy.record.moves) > ours
        ]
        return max(ahead, key=lambda copy: len(copy.record.moves), default=None)

    def continue_from_link(self, own_line_name: str) -> SaveEntry | None:
        """Take up the link's line as this game (its id, its name, this device's players); the
        device's own line stays in Saved games as a game of its own called ``own_line_name``,
        which is returned. None if there is no such link or storage refused."""
        entry, ahead = self.entry, self.link_ahead()
        if entry is None or ahead is None:
            return None
        own = self.store.duplicate(entry.game_id, self.clock())
        if own is None:
            return None
        own = self.store.rename(own.game_id, own_line_name) or own
        kept = self.store.keep_only(ahead.game_id)
        if kept is None:
            return None
        self.open_entry(replace(kept, players_here=entry.players_here))
        self.save()
        return own
