"""Before "End turn" the panel shows what the turn would score and the income it leads to."""

from __future__ import annotations

import random

from franchise import BOARD, Bonus, Game, Setup, TurnMove
from franchise.core.movegen import random_move
from franchise.core.state import Phase
from franchise.readings.preview import preview_turn
from web.screens.turn_preview import preview_html
from web.session.draft import Draft
from web.text.catalogue import Text

ENGLISH = Text.load("en")


def scoring_position() -> tuple[Game, TurnMove]:
    """The first turn of a seeded random 3-player game that scores a city."""
    rng = random.Random(5)
    game = Game(Setup(("Sam", "Jan", "Ann"), first_player=0, seed=5))
    while True:
        if game.state.phase is Phase.TURN:
            move = random_move(game.state, rng)
            if preview_turn(game, move).cities:
                return game, move
        else:
            move = rng.choice(game.legal_moves())
        game.apply(move)


def draft_of(game: Game, move: TurnMove) -> Draft:
    return Draft(game, list(move.expansions), list(move.increases), move.double_share, move.bonus)


def test_a_scoring_draft_lists_its_cities_before_the_turn_ends():
    game, move = scoring_position()
    draft = draft_of(game, move)
    shown = preview_html(game, draft, draft.prices(), ENGLISH)
    city = preview_turn(game, move).cities[0].city
    assert "If you end your turn now:" in shown and BOARD.places[city].name in shown
    assert not game.state.scored[city]  # the dry run left the game as it was


def test_a_quiet_draft_shows_the_income_it_leads_to_and_a_half_built_one_nothing():
    game, _ = scoring_position()
    draft = Draft(game)
    shown = preview_html(game, draft, draft.prices(), Text.load("de"))
    assert "Nach diesem Zug:" in shown and "Dein Einkommen im nächsten Zug" in shown
    draft.bonus = Bonus.EXPAND  # the double expansion still needs its targets
    assert preview_html(game, draft, draft.prices(), ENGLISH) == ""
