"""The map as drawn: geometry, the label layout, SVG layers, tracks and seat colours.

Holds the board's geometry and shapes, the collision-free layout computed at build time
(``layout``, ``placement``), the SVG of every layer (``render``), the tracks, the seat styles,
the zoom's maths (``viewport``) and the arrow keys' neighbours (``map_keys``). Knows no game
flow and no words: may import ``franchise`` and ``web.text.markup`` only.
"""
