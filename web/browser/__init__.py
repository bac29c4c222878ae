"""The one door to pyscript, pyodide and js: the page's elements (``dom``), its events
(``events``: listeners, and board input as plain values) and the browser's services
(``services``: clocks, storage, the address bar, files, the clipboard).

Nothing else imports those modules, so everything above runs in CPython. May import
``franchise`` and ``web.saves`` (the storage interface it implements); only ``web.page``
imports it (tests/web/test_shape.py).
"""
