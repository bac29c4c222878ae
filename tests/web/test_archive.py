"""web.archive: the page's importer reads each module from app.zip once, and names every
module's file as Python's own zipimport does."""

from __future__ import annotations

import importlib
import py_compile
import sys
import zipfile
import zipimport
from pathlib import Path

import pytest

from web.archive import ReadOnceImporter, import_from

#: An archive laid out as app.zip is: bytecode only, packages inside packages, a data file.
SOURCES = {
    "zipped_pkg/__init__.py": "VALUE = 1\n",
    "zipped_pkg/inner/__init__.py": "from zipped_pkg import VALUE\n",
    "zipped_pkg/inner/leaf.py": "from zipped_pkg.inner import VALUE\nDOUBLE = VALUE * 2\n",
    "zipped_pkg/sibling.py": "from zipped_pkg.inner.leaf import DOUBLE\n",
    "zipped_top.py": "NAME = 'top'\n",
}
MODULES = ("zipped_pkg", "zipped_pkg.inner", "zipped_pkg.inner.leaf", "zipped_pkg.sibling")
DATA = "zipped_pkg/inner/words.json"

#: The paths opened for reading while ``recording`` holds a list (an audit hook cannot be
#: removed, so one hook serves every test and records only when asked).
recording: list[list[str]] = []


def opened(event: str, args: tuple) -> None:
    if recording and event == "open":
        recording[-1].append(str(args[0]))


sys.addaudithook(opened)


@pytest.fixture
def archive(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """A bytecode archive built like app.zip, first on a ``sys.path`` and hooks of its own."""
    path = tmp_path / "app.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        for name, text in SOURCES.items():
            source = tmp_path / "src" / name
            source.parent.mkdir(parents=True, exist_ok=True)
            source.write_text(text)
            compiled = py_compile.compile(
                str(source),
                cfile=str(source) + "c",
                dfile=name,
                doraise=True,
                invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
            )
            out.writestr(name + "c", Path(compiled).read_bytes())
        out.writestr(DATA, '{"word": "once"}')
    monkeypatch.setattr(sys, "path", [str(path), *sys.path])
    monkeypatch.setattr(sys, "path_hooks", list(sys.path_hooks))
    monkeypatch.setattr(sys, "path_importer_cache", dict(sys.path_importer_cache))
    monkeypatch.setattr(sys, "modules", dict(sys.modules))
    return str(path)


def opens_of(archive: str, module: str) -> int:
    """How many times importing ``module`` opens ``archive``."""
    recording.append([])
    try:
        importlib.import_module(module)
    finally:
        paths = recording.pop()
    return sum(path == archive for path in paths)


#: Each module of ``SOURCES`` with the folder inside the archive whose importer finds it.
FOUND_IN = {
    "zipped_top": "",
    "zipped_pkg": "",
    "zipped_pkg.inner": "zipped_pkg",
    "zipped_pkg.inner.leaf": "zipped_pkg/inner",
    "zipped_pkg.sibling": "zipped_pkg",
}


def test_every_module_is_named_as_zipimport_names_it(archive: str) -> None:
    for module, folder in FOUND_IN.items():
        at = f"{archive}/{folder}" if folder else archive
        named = ReadOnceImporter(at).get_filename(module)
        assert named == zipimport.zipimporter(at).get_filename(module), module


def test_plain_zipimport_reads_every_module_twice(archive: str) -> None:
    """What the importer is for: without it, each module is read from the archive twice."""
    importlib.import_module("zipped_top")  # the archive's table of contents is read once here
    assert opens_of(archive, "zipped_pkg.sibling") == 2 * len(MODULES)


def test_the_importer_reads_every_module_once_and_imports_it_whole(archive: str) -> None:
    importlib.import_module("zipped_top")  # through plain zipimport, as web.archive is
    import_from(archive)
    assert opens_of(archive, "zipped_pkg.sibling") == len(MODULES)
    sibling = sys.modules["zipped_pkg.sibling"]
    assert sibling.DOUBLE == 2
    assert sibling.__file__ == f"{archive}/zipped_pkg/sibling.pyc"
    assert sys.modules["zipped_pkg.inner"].__path__ == [f"{archive}/zipped_pkg/inner"]
    leaf = sys.modules["zipped_pkg.inner.leaf"]
    assert isinstance(leaf.__loader__, ReadOnceImporter)
    words = leaf.__loader__.get_data(f"{archive}/{DATA}")
    assert words == b'{"word": "once"}'
