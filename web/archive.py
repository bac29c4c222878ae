"""Import the app's modules from app.zip, reading each module from the archive once.

The page and hard's worker import their Python straight from app.zip (web/page/main.py,
assets/thinker.js). Python's own ``zipimport`` reads, inflates and unmarshals every module
twice: finding a module asks its loader for the module's file name
(``importlib.util.spec_from_loader``), and ``zipimporter.get_filename`` answers by loading the
module's code, which is thrown away and loaded again when the module runs. Reading each
module once, the page's imports took 109 and 127 ms where they took 175 and 148 ms, timed
inside the page (``python -m tools.bench.page_imports``, two runs).

``ReadOnceImporter`` names the file from the archive's table of contents instead, without
reading it. Every module in app.zip is bytecode (``module.pyc``, or ``__init__.pyc`` for a
package; tools/build/compile_pyc.mjs), so that name is the one ``zipimport`` gives:
tests/web/test_archive.py checks it for every module of an archive built the same way.

This module is imported through the plain ``zipimport`` (it must be, to be installed), so it
and ``web/__init__`` use nothing beyond what the interpreter has already loaded.
"""

from __future__ import annotations

import sys
import zipimport


class ReadOnceImporter(zipimport.zipimporter):
    """A ``zipimporter`` for an archive of bytecode only, whose ``get_filename`` does not load
    the module's code."""

    def get_filename(self, fullname: str) -> str:
        name = fullname.rpartition(".")[2]
        member = f"{name}/__init__.pyc" if self.is_package(fullname) else f"{name}.pyc"
        return f"{self.archive}/{self.prefix}{member}"


def import_from(archive: str) -> None:
    """Import from ``archive`` (an absolute path, already first on ``sys.path``) with
    ``ReadOnceImporter``. The plain importers that found this module are forgotten, so that
    every later import from the archive, the rest of ``web`` included, goes through the new
    one; modules already imported keep the loader they came with, which reads the same
    archive."""
    sys.path_hooks.insert(0, ReadOnceImporter)
    for path in [p for p in sys.path_importer_cache if p.startswith(archive)]:
        del sys.path_importer_cache[path]
