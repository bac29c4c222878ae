"""Games leaving and entering the page: share links, the play-by-link hand-over, files.

The session decodes and replays everything that comes in (a link, a file) before anything is
saved, so a bad link or file shows a message and leaves every save as it was. This module only
wires the buttons and dialogs and words the outcome, through the page's context. An exported
file carries the record of its people's finished games, which importing merges
(web/saves/progress.py); a link never carries it.
"""

from __future__ import annotations

from franchise import Phase
from web.browser import dom, events, services
from web.page.context import AskAgain, PageContext, Words
from web.page.device_seats import DeviceSeats
from web.page.kinds import Dialog
from web.page.part import Part
from web.page.tasks import spawn
from web.saves.naming import export_file_name
from web.saves.progress import carried_progress, exported_game, result_of
from web.saves.puzzle_book import carried_puzzles, with_puzzles
from web.saves.store import MergeOutcome
from web.screens.kinds import Notice
from web.screens.library import own_line_name, parting_words, sent_by
from web.session.outcomes import Opened
from web.text.catalogue import Text
from web.text.markup import render, tag
from web.text.story import explain


class Sharing(Part):
    """Share links, the hand-over in games played by link, export and import."""

    def __init__(self, page: PageContext) -> None:
        super().__init__(page)
        self.session = page.session
        self.questions = page.questions
        self.pass_words: tuple[Words, Words] | None = None
        self.device_seats = DeviceSeats(page, self.show_missed_if_mine)

    def wire(self) -> None:
        events.on("btn-share", "click", lambda _e: self.offer_link())
        events.on("btn-export", "click", lambda _e: self.export_shown())
        events.on("btn-import", "click", lambda _e: dom.click("file-import"))
        events.on("file-import", "change", lambda _e: spawn(self.import_file()))
        events.on("btn-copy-link", "click", lambda _e: spawn(self.copy_link()))
        events.on("btn-share-sheet", "click", lambda _e: spawn(self.share_sheet()))
        events.on("btn-close-pass", "click", lambda _e: dom.close_dialog(Dialog.PASS))
        events.on("btn-close-since", "click", lambda _e: dom.close_dialog(Dialog.SINCE))
        events.on("btn-send-again", "click", lambda _e: self.offer_pass_on())
        events.on("btn-final-link", "click", lambda _e: self.offer_pass_on())
        events.on("btn-send-final", "click", lambda _e: self.offer_pass_on())
        events.on("btn-who-plays", "click", lambda _e: self.device_seats.ask())
        events.on("btn-continue-link", "click", lambda _e: self.continue_from_link())
        events.on_window("hashchange", lambda _e: self.on_hash_change())
        self.device_seats.wire()

    def retext(self) -> None:
        """The language changed: reword the dialogs that are open."""
        if self.pass_words is not None:
            self._word_pass()
        if dom.is_open(Dialog.SINCE):
            self.show_missed()
        self.device_seats.retext()

    # ------------------------------------------------------------------ links in
    def on_hash_change(self) -> None:
        link = services.location_hash()
        if link:
            self.open_link(link)

    def open_link(self, link: str) -> None:
        """Open a game from a link; a bad link leaves everything as it was."""
        # deferred: not needed for the first screen (docs/ARCHITECTURE.md)
        from franchise.ai import is_puzzle_link

        if is_puzzle_link(link):  # a puzzle's link, not a game's
            self.page.open_puzzle_link(link)
            return
        services.clear_hash()
        result = self.session.open_link(link)
        if not isinstance(result, Opened):
            problem = result
            self.page.messages.notify(
                lambda t: t("notice.bad-link", reason=explain(problem, t)), Notice.ERROR
            )
            if self.session.game is None:
                self.page.idle()
            return
        self._opened(result, by_link=True)
        session = self.session
        if session.by_link:  # a game by link that ended on another device ends here now
            self.page.progress.count(result_of(session.entry, session.game, session.clock()))
        if self.session.asks_who():  # a game this device does not know yet: who is it?
            self.device_seats.ask()
        elif result.copy is None:  # a copy kept apart leaves this device's line as it was
            self.show_missed_if_mine()

    def continue_from_link(self) -> None:
        """Take up the line a link brought that is further along than this device's own."""
        session, entry, ahead = self.session, self.session.entry, self.session.link_ahead()
        if entry is None or ahead is None:
            return
        name = own_line_name(entry.name, entry.record, ahead.record, self.page.text)
        own = session.continue_from_link(name)
        if own is None:
            return
        self.page.shown()
        kept = own.name
        self.page.messages.notify(lambda t: t("conflict.continued", name=kept), Notice.INFO)
        self.show_missed_if_mine()

    def show_missed_if_mine(self) -> None:
        """What happened since the last turn, when a game by link comes to this device's
        player; a turn another device plays is never offered here (the screen waits)."""
        game = self.session.game
        over = game is None or game.is_over()
        if self.session.by_link and not over and self.session.waiting_for() is None:
            self.show_missed()

    def _opened(self, result: Opened, by_link: bool) -> None:
        dom.close_dialog(Dialog.NEW)
        dom.close_dialog(Dialog.GAMES)
        self.page.shown()
        storage_off = not result.saved and self.session.store.notice is not None
        key = f"merge.link.{result.outcome}" if by_link else f"merge.file.{result.outcome}"

        entry, file_name = self.session.entry, result.name_not_kept
        name = entry.name if entry is not None else ""
        copy = self.session.store.get(result.copy) if result.copy else None
        if copy is not None:  # the copy is named; the line on screen stays this device's
            name = copy.name
        ours = result.played_for_us

        def words(text: Text) -> str:
            said = [text(key, name=name)]
            if copy is not None and entry is not None and result.outcome is MergeOutcome.COPY:
                said.append(parting_words(entry.record, copy.record, text))
                said.append(sent_by(copy.record, text))
            if ours:  # a turn of this device's player came from another device
                said.append(text("merge.link.played-for-us", players=text.join(list(ours))))
            if file_name:  # the file named the game otherwise than this device does
                said.append(text("merge.file.name-kept", name=name, file_name=file_name))
            if storage_off:
                said.append(text("notice.not-saved"))
            return text.sentences(part for part in said if part)

        warn = result.outcome is MergeOutcome.COPY or storage_off or bool(ours)
        kind = Notice.WARNING if warn else Notice.INFO
        self.page.messages.notify(words, kind, news=True)

    def show_missed(self) -> None:
        """In a game played by link: what happened since this player's last turn."""
        from web.screens.log import recap_html

        session, text = self.session, self.page.text
        assert session.game is not None
        seat = session.game.current
        player = session.game.names[seat]
        dom.set_text("since-title", text("since.title", player=player))
        items = recap_html(session, text)
        dom.set_html("since-list", items or render(tag("li", None, text("since.nothing"))))
        # A first turn has no "last turn" to count from (it once said so all the same).
        moved = any(entry.seat == seat for entry in session.log)
        dom.set_text("since-intro", text("since.intro" if moved else "since.intro-first"))
        dom.set_hidden("since-intro", not (items or moved))
        self.questions.ask(Dialog.SINCE)

    # ------------------------------------------------------------------ links out
    def offer_link(self) -> None:
        """The Share button: a link to the game as it is now (asked again as it moves on)."""
        game = self.session.game
        if self.session.entry is None or game is None:
            return
        latest = self.session.entry.record.replay()
        player = latest.names[latest.current]
        over = latest.is_over()
        self._show_pass(
            lambda t: t("pass.share-title") if over else t("pass.share-title-next", player=player),
            lambda t: t("pass.share-text"),
            again=self.offer_link,
        )

    def offer_pass_on(self) -> None:
        """After a turn in a game played by link: the link to the player to move at the latest
        position (whatever is shown); at the end of the game, the final link to everyone who
        plays on another device; when the next player is also here, what they missed."""
        session = self.session
        if session.game is None or session.entry is None:
            return
        if session.game.is_over():
            self._show_pass(lambda t: t("pass.final-title"), lambda t: t("pass.final-text"))
            return
        mover = session.latest_mover()
        if mover is None or (not session.played_elsewhere(mover) and session.players_here):
            if session.missed and session.may_play():  # a second person on this device
                self.show_missed()
            return
        player = session.game.names[mover]
        self._show_pass(
            lambda t: t("pass.next-title", player=player),
            lambda t: t("pass.next-text", player=player),
        )

    def offer_first_link(self) -> None:
        """A new game played by link: whoever decides first gets it (maybe the creator)."""
        game = self.session.game
        assert game is not None
        player = game.names[game.current]
        # Start towns go in reverse seat order: say why another player decides first.
        body = "pass.first-start-text" if game.decision.kind is Phase.START else "pass.first-text"
        here = self.session.players_here
        if here and not self.session.played_elsewhere(game.current):  # played here: play
            self._show_pass(
                lambda t: t("pass.first-title", player=player),
                lambda t: t("pass.first-here-text", player=player),
                plays_first=True,
            )
            return
        if here and self.session.played_elsewhere(game.current):  # the creator waits
            starts = game.decision.kind is Phase.START
            body = "pass.first-start-send-text" if starts else "pass.first-send-text"
            self._show_pass(
                lambda t: t("pass.first-title", player=player),
                lambda t: t(body, player=player, you=t.join(list(here))),
            )
            return
        self._show_pass(
            lambda t: t("pass.first-title", player=player),
            lambda t: t(body, player=player),
        )

    def _show_pass(
        self, title: Words, body: Words, again: AskAgain | None = None, plays_first: bool = False
    ) -> None:
        """The link dialog; its main button sends the link, unless this device ``plays_first``
        (then it is Close: the link goes after the first move, and Copy link once led)."""
        link = f"{services.page_url()}#{self.session.link_payload()}"
        self.pass_words = (title, body)
        dom.set_value("pass-link", link)
        dom.set_text("copy-result", "")
        # The device's own share sheet is the main way where the browser has one (a phone's
        # chat apps are in it); Copy link otherwise.
        sheet = services.can_share()
        dom.set_hidden("btn-share-sheet", not sheet)
        main = "btn-close-pass" if plays_first else "btn-share-sheet" if sheet else "btn-copy-link"
        for button in ("btn-close-pass", "btn-share-sheet", "btn-copy-link"):
            dom.set_attr(button, "class", "primary" if button == main else "")
        self._word_pass()
        self.questions.ask(Dialog.PASS, again)

    def _word_pass(self) -> None:
        assert self.pass_words is not None
        text = self.page.text
        title, body = self.pass_words
        dom.set_text("pass-title", title(text))
        dom.set_text("pass-text", body(text))
        size = len(dom.value("pass-link"))
        dom.set_text("pass-size", text.count("pass.size", size))

    async def copy_link(self) -> None:
        link = dom.value("pass-link")
        copied = await services.copy_text(link, "pass-link")
        if dom.value("pass-link") == link:  # not asked again for a newer position
            said = "pass.copied" if copied else "pass.copy-by-hand"
            dom.set_text("copy-result", self.page.text(said))

    async def share_sheet(self) -> None:
        text = self.page.text
        link = dom.value("pass-link")
        await services.share(text("page.title"), text("pass.share-sheet"), link)

    # ------------------------------------------------------------------ files
    def export_shown(self) -> None:
        if self.session.entry is not None:
            self.export_saved(self.session.entry.game_id)

    def export_saved(self, game_id: str) -> None:
        entry = self.session.store.get(game_id)
        if entry is None and self.session.entry and self.session.entry.game_id == game_id:
            entry = self.session.entry  # not saved (storage off): export what is on screen
        if entry is None:
            return
        file_name = export_file_name(entry.name)
        # The file carries the record of the game's people here, to be merged where imported.
        text = exported_game(entry, self.page.progress.reload())
        text = with_puzzles(text, entry.game_id, self.page.puzzle_book.reload())
        services.download(file_name, text)
        name = entry.name
        self.page.messages.notify(
            lambda t: t("notice.exported", game=name, file=file_name), Notice.INFO
        )

    async def import_file(self) -> None:
        chosen = await services.read_file("file-import")
        services.clear_file_input("file-import")
        if chosen is None:
            return
        name, content = chosen
        result = self.session.open_file(content)
        if not isinstance(result, Opened):
            problem = result
            self.page.messages.notify(
                lambda t: t("notice.bad-file", file=name, reason=explain(problem, t)),
                Notice.ERROR,
            )
            return
        self.page.progress.merge(carried_progress(content))
        self.page.puzzle_book.merge(carried_puzzles(content))
        self._opened(result, by_link=False)
        if self.session.asks_who():  # a game by link new here: whose turns are offered?
            self.device_seats.ask(imported=True)
