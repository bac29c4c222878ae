"""``hard`` in the real page: offered with a word about its pace, thinking in a Web Worker of
its own (assets/thinker.js, web/session/apart.py) that starts when a hard computer is seated,
thinks ahead while a person plays, and ends with the game; and, where no worker can start,
thinking on the page's own thread in slices, which the new-game dialog then says. A review is
made by the hint's search in a worker of its own. (Expert did this before issue 49; it is no
longer offered, and the games that name it are played by hard: test_retired_level.py.)

``<body data-thinker>`` shows the worker's state (``ThinkerState``); ``franchiseThinker()``
what it said of itself and of its answers.
"""

from __future__ import annotations

import json

from franchise import Game, Setup
from franchise.ai import choose
from franchise.records.link import encode_link
from web.saves.store import KEY_PREFIX
from web.screens.advice import HINT_LEVEL
from web.session.computers import GUESS_LEVEL
from web.session.pace import Pace

from .computers import (
    computers_in_kept_tab,
    open_computer_tab,
    tracing_main_thread,
    wait_for_moves,
)
from .conftest import PACE, WarmTab
from .test_computers import FROZEN_MS
from .test_review import reviewed_record
from .ui import (
    PERSON_TURN,
    choose_language,
    menu_action,
    open_page,
    play_move,
    snapshot,
    watch_body_data,
    watched,
)

#: The page's rule for a game against hard in its worker (issues 36, 49): no main-thread task of
#: 50 ms or more. Thinking on the page's thread (the fallback) keeps the suite's FROZEN_MS.
RESPONSIVE_MS = 50
#: What the suite holds the page to: the suite runs two browsers on two shared cores, where a
#: task that reads 30 ms of CPU alone read 50 and 63 ms in fresh clones' runs (the bar failed
#: there on the tree before issue 55 as after it), so twice the rule. That hard's search is not
#: on this thread at all is shown by the worker's own answers (``thinker``), not by this bar.
SUITE_RESPONSIVE_MS = 2 * RESPONSIVE_MS


def thinker(page) -> dict:
    return json.loads(page.evaluate("franchiseThinker()"))


def replayed(page) -> Game:
    state = snapshot(page)
    return Game.replay(Setup.from_dict(state["setup"]), state["moves"])


def test_the_new_game_dialog_offers_no_expert_and_says_how_hard_plays(page, site_url: str):
    open_page(page, site_url)
    if not page.is_visible("#dlg-new"):
        menu_action(page, "#btn-new")
    offered = page.eval_on_selector_all("#seat-kind-1 option", "os => os.map(o => o.value)")
    assert offered == ["human", "easy", "medium", "hard"]
    about = page.text_content(".level-about dl") or ""
    assert "expert" not in about.lower() and "18 games" in about
    note = page.locator("#apart-note")
    page.select_option("#seat-kind-1", "medium")
    note.wait_for(state="hidden")
    page.select_option("#seat-kind-1", "hard")
    note.wait_for(state="visible")
    assert "two seconds" in note.inner_text()
    assert page.locator("#apart-fallback").is_hidden()  # this browser starts workers
    assert "hard" in page.input_value("#seat-name-1").lower()
    choose_language(page, "de")
    page.wait_for_function("document.documentElement.lang === 'de'")
    assert "Sekunden" in note.inner_text()
    page.select_option("#seat-kind-1", "easy")
    note.wait_for(state="hidden")


