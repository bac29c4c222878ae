"""Screenshots of the screens the phone and board work changed, from any build of the page.

    python -m tools.research.screenshots [--site DIR] [--out DIR] [--label NAME]

Opens the same games by share link in headless Chromium and saves, as ``<out>/<label>-*.png``:
- ``phone-turn``: a 390x844 phone on the turn of the third player of a game in progress;
- ``east``: the crowded East of a late 5-player game at 1280x800 (the map cut to the East);
- ``final``: the final scoring of a finished 4-player game on a 390x844 phone;
- ``solo-phone-4``: a 390x844 phone at a 4-player table of one person and three computers,
  and ``solo-phone-4-fit``: its map after "Fit" (the whole-map view);
- ``solo-de-desktop-4``: the same table in German at 1366x800;
- ``solo-de-phone-4``: that German table on a 390x844 phone, mid-turn (a target tapped), as
  the window shows it unscrolled (the map, and End turn with the running total), and
  ``solo-de-phone-4-cards`` scrolled to the turn (the turn, End turn and the player cards);
- ``hint``: a hint shown at 1366x800 (in words, where the build says it);
- ``review-computer-first``: the review of a finished game whose computer moved first, at
  1366x800 (reviewed with the review tests' small search budget);
- ``hint-reasons-phone``: a hint with its reasons on a 390x844 phone, at a 3-player table of
  one person and two computers, as the window shows it after the tap on Hint.
- ``guide-phone``: the guided first game on a 390x844 touch phone in English, at three steps
  (``-1``: the welcome, its towns framed; ``-5`` and ``-5-wrong``: the first expansion, then
  after a tap on a place the step does not ask for; ``-25``: the turn that completes the
  Central region, the region named on the map).
- ``menu-phone``: the menu of a 390x844 touch phone, opened;
- ``cards-de-phone``: a German 4-player table on a 390x844 phone, scrolled to the player cards.
- ``hint-tile``: a hint whose turn uses a bonus tile, the tile named and its reason, at
  1366x800 (searched at a twentieth of hard's budget, the tests' pace, for speed);
- ``review-sentence``: the review's sentence beside its chart, both figures after the turn
  marked, at 1366x800;
- ``puzzle-phone``: a bundled puzzle on a 390x844 phone before a try, and ``-answer`` after
  two tries, its answer on the map with its reasons.
- ``review-why``: the review's first marked turn with why the preferred turn is better, at
  1366x800 in English, and ``review-why-fr-phone`` on a 390x844 phone in French;
- ``puzzle-failed`` and ``puzzle-solved``: a bundled puzzle failed twice (what each try
  missed, the answer's reasons) and one solved, at 1366x800 in English, and ``-fr-phone`` on
  a 390x844 phone in French.
- ``first-paint-fr-phone``, ``first-paint-en-desktop``: the page before Python runs (its
  runtime held back), in French on a phone and in English at 1366x800;
- ``puzzle-verdict-desktop``: a bundled puzzle's verdict after one try, at 1440x900;
- ``guide-step-8-phone``: the guided game at its eighth step on a 390x844 touch phone.
``--only NAME`` takes one scenario alone, from ``review-computer-first`` on (the others need a
whole run).
Run it on an older build (``--site`` pointing at that build's dist/) and on today's to compare
before and after; the default is today's dist/ into test-artifacts/ with the label "after".
Share links of games of people have kept one layout (franchise/records/link.py), so every build
opens the same games.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

from franchise import BOARD, Phase, Setup, TurnMove
from franchise.records.link import encode_link
from franchise.records.record import ComputerLevel, Record, new_game_id
from tools import ROOT
from tools.build.site import DIST
from tools.harness.games import eager_game, share_fragment
from tools.harness.play import GUIDE_STEP, use_guide_target
from tools.harness.site import ARTIFACTS, launch, served
from web.session.pace import Pace
from web.text.catalogue import Text

#: The places of the East, whose names, costs and franchises crowd each other most.
EAST = ("detroit", "pittsburgh", "new-york", "washington", "charlotte", "raleigh", "charleston")


#: The first target of the turn whose halo lies whole in the map's box on screen.
TARGET_IN_VIEW = """() => {
  const board = document.getElementById('board').getBoundingClientRect();
  return [...document.querySelectorAll('#board .place.target .halo')].find(halo => {
    const r = halo.getBoundingClientRect();
    return r.left >= board.left && r.right <= board.right && r.top >= board.top
      && r.bottom <= Math.min(board.bottom, window.innerHeight / 2);
  }).closest('.place').dataset.place;
}"""


def game_link(
    players: int, moves: int | None, seed: int, names: tuple[str, ...] | None = None
) -> str:
    """A share link to a game of eager random turns (``None``: played to its end)."""
    names = names or ("Sam", "Jan", "Travis", "Maria", "Lou")[:players]
    return share_fragment(eager_game(Setup(names, seed=seed, first_player=0), seed, moves))


def solo_names(language: str) -> tuple[str, ...]:
    """One person and three hard computers, named as the new-game dialog names them."""
    text = Text.load(language)
    hard = text("level.hard")
    computers = (text("seat.default-computer", number=n, level=hard) for n in (2, 3, 4))
    return (text("seat.default-person", number=1), *computers)


def open_game(page: Page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']", timeout=120_000)
    page.wait_for_selector("[data-place='new-york']")


def east_clip(page: Page) -> dict[str, float]:
    """The screen box around the East's places, with room for their names."""
    boxes = [page.locator(f"[data-place='{place}']").bounding_box() for place in EAST]
    left = min(b["x"] for b in boxes) - 60
    top = min(b["y"] for b in boxes) - 40
    right = max(b["x"] + b["width"] for b in boxes) + 60
    bottom = max(b["y"] + b["height"] for b in boxes) + 40
    return {"x": max(left, 0), "y": max(top, 0), "width": right - left, "height": bottom - top}


