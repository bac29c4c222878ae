"""Copies of the built site published on a host the way a club's webmaster does it, for the
hosting tests (tests/browser/test_hosting.py): under a folder of the host, a second build
published over the first, two copies side by side. The host is tools.harness.site.served
over the host's whole folder.

A second build is dist/ with one file changed and a new version, as ``./dev build`` gives
after a change: index.html and sw.js name the version (tools/build/site.py), so the service
worker the browser holds sees a new script and installs it.
"""

from __future__ import annotations

import hashlib
import re
import shutil
from pathlib import Path

from tools.build.site import DIST

VERSION = re.compile(r'<meta name="franchise-version" content="([0-9a-f]+)">')


def version_of(site: Path) -> str:
    """The version a built site names in its index.html."""
    found = VERSION.search((site / "index.html").read_text())
    if found is None:
        raise ValueError(f"{site} names no version")
    return found.group(1)


def next_build(site: Path, into: Path) -> str:
    """A copy of ``site`` in ``into`` as the next build would be: its stylesheet changed and a
    new version named in index.html and sw.js; gives the new version."""
    shutil.copytree(site, into, symlinks=False)
    old = version_of(into)
    new = hashlib.sha256(old.encode()).hexdigest()[:16]
    style = into / "assets" / "franchise.css"
    style.write_text(style.read_text() + f"\n/* build {new} */\n")
    for name in ("index.html", "sw.js"):
        path = into / name
        path.write_text(path.read_text().replace(old, new))
    return new


def publish(root: Path, folder: str, site: Path = DIST) -> None:
    """Publish ``site`` at ``folder`` of the host ``root`` (replacing what was there)."""
    target = root / folder
    target.parent.mkdir(parents=True, exist_ok=True)
    if target.is_symlink():
        target.unlink()
    target.symlink_to(site, target_is_directory=True)