def test_a_whole_game_against_hard_in_its_worker_survives_a_reload(
    browser, page, warm_tab: WarmTab, site_url: str
):
    """The one whole game against hard in its worker (the capability), with a reload."""
    tab = computers_in_kept_tab(warm_tab, site_url, ["easy", "hard"])
    errors = tab.errors
    page.wait_for_selector("body[data-thinker]:not([data-thinker='off'])")
    with tracing_main_thread(browser, page) as trace:
        wait_for_moves(page, 8, errors)
        page.click("#btn-pause")  # the game waits while the trace is read, unfinished
        page.wait_for_function("['idle', 'holding'].includes(franchiseComputerState())")
    work = max(task.cpu_ms for task in trace.tasks)
    assert work < SUITE_RESPONSIVE_MS, f"a main-thread task ran {work:.0f} ms while hard thought"
    facts = thinker(page)
    assert facts["answers"] >= 3 and facts["heap_mb"] < 60 and facts["starts"] == 1
    page.reload()  # in the middle of the game: it comes back and the computers go on
    page.wait_for_selector("body[data-ready='1']", timeout=90_000)
    assert len(snapshot(page)["moves"]) >= 8
    page.select_option("#ai-speed", "fast")
    page.wait_for_selector("#dlg-over[open]", timeout=600_000)
    page.wait_for_selector("body[data-thinker='off']")  # the game is over: the worker ends
    state = snapshot(page)
    game = Game.replay(Setup.from_dict(state["setup"]), state["moves"])
    assert list(game.winners) == state["winners"]  # every move was the engine's, legal
    assert state["computers"] == {"Computer 1 (easy)": "easy", "Computer 2 (hard)": "hard"}
    assert thinker(page)["answers"] >= 3  # after the reload too, in a worker of its own
    levels = {level for level, _ in json.loads(page.evaluate("franchiseThinkTimes()"))}
    assert levels == {"easy", PACE.spec("hard")}
    assert not errors and not tab.blocked.urls
    tab.close()


def test_hard_thinks_ahead_while_a_person_plays_and_answers_as_it_would_have(
    page, warm_tab: WarmTab, site_url: str
):
    """Slow for what it waits for: hard's worker started (its own Pyodide), then two of
    hard's answers each checked against the engine."""
    tab = computers_in_kept_tab(warm_tab, site_url, ["human", "hard"])
    errors = tab.errors
    hard = next(name for name, level in snapshot(page)["computers"].items())
    checked = 0
    while checked < 2:
        page.wait_for_function(PERSON_TURN, timeout=120_000)
        game = replayed(page)
        guess = choose(game, PACE.spec(GUESS_LEVEL))  # the thinker's guess
        after = game.clone()
        after.apply(guess)
        hard_next = after.names[after.current] == hard
        if hard_next:  # else the person moves again: nothing to think ahead for
            page.wait_for_selector("body[data-thinker='pondered']", timeout=120_000)
        play_move(page, game, guess)
        if hard_next:
            wait_for_moves(page, len(after.moves) + 1, errors)
            answer = replayed(page).moves[len(after.moves)]
            assert answer == choose(after, PACE.spec("hard"))  # as a search on the spot
            checked += 1
            assert thinker(page)["pondered"] == checked
    assert not errors and not tab.blocked.urls
    tab.close()


def test_where_no_worker_starts_hard_thinks_on_the_page_in_slices_and_the_dialog_says_so(
    browser, site_url: str
):
    # The worker's script cannot be fetched (a host that lost it, or forbids workers): the
    # page itself runs on PyScript, which needs workers, so a browser without any never
    # gets this far.
    tab = open_computer_tab(browser, site_url, ["easy", "hard"], missing="assets/thinker.js")
    page, errors = tab.page, tab.errors
    page.wait_for_selector("body[data-thinker='unavailable']", timeout=60_000)
    with tracing_main_thread(browser, page) as trace:
        wait_for_moves(page, 6, errors)
    work = max(task.cpu_ms for task in trace.tasks)
    assert work < FROZEN_MS, f"a main-thread task ran {work:.0f} ms while hard thought"
    times = json.loads(page.evaluate("franchiseThinkTimes()"))
    assert PACE.spec("hard") in {level for level, _ in times}
    assert thinker(page)["answers"] == 0
    page.select_option("#ai-speed", "normal")
    page.click("#btn-pause")
    menu_action(page, "#btn-new")
    page.select_option("#seat-kind-1", "hard")
    page.locator("#apart-fallback").wait_for(state="visible")
    assert page.locator("#apart-note").is_hidden()
    assert "thread of its own" in page.inner_text("#apart-fallback")
    assert not [e for e in errors if "thinker.js" not in e] and not tab.blocked.urls
    tab.close()