def take(browser, base: str, out: Path, label: str) -> list[Path]:
    shots = []

    def page_at(width: int, height: int, scale: float = 1) -> Page:
        return new_page(browser, width, height, scale)

    phone = page_at(390, 844, 2)
    open_game(phone, base + game_link(3, 11, seed=11))
    shots.append(out / f"{label}-phone-turn.png")
    phone.screenshot(path=str(shots[-1]))
    phone.context.close()

    desktop = page_at(1280, 800, 2)
    open_game(desktop, base + game_link(5, 70, seed=5))
    shots.append(out / f"{label}-east.png")
    desktop.screenshot(path=str(shots[-1]), clip=east_clip(desktop))
    desktop.context.close()

    final = page_at(390, 844, 2)
    open_game(final, base + game_link(4, None, seed=3))
    final.wait_for_selector("#dlg-over[open]")
    if final.locator("#chance-chart").count():  # builds with win chances chart them first
        final.wait_for_selector("body[data-chance-chart='done']", timeout=300_000)
    shots.append(out / f"{label}-final.png")
    final.screenshot(path=str(shots[-1]))
    final.context.close()

    for name, (width, height), language in (
        ("solo-phone-4", (390, 844), "en"),
        ("solo-de-desktop-4", (1366, 800), "de"),
    ):
        table = page_at(width, height)
        link = game_link(4, 16, seed=4, names=solo_names(language))
        open_game(table, f"{base}?lang={language}{link}")
        shots.append(out / f"{label}-{name}.png")
        table.screenshot(path=str(shots[-1]), full_page=True)
        if width < 600:  # the whole-map view: the board's handler sets it within the click
            table.click("[data-action='fit']")
            shots.append(out / f"{label}-{name}-fit.png")
            table.locator(".board-wrap").screenshot(path=str(shots[-1]))
        table.context.close()

    phone = page_at(390, 844, 2)
    open_game(phone, f"{base}?lang=de" + game_link(4, 16, seed=4, names=solo_names("de")))
    phone.locator(f"[data-place='{phone.evaluate(TARGET_IN_VIEW)}'] .halo").click()
    phone.wait_for_selector(".place.marked")
    shots.append(out / f"{label}-solo-de-phone-4.png")
    phone.screenshot(path=str(shots[-1]))
    phone.evaluate(
        "(document.querySelector('.turn-head') || document.getElementById('turn')).scrollIntoView()"
    )
    shots.append(out / f"{label}-solo-de-phone-4-cards.png")
    phone.screenshot(path=str(shots[-1]))
    phone.context.close()

    hint = page_at(1366, 800)
    open_game(hint, base + game_link(2, 6, seed=2))
    hint.click("[data-action='hint']")
    hint.wait_for_selector("body[data-hint='shown']", timeout=120_000)
    shots.append(out / f"{label}-hint.png")
    hint.screenshot(path=str(shots[-1]))
    hint.context.close()

    for name, scenario in SCENARIOS.items():
        shots.append(out / f"{label}-{name}.png")
        scenario(new_page(browser, *SCENARIO_SIZES[name]), base, shots[-1])
    return shots


