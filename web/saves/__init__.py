"""The save store: games kept in the browser's storage, written, listed, merged and retried.

Holds the store (``store``), its keys in storage (``shelf``), a saved game (``entry``), what a
save or a merge did (``results``), how the store names the games it makes (``naming``: the
page gives it the catalogue's words) and the storage interface the browser implements
(``storage``), and the record of each person's finished games kept beside the saves
(``progress``). May import
``franchise`` only, so it runs in CPython over an in-memory storage.
"""