def test_a_finished_game_is_reviewed_by_the_hints_search_in_a_worker_of_its_own(
    page, site_url: str
):
    """The judge is the hint's search (one teacher), thinking in a worker of its own."""
    record = reviewed_record()  # Ann a person, Bob a medium computer; 31 moves
    open_page(page, site_url + "#" + encode_link(record))
    page.wait_for_selector("#dlg-over[open]")
    watch_body_data(page, "review-thinker")
    page.click("#btn-review")
    page.wait_for_selector("body[data-review='done']", timeout=180_000)
    page.wait_for_selector("body[data-review-thinker='off']")  # ended with the review
    assert "thinking" in watched(page, "review-thinker")
    game_id = snapshot(page)["game_id"]
    saved = page.evaluate(f"JSON.parse(localStorage.getItem('{KEY_PREFIX}{game_id}'))")
    assert saved["review"]["level"] == PACE.spec(HINT_LEVEL) and saved["review"]["seats"] == [0]
    assert page.inner_text("#review-summary").startswith("Ann: ")


#: Three times hard's whole budget: seconds to think, time enough for a click while it thinks.
SLOW = Pace(3.0)


def test_undo_while_hard_thinks_stops_it_and_it_thinks_ahead_again(
    page, warm_tab: WarmTab, site_url: str
):
    """Hard searches three times its budget here (``SLOW``), not the tests' share: the click
    back must come while it still thinks about the surprise, also on a busy machine (expert,
    at half of the same budget, once answered before the click, under tools.bench.under_load)."""
    pace = f"window.franchiseBudgetShare = {SLOW.share};"
    tab = computers_in_kept_tab(warm_tab, site_url, ["human", "hard"], script=pace)
    errors = tab.errors
    hard = next(iter(snapshot(page)["computers"]))
    while True:  # a turn of the person's that hard moves after
        page.wait_for_function(PERSON_TURN, timeout=120_000)
        game = replayed(page)
        guess = choose(game, SLOW.spec(GUESS_LEVEL))
        after = game.clone()
        after.apply(guess)
        if after.names[after.current] == hard:
            break
        play_move(page, game, guess)
    surprise = next(m for m in game.legal_moves() if m != guess)  # not what it thought ahead
    page.wait_for_selector("body[data-thinker='pondered']", timeout=120_000)
    answers = thinker(page)["answers"]
    watch_body_data(page, "thinker")
    play_move(page, game, surprise)
    # Seconds of thinking, not pondered: seen by the watch even if the page got there first.
    page.wait_for_function("() => window.watched.thinker.includes('thinking')")
    page.click("#hist-back")  # back to this very turn, while hard thinks about the surprise
    page.wait_for_selector("body[data-thinker='pondered']", timeout=120_000)
    assert replayed(page).moves == game.moves
    assert thinker(page)["answers"] == answers  # the thought about the surprise was dropped
    play_move(page, game, guess)
    wait_for_moves(page, len(after.moves) + 1, errors)
    assert replayed(page).moves[len(after.moves)] == choose(after, SLOW.spec("hard"))
    assert thinker(page)["pondered"] >= 1
    assert not errors and not tab.blocked.urls
    tab.close()


def test_without_the_tests_share_hards_worker_measures_the_device_and_the_page_stays_free(
    browser, page, warm_tab: WarmTab, site_url: str
):
    """A player's page (the tests' share taken away): hard's worker times the pace's workload
    (web/session/pace.py) before its first search, the share follows from it, and the page's
    own thread never loads the search to measure."""
    unpaced = "delete window.franchiseBudgetShare;"
    tab = computers_in_kept_tab(warm_tab, site_url, ["hard", "hard"], script=unpaced)
    errors = tab.errors
    with tracing_main_thread(browser, page) as trace:
        wait_for_moves(page, 1, errors)
    spec = json.loads(page.evaluate("franchiseThinkTimes()"))[0][0]
    level, *budget = spec.split(":")
    assert level == "hard" and (not budget or 1_200 <= int(budget[0]) < 12_000)
    first = replayed(page)
    assert first.moves[0] == choose(Game(first.setup), spec)  # the spec names the search
    work = max(task.cpu_ms for task in trace.tasks)
    assert work < SUITE_RESPONSIVE_MS, f"a main-thread task ran {work:.0f} ms while hard measured"
    assert not errors and not tab.blocked.urls
    tab.close()
