"""The game on screen as pure Python: intents in, values out, no DOM and no sentences.

Holds ``Session`` (the record, the game at the cursor, the draft turn, which seats computers
play; its state and questions in ``table.py``, its intents in ``session.py``), its ``Mode``
(``mode.py``: played, waited on, browsed or replayed), the draft and its memory, the move log,
what intents give back (``Played``, ``Opened``, ``Problem`` codes), the ``Stamp`` of a
position, the seat kinds and the computers that think in slices. May import ``franchise`` and
``web.saves`` only: never ``screens``, ``text``, ``page`` or ``browser``, so all of it runs in
CPython.
"""
