"""The screen as view models and HTML: functions of the session's state and the language.

Holds the view model type and its diff (``model``), the game screen (``screen``) with the
board's changing parts (``board``), panels, the turn preview, the log, the final screen and its
charts, the new-game and saved-games forms, the confirmation, advice and the rules' topics,
context and panels. May import ``franchise``, ``web.session``, ``web.saves``, ``web.board`` and
``web.text``; never ``page`` or ``browser``, so every view is tested in CPython.
"""
