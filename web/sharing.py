"""Games leaving and entering the page: share links, play by link, files.

Everything that comes in (a link, a file) is decoded completely and replayed through the engine
before anything is saved, so a bad link or file shows a message and leaves every save as it was.
A link for a game already here goes through ``SaveStore.merge``, which never rolls a game back.
"""

from __future__ import annotations

import asyncio
import json
import re
from html import escape
from typing import TYPE_CHECKING

from franchise import FranchiseError, Refusal
from franchise.link import decode_link, encode_link
from franchise.record import Record, RecordError

from . import dom
from .saves import SaveEntry

if TYPE_CHECKING:
    from .app import App

MERGE_NEWS = {
    "new": "Game opened from the link and saved on this device.",
    "same": "You already have this game at this very move.",
    "updated": "Your copy of this game was brought up to date from the link.",
    "older": (
        "This link is older than your copy of the game: your copy is kept and shown. "
        "Ask for the newest link if you expected a move."
    ),
    "copy": (
        "This link does not match your copy of the game (the moves differ). Both are kept: "
        "the link's version is saved as a separate game."
    ),
}


class SharingMixin:
    """Links, the play-by-link hand-over, export and import (mixed into ``App``)."""

    def wire_sharing(self: App) -> None:
        dom.on("btn-share", "click", lambda _e: self.offer_link())
        dom.on("btn-export", "click", lambda _e: self.entry and self.export_entry(self.entry))
        dom.on("btn-import", "click", lambda _e: dom.element("file-import").click())
        dom.on("file-import", "change", lambda _e: self._spawn(self.import_file()))
        dom.on("btn-copy-link", "click", lambda _e: self._spawn(self.copy_link()))
        dom.on("btn-share-sheet", "click", lambda _e: self._spawn(self.share_sheet()))
        dom.on("btn-close-pass", "click", lambda _e: dom.close_dialog("dlg-pass"))
        dom.on("btn-close-since", "click", lambda _e: dom.close_dialog("dlg-since"))
        dom.on_window("hashchange", lambda _e: self.on_hash_change())

    def _spawn(self: App, coroutine) -> None:
        self.task = asyncio.ensure_future(coroutine)

    # ------------------------------------------------------------------ links in
    def on_hash_change(self: App) -> None:
        link = dom.location_hash()
        if link:
            self.open_link(link)

    def open_link(self: App, text: str) -> None:
        """Open a game from a link; a bad link leaves everything as it was."""
        dom.clear_hash()
        try:
            record = decode_link(text)
            record.replay()
        except FranchiseError as error:
            self.notify(f"This link cannot be opened: {error}.")
            if self.game is None and self.store.has_games():
                self.show_games()
            elif self.game is None:
                self.open_new_game()
            return
        result = self.store.merge(record, dom.now_epoch_ms())
        news = MERGE_NEWS[result.outcome]
        if not result.saved and self.store.warning:
            news += " " + self.store.warning
        dom.close_dialog("dlg-new")
        dom.close_dialog("dlg-games")
        by_link = result.entry.record.by_link
        if self.open_entry(result.entry, mark_missed=by_link):
            self.notify(news, "info" if result.outcome != "copy" else "warning")
            if by_link and not self.game.is_over():
                self.show_missed()

    def show_missed(self: App) -> None:
        """In a game played by link: what happened since this player's last turn."""
        dom.set_text("since-title", f"{self.game.names[self.game.current]}, it is your turn")
        items = "".join(f"<li>{escape(line.text)}</li>" for line in self.missed)
        dom.set_html("since-list", items or "<li>Nothing yet: you move first.</li>")
        dom.show_dialog("dlg-since")

    # ------------------------------------------------------------------ links out
    def current_link(self: App) -> str:
        assert self.entry is not None
        return f"{dom.page_url()}#{encode_link(self.entry.record)}"

    def offer_link(self: App) -> None:
        if self.entry is None or self.game is None:
            return
        game = self.entry.record.replay()
        who = "" if game.is_over() else f" {game.names[game.current]} is to play."
        self._show_pass(f"Share this game.{who}", "Anyone with the link sees this game.")

    def offer_pass_on(self: App) -> None:
        """After a turn in a game played by link: hand the link to the next player."""
        assert self.game is not None
        name = self.game.names[self.game.current]
        self._show_pass(
            f"Send the link to {name}",
            f"{name} opens it, sees what happened since their last turn, moves, and passes "
            "it on. Your copy is saved on this device.",
        )

    def offer_first_link(self: App) -> None:
        """A new game played by link: whoever decides first gets it (maybe the creator)."""
        assert self.game is not None
        name = self.game.names[self.game.current]
        self._show_pass(
            f"Game created: {name} decides first",
            f"If you are {name}, close this and play. Otherwise send {name} this link.",
        )

    def _show_pass(self: App, title: str, text: str) -> None:
        link = self.current_link()
        dom.set_text("pass-title", title)
        dom.set_text("pass-text", text)
        dom.element("pass-link").value = link
        dom.set_text("pass-size", f"{len(link)} characters")
        dom.set_text("copy-result", "")
        dom.set_hidden("btn-share-sheet", not dom.can_share())
        dom.show_dialog("dlg-pass")

    async def copy_link(self: App) -> None:
        copied = await dom.copy_text(dom.element("pass-link").value, "pass-link")
        dom.set_text("copy-result", "Copied." if copied else "Select the link and copy it.")

    async def share_sheet(self: App) -> None:
        await dom.share("Franchise", "Your turn in our game of Franchise", self.current_link())

    # ------------------------------------------------------------------ files
    def export_entry(self: App, entry: SaveEntry) -> None:
        slug = re.sub(r"[^a-z0-9]+", "-", entry.name.lower()).strip("-")[:40] or "game"
        dom.download(f"franchise-{slug}.json", entry.to_json())

    async def import_file(self: App) -> None:
        chosen = await dom.read_file("file-import")
        dom.clear_file_input("file-import")
        if chosen is None:
            return
        name, text = chosen
        try:
            record = read_game_file(text)
            record.replay()
        except FranchiseError as error:
            self.notify(f"“{name}” cannot be opened: {error}.")
            return
        result = self.store.merge(record, dom.now_epoch_ms())
        dom.close_dialog("dlg-games")
        dom.close_dialog("dlg-new")
        if self.open_entry(result.entry):
            self.notify(MERGE_NEWS[result.outcome].replace("link", "file"), "info")


def read_game_file(text: str) -> Record:
    """A record from an exported file (a saved-game entry, or a bare record)."""
    try:
        data = json.loads(text)
    except ValueError:
        raise RecordError(Refusal.NOT_A_GAME) from None
    if isinstance(data, dict) and "record" in data:
        return SaveEntry.from_json(text).record
    return Record.from_dict(data)
