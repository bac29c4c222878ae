"""The worked examples in the rules (section rules-examples) replayed through the engine.

Each example's position is built on the real board and played; the figures the text highlights
(in <strong>, in the same order in every language) must be what the engine computes. A change to
the board data or the rules that falsifies an example fails here. Seats: Ada 0, Ben 1, Cleo 2,
Dev 3, in a 4-player game.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from franchise import BOARD, Game
from franchise.core.events import CityScored, IncreasePaid, RegionScored, TrackBonus
from franchise.core.rules import expansion_targets, income, projected_scores

from ..engine.positions import pid, put, score_by_hand, turn_game

ROOT = Path(__file__).resolve().parents[2]
ADA, BEN, CLEO, DEV = range(4)


def fill(game: Game, place_id: str, seats: list[int]) -> None:
    for seat in seats:
        put(game, seat, place_id)


def paid(game: Game, seat: int, move: str) -> tuple[int, list]:
    """Dollars ``seat`` spends on ``move`` (income and any $10 counted in), and its events."""
    before = game.state.money[seat] + income(game.state, seat) + (10 if "$10" in move else 0)
    events = game.apply(move)
    return before - game.state.money[seat], events


def scored(events: list) -> list[CityScored]:
    return [e for e in events if isinstance(e, CityScored)]


def reading_the_income_chart() -> list[int]:
    game = turn_game(4)
    fill(game, "chicago", [ADA, BEN])
    fill(game, "kansas-city", [BEN, ADA])
    fill(game, "st-louis", [ADA])
    score_by_hand(game, "denver", ADA)
    assert [BOARD.income(players, 10) for players in (2, 3)] == [2, 3]
    return [income(game.state, ADA)]


def expanding_along_the_cheapest_link() -> list[int]:
    def position() -> Game:
        game = turn_game(4)
        put(game, ADA, "indianapolis")
        put(game, ADA, "detroit")
        game.state.money[ADA] = 10
        return game

    game = position()
    targets = expansion_targets(game.state, ADA)
    costs = {BOARD.places[place].name: cost for place, (cost, _) in targets.items()}
    assert costs == {"Charlotte": 0, "Pittsburgh": 1, "St. Louis": 1, "Chicago": 3, "New York": 5}
    assert BOARD.link_cost[pid("detroit")][pid("st-louis")] == 5
    with pytest.raises(ValueError, match="Omaha is not linked"):
        position().apply(">chicago >omaha")
    single, _ = paid(game, ADA, ">st-louis")
    double, _ = paid(position(), ADA, ">chicago >st-louis")
    return [single, double]


def increases_and_double_market_share() -> list[int]:
    game = turn_game(4)
    fill(game, "chicago", [BEN, ADA, CLEO])
    fill(game, "omaha", [BEN, ADA, CLEO])
    game.state.money[ADA] = 4
    with pytest.raises(ValueError, match="two free spaces"):
        game.clone().apply("+chicago ++omaha")
    dollars, events = paid(game, ADA, "+omaha ++chicago")
    assert sum(e.franchises for e in events if isinstance(e, IncreasePaid)) == 3
    (omaha,) = scored(events)
    assert (omaha.city, omaha.seat, omaha.reason) == (pid("omaha"), ADA, "most")
    assert game.state.region_ref[BOARD.region_index["central"]] == ADA
    return [dollars, omaha.influence]


def a_city_won_by_absolute_majority() -> list[int]:
    game = turn_game(4)
    fill(game, "kansas-city", [ADA, BEN, ADA])
    game.state.money[ADA] = 1
    (city,) = scored(game.apply("+kansas-city"))
    assert (city.seat, city.reason, city.returned) == (ADA, "majority", 2)
    assert game.state.fill[pid("kansas-city")] == (ADA, BEN)
    return [city.influence]


def a_full_city_and_a_tie() -> list[int]:
    game = turn_game(4)
    fill(game, "houston", [BEN, CLEO, ADA, CLEO, BEN])
    game.state.money[ADA] = 1
    (houston,) = scored(game.apply("+houston"))
    assert (houston.seat, houston.reason) == (BEN, "tie")
    assert game.state.region_ref[BOARD.region_index["texas"]] == ADA

    atlanta_game = turn_game(4, current=DEV)
    fill(atlanta_game, "atlanta", [ADA, BEN, ADA, CLEO])
    put(atlanta_game, DEV, "raleigh")
    dollars, events = paid(atlanta_game, DEV, ">atlanta")
    (atlanta,) = scored(events)
    assert (dollars, atlanta.seat, atlanta.reason, atlanta.influence) == (0, ADA, "most", 2)
    return [houston.influence]


def a_region_and_its_tie_break() -> list[int]:
    game = turn_game(4, current=DEV)
    state = game.state
    for region_id in ("california", "grand-canyon", "florida"):
        state.track.append(BOARD.region_index[region_id])
        state.region_done[BOARD.region_index[region_id]] = True
    put(game, ADA, "indianapolis")
    put(game, BEN, "minneapolis")
    score_by_hand(game, "minneapolis", CLEO, reference=CLEO)
    fill(game, "chicago", [BEN, ADA, ADA, CLEO, DEV])
    score_by_hand(game, "chicago", BEN)
    fill(game, "detroit", [DEV, BEN, DEV])
    state.money[DEV] = 1
    events = game.apply("+detroit")
    (detroit,) = scored(events)
    assert (detroit.seat, detroit.reason, detroit.influence) == (DEV, "majority", 4)
    (region,) = [e for e in events if isinstance(e, RegionScored)]
    assert region.shares == ((ADA, 3, 6), (BEN, 3, 4), (CLEO, 2, 2), (DEV, 2, 2))
    (track,) = [e for e in events if isinstance(e, TrackBonus)]
    assert (track.space + 1, track.seat) == (4, DEV)
    return [track.influence]


def ten_dollars_before_paying() -> list[int]:
    game = turn_game(4)
    fill(game, "chicago", [ADA, BEN])
    fill(game, "detroit", [ADA, CLEO])
    game.state.money[ADA] = 2
    assert income(game.state, ADA) == 3
    with pytest.raises(ValueError, match=r"you need \$7 but have \$5"):
        game.clone().apply(">new-york +chicago +detroit")
    game.apply("$10 >new-york +chicago +detroit")
    return [game.state.money[ADA]]


def final_scoring() -> list[int]:
    game = turn_game(4)
    for town in ("pueblo", "el-paso", "memphis", "little-rock", "raleigh"):
        put(game, ADA, town)
    game.state.money[ADA] = 14
    game.state.influence[ADA] = 41
    game.state.bonus_left[ADA] = 1
    return [projected_scores(game.state)[ADA]]


EXAMPLES = (
    reading_the_income_chart,
    expanding_along_the_cheapest_link,
    increases_and_double_market_share,
    a_city_won_by_absolute_majority,
    a_full_city_and_a_tie,
    a_region_and_its_tie_break,
    ten_dollars_before_paying,
    final_scoring,
)


def highlighted_figures(lang: str) -> list[int]:
    """The numbers in <strong> in the examples section; names in <strong> carry no number."""
    html = (ROOT / "assets" / "rules" / f"{lang}.html").read_text("utf-8")
    examples = html[html.index('<section id="rules-examples">') :]
    figures = (re.sub(r"\D", "", text) for text in re.findall(r"<strong>(.*?)</strong>", examples))
    return [int(figure) for figure in figures if figure]


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_examples_quote_what_the_engine_computes(lang):
    computed = [figure for example in EXAMPLES for figure in example()]
    assert highlighted_figures(lang) == computed
