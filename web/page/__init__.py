"""The page: wiring only. DOM events become session intents; what comes back is drawn.

Holds ``Page`` and its parts, each a ``Part`` (``part.py``) built with the page's one context
(``context.py``): new game and saved games, sharing, rules, confirmation, advice, the message
bar, open questions, turn input, replay, zoom, a move being played out, the game review, the
guide and the computers taking their turns; the page's intents (``intents.py``); and
``main.py``, the entry the build writes into index.html. The only package that may import
``web.browser``; it may import every other package of ``web``.
"""
