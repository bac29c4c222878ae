"""A first visit again without loading Python again: the browser tests' way to a fresh page.

A browser test that wants the page as a new visitor sees it would load the page, and with it
Pyodide, once more: 3-5 s on these machines, which made page loads most of the suite's time.
``window.franchiseFirstVisit(url)`` gives the same start in the interpreter already running:
- the page on screen stops: its tasks are cancelled, its computer stops thinking (hard's
  worker ends), its listeners on the document and the window are removed;
- the device forgets everything (storage emptied) and the address becomes ``url``, in place:
  its query may choose the language, its fragment may hold a link;
- the body is parsed anew from the page's own HTML (listeners on the old elements go with
  them), the boot script chooses the language again, and a new page starts as main.py starts
  one.

``<body data-ready>`` is "0" from the call on and "1" once the new page is ready, as at a load.
Players never reach it: nothing on the page calls it.
"""

from __future__ import annotations

from collections.abc import Callable

from web.browser import dom, services
from web.page.tasks import spawn
from web.text.catalogue import Text

#: Starts a new page in the given words (web/page/page.py passes its own class's start).
StartPage = Callable[[Text], None]


def first_visit(stop: Callable[[], None], start: StartPage, url: str) -> None:
    """Stop the page on screen with ``stop`` at once, then start a new one with ``start`` as if
    ``url`` had just been opened on a new device."""
    dom.set_body_data("ready", "0")
    stop()  # first: nothing of the old page may run, or write, while the page's HTML is read
    spawn(_start_afresh(start, url))


async def _start_afresh(start: StartPage, url: str) -> None:
    html = await services.fetch_text(url.split("#", 1)[0])
    if html is None:  # boot.js shows it: the page is not ready
        raise OSError(url)
    services.become_first_visit(url)
    dom.replace_body(html)
    start(Text.of_language(dom.choose_language(), dom.touch_screen()))
