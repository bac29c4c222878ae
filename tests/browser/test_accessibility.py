"""axe-core on every screen of the page, at a phone's size and a desktop's: no critical and no
serious violation.

axe-core (pinned in package.json, from node_modules) runs inside the page under the page's own
Content-Security-Policy: the test answers a request for a URL of the site's own origin with the
file (``page.route``) and the page loads it as a ``<script src>``, which ``script-src 'self'``
allows. The policy is never relaxed. Service workers are blocked in these contexts: a worker
would fetch that URL itself, out of reach of ``page.route``.

One visit of the page per size walks through the screens in the order a player meets them (the
kept tab, ``page_at``, whose context watches for policy violations from its first moment);
each screen is checked once it has settled. Violations of lesser impact are printed, not
failed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from playwright.sync_api import Page, Route

from franchise import BOARD, Game, Setup
from franchise.records.link import encode_link
from franchise.records.record import Record, new_game_id

from .conftest import Sized, first_visit
from .ui import click_place, menu_action, open_page, play_moves, start_game, wait_idle

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
AXE_PATH = "__tests__/axe.min.js"  # no file of the site has this name
#: Both sizes in the light theme; the dark theme's colours at a phone's size.
VIEWS = ((390, 844, "light"), (1280, 800, "light"), (390, 844, "dark"))
FAILING = ("critical", "serious")
OPENING = ("start raleigh", "start pueblo", ">phoenix", ">charleston")
#: axe-core on the whole document, or on the parts a list of selectors names.
RUN_AXE = """
async parts => {
  const context = parts ? {include: parts.map(part => [part])} : document;
  const results = await axe.run(context, {resultTypes: ['violations']});
  return results.violations.map(v => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map(n => ({target: n.target.join(' '), summary: n.failureSummary})),
  }));
}
"""


@dataclass
class Findings:
    """Every screen's violations, kept so one run reports them all."""

    by_screen: dict[str, list[dict]] = field(default_factory=dict)

    def report(self, impacts: tuple[str, ...] | None = None) -> str:
        """One line per violation (of the given impacts, or all): screen, impact, rule, where."""
        lines = []
        for screen, violations in self.by_screen.items():
            for v in violations:
                if impacts is None or v["impact"] in impacts:
                    targets = ", ".join(n["target"] for n in v["nodes"][:8])
                    more = len(v["nodes"]) - 8
                    targets += f" and {more} more" if more > 0 else ""
                    lines.append(f"{screen}: {v['impact']} {v['id']} on {targets}")
        return "\n".join(lines)


def serve_axe(page: Page, site_url: str) -> None:
    body = AXE.read_bytes()

    def fulfil(route: Route) -> None:
        route.fulfill(status=200, body=body, content_type="text/javascript")

    page.route(site_url + AXE_PATH, fulfil)


def check(
    page: Page, site_url: str, findings: Findings, screen: str, parts: tuple[str, ...] = ()
) -> None:
    """Run axe-core on the page as it is now, or on the ``parts`` (selectors) that changed on
    a screen whose whole page was checked before: a part takes a fraction of the whole's
    second or two. The script is loaded once per document."""
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.add_script_tag(url=site_url + AXE_PATH)
    findings.by_screen[screen] = page.evaluate(RUN_AXE, list(parts) or None)
    assert page.evaluate("window.cspViolations") == []  # axe-core ran under the page's policy


def finished_game_link(site_url: str) -> str:
    game = Game(Setup(("Ann", "Bob", "Cy"), variant="intro", seed=3))
    rng = random.Random(3)
    while not game.is_over():
        game.apply(game.random_move(rng))
    return f"{site_url}#{encode_link(Record.of(game, new_game_id()))}"


@pytest.mark.parametrize(("width", "height", "scheme"), VIEWS)
def test_no_serious_or_critical_violation_on_any_screen(
    page_at: Sized, site_url: str, width: int, height: int, scheme: str
):
    """Fifteen screens, each checked by axe-core (a second or two each): one visit of the
    page walks through them all, at each size and theme."""
    page = page_at(width, height)
    page.emulate_media(color_scheme=scheme)
    serve_axe(page, site_url)
    findings = Findings()

    open_page(page, site_url)  # a first visit: the new-game dialog is open
    check(page, site_url, findings, "start")
    page.click("#btn-cancel-new")  # the board behind the dialog, with no game yet
    page.wait_for_selector("#dlg-new", state="hidden")
    check(page, site_url, findings, "no game")
    menu_action(page, "#btn-new")
    page.click("#btn-add-seat")
    page.select_option("#seat-kind-2", "medium")
    page.select_option("#seat-color-0", page.input_value("#seat-color-1"))
    page.click("#btn-start")  # refused: two players share a colour
    page.wait_for_selector("#new-error:not(:empty)")
    check(page, site_url, findings, "new game")

    first_visit(page, site_url)  # nothing saved yet: a fresh new-game dialog
    start_game(page, ["Sam", "Jan"])
    game = Game(Setup(("Sam", "Jan"), first_player=0))
    play_moves(page, game, OPENING)
    click_place(page, BOARD.place_index["raleigh"])  # refused: Jan's town has no free space
    page.wait_for_selector("#hint:not(:empty)")
    click_place(page, BOARD.place_index["chicago"])  # the draft: more than Sam can pay
    page.wait_for_selector("#board .place.marked")
    check(page, site_url, findings, "mid-game draft")

    menu_action(page, "[data-action='rules']")
    page.wait_for_selector("[data-rules][data-state='ready'][data-tab='quick']")
    check(page, site_url, findings, "rules")
    page.click("#tab-full")
    page.wait_for_selector("[data-rules][data-tab='full']")
    check(page, site_url, findings, "rules, full")
    page.click("#tab-game")
    page.wait_for_selector("#rules-context:not([hidden]) .income-chart tr.current")
    check(page, site_url, findings, "rules, this game")
    page.click("#btn-close-rules")

    page.click("#btn-clear")
    page.wait_for_selector("#board .place.marked", state="detached")
    page.click("#btn-end")  # an empty turn asks before passing
    page.wait_for_selector("#dlg-confirm[open]")
    check(page, site_url, findings, "confirm pass")
    page.click("#btn-confirm-no")
    page.click("[data-action='hint']")  # the hint's turn and its reasons
    page.wait_for_selector("#advice-reasons li", timeout=60_000)
    check(page, site_url, findings, "hint")

    menu_action(page, "#btn-games")
    page.wait_for_selector("#dlg-games[open] #games-list button")
    check(page, site_url, findings, "saved games")
    page.click("#btn-games-close")

    menu_action(page, "#btn-share")
    page.wait_for_selector("#dlg-pass[open]")
    check(page, site_url, findings, "share")
    page.click("#btn-close-pass")

    page.goto(finished_game_link(site_url))
    page.wait_for_selector("#dlg-over[open]", timeout=90_000)
    wait_idle(page)
    check(page, site_url, findings, "final scoring")
    page.click("#btn-close-over")
    page.wait_for_selector("#dlg-over", state="hidden")
    check(page, site_url, findings, "finished board")

    where = f"axe-core at {width}x{height}, {scheme} theme"
    print(f"\n{where}:\n{findings.report() or 'no violations'}")
    failing = findings.report(FAILING)
    assert not failing, f"{where}:\n{failing}"
