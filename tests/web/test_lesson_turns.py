"""The guide's own turns keep the guide's lesson about bonus tiles (issue 46, item 3).

The guide teaches that every bonus tile never used is worth ``TILE_POINTS`` at the end, so a
tile is spent only when it earns more. Its laid-out turn at step 27 once took the $10 when the
$5 in hand covered the turn. Here every turn of the learner's is checked against the engine
(each is legal where it is played) and against that rule: the $10 only when the money in
hand, income included, does not cover the turn without it; the double share only where the
second franchise scores more than the tile would at the end; two expansions only where the
second scores more than that too."""

from __future__ import annotations

import pytest

from franchise import Bonus, Game, Setup, TurnMove, Variant, parse_move, preview_turn
from franchise.core.rules import final_bonus
from tests.web.test_guide import do, guided
from web.session.guide import LEARNER
from web.session.lesson import BEATS, LESSON_MOVES, LESSON_SEED, TILE_POINTS, Act

NAMES = ("Ada", "Computer")


def lesson_positions() -> list[tuple[Game, TurnMove]]:
    """Each of the learner's turns with the game before it."""
    game = Game(Setup(NAMES, variant=Variant.INTRO, seed=LESSON_SEED, first_player=0))
    found = []
    for text in LESSON_MOVES:
        move = game.check(text)  # legal where it is played
        if game.state.current == LEARNER:
            assert isinstance(move, TurnMove), text
            found.append((game.clone(), move))
        game.apply(move)
    assert game.is_over() and game.winners == (LEARNER,)
    return found


POSITIONS = lesson_positions()


def legal(game: Game, move: TurnMove) -> bool:
    try:
        game.check(move)
    except ValueError:
        return False
    return True


def gained(game: Game, move: TurnMove) -> int:
    return preview_turn(game, move).gained[LEARNER]


def without_tile(move: TurnMove) -> list[TurnMove]:
    """The same turn without the tile's part: the ways of playing it with no tile."""
    if move.bonus is Bonus.DOLLARS:
        return [move._replace(dollars=False)]
    if move.bonus is Bonus.SHARE:
        return [move._replace(double_share=None)]
    if move.bonus is Bonus.EXPAND:
        return [move._replace(expansions=(place,)) for place in move.expansions]
    return []


def test_the_tile_points_the_lesson_teaches_are_the_engines():
    game, _ = POSITIONS[-1]
    for seat in range(game.players):
        assert final_bonus(game.state, seat)[2] == TILE_POINTS * game.state.bonus_left[seat]


@pytest.mark.parametrize(
    ("game", "move"), POSITIONS, ids=[f"move {g.state.moves_played}" for g, _ in POSITIONS]
)
def test_a_turn_of_the_lesson_uses_a_tile_only_when_it_earns_more(game: Game, move: TurnMove):
    if move.bonus is None:
        return
    others = without_tile(move)
    assert others, move
    if move.bonus is Bonus.DOLLARS:
        # The $10: the money in hand does not pay for the same turn without it.
        assert not any(legal(game, other) for other in others), f"{move}: money covers it"
        return
    for other in others:
        if legal(game, other):
            more = gained(game, move) - gained(game, other)
            assert more > TILE_POINTS, f"{move} scores {more} more than {other}"


def test_the_lesson_says_so_where_money_covers_a_turn():
    """The turn that once took the $10 it did not need now says why it keeps the tiles."""
    (beat,) = [b for b in BEATS if b.words == "guide.turn-keep-tiles"]
    game, move = next((g, m) for g, m in POSITIONS if g.state.moves_played == beat.at)
    assert beat.act is Act.TURN and move.bonus is None
    assert legal(game, move) and parse_move(LESSON_MOVES[beat.at]) == move
    assert game.state.money[LEARNER] + game.income(LEARNER) >= 5  # $5 in hand, as told


def test_every_tile_the_lesson_uses_is_taught_by_its_own_step():
    """A turn that uses a tile is built by the learner with the guide's tile step."""
    for game, move in POSITIONS:
        beats = [b for b in BEATS if b.at == game.state.moves_played]
        tiles = {b.bonus for b in beats if b.act is Act.BONUS}
        assert tiles == ({move.bonus} if move.bonus is not None else set()), move


def chance_after(game: Game, move: TurnMove) -> float:
    """The learner's chance once ``move`` is played, read as the review reads the lesson's
    game: between equals."""
    from franchise.ai import teacher_chances

    after = game.clone()
    after.apply(move)
    return teacher_chances(after)[LEARNER]


def test_the_lessons_10_is_worth_more_than_the_tile_and_its_step_says_why():
    """Issue 56: the guide teaches that a tile never used scores 4 at the end, so its own $10
    must be one worth more. The engine's reading of the position (every screen's chances, the
    review's) puts each of the lesson's $10 turns above every turn that keeps the tile, and
    the step that asks for the tile gives the reasons of that turn: what the $10 pays for."""
    from web.screens.guide_view import beat_words
    from web.text.catalogue import Text

    dollars = [(g, m) for g, m in POSITIONS if m.bonus is Bonus.DOLLARS]
    assert dollars
    text = Text.load("en")
    for game, move in dollars:
        kept = [m for m in game.legal_moves() if isinstance(m, TurnMove) and m.bonus is None]
        best_kept = max(chance_after(game, m) for m in kept)
        assert chance_after(game, move) > best_kept, move
        (beat,) = [b for b in BEATS if b.at == game.state.moves_played and b.act is Act.BONUS]
        s = guided()
        while s.guide.beat != beat:
            do(s, s.guide.beat)
        said = beat_words(s, s.guide, beat, text)
        place = text.place(move.expansions[0])
        assert f"Why: The $10 tile pays for {place}: without it this turn is short" in said
        assert "worth 4 influence at the end; this one earns more" in said


def test_the_turn_that_keeps_its_tiles_keeps_the_one_the_lessons_last_turn_needs():
    """The keep-your-tiles step says a tile kept is worth more than $10 the turn does not
    need; its own game bears it out: with the $10 taken there (legal, the money unspent) the
    learner has no tile left for the double share of the last turn, which scores New York and
    ends the game in the red zone. The review agrees with the step: it marks none of the
    guide's turns (tests/web/test_lesson_review.py)."""
    (beat,) = [b for b in BEATS if b.words == "guide.turn-keep-tiles"]
    with_tile = [*LESSON_MOVES[: beat.at], f"$10 {LESSON_MOVES[beat.at]}"]
    game = Game(Setup(NAMES, variant=Variant.INTRO, seed=LESSON_SEED, first_player=0))
    for text in with_tile:
        game.apply(game.check(text))
    for text in LESSON_MOVES[beat.at + 1 : -1]:
        game.apply(game.check(text))
    last = parse_move(LESSON_MOVES[-1])
    assert isinstance(last, TurnMove) and last.bonus is Bonus.SHARE
    with pytest.raises(ValueError, match="no bonus tiles left"):
        game.check(last)
