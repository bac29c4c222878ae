"""The save store: games kept in the browser's storage, written, listed, merged and retried.

Holds the store (``store``), a saved game (``entry``), what a save or a merge did
(``results``) and the storage interface the browser implements (``storage``). May import
``franchise`` only, so it runs in CPython over an in-memory storage.
"""
