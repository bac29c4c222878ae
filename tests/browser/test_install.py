"""Chromium would install the page: its manifest parses cleanly and nothing stands in the way.

Chromium's own verdict is read over the DevTools protocol: ``Page.getAppManifest`` (the manifest
as Chromium parsed it, with its errors) and ``Page.getInstallabilityErrors`` (why the browser
would not offer to install). Chromium never installs from an incognito profile, which every
context of the shared ``browser`` fixture is ("in-incognito"), so these tests open a profile
folder of their own. The site is served under a sub-path, where the manifest's relative start
URL, scope and icons must resolve inside the site's folder, not at the host's root.
"""

from __future__ import annotations

import json
import struct
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext

from tools.build.manifest import FILE_NAME, ICON_FOLDER, ICONS
from tools.build.serve import make_server
from tools.build.site import DIST, build

from .conftest import CHROMIUM, LAUNCH_ARGS, MOTION, WATCH_VIOLATIONS, OffOrigin, keep_to_site
from .ui import open_page

PHONE = {"width": 390, "height": 844}
FETCH_ALL = "urls => Promise.all(urls.map(url => fetch(url).then(r => r.ok, () => false)))"


def rgba(hex_colour: str) -> str:
    """``#faf7f0`` as Chromium's parsed manifest writes it: ``rgba(250,247,240,1)``."""
    red, green, blue = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    return f"rgba({red},{green},{blue},1)"


@pytest.fixture(scope="module")
def sub_path_site() -> Iterator[str]:
    if not (DIST / "index.html").exists():
        build()
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "games").mkdir()
        (Path(tmp) / "games" / "franchise").symlink_to(DIST, target_is_directory=True)
        server = make_server(Path(tmp), 0)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        yield f"http://127.0.0.1:{server.server_port}/games/franchise/"
        server.shutdown()


@pytest.fixture(scope="module")
def profile(
    browser: Browser, sub_path_site: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[BrowserContext, OffOrigin]]:
    """A Chromium with a profile on disk (not incognito), allowed to fetch only the site."""
    context = browser.browser_type.launch_persistent_context(
        str(tmp_path_factory.mktemp("profile")),
        executable_path=CHROMIUM,
        args=LAUNCH_ARGS,
        reduced_motion=MOTION,
    )
    context.add_init_script(WATCH_VIOLATIONS)
    blocked = OffOrigin()
    keep_to_site(context, sub_path_site, blocked)
    yield context, blocked
    context.close()
    assert not blocked.urls, f"requests outside the site: {blocked.urls}"


def test_the_icons_are_the_sizes_the_manifest_says():
    manifest = json.loads((DIST / FILE_NAME).read_text())
    declared = {icon["src"]: icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= set(declared.values())
    assert any(icon["purpose"] == "maskable" for icon in manifest["icons"])
    for icon in ICONS:
        data = (DIST / ICON_FOLDER / icon.name).read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
        width, height = struct.unpack(">II", data[16:24])
        assert width == height == icon.size
        if icon.purpose:
            assert declared[f"./{ICON_FOLDER}/{icon.name}"] == f"{icon.size}x{icon.size}"


def test_chromium_would_install_the_page_and_it_stays_installable_offline(
    profile: tuple[BrowserContext, OffOrigin], sub_path_site: str
):
    """On a phone's screen, where installing matters most (Chromium's verdict does not depend
    on the window's size)."""
    context, _ = profile
    page = context.new_page()
    page.set_viewport_size(PHONE)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    open_page(page, sub_path_site)
    cdp = context.new_cdp_session(page)

    answer = cdp.send("Page.getAppManifest")
    assert answer["url"] == sub_path_site + FILE_NAME
    assert answer["errors"] == []
    manifest = answer["manifest"]
    assert manifest["startUrl"] == manifest["scope"] == manifest["id"] == sub_path_site
    assert manifest["display"] == "kStandalone"
    assert manifest["name"] == "Franchise"
    light = page.evaluate("document.querySelector('meta[name=theme-color][media*=light]').content")
    assert manifest["themeColor"] == manifest["backgroundColor"] == rgba(light)
    icons = [icon["url"] for icon in manifest["icons"]]
    assert all(url.startswith(sub_path_site + ICON_FOLDER + "/") for url in icons)
    assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
    touch = page.eval_on_selector("link[rel=apple-touch-icon]", "link => link.href")
    assert page.evaluate(FETCH_ALL, [touch]) == [True]

    # The service worker has cached the manifest and icons with the rest: offline, the page
    # starts and Chromium still finds everything it needs to install it.
    page.wait_for_function("navigator.serviceWorker.ready.then(r => !!r.active)", timeout=60_000)
    page.wait_for_function("!!navigator.serviceWorker.controller", timeout=60_000)
    context.set_offline(True)
    try:
        page.reload()
        page.wait_for_selector("body[data-ready='1']", timeout=90_000)
        assert page.evaluate(FETCH_ALL, [answer["url"], touch, *icons]) == [True] * (len(icons) + 2)
        again = cdp.send("Page.getAppManifest")
        assert again["errors"] == [] and again["manifest"] == manifest
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
    finally:
        context.set_offline(False)
    assert page.evaluate("window.cspViolations") == []
    assert not errors
    page.close()
