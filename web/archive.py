"""Import the app's modules from app.zip held in memory: the archive is read once, in all.

The page and hard's worker import their Python straight from app.zip (web/page/main.py,
assets/thinker.js). Python's own ``zipimport`` opens the archive again for every module, reads
the member's header in Python code, and reads, inflates and unmarshals every module twice:
finding a module asks its loader for the module's file name
(``importlib.util.spec_from_loader``), and ``zipimporter.get_filename`` answers by loading the
module's code, which is thrown away and loaded again when the module runs.

``Archive`` reads the file once, lists its members from the central directory, and imports a
module by inflating and unmarshalling its one member. It reads the directory itself: Pyodide has
``zipfile`` loaded already, but its listing of app.zip's 220 members took 27-55 ms, its first
time in a fresh interpreter under Node, against 3-4 ms for the loop below. Every module in
app.zip is bytecode (``module.pyc``, or ``__init__.pyc`` for a package;
tools/build/compile_pyc.mjs), so a module is found by its name alone. It also serves the data
files beside the modules (franchise/core/packaged.py reads them through
``__loader__.get_data``), and gives modules the ``__file__`` and ``__path__`` that ``zipimport``
gives (tests/web/test_archive.py).

This module is imported through the plain ``zipimport`` (it must be, to be installed), so it
and ``web/__init__`` use nothing beyond what the interpreter has already loaded.
"""

from __future__ import annotations

import marshal
import sys
import zlib
from importlib.machinery import ModuleSpec
from importlib.util import MAGIC_NUMBER
from types import ModuleType

#: The records of a zip file this reader needs (PKWARE's APPNOTE.TXT, 4.3).
END_OF_DIRECTORY = b"PK\x05\x06"
DIRECTORY_ENTRY = b"PK\x01\x02"
LOCAL_HEADER_SIZE = 30
#: A pyc file's header before the code: magic number, flags and the source's stamp (PEP 552).
PYC_HEADER_SIZE = 16
STORED, DEFLATED = 0, 8


class ArchiveError(ImportError):
    """app.zip cannot be read as this reader reads it (a damaged or unexpected archive)."""


def _number(data: bytes, at: int, size: int) -> int:
    return int.from_bytes(data[at : at + size], "little")


class Archive:
    """The modules and data files of one zip archive, found by name and read from memory:
    a finder and loader on ``sys.meta_path`` (``import_from``)."""

    def __init__(self, path: str) -> None:
        self.path = path
        with open(path, "rb") as file:
            self.data = file.read()
        #: member name -> (compression method, where its data starts, its compressed size)
        self.members: dict[str, tuple[int, int, int]] = self._directory()

    def _directory(self) -> dict[str, tuple[int, int, int]]:
        data = self.data
        end = data.rfind(END_OF_DIRECTORY, max(0, len(data) - 65_557))
        if end < 0:
            raise ArchiveError(f"{self.path} is not a zip archive")
        count, at = _number(data, end + 10, 2), _number(data, end + 16, 4)
        if count == 0xFFFF or at == 0xFFFF_FFFF:
            raise ArchiveError(f"{self.path} is a zip64 archive, which this reader does not read")
        members = {}
        for _ in range(count):
            if data[at : at + 4] != DIRECTORY_ENTRY:
                raise ArchiveError(f"{self.path}: its table of contents is damaged")
            method, size = _number(data, at + 10, 2), _number(data, at + 20, 4)
            name_size, extra_size = _number(data, at + 28, 2), _number(data, at + 30, 2)
            comment_size, local = _number(data, at + 32, 2), _number(data, at + 42, 4)
            name = data[at + 46 : at + 46 + name_size].decode("utf-8")
            start = (
                local
                + LOCAL_HEADER_SIZE
                + _number(data, local + 26, 2)
                + _number(data, local + 28, 2)
            )
            members[name] = (method, start, size)
            at += 46 + name_size + extra_size + comment_size
        return members

    def read(self, member: str) -> bytes:
        """The bytes of ``member`` (a name inside the archive); ``FileNotFoundError`` when
        there is none, as reading a missing file gives."""
        try:
            method, start, size = self.members[member]
        except KeyError:
            raise FileNotFoundError(f"{self.path}/{member}") from None
        raw = self.data[start : start + size]
        if method == DEFLATED:
            return zlib.decompress(raw, -15)
        if method == STORED:
            return raw
        raise ArchiveError(f"{self.path}/{member}: compression method {method} is not read")

    # ------------------------------------------------------------------ the finder
    def _member(self, fullname: str) -> tuple[str, bool] | None:
        """The member holding module ``fullname`` and whether it is a package."""
        base = fullname.replace(".", "/")
        if base + "/__init__.pyc" in self.members:
            return base + "/__init__.pyc", True
        if base + ".pyc" in self.members:
            return base + ".pyc", False
        return None

    def find_spec(self, fullname: str, path: object = None, target: object = None):
        found = self._member(fullname)
        if found is None:
            return None
        member, package = found
        spec = ModuleSpec(fullname, self, origin=f"{self.path}/{member}", is_package=package)
        spec.has_location = True  # __file__ is the member, as zipimport gives it
        if package:
            folder = member.rpartition("/")[0]
            spec.submodule_search_locations = [f"{self.path}/{folder}"]
        return spec

    # ------------------------------------------------------------------ the loader
    def create_module(self, spec: ModuleSpec) -> None:
        return None  # the default module

    def exec_module(self, module: ModuleType) -> None:
        exec(self.get_code(module.__name__), module.__dict__)

    def get_code(self, fullname: str):
        found = self._member(fullname)
        if found is None:
            raise ImportError(f"{fullname} is not in {self.path}", name=fullname)
        compiled = self.read(found[0])
        if compiled[:4] != MAGIC_NUMBER:
            raise ImportError(
                f"{self.path}/{found[0]} was compiled for another version of Python",
                name=fullname,
            )
        return marshal.loads(memoryview(compiled)[PYC_HEADER_SIZE:])

    def get_source(self, fullname: str) -> None:
        return None  # the archive holds bytecode only

    def is_package(self, fullname: str) -> bool:
        found = self._member(fullname)
        if found is None:
            raise ImportError(f"{fullname} is not in {self.path}", name=fullname)
        return found[1]

    def get_data(self, path: str) -> bytes:
        """A file beside the modules, by its path under the archive's (as ``__file__``
        gives the modules'), or by its name inside the archive."""
        prefix = self.path + "/"
        return self.read(path[len(prefix) :] if path.startswith(prefix) else path)


def import_from(archive: str) -> None:
    """Import the modules of ``archive`` (an absolute path) with an ``Archive`` of it, ahead
    of Python's own finders. Modules already imported keep the loader they came with, which
    reads the same archive."""
    sys.meta_path.insert(0, Archive(archive))
