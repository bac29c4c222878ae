"""The laboratory: what measures, checks and explores the engine, never shipped to the page.

The arena and strength tests (``arena``, ``strength``, ``sprt``), the soak (``soak``), the
honesty of the win chances (``calibration``, ``chance_figures``), the frozen and reference
levels (``levels``; ``trial``: hard judging with a trial fit) and the command lines
(``python -m franchise.lab``: ``cli``, ``review_cli``), and what the computer learns from: the
self-play corpus (``corpus``, ``selfplay``), the search's labels of its positions (``labels``)
and where their jobs run (``workers``: processes or a Ray cluster). Importing this package
registers the reference levels beside the page's. It may import every other package of the
engine; none of them imports it (docs/ARCHITECTURE.md; tests/engine/test_engine_shape.py keeps
it so), and the build leaves the folder out of app.zip.
"""

from . import levels, trial

__all__ = ["levels", "trial"]
