"""How the store names the games it makes, in the player's language.

The store makes names of its own: a game that came from a link or a file ("Sam vs Jan"), a copy
("… (copy)") and a line of moves kept apart from another tab's ("… (other copy)"). The words
live in the catalogues, and ``saves/`` never reads them (it imports nothing of the text layer):
the page hands the store a ``GameNames`` made from its catalogue (``web/text/story.py``
``game_names``) and a new one when the language changes, so a name is made once, in the words
of the moment, and never renamed afterwards.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from web.saves.entry import MAX_ENTRY_NAME


@dataclass(frozen=True)
class GameNames:
    """Templates from the catalogue: ``versus`` joins players' names; ``copy`` and
    ``other_copy`` hold ``{name}`` where the copied game's name goes."""

    versus: str
    copy: str
    other_copy: str

    def game(self, players: tuple[str, ...]) -> str:
        """A new game's name: its players, joined."""
        return self.versus.join(players)[:MAX_ENTRY_NAME]

    def copy_of(self, name: str) -> str:
        """The name of a copy the player asked for."""
        return self.copy.format(name=name)[:MAX_ENTRY_NAME]

    def other_copy_of(self, name: str) -> str:
        """The name of a line of moves kept as a game of its own, beside another version."""
        return self.other_copy.format(name=name)[:MAX_ENTRY_NAME]


#: What a file name keeps of a game's name: letters and digits of any script (``\w`` less ``_``).
_NOT_IN_FILE_NAME = re.compile(r"[\W_]+")


def export_file_name(name: str) -> str:
    """The exported file's name for a game's name: its letters and digits, lower case, with a
    hyphen for every run of anything else. Letters of every script stay, so "Alice vs Chloé"
    is ``franchise-alice-vs-chloé.json``, never ``...-chlo.json``; a name with none is "game"."""
    composed = unicodedata.normalize("NFC", name).lower()  # an "e" and its accent as one "é"
    slug = _NOT_IN_FILE_NAME.sub("-", composed).strip("-")[:40].strip("-")
    return f"franchise-{slug or 'game'}.json"
