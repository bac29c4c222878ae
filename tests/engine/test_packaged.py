"""Data beside modules reads the same from a folder and from a zip (franchise/core/packaged.py)."""

from __future__ import annotations

import importlib
import sys
import zipfile
from pathlib import Path

import pytest

from franchise.core.packaged import read_beside

MODULE = "from franchise.core.packaged import read_beside\n"
FILES = {
    "kit/__init__.py": "",
    "kit/part.py": MODULE,
    "kit/data/words.json": '{"word": "Filiale"}',
    "shared/notes.txt": "région",
}


@pytest.fixture(params=["folder", "zip"])
def kit(request, tmp_path: Path):
    """The package ``kit`` importable from a folder or, as the page imports, from a zip."""
    if request.param == "folder":
        for name, text in FILES.items():
            (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
            (tmp_path / name).write_text(text, encoding="utf-8")
        entry = str(tmp_path)
    else:
        entry = str(tmp_path / "app.zip")
        with zipfile.ZipFile(entry, "w") as archive:
            for name, text in FILES.items():
                archive.writestr(name, text.encode("utf-8"))
    sys.path.insert(0, entry)
    try:
        module = importlib.import_module("kit.part")
        assert module.__file__ is not None and module.__file__.startswith(entry)
        yield module
    finally:
        sys.path.remove(entry)
        for name in ("kit.part", "kit"):
            sys.modules.pop(name, None)
        sys.path_importer_cache.pop(entry, None)


def test_a_file_beside_the_module_and_one_up_a_folder_are_read(kit):
    assert read_beside("kit.part", "data/words.json") == '{"word": "Filiale"}'
    assert read_beside("kit.part", "../shared/notes.txt") == "région"


def test_a_missing_file_raises_os_error(kit):
    with pytest.raises(OSError):
        read_beside("kit.part", "data/missing.json")
