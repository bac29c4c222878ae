"""The browser UI of Franchise, in Python, in packages along one data flow.

Session -> View -> Text -> Page (docs/ARCHITECTURE.md), each a package that says what it holds
and what it may import; tests/web/test_shape.py keeps those directions:

- ``session``: the game on screen as pure Python. Intents in (click, end turn, go to move n,
  open a link), values out (a move played, a problem with a code), never words or DOM; the
  draft turn, history, computers and who sits in each seat.
- ``saves``: the save store over a storage interface: entries, what saving did, merging.
- ``board``: the map's drawing: geometry, the collision-free layout, SVG, tracks, seat colours,
  the zoom's maths, the arrow keys' neighbours and how keys move the view.
- ``screens``: view models of the screen (``{element id: {attribute: value}}``, diffed by the
  page) and the HTML of panels, dialogs, the log, the final screen and the rules' context;
  the registry of the page's keys.
- ``text``: where words come from: the catalogues (``web/i18n/``), stories of events and
  problems, escaping for HTML.
- ``page``: wiring only: DOM events become session intents, what comes back is drawn; the
  dialogs, timers and animation; ``page/main.py`` is the entry the build writes into index.html.
- ``browser``: the one door to pyscript, pyodide and js.
Everything but ``page`` and ``browser`` runs and is tested in CPython.
"""