def new_page(browser, width: int, height: int, scale: float = 1) -> Page:
    """A page at a screen size; a phone's width has a touch screen, as phones do."""
    context = browser.new_context(
        viewport={"width": width, "height": height},
        device_scale_factor=scale,
        has_touch=width < PHONE_WIDTH,
    )
    return context.new_page()


#: Screens narrower than this are phones (with a touch screen).
PHONE_WIDTH = 600


def open_reviewed(page: Page, base: str, record: Record) -> None:
    """Open a finished game by its link and review it at the review tests' small budget."""
    open_game(page, base + "#" + encode_link(record))
    page.wait_for_selector("#dlg-over[open]")
    page.evaluate("franchiseReviewLevel('hard:200:4')")
    page.click("#btn-review")
    page.wait_for_selector("body[data-review='done']", timeout=300_000)


def review_of_computer_first(page: Page, base: str, shot: Path) -> None:
    """A finished game whose computer, second at the table, was drawn to move first."""
    setup = Setup(("Player 1", "Computer 2 (medium)"), variant="intro", seed=4, first_player=1)
    game = eager_game(setup, 4)
    record = Record.of(game, new_game_id(), computers={setup.players[1]: ComputerLevel.MEDIUM})
    open_reviewed(page, base, record)
    page.wait_for_selector("#review-summary li")
    page.screenshot(path=str(shot))
    page.context.close()


def hint_reasons_phone(page: Page, base: str, shot: Path) -> None:
    """Ann's hint at a table of Ann and two computers, in the middle game: a turn that scores a
    city and takes leads (the seed and move count are chosen for three reasons)."""
    setup = Setup(("Ann", "Bob", "Cy"), seed=6, first_player=0)
    game = eager_game(setup, 6, 15)
    computers = {name: ComputerLevel.HARD for name in setup.players[1:]}
    record = Record.of(game, new_game_id(), computers=computers)
    shoot_hint(page, base + "#" + encode_link(record), shot, scroll=False)


def shoot_hint(page: Page, url: str, shot: Path, scroll: bool = True) -> None:
    """Open ``url``, ask for a hint and shoot it with its reasons in view (``scroll``: scrolled
    to them; else as the window shows them after the tap, issue 48's phone)."""
    open_game(page, url)
    page.click("[data-action='hint']")
    page.wait_for_selector("body[data-hint='shown']", timeout=120_000)
    page.wait_for_selector("#advice-reasons li")
    if scroll:
        page.evaluate("document.getElementById('advice-reasons').scrollIntoView({block: 'center'})")
    page.screenshot(path=str(shot))
    page.context.close()


def guide_phone(page: Page, base: str, shot: Path) -> None:
    """The guided game started from the first screen of a touch phone, shot at two steps:
    each step's target is used (the panel marks it) until the next step to shoot."""
    page.goto(base)
    page.wait_for_selector("body[data-ready='1']", timeout=120_000)
    page.click("#dlg-new [data-guide='start']")
    page.select_option("#ai-speed", "fast")
    steps = ("1", "5", "25")
    for step, then in zip(steps, (*steps[1:], "done"), strict=False):
        page.wait_for_function(f"() => {GUIDE_STEP} === '{step}'")
        page.wait_for_selector("body[data-busy='0'] [data-guide-target]")
        page.screenshot(path=str(shot.with_name(f"{shot.stem}-{step}.png")))
        if step == "5":
            page.evaluate(WRONG_TAP)
            page.wait_for_selector("#hint:not(:empty)")
            page.screenshot(path=str(shot.with_name(f"{shot.stem}-{step}-wrong.png")))
        for _ in range(400):  # a step's target, or the next place of a turn to place
            if page.evaluate(GUIDE_STEP) == then or step == steps[-1]:
                break
            page.wait_for_selector("body[data-busy='0'] [data-guide-target]")
            use_guide_target(page)
    page.context.close()


