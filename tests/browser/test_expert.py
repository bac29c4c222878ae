"""``expert`` in the real page: offered with a word about its pace, a whole game against it
that survives a reload in the middle, and a page that stays responsive while it thinks.

Expert thinks on the page's own thread in 20 ms slices (web/session/computers.py), like hard
with three times its budget; a worker of its own is issue 36's next step.
"""

from __future__ import annotations

import json

from franchise import Game, Setup

from .computers import open_computer_tab, tracing_main_thread, wait_for_moves
from .test_computers import FROZEN_MS
from .ui import open_page, snapshot


def test_the_new_game_dialog_says_how_expert_plays(page, site_url: str):
    open_page(page, site_url)
    if not page.is_visible("#dlg-new"):
        page.click("#btn-new")
    note = page.locator("#expert-note")
    assert note.is_hidden()
    page.select_option("#seat-kind-1", "expert")
    note.wait_for(state="visible")
    assert "few seconds" in note.inner_text()
    assert "expert" in page.input_value("#seat-name-1").lower()
    page.select_option("#language", "de")
    page.wait_for_function("document.documentElement.lang === 'de'")
    assert "Sekunden" in note.inner_text()
    page.select_option("#seat-kind-1", "hard")
    note.wait_for(state="hidden")


def test_a_whole_game_against_expert_survives_a_reload_and_the_page_stays_responsive(
    browser, site_url: str
):
    tab = open_computer_tab(browser, site_url, ["easy", "expert"])
    page, errors = tab.page, tab.errors
    with tracing_main_thread(browser, page) as trace:
        wait_for_moves(page, 8, errors)
    work = max(task.cpu_ms for task in trace.tasks)
    assert work < FROZEN_MS, f"a main-thread task ran {work:.0f} ms while expert thought"
    page.reload()  # in the middle of the game: it comes back and the computers go on
    page.wait_for_selector("body[data-ready='1']", timeout=90_000)
    assert len(snapshot(page)["moves"]) >= 8
    page.select_option("#ai-speed", "fast")
    page.wait_for_selector("#dlg-over[open]", timeout=600_000)
    state = snapshot(page)
    replayed = Game.replay(Setup.from_dict(state["setup"]), state["moves"])
    assert list(replayed.winners) == state["winners"]  # every move was the engine's, legal
    assert state["computers"] == {"Computer 1 (easy)": "easy", "Computer 2 (expert)": "expert"}
    levels = {level for level, _ in json.loads(page.evaluate("franchiseThinkTimes()"))}
    assert "expert" in levels
    assert not errors and not tab.blocked.urls
    tab.context.close()
