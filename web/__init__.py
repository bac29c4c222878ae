"""The browser UI of Franchise, in Python, along one data flow: Session -> View -> Text -> Page.

- ``session`` holds the game on screen and takes intents (click, end turn, go to move n, open a
  link); it returns values (``outcomes``: ``Played``, ``Opened``; ``problems``: ``Problem``
  codes), never words or DOM. ``draft``, ``history``, ``computers``, ``autoplay``, ``replay``
  (a finished game shown move by move) and the save store (``saves`` with
  ``save_entry``, ``save_results``, ``storage``) serve it. A ``stamp`` names the game and
  position a question or a pending task was made for; nothing acts once it no longer holds.
- ``view``, ``board_view``, ``panels``, ``forms``, ``library``, ``log_view``, ``rules_help``,
  ``rules_topics``, ``rules_panels``, ``final_view``, ``charts``, ``advice`` (hints and chances
  to win) and the board drawing (``render``, ``layout``, ``placement``, ``geometry``,
  ``shapes``, ``tracks``, ``seats``) turn state into view models and HTML.
- ``text`` (catalogues in ``i18n/``), ``story`` and ``save_news`` are where words come from.
- ``page``, ``dialogs``, ``sharing``, ``rules_dialog``, ``advisor``, ``questions`` (open
  dialogs closed or asked again when the screen moves on) and ``screens`` wire DOM events to
  the session; ``dom`` and ``browser`` are the only modules that touch the browser.
Everything but the last group runs and is tested in CPython.
"""