#: A tap on the first place in view that the guide's step does not ask for.
WRONG_TAP = """() => {
  const board = document.getElementById('board').getBoundingClientRect();
  const place = [...document.querySelectorAll('#places .place:not([data-guide-target])')]
    .find(p => { const r = p.getBoundingClientRect();
      return r.left > board.left && r.right < board.right && r.top > board.top
        && r.bottom < board.bottom; });
  place.querySelector('.city-core, .town-space')
    .dispatchEvent(new MouseEvent('click', {bubbles: true}));
}"""


def menu_phone(page: Page, base: str, shot: Path) -> None:
    """The menu of a phone in a game in progress, opened (where the build has a menu button;
    before issue 48 the menu was a strip of buttons that scrolled sideways)."""
    open_game(page, base + game_link(3, 11, seed=11))
    if page.locator("#btn-menu").count():
        page.click("#btn-menu")
        page.wait_for_selector("#menu[data-open='true']")
    page.screenshot(path=str(shot))
    page.context.close()


def cards_de_phone(page: Page, base: str, shot: Path) -> None:
    """A German table of one person and three computers on a phone, at its player cards."""
    open_game(page, f"{base}?lang=de" + game_link(4, 16, seed=4, names=solo_names("de")))
    page.evaluate("document.getElementById('players').scrollIntoView({block: 'center'})")
    page.screenshot(path=str(shot))
    page.context.close()


#: The tests' pace, where a screenshot needs a search but not its strength.
QUICK = Pace(0.05)


def hint_tile(page: Page, base: str, shot: Path) -> None:
    """The first position of a seeded 3-player game of people whose hint uses a bonus tile."""
    from franchise.ai import advise, equals, run

    setup = Setup(("Ann", "Bob", "Cy"), seed=3, first_player=0)
    games = (eager_game(setup, 4, moves) for moves in range(4, 40))
    game = next(
        game
        for game in games
        if game.state.phase is Phase.TURN
        and run(advise(game.clone(), QUICK.spec("hard"), equals(3))).move.bonus is not None
    )
    page.add_init_script(f"window.franchiseBudgetShare = {QUICK.share}")
    shoot_hint(page, base + share_fragment(game), shot)


def review_sentence(page: Page, base: str, shot: Path) -> None:
    """The first marked turn of the review tests' game: its sentence beside the chart."""
    setup = Setup(("Ann", "Bob"), variant="intro", seed=4)
    record = Record.of(eager_game(setup, 4), new_game_id(), computers={"Bob": ComputerLevel.MEDIUM})
    open_reviewed(page, base, record)
    page.click("#review-next-mistake")
    show_answer(page)
    page.evaluate("document.getElementById('review').scrollIntoView({block: 'start'})")
    page.screenshot(path=str(shot))
    page.context.close()


def puzzle_phone(page: Page, base: str, shot: Path) -> None:
    """The first bundled puzzle on a phone, then (``-answer``) after two tries at the natural
    turn: the verdicts and the answer laid out on the map with its reasons."""
    from franchise.ai import bundled, encode_puzzle_link

    puzzle = bundled()[0]
    open_game(page, base + "#" + encode_puzzle_link(puzzle))
    page.wait_for_selector("#puzzle:not([hidden])")
    page.screenshot(path=str(shot))
    for _ in range(2):
        page.click("#btn-clear")
        for place in (*puzzle.played.expansions, *puzzle.played.increases):
            page.click("[data-action='fit']")
            page.click(
                f"[data-place='{BOARD.places[place].id}'] .city-core, "
                f"[data-place='{BOARD.places[place].id}'] .town-space"
            )
        page.click("#btn-end")
    page.wait_for_selector("#puzzle:not([data-puzzle-result=''])")
    page.evaluate("document.getElementById('puzzle').scrollIntoView({block: 'start'})")
    page.screenshot(path=str(shot.with_name(shot.stem + "-answer.png")))
    page.context.close()


