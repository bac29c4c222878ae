"""The page: wiring only. DOM events become session intents; what comes back is drawn.

Holds ``Page`` and every dialog and controller that talks to the browser (new game and saved
games, sharing, rules, confirmation, advice, the message bar, open questions, turn input,
replay, zoom, a move being played out, the game review), and ``main.py``, the entry the build
writes into index.html. The only package that may import ``web.browser``; it may import every
other package of ``web``.
"""
