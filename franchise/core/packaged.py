"""Data files that ship beside the modules, read the same way from a folder or from a zip.

The page imports its Python straight from app.zip (Python's zipimport, see web/page/main.py):
unpacking the archive into files first cost the page tens of milliseconds at every start. A
module imported from a zip has no folder on disk, so its data files (the board, the map, the
catalogues) are read through the loader that imported the module, which reads plain files
in a source checkout and archive members in the page alike. It is a plain function rather than
``importlib.resources``, whose import alone cost the page about 10 ms at start-up.
"""

from __future__ import annotations

import os
import sys


def read_beside(module: str, relative: str) -> str:
    """The UTF-8 text of the file ``relative`` (slash-separated, ``..`` allowed) from the
    folder of the imported module named ``module``; ``OSError`` when there is none."""
    imported = sys.modules[module]
    folder = os.path.dirname(imported.__file__ or "")
    path = os.path.normpath(os.path.join(folder, *relative.split("/")))
    return imported.__loader__.get_data(path).decode("utf-8")
