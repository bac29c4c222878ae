"""The saved-games dialog, wired to the DOM: continue, rename, duplicate, export, delete.

A part of the page (web/page/part.py): opening, exporting and reviewing a listed game are the
page's intents, so it does not import the page nor the parts that do them. Its HTML comes from
web/screens/library.py, worded by the current ``Text``; what it changes in the saved games, it
asks the session to do.
"""

from __future__ import annotations

from collections.abc import Callable

from web.browser import dom, events, services
from web.browser.events import PageEvent
from web.page.ask_dialog import AskDialog
from web.page.context import PageContext
from web.page.kinds import Dialog
from web.page.part import Part
from web.screens.kinds import Notice
from web.screens.library import GameAction, games_list
from web.text.catalogue import Text


class GamesDialog(Part):
    """The saved games: continue, rename, duplicate, export, delete (damaged ones too).

    After a change to the list, the message bar writes the games storage refused earlier (a
    delete or a shorter name may have made room), before the list is drawn again.
    """

    def __init__(self, page: PageContext) -> None:
        super().__init__(page)
        self.session = page.session
        self.actions: dict[str, Callable[[str], bool]] = {
            GameAction.OPEN: self.open_saved,
            GameAction.RENAME: self.rename,
            GameAction.DUPLICATE: self.duplicate,
            GameAction.EXPORT: self.export,
            GameAction.DELETE: self.delete,
            GameAction.DELETE_DAMAGED: self.delete_damaged,
            GameAction.KEEP_ONLY: self.keep_only,
            GameAction.REVIEW: page.review_game,
        }
        #: What cannot be undone is asked in the page's own dialog.
        self.asking = AskDialog(lambda: self.page.text)

    def wire(self) -> None:
        events.on("btn-games", "click", lambda _e: self.open())
        events.on("btn-games-new", "click", lambda _e: self.page.open_new_game())
        events.on("games-list", "click", self.on_click, data=("action", "id"))
        events.on("btn-games-close", "click", lambda _e: dom.close_dialog(Dialog.GAMES))
        self.asking.wire()

    def open(self) -> None:
        self.render()
        dom.show_dialog(Dialog.GAMES)

    def retext(self) -> None:
        self.redraw_if_open()
        self.asking.word()

    def redraw_if_open(self) -> None:
        """Draw the list again if it is open (the language or what is stored changed)."""
        if dom.is_open(Dialog.GAMES):
            self.render()

    def render(self) -> None:
        entries, damaged = self.session.store.entries()
        shown = self.session.entry.game_id if self.session.entry is not None else None
        now = services.now_epoch_ms()
        dom.set_html("games-list", games_list(entries, damaged, now, self.page.text, shown))

    def on_click(self, event: PageEvent) -> None:
        """A button of the list: its action (a ``GameAction``, which hashes as its value) on
        the game or damaged save it belongs to."""
        act = self.actions.get(event.data.get("action", ""))
        game_id = event.data.get("id")
        if act is not None and game_id and act(game_id):
            self.page.messages.write_held()
            self.render()

    # Each action says whether it may have changed the list (then it is drawn again).
    def open_saved(self, game_id: str) -> bool:
        dom.close_dialog(Dialog.GAMES)
        self.page.open_game(game_id)
        return False

    def rename(self, game_id: str) -> bool:
        entry = self.session.store.get(game_id)
        if entry is None:
            return True

        def rename(name: str) -> None:
            self.session.rename_saved(game_id, name)
            self.changed()

        self.asking.ask(
            lambda t: t("games.rename-prompt"), lambda t: t("games.rename-yes"), rename, entry.name
        )
        return False

    def duplicate(self, game_id: str) -> bool:
        self.session.duplicate_saved(game_id)
        return True

    def export(self, game_id: str) -> bool:
        self.page.export_game(game_id)
        return False

    def delete(self, game_id: str) -> bool:
        entry = self.session.store.get(game_id)
        if entry is None:
            return True
        name = entry.name

        def delete(_answer: str) -> None:
            shown = self.session.entry is not None and self.session.entry.game_id == game_id
            self.session.delete(game_id)
            if shown:
                self.left_without_a_game()
            self.changed()

        def question(t: Text) -> str:
            return t("games.confirm-delete", name=name)

        self.asking.ask(question, lambda t: t("games.delete-yes"), delete)
        return False

    def keep_only(self, game_id: str) -> bool:
        """Of a game kept in two copies, keep this one and delete the other (asked first)."""
        store = self.session.store
        entry = store.get(game_id)
        if entry is None:
            return True
        original = entry.copy_of.game_id if entry.copy_of else game_id
        lines = [store.get(original), *store.copies_of(original)]
        others = [line.name for line in lines if line is not None and line.game_id != game_id]
        name = entry.name

        def keep(_answer: str) -> None:
            if self.session.keep_only(game_id):
                self.page.shown()
            else:
                self.page.messages.notify(lambda t: t("notice.not-saved"), Notice.WARNING)
            self.changed()

        def question(t: Text) -> str:
            return t("games.confirm-keep-only", name=name, others=t.listing(others))

        self.asking.ask(question, lambda t: t("games.keep-only-yes"), keep)
        return False

    def changed(self) -> None:
        """An answered question changed the list: write what storage held, draw it again."""
        self.page.messages.write_held()
        self.render()

    def left_without_a_game(self) -> None:
        """The game on screen was deleted: its board, history and notices go with it. The
        list stays open on the games that remain; with none left, a new game is offered."""
        self.page.messages.notify(None)
        self.page.shown()
        if not self.session.store.has_games():
            dom.close_dialog(Dialog.GAMES)
            self.page.idle()

    def delete_damaged(self, key: str) -> bool:
        def delete(_answer: str) -> None:
            self.session.delete(key)
            self.changed()

        self.asking.ask(
            lambda t: t("games.confirm-delete-damaged"), lambda t: t("games.delete-yes"), delete
        )
        return False
