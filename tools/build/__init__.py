"""Making the served site (``python3 -m tools.build.site``, which ``./dev build`` runs) and
serving it (``python3 -m tools.build.serve``, ``./dev play``), with what they need: the page's
policy, the web app manifest and the service worker's template. These two use the standard
library only, so building and playing need no virtualenv (tests/test_tools_shape.py keeps it
so). Beside them, run by hand and committed: the map (map.mjs) and the icons (icons.py)."""
