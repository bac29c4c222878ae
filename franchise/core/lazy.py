"""Names of a face imported the first time they are asked for (PEP 562's module ``__getattr__``).

The engine's faces (``franchise``, ``franchise.ai``, ``franchise.records``; docs/ARCHITECTURE.md)
show names from several modules, but the page must not import them all at start: the share
link, the readings, the review and the search each load when first used, as they did when the
page imported their modules itself. A face lists them in a table and installs ``lazy_names``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from importlib import import_module

#: A face's table: public name -> the module relative to the face (the same name there), or
#: (module, the name there).
Table = Mapping[str, str | tuple[str, str]]


def lazy_names(face: str, table: Table) -> Callable[[str], object]:
    """The ``__getattr__`` of the face module ``face``: a name of ``table`` is imported, kept in
    the face (so it is looked up once) and returned; any other name is an ``AttributeError``."""

    def __getattr__(name: str) -> object:  # noqa: N807 (the module hook's own name)
        if name not in table:
            raise AttributeError(f"module {face!r} has no attribute {name!r}")
        where = table[name]
        module, attribute = (where, name) if isinstance(where, str) else where
        value = getattr(import_module(module, face), attribute)
        setattr(sys.modules[face], name, value)
        return value

    return __getattr__
