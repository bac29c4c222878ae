"""The review says why (issue 56): every turn it labels carries the reasons that set the
preferred turn apart from the turn played, each true of the two turns, and a decided game's
turns are weighed by projected margin, so a pass with money in hand is still marked."""

from __future__ import annotations

import functools

import pytest

from franchise import Game, TurnMove
from franchise.ai import choose
from franchise.ai.chances import chances, equals
from franchise.core.rules import bonus_allowed
from franchise.readings.contrast import contrast
from franchise.readings.preview import preview_turn
from franchise.readings.reasons import CONTRAST_KINDS, ReasonKind, turn_reasons
from franchise.records.record import Record
from franchise.review.reviewer import Label, TurnReview, decided_side, review
from franchise.values import replace
from tools.harness.games import person_against_computers

#: The reviews' search and the computers' level: small, so a game is played and reviewed in
#: about a second.
LEVEL = "hard:200"


@functools.cache
def seeded_game(seed: int, players: int) -> Record:
    """A whole game: the first player a person who plays like medium, the rest hard."""
    return person_against_computers(seed, players, LEVEL)


def check_reasons_true(game: Game, turn: TurnReview) -> None:
    """Each reason is the preferred turn's own (as the hint gives it) or a true comparison of
    the two positions the turns leave."""
    assert isinstance(turn.played, TurnMove) and isinstance(turn.suggested, TurnMove)
    own = turn_reasons(game, turn.suggested, most=None)
    played = preview_turn(game, turn.played)
    preferred = preview_turn(game, turn.suggested)
    for reason in turn.reasons:
        if reason.kind not in CONTRAST_KINDS:
            assert reason in own
        elif reason.kind is ReasonKind.TILE_KEPT:
            assert reason.amount == turn.played.bonuses_used() - turn.suggested.bonuses_used()
        elif reason.kind is ReasonKind.MONEY_KEPT:
            assert 0 < reason.amount <= preferred.money_after - played.money_after + 10
        elif reason.kind is ReasonKind.RIVAL_STOPPED:
            warned = turn_reasons(game, turn.played, most=None)
            assert any(r.kind is ReasonKind.RIVAL_CAN_END for r in warned)


@pytest.mark.parametrize(("seed", "players"), [(3, 2), (1, 3), (5, 4)])
def test_every_labelled_turn_says_why_and_every_reason_is_true(seed, players):
    record = seeded_game(seed, players)
    reviewed = review(record, level=LEVEL)
    labelled = [turn for turn in reviewed.turns if turn.label is not Label.FINE]
    assert labelled  # the games were chosen to have some
    game = Game(record.setup)
    for number, move in enumerate(record.replay().moves, 1):
        turn = next((t for t in labelled if t.number == number), None)
        if turn is not None:
            assert turn.reasons, f"move {number} is {turn.label} and says nothing"
            check_reasons_true(game, turn)
        game.advance(move)


def test_two_different_turns_always_differ_by_a_reason():
    record = seeded_game(3, 2)
    game = Game(record.setup)
    for move in record.replay().moves:
        if isinstance(move, TurnMove):
            other = choose(game.clone(), "easy")
            if other != move:
                assert contrast(game, other, move)
                assert contrast(game, move, other)
        game.advance(move)
    assert contrast(game, TurnMove.of(), TurnMove.of()) == ()


@functools.cache
def decided_turn() -> tuple[Record, int]:
    """A seeded game's first position where the person's chance reads under 2% and a bonus
    tile is allowed, with its record and the number of the turn made there."""
    record = seeded_game(1, 3)
    levels = equals(len(record.setup.players))
    game = Game(record.setup)
    for number, move in enumerate(record.replay().moves, 1):
        person = game.current == 0 and isinstance(move, TurnMove)
        lost = person and decided_side(chances(game, levels)[0]) == -1
        if lost and bonus_allowed(game.state, 0) and game.state.money[0] >= 3:
            return record, number
        game.advance(move)
    raise AssertionError("the seeded game has no decided position for the person")


@pytest.mark.parametrize("wasted", ["pass", "$10"])
def test_a_decided_game_still_marks_a_pass_with_money_and_a_wasted_tile(wasted):
    """0% before and after every turn: the chances cannot tell the turns apart, the margin
    can. A pass with money in hand, or the $10 taken for a pass, is marked and says why."""
    record, number = decided_turn()
    moves = (*record.moves[: number - 1], wasted)
    played = replace(record, moves=moves)
    turn = review(played, level=LEVEL).turns[-1]
    assert str(turn.played) == wasted and turn.decided
    assert turn.chance_played < 0.02 and turn.points_lost <= 1  # fine by the chances alone
    assert turn.label is not Label.FINE and turn.margin_lost >= 2 and turn.reasons
    if wasted == "pass":  # an expansion forgone, in a game still to be played out
        assert turn.label in (Label.MISTAKE, Label.BLUNDER)