def show_answer(page: Page) -> None:
    """Show the better turn of a reviewed turn that is a puzzle not tried yet."""
    page.wait_for_selector(".review-turn-body")
    if page.locator("[data-review-show]").count():
        page.click("[data-review-show]")
    page.wait_for_selector(".review-sentence")


def review_why(page: Page, base: str, shot: Path, language: str = "en") -> None:
    """The review tests' game, its first marked turn: the sentence, then why the preferred
    turn is better (its reasons, in the hint's words), in ``language``."""
    setup = Setup(("Ann", "Bob"), variant="intro", seed=4)
    record = Record.of(eager_game(setup, 4), new_game_id(), computers={"Bob": ComputerLevel.MEDIUM})
    open_reviewed(page, f"{base}?lang={language}", record)
    page.click("#review-next-mistake")
    show_answer(page)
    page.wait_for_selector(".review-why")
    page.evaluate("document.getElementById('review-turn').scrollIntoView({block: 'start'})")
    page.screenshot(path=str(shot))
    page.context.close()


def draft(page: Page, move: TurnMove) -> None:
    """Draft ``move`` on the map (the whole map in view for each tap) and end the turn."""
    page.click("#btn-clear")
    if move.bonus is not None:
        page.click(f"#bonus button[data-bonus='{move.bonus.value}']")
    taps = [*move.expansions, *move.increases]
    if move.double_share is not None:
        taps.append(move.double_share)
    for place in taps:
        page.click("[data-action='fit']")
        page.click(
            f"[data-place='{BOARD.places[place].id}'] .city-core, "
            f"[data-place='{BOARD.places[place].id}'] .town-space"
        )
    page.click("#btn-end")


def puzzle_tried(page: Page, base: str, shot: Path, language: str, solve: bool) -> None:
    """A bundled puzzle with a verdict: solved with the search's turn, or failed after two
    tries at the natural turn (what each try missed, and the answer with its reasons)."""
    from franchise.ai import bundled, encode_puzzle_link

    puzzle = next(p for p in bundled() if p.preferred.bonus is None)
    open_game(page, f"{base}?lang={language}#{encode_puzzle_link(puzzle)}")
    page.wait_for_selector("#puzzle:not([hidden])")
    for _ in range(1 if solve else 2):
        draft(page, puzzle.preferred if solve else puzzle.played)
        page.wait_for_selector("#puzzle-body .puzzle-verdict")
    page.wait_for_selector("#puzzle:not([data-puzzle-result=''])")
    page.evaluate("document.getElementById('puzzle').scrollIntoView({block: 'start'})")
    page.screenshot(path=str(shot))
    page.context.close()


def first_paint(language: str) -> Callable[[Page, str, Path], None]:
    """The page as its first paint shows it, in ``language``: Python is held back (its runtime
    never arrives), so the screen is what the HTML and the boot script make of it."""

    def shoot(page: Page, base: str, shot: Path) -> None:
        page.context.route("**/runtime/pyscript*/core.js", lambda route: route.abort())
        page.goto(f"{base}?lang={language}")
        page.wait_for_function("document.readyState !== 'loading'")
        page.wait_for_function("!document.documentElement.dataset.words")
        page.screenshot(path=str(shot))
        page.context.close()

    return shoot


def puzzle_verdict(page: Page, base: str, shot: Path) -> None:
    """The first bundled puzzle after one try at the natural turn: its verdict, as the window
    shows it (nothing of the puzzle's words or buttons may lie under the dock)."""
    from franchise.ai import bundled, encode_puzzle_link

    puzzle = bundled()[0]
    open_game(page, base + "#" + encode_puzzle_link(puzzle))
    page.wait_for_selector("#puzzle:not([hidden])")
    for place in (*puzzle.played.expansions, *puzzle.played.increases):
        page.click(
            f"[data-place='{BOARD.places[place].id}'] .city-core, "
            f"[data-place='{BOARD.places[place].id}'] .town-space"
        )
    page.click("#btn-end")
    page.wait_for_selector("#puzzle-body .puzzle-verdict")
    page.screenshot(path=str(shot))
    page.context.close()


