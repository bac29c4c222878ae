"""What the turn panel says the $10 tile pays for is what the engine's dry run of the money
says (issue 56: "La tuile de 10 $ paie Raleigh" was said of a road labelled $0).

Two sentences speak of it: the running total's "Taking the $10 tile would pay for any of …"
(``panels.running_total``, from the draft's ``prices``) and a hint's or a review's reason
"The $10 tile pays for Omaha / the franchises added / this turn" (``turn_reasons``). Over
positions of seeded games at 2-5 players, with drafts taken from their legal turns, each is
held to ``Game.check``: a place the $10 would pay for is refused for money without the tile and
legal with it, every other place the panel leaves unnamed is either paid already or out of
reach even with it, and a reason's turn is as short of money without the tile as it says.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from franchise import (
    BOARD,
    Bonus,
    FranchiseError,
    Game,
    Refusal,
    Setup,
    TurnMove,
    turn_reasons,
)
from franchise.core.moves import BONUS_DOLLARS
from franchise.readings.reasons import ReasonKind
from web.screens.panels import running_total
from web.session.draft import Draft
from web.text.catalogue import Text

ENGLISH = Text.load("en")
#: Seeded games (2-5 players in turn) and the drafts tried at each turn of theirs.
SEEDS = range(16)
DRAFTS = 4


def refusal(game: Game, move: TurnMove) -> Refusal | None:
    """Why the engine refuses ``move`` (its innermost refusal), None if it is legal."""
    try:
        game.check(move)
    except FranchiseError as error:
        return error.root().code
    return None


def positions(seed: int) -> Iterator[tuple[Game, list[TurnMove]]]:
    """Every turn of a seeded game of random legal moves, with a few legal turns of it."""
    players = 2 + seed % 4
    game = Game(Setup(tuple(f"P{n}" for n in range(players)), seed=seed, first_player=0))
    rng = random.Random(seed)
    while not game.is_over():
        turns = [m for m in game.legal_moves() if isinstance(m, TurnMove)]
        if turns:
            yield game, rng.sample(turns, min(DRAFTS, len(turns)))
        game.apply(game.random_move(rng))


def drafted(game: Game, move: TurnMove) -> Draft:
    """The draft a person builds for ``move`` with the map and the tiles."""
    draft = Draft(game)
    draft.lay_out(move)
    return draft


@pytest.mark.parametrize("seed", SEEDS)
def test_the_running_totals_10_names_exactly_the_places_it_would_pay_for(seed: int):
    for game, turns in positions(seed):
        for turn in [TurnMove.of(), *(t._replace(dollars=False) for t in turns)]:
            draft = drafted(game, turn)
            move, prices = draft.move(), draft.prices()
            named = {t.place for t in prices.targets if t.with_dollars}
            said = running_total(draft, ENGLISH, prices)
            for place in named:
                assert BOARD.places[place].name in said
            if not prices.dollars_tile_open:
                assert not named
                continue
            for target in prices.targets:
                alone = move._replace(expansions=(target.place,))
                without = refusal(game, alone)
                with_tile = refusal(game, alone._replace(dollars=True))
                if target.place in named:
                    assert without is Refusal.NEED_MONEY and with_tile is None, alone
                elif target.affordable:
                    assert without is not Refusal.NEED_MONEY, alone
                else:
                    assert with_tile is Refusal.NEED_MONEY, alone


@pytest.mark.parametrize("seed", SEEDS)
def test_a_reason_says_how_short_the_turn_is_without_the_10_as_the_money_is_counted(seed: int):
    """What each reason's tile pays for is checked in tests/engine/test_reasons.py
    (``check_what_the_dollars_pay``); here, what they say of the money: a turn "not needing"
    the tile is paid without it, and a turn it pays for is short by the sum said."""
    seen = set()
    for game, turns in positions(seed):
        for turn in turns:
            if turn.bonus is not Bonus.DOLLARS:
                continue
            without = turn._replace(dollars=False)
            (said,) = [r for r in turn_reasons(game, turn, most=None) if r.kind in TILE_KINDS]
            seen.add(said.kind)
            if said.kind is ReasonKind.TILE_DOLLARS_KEPT:
                assert refusal(game, without) is None, turn
                continue
            assert refusal(game, without) is Refusal.NEED_MONEY, turn
            after = game.clone()
            after.apply(turn)
            assert after.state.money[game.current] == BONUS_DOLLARS - said.amount, turn
    assert seen, "no turn of these games took the $10"


TILE_KINDS = frozenset(
    {ReasonKind.TILE_DOLLARS_PAYS, ReasonKind.TILE_DOLLARS_PAYS_TURN, ReasonKind.TILE_DOLLARS_KEPT}
)
