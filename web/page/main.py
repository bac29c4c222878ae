"""PyScript entry point: start the Franchise page (everything else lives in app.zip).

The build writes this file into index.html's Python script element (tools/build/site.py), so
the page needs no request for it once the interpreter has loaded.

PyScript starts from <head> (index.html), so this may run while the board is still being
parsed: the modules load at once, and the page starts when the document is complete. The boot
script (assets/boot.js) has already chosen the language (``?lang=``, the remembered choice, the
browser's languages) and set ``<html lang>``; Python reads it from there. Any failure while
importing or starting is shown in the page (boot.js's franchiseFatal), never left as a blank
screen, and re-raised so it also reaches the console.

The code is imported straight from app.zip, which PyScript's [files] has copied into the
working directory as one file (pyscript.toml): unpacking its hundred members first cost more
than importing from the archive, and ``web.archive`` reads the archive into memory once and
imports from there (Python's own zipimport opens it again for each module, and reads each
module twice). Python's cyclic garbage collector is held off until the page
has started: start-up allocates mostly objects that live on (modules, classes, the board, the
first screen), so its collections (about 7 ms of the imports, measured under Node) had little
to free. What start-up made is then frozen (``gc.freeze``), so later collections during play
no longer walk it.
"""

import gc
import os
import sys

gc.disable()
ARCHIVE = os.path.abspath("app.zip")
sys.path.insert(0, ARCHIVE)

from web.archive import import_from  # noqa: E402

import_from(ARCHIVE)

from web.browser.dom import fatal, page_language, touch_screen, when_parsed  # noqa: E402


def fail(error: BaseException) -> None:
    fatal(f"{type(error).__name__}: {error}")


def start() -> None:
    try:
        Page(Text.of_language(page_language(), touch_screen())).start()
    except BaseException as error:
        fail(error)
        raise
    finally:
        gc.freeze()
        gc.enable()


try:
    from web.page.page import Page
    from web.text.catalogue import Text
except BaseException as error:
    fail(error)
    raise
when_parsed(start)
