"""The message bar: one message at a time (errors, warnings, news), worded when it is drawn.

A message is a function of the current ``Text`` and its look (``Notice``), so a language switch
rewords it. What the last autosave did and what another tab saved become messages here
(web/page/save_news.py decides which are worth telling); when that news moved the game on screen,
the page is asked to draw the game again.
"""

from __future__ import annotations

from franchise.records import ComputerLevel
from web.page.context import PageContext, Words
from web.page.part import Part
from web.page.save_news import other_tab_news, save_news, write_held
from web.screens.kinds import Message, Notice
from web.screens.model import View
from web.text.catalogue import Text


class MessageBar(Part):
    """Holds the message shown and asks the page to redraw when it changes."""

    def __init__(self, page: PageContext) -> None:
        super().__init__(page)
        self.session = page.session
        self.message: Message | None = None
        #: The message shown is the store's notice: it goes once storage writes again.
        self.standing = False
        #: Keys other tabs wrote while a move was being played out, heard once it is.
        self.unheard: set[str | None] = set()
        #: The game on screen and the retired levels it named when it was opened (expert,
        #: now played by hard): said beside any other message until the bar is closed or
        #: another game is shown. Its next save names the level that plays, so it is said once.
        self.retired: tuple[str, tuple[ComputerLevel, ...]] | None = None
        #: The game and its count of moves the message is news about (a link's, a file's):
        #: it goes once a move is made or another game is shown. On a phone, old banners
        #: once stayed to the game's end and pushed the waiting line out of view.
        self.about: tuple[str | None, int] | None = None

    def wire(self) -> None:
        from web.browser import events  # here: the part's logic runs in CPython tests

        events.on("notice-close", "click", lambda _e: self.notify(None))

    def notify(self, words: Words | None, kind: Notice = Notice.ERROR, news: bool = False) -> None:
        """Show a message, or None to close the bar (and what it said of retired levels);
        ``news`` of the game on screen goes once it is old (``about``)."""
        self.message = None if words is None else (words, kind)
        self.about = self._position() if news and words is not None else None
        if words is None:
            self.retired = None
        self.standing = False
        self.page.refresh()

    def game_shown(self) -> None:
        """A game came on screen: if it named a level the page no longer offers, say who
        plays it now; what was said of another game goes."""
        retired, entry = self.session.take_retired(), self.session.entry
        if entry is None:
            self.retired = None
        elif retired:
            self.retired = (entry.game_id, retired)
        elif self.retired is not None and self.retired[0] != entry.game_id:
            self.retired = None

    def storage_news(self) -> None:
        """Tell what the last autosave could not do, or that another tab was ahead; the
        store's notice goes once storage writes again."""
        news = save_news(self.session, self.page.text)
        if news is not None and news.message is not None:
            self.notify(*news.message)
            self.standing = news.standing
            if news.moved:
                self.page.shown()
        elif self.standing and self.session.store.notice is None:
            self.notify(None)

    def write_held(self) -> None:
        """Storage may have room again (a game deleted or renamed, another tab's write, the
        page hidden): write the games it refused and tell what is stored now."""
        if write_held(self.session):
            self.storage_news()

    def heard_later(self) -> None:
        """The move being played out is on the page: hear what other tabs wrote meanwhile."""
        keys, self.unheard = self.unheard, set()
        for key in keys:
            self.other_tab(key)

    def other_tab(self, key: str | None, later: bool = False) -> None:
        """Another tab wrote ``key`` (maybe freeing room for games held here): if it saved the
        game on screen, show its state; ``later`` keeps it until ``heard_later``."""
        if later:
            self.unheard.add(key)
            return
        self.write_held()
        news = other_tab_news(self.session, key)
        if news is not None:
            if news.message is not None:
                self.notify(*news.message)
            self.page.shown()

    def _position(self) -> tuple[str | None, int]:
        entry = self.session.entry
        return (entry.game_id if entry else None, len(self.session.moves))

    def view(self, text: Text) -> View:
        """The bar: hidden, or its words in the current language and its look."""
        message = self.message if self.about in (None, self._position()) else None
        said = [] if message is None else [message[0](text)]
        if self.retired is not None:
            said += [retired_words(level, text) for level in self.retired[1]]
        if not said:
            return {"notice": {"hidden": True}}
        kind = Notice.INFO if message is None else message[1]
        return {
            "notice": {"hidden": False, "class": f"notice {kind}"},
            "notice-text": {"text": text.sentences(said)},
        }


def retired_words(level: ComputerLevel, text: Text) -> str:
    """That the game names ``level``, which the page no longer offers, and who plays it."""
    played_by = text(f"level.{level.played_by}")
    return text("notice.retired-level", retired=text(f"level.{level}"), level=played_by)
