"""The one door to pyscript, pyodide and js: the DOM (``dom``) and the browser's services
(``services``: clocks, storage, the address bar, files, the clipboard).

Nothing else imports those modules, so everything above runs in CPython. May import
``web.saves`` (the storage interface it implements); only ``web.page`` imports it.
"""
