"""web.archive: the page's importer reads app.zip once in all, and imports its modules and
data files whole, with the names Python's own zipimport gives them."""

from __future__ import annotations

import importlib
import py_compile
import sys
import zipfile
import zipimport
from pathlib import Path

import pytest

from web.archive import Archive, import_from

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
        out.comment = b"a comment moves the end of the table of contents"
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
        out.writestr(DATA, '{"word": "once"}', compress_type=zipfile.ZIP_STORED)
    monkeypatch.setattr(sys, "path", [str(path), *sys.path])
    monkeypatch.setattr(sys, "path_hooks", list(sys.path_hooks))
    monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))
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


def test_plain_zipimport_opens_the_archive_for_every_module_twice(archive: str) -> None:
    """What the importer is for: without it, each module is read from the archive twice."""
    importlib.import_module("zipped_top")  # the archive's table of contents is read once here
    assert opens_of(archive, "zipped_pkg.sibling") == 2 * len(MODULES)


def test_the_archive_is_opened_once_for_all_its_modules(archive: str) -> None:
    recording.append([])
    try:
        import_from(archive)
        importlib.import_module("zipped_pkg.sibling")
        importlib.import_module("zipped_top")
    finally:
        paths = recording.pop()
    assert paths.count(archive) == 1


def test_modules_are_imported_whole_with_zipimport_s_names(archive: str) -> None:
    import_from(archive)
    sibling = importlib.import_module("zipped_pkg.sibling")
    assert sibling.DOUBLE == 2
    plain = zipimport.zipimporter(archive)
    for module in (*MODULES, "zipped_top"):
        imported = importlib.import_module(module)
        assert isinstance(imported.__loader__, Archive), module
        folder = module.replace(".", "/").rpartition("/")[0]
        at = f"{archive}/{folder}" if folder else archive
        assert imported.__file__ == zipimport.zipimporter(at).get_filename(module), module
    assert sys.modules["zipped_pkg.inner"].__path__ == [f"{archive}/zipped_pkg/inner"]
    assert plain.is_package("zipped_pkg") and sibling.__loader__.is_package("zipped_pkg")
    assert not sibling.__loader__.is_package("zipped_top")


def test_data_files_are_read_beside_the_modules(archive: str) -> None:
    import_from(archive)
    leaf = importlib.import_module("zipped_pkg.inner.leaf")
    assert leaf.__loader__.get_data(f"{archive}/{DATA}") == b'{"word": "once"}'
    assert leaf.__loader__.get_data(DATA) == b'{"word": "once"}'
    with pytest.raises(FileNotFoundError):
        leaf.__loader__.get_data(f"{archive}/zipped_pkg/missing.json")


def test_modules_outside_the_archive_are_left_to_python(archive: str) -> None:
    import_from(archive)
    sys.modules.pop("colorsys", None)
    assert importlib.import_module("colorsys").__loader__ is not sys.meta_path[0]


def test_bytecode_of_another_python_is_refused_by_name(archive: str, tmp_path: Path) -> None:
    other = tmp_path / "other.zip"
    with zipfile.ZipFile(other, "w") as out:
        out.writestr("zipped_old.pyc", b"\x00\x00\r\n" + bytes(12) + b"code")
    import_from(str(other))
    with pytest.raises(ImportError, match=r"zipped_old\.pyc was compiled for another version"):
        importlib.import_module("zipped_old")


def test_a_file_that_is_not_a_zip_is_refused(tmp_path: Path) -> None:
    text = tmp_path / "app.zip"
    text.write_text("not an archive")
    with pytest.raises(ImportError, match="is not a zip archive"):
        Archive(str(text))
