"""PyScript entry point: start the Franchise page (everything else lives in app.zip).

The boot script (assets/boot.js) has already chosen the language (``?lang=``, the remembered
choice, the browser's languages) and set ``<html lang>``; Python reads it from there. Any
failure while importing or starting is shown in the page (boot.js's franchiseFatal), never left
as a blank screen, and re-raised so it also reaches the console.
"""

from pyscript import window

try:
    from web.dom import page_language
    from web.page import Page
    from web.text import DEFAULT_LANGUAGE, LANGUAGES, Text

    language = page_language()
    Page(Text.load(language if language in LANGUAGES else DEFAULT_LANGUAGE)).start()
except BaseException as error:
    window.franchiseFatal(f"{type(error).__name__}: {error}")
    raise
