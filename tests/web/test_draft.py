"""The draft turn: clicks toggle, bonus tiles, running totals, refusals as the engine's codes."""

from __future__ import annotations

from franchise import Bonus, Refusal, TurnMove
from web.session.draft import Costs, Draft
from web.session.problems import PageRefusal, Problem

from ..engine.positions import money, pid, put, turn_game


def detroit_game():
    game = turn_game(4)
    put(game, 0, "detroit")
    put(game, 0, "chicago", 2)
    put(game, 1, "chicago")
    money(game, 0, 6)
    return game


def test_clicks_toggle_markers_and_increases():
    draft = Draft(detroit_game())
    assert draft.targets()[pid("new-york")] == 5
    assert draft.click_place(pid("new-york"))
    assert draft.click_place(pid("indianapolis"))  # a single marker moves
    assert draft.expansions == [pid("indianapolis")]
    assert draft.click_place(pid("detroit"))
    assert draft.increases == [pid("detroit")]
    assert draft.click_place(pid("detroit"))  # again: taken back
    assert draft.increases == []
    assert not draft.click_place(pid("seattle"))  # means nothing


def test_double_expansion_needs_the_bonus_and_a_second_place():
    draft = Draft(detroit_game())
    draft.toggle_bonus(Bonus.EXPAND)
    draft.click_place(pid("new-york"))
    assert draft.problem() == Problem(PageRefusal.SECOND_EXPANSION)
    draft.click_place(pid("indianapolis"))
    assert draft.problem() is None
    assert draft.move() == TurnMove.of([pid("new-york"), pid("indianapolis")])
    draft.toggle_bonus(Bonus.EXPAND)  # put back: only the first marker stays
    assert draft.expansions == [pid("new-york")]


def test_double_share_is_a_second_click_on_an_increased_city():
    draft = Draft(detroit_game())
    draft.toggle_bonus(Bonus.SHARE)
    draft.click_place(pid("chicago"))
    assert draft.double is None
    assert draft.problem() == Problem(PageRefusal.DOUBLE_SHARE)
    draft.click_place(pid("chicago"))
    assert draft.double == pid("chicago")
    assert str(draft.move()) == "++chicago"
    draft.click_place(pid("chicago"))
    assert draft.increases == [] and draft.double is None


def test_running_total_and_the_engine_refusal():
    draft = Draft(detroit_game())
    draft.click_place(pid("new-york"))
    draft.click_place(pid("detroit"))
    draft.click_place(pid("chicago"))
    costs = draft.costs()
    assert costs == Costs(money=6, income=costs.income, bonus=0, links=5, increases=2)
    assert costs.left == 6 + costs.income - 7
    draft.game.state.money[0] = 0
    assert draft.problem() == Problem(Refusal.NEED_MONEY, {"needed": 7, "have": costs.income})
    draft.toggle_bonus(Bonus.DOLLARS)
    assert draft.problem() is None and draft.costs().bonus == 10


def test_a_click_that_means_nothing_is_explained_by_the_engine():
    draft = Draft(detroit_game())
    assert draft.why_not(pid("seattle")) == Problem(Refusal.NOT_LINKED, {"place": pid("seattle")})
    draft.toggle_bonus(Bonus.EXPAND)
    draft.click_place(pid("new-york"))
    draft.click_place(pid("indianapolis"))
    assert not draft.click_place(pid("omaha"))  # a third target
    assert draft.why_not(pid("omaha")) == Problem(Refusal.TOO_MANY_EXPANSIONS)


def test_bonus_tiles_cannot_be_chosen_on_a_first_turn():
    game = detroit_game()
    game.state.turns_taken[0] = 0
    draft = Draft(game)
    draft.toggle_bonus(Bonus.DOLLARS)
    assert draft.bonus is None and not draft.bonus_usable()
