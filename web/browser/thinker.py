"""The Web Worker a slow level thinks in (assets/thinker.js), as a ``Channel`` of text messages
for web/session/apart.py, which decides everything about it.

A module worker, started from the page's own origin (the Content-Security-Policy's
``worker-src 'self'``); its listeners are proxies kept while it lives and destroyed with it, so
a page that starts and stops the worker over many games does not leak them.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from pyodide.ffi import create_proxy, to_js
from pyscript import window

from web.session.thinker_kinds import Breakdown

#: The worker's script, relative to the page (the build writes its runtime path into it).
THINKER_URL = "./assets/thinker.js"


class WorkerChannel:
    """One module Web Worker at a time, opened and closed by ``ApartClient``."""

    def __init__(self, url: str = THINKER_URL) -> None:
        self.url = url
        self.worker = None
        self.listeners: list = []

    def possible(self) -> bool:
        try:
            return bool(window.Worker)
        except AttributeError:  # a browser (or a test) without workers
            return False

    def open(self, heard: Callable[[str], None], broken: Callable[[str], None]) -> None:
        options = to_js({"type": "module"}, dict_converter=window.Object.fromEntries)
        self.worker = window.Worker.new(self.url, options)

        def on_message(event) -> None:
            heard(str(event.data))

        def on_error(event) -> None:
            event.preventDefault()  # handled here: the page thinks the moves itself
            broken(Breakdown.LOAD_FAILED)

        for kind, listener in (("message", on_message), ("error", on_error)):
            proxy = create_proxy(listener)
            self.listeners.append(proxy)
            self.worker.addEventListener(kind, proxy)

    def send(self, text: str) -> None:
        if self.worker is not None:
            self.worker.postMessage(text)

    def close(self) -> None:
        if self.worker is not None:
            self.worker.terminate()
        self.worker = None
        listeners, self.listeners = self.listeners, []
        # Later: ``close`` may be called from one of these very listeners (a failed start).
        asyncio.get_event_loop().call_soon(lambda: [proxy.destroy() for proxy in listeners])