def guide_step(wanted: str) -> Callable[[Page, str, Path], None]:
    """The guided game on a touch phone at step ``wanted``, each step's target used until
    then, as the window shows it."""

    def shoot(page: Page, base: str, shot: Path) -> None:
        page.goto(base)
        page.wait_for_selector("body[data-ready='1']", timeout=120_000)
        page.click("#dlg-new [data-guide='start']")
        page.select_option("#ai-speed", "fast")
        for _ in range(400):
            if page.evaluate(GUIDE_STEP) == wanted:
                break
            page.wait_for_selector("body[data-busy='0'] [data-guide-target]")
            use_guide_target(page)
        page.wait_for_selector("body[data-busy='0'] [data-guide-target]")
        page.screenshot(path=str(shot))
        page.context.close()

    return shoot


#: Scenarios that stand alone, by name, and their screen sizes (with the device scale).
SCENARIOS = {
    "review-computer-first": review_of_computer_first,
    "hint-reasons-phone": hint_reasons_phone,
    "guide-phone": guide_phone,
    "hint-tile": hint_tile,
    "review-sentence": review_sentence,
    "menu-phone": menu_phone,
    "cards-de-phone": cards_de_phone,
    "puzzle-phone": puzzle_phone,
    "review-why": review_why,
    "review-why-fr-phone": lambda page, base, shot: review_why(page, base, shot, "fr"),
    "puzzle-failed": lambda page, base, shot: puzzle_tried(page, base, shot, "en", False),
    "puzzle-solved": lambda page, base, shot: puzzle_tried(page, base, shot, "en", True),
    "puzzle-failed-fr-phone": lambda page, base, shot: puzzle_tried(page, base, shot, "fr", False),
    "puzzle-solved-fr-phone": lambda page, base, shot: puzzle_tried(page, base, shot, "fr", True),
    "first-paint-fr-phone": first_paint("fr"),
    "first-paint-en-desktop": first_paint("en"),
    "puzzle-verdict-desktop": puzzle_verdict,
    "guide-step-8-phone": guide_step("8"),
}
SCENARIO_SIZES = {
    "review-computer-first": (1366, 800),
    "hint-reasons-phone": (390, 844, 2),
    "guide-phone": (390, 844, 2),
    "hint-tile": (1366, 800),
    "review-sentence": (1366, 800),
    "menu-phone": (390, 844, 2),
    "cards-de-phone": (390, 844, 2),
    "puzzle-phone": (390, 844, 2),
    "review-why": (1366, 800),
    "review-why-fr-phone": (390, 844, 2),
    "puzzle-failed": (1366, 800),
    "puzzle-solved": (1366, 800),
    "puzzle-failed-fr-phone": (390, 844, 2),
    "puzzle-solved-fr-phone": (390, 844, 2),
    "first-paint-fr-phone": (390, 844, 2),
    "first-paint-en-desktop": (1366, 800),
    "puzzle-verdict-desktop": (1440, 900),
    "guide-step-8-phone": (390, 844, 2),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=DIST, help="a built dist/ folder")
    parser.add_argument("--out", type=Path, default=ARTIFACTS)
    parser.add_argument("--label", default="after")
    parser.add_argument("--only", choices=SCENARIOS, help="take this scenario alone")
    options = parser.parse_args()
    options.out.mkdir(parents=True, exist_ok=True)
    with served(options.site.resolve()) as base, sync_playwright() as playwright:
        browser = launch(playwright)
        if options.only:
            shots = [options.out / f"{options.label}-{options.only}.png"]
            page = new_page(browser, *SCENARIO_SIZES[options.only])
            SCENARIOS[options.only](page, base, shots[0])
        else:
            shots = take(browser, base, options.out, options.label)
        for shot in shots:
            print(shot.relative_to(ROOT) if shot.is_relative_to(ROOT) else shot)
        browser.close()


if __name__ == "__main__":
    main()
