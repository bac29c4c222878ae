"""This copy of the site on its host: new versions that arrive, and whether it plays offline.

The service worker and boot.js do the work (tools/build/sw.js, assets/boot.js) and tell the
page what happened as "franchise:site" events; this part words it. A new version installs
beside the running one and waits: "A new version is ready" with one button, Reload, which
the player presses when it suits (the bar stays out of the way while a turn is being drafted,
never in the middle of one). Saved games are in storage and stay through the reload. That this
device can now play offline, or has too little free storage for it, is said once, when the
service worker has tried.
"""

from __future__ import annotations

from enum import StrEnum

from web.page.context import PageContext
from web.page.part import Part
from web.screens.kinds import Notice
from web.screens.model import View
from web.text.catalogue import Text


class SiteNews(StrEnum):
    """What the service worker tells of this copy of the site (boot.js's ``tell``)."""

    #: The whole site is cached: this device can play offline from now on.
    OFFLINE = "offline"
    #: Too little free storage for the offline copy: the game plays while online.
    NO_ROOM = "no-room"
    #: A new version is installed and waits for the player's reload.
    UPDATE = "update"


class SiteCopy(Part):
    """The new-version bar and the offline messages."""

    def __init__(self, page: PageContext) -> None:
        super().__init__(page)
        self.session = page.session
        self.update_ready = False

    def wire(self) -> None:
        from web.browser import events, services  # here: the part's logic runs in CPython tests

        events.on_document("franchise:site", lambda _e: self.heard(services.site_news()))
        events.on("btn-update", "click", lambda _e: services.apply_update())
        self.heard(services.site_news())  # told before the page was listening

    def heard(self, news: str | None) -> None:
        """Take in what the service worker told."""
        if news == SiteNews.UPDATE:
            self.update_ready = True
            self.page.refresh()
        elif news == SiteNews.OFFLINE:
            self.page.messages.notify(lambda text: text("site.offline-ready"), Notice.INFO)
        elif news == SiteNews.NO_ROOM:
            self.page.messages.notify(lambda text: text("site.no-room"), Notice.WARNING)

    def drafting(self) -> bool:
        """Whether a turn is being drafted: the new version waits until it is played or
        cleared."""
        draft = self.session.draft
        return draft is not None and not draft.empty

    def view(self, text: Text) -> View:
        shown = self.update_ready and not self.drafting()
        return {
            "update-bar": {"hidden": not shown},
            "update-text": {"text": text("site.update-ready") if shown else ""},
            "btn-update": {"text": text("site.reload")},
        }
