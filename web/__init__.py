"""The browser UI of Franchise, in Python, along one data flow: Session -> View -> Text -> Page.

- ``session`` holds the game on screen and takes intents (click, end turn, go to move n, open a
  link); it returns values (``Played``, ``Problem`` codes, ``Opened``), never words or DOM.
  ``draft``, ``history``, ``computers`` and ``autoplay`` serve it.
- ``view``, ``board_view``, ``panels``, ``forms``, ``library``, ``log_view``, ``rules_help`` and
  ``render`` turn state into view models and HTML; the page diffs them onto the DOM.
- ``text`` (catalogues in ``i18n/``) and ``story`` are the only places words come from.
- ``page``, ``dialogs``, ``sharing`` and ``rules_dialog`` wire DOM events to the session;
  ``dom`` and ``browser`` are the only modules that touch the browser.
Everything but the last group runs and is tested in CPython.
"""
