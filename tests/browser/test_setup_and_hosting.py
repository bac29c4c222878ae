"""The new-game screens (expert tiles, five seats) and hosting under a sub-path."""

from __future__ import annotations

import tempfile
import threading
import zipfile
from pathlib import Path

from playwright.sync_api import Page

from tools.build.serve import make_server
from tools.build.site import DIST, ROOT, python_files

from .conftest import MOTION, SET_PACE, OffOrigin, new_context
from .ui import open_page, snapshot, start_game


def test_expert_tiles_are_chosen_or_dealt_and_shape_the_board(page: Page, site_url: str):
    open_page(page, site_url)
    page.click("#btn-add-seat")
    page.click("#btn-add-seat")  # four players: every region is in play
    page.check("input[name=variant][value=expert]")
    page.click("#btn-start")
    page.wait_for_selector("#dlg-expert[open]")
    before = page.eval_on_selector_all("#expert-tiles select", "s => s.map(x => x.value)")
    for _ in range(5):
        page.click("#btn-deal")
        after = page.eval_on_selector_all("#expert-tiles select", "s => s.map(x => x.value)")
        if after != before:
            break
    assert after != before
    page.select_option("select[data-city='los-angeles']", "7")
    page.select_option("select[data-city='chicago']", "8")
    page.select_option("select[data-city='new-york']", "8")
    page.click("#btn-expert-start")
    assert "New York cannot get tile 8" in page.inner_text("#expert-error")
    page.select_option("select[data-city='new-york']", "7")
    page.click("#btn-expert-start")
    page.wait_for_selector("#dlg-expert", state="hidden")
    assert page.locator("[id^='sp-chicago-']").count() == 8
    assert page.locator("[id^='sp-new-york-']").count() == 7
    setup = snapshot(page)["setup"]
    assert setup["variant"] == "expert"
    assert setup["city_tiles"]["chicago"] == 8


def test_five_seats_with_their_own_colours(page: Page, site_url: str):
    open_page(page, site_url)
    for _ in range(3):
        page.click("#btn-add-seat")
    assert page.is_disabled("#btn-add-seat")
    page.select_option("#seat-color-0", "beige")
    page.click("#btn-start")
    assert "Each player needs a colour of their own." in page.inner_text("#new-error")
    page.select_option("#seat-color-4", "blue")
    page.click("#btn-start")
    page.wait_for_selector("#dlg-new", state="hidden")
    assert page.locator("#players .player").count() == 5
    assert len(snapshot(page)["players"]) == 5


def test_the_site_works_under_a_sub_path(browser):
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "games").mkdir()
        (Path(tmp) / "games" / "franchise").symlink_to(DIST, target_is_directory=True)
        server = make_server(Path(tmp), 0)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        origin = f"http://127.0.0.1:{server.server_port}/"
        blocked = OffOrigin()
        context = new_context(browser, origin, blocked)
        page = context.new_page()
        paths: list[str] = []
        page.on("request", lambda request: paths.append(request.url[len(origin) :]))
        open_page(page, origin + "games/franchise/")
        assert all(path.startswith("games/franchise/") for path in paths), paths
        assert not blocked.urls
        context.close()
        server.shutdown()


def test_after_one_visit_the_game_and_hard_s_worker_start_offline(browser, site_url: str):
    """A context of its own with its service worker (the kept tabs block theirs), loaded three
    times: online, offline, and the worker's interpreter offline."""
    # Not routed: a route would hide the worker's own fetches.
    context = browser.new_context(reduced_motion=MOTION)
    context.add_init_script(SET_PACE)
    page = context.new_page()
    open_page(page, site_url)
    page.wait_for_function("navigator.serviceWorker.ready.then(r => !!r.active)", timeout=60_000)
    page.wait_for_function(
        "caches.keys().then(k => k.some(n => n.startsWith('franchise-')))", timeout=60_000
    )
    context.set_offline(True)
    page.reload()
    page.wait_for_selector("body[data-ready='1']", timeout=90_000)
    assert page.locator("[data-place]").count() == 45
    start_game(page, kinds=["easy", "hard"])  # hard's worker starts from the cache too
    page.wait_for_function("JSON.parse(franchiseThinker()).answers >= 1", timeout=90_000)
    context.close()


def test_the_page_starts_without_fetching_its_configuration_or_entry_script(
    page: Page, site_url: str
):
    """PyScript's configuration and main.py are in the page (tools/build/site.py), so no
    request for pyscript.toml, the TOML parser that reads it, or main.py delays the start."""
    open_page(page, site_url)
    fetched = page.evaluate("performance.getEntriesByType('resource').map(e => e.name)")
    names = [url.rsplit("/", 1)[-1] for url in fetched]
    assert "app.zip" in names
    assert not [name for name in names if "toml" in name or name == "main.py"]


def test_the_app_ships_as_bytecode_only(site_url: str):
    """Every module is in app.zip as bytecode for the page's own Python, and no source is
    (tools/build/compile_pyc.mjs): the page imports straight from the zip, so a source would only
    make it bigger."""
    with zipfile.ZipFile(DIST / "app.zip") as app:
        shipped = set(app.namelist())
    modules = {path.relative_to(ROOT).as_posix() for path in python_files() if path.suffix == ".py"}
    assert modules and not {name for name in shipped if name.endswith(".py")}
    assert {module + "c" for module in modules} <= shipped
