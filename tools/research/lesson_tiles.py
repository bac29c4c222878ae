"""Where the guide's lesson line could spend a bonus tile as $10, in figures.

    python -m tools.research.lesson_tiles

For each of the learner's turns of the lesson (web/session/lesson.py) it prints the money in
hand and the tiles left, then the learner's chance after the turn played, after the best turn
that keeps the tile and after the best turn with the $10, read as the review reads the lesson's
game (``franchise.ai.seat_chances`` between equals); and, for
every turn with the $10 that the money in hand does not pay for, the learner's final score
with that turn in place of the lesson's and the rest of the line kept (``-`` where the rest is
no longer legal or the learner no longer wins). The figures say where a $10 of the guide's is
worth more than the tile's points by the reading and by the lesson game's own end (issue 56).
"""

from __future__ import annotations

from franchise import FranchiseError, Game, Setup, TurnMove, Variant
from franchise.ai import seat_chances
from franchise.ai.chances import equals
from web.session.guide import LEARNER
from web.session.lesson import LESSON_MOVES, LESSON_SEED

NAMES = ("Ada", "Computer")
#: How the review reads the lesson's game: between equals.
SEATS = equals(2)


def new_game() -> Game:
    return Game(Setup(NAMES, variant=Variant.INTRO, seed=LESSON_SEED, first_player=0))


def final_score(moves: list[str]) -> int | None:
    """The learner's final score after ``moves``, None unless they are legal and the learner
    wins alone."""
    game = new_game()
    for text in moves:
        try:
            game.apply(game.check(text))
        except FranchiseError:
            return None
    if not game.is_over() or game.winners != (LEARNER,):
        return None
    return game.projected_scores()[LEARNER]


def chance_after(game: Game, move: TurnMove) -> float:
    after = game.clone()
    after.apply(move)
    return seat_chances(after, SEATS)[LEARNER]


def needs_dollars(game: Game, move: TurnMove) -> bool:
    try:
        game.check(move._replace(dollars=False))
    except FranchiseError:
        return True
    return False


def main() -> None:
    game = new_game()
    print(f"the lesson's final score: {final_score(list(LESSON_MOVES))}")
    for index, text in enumerate(LESSON_MOVES):
        move = game.check(text)
        if game.current == LEARNER and isinstance(move, TurnMove):
            turns = [m for m in game.legal_moves() if isinstance(m, TurnMove)]
            kept = max(chance_after(game, m) for m in turns if m.bonus is None)
            dollars = [m for m in turns if m.dollars]
            best = max(dollars, key=lambda m: chance_after(game, m), default=None)
            state = game.state
            print(
                f"{index:2} {text:38} ${state.money[LEARNER]} tiles {state.bonus_left[LEARNER]}"
                f"  played {chance_after(game, move):.0%}  keeps the tile {kept:.0%}"
                + (f"  {best} {chance_after(game, best):.0%}" if best else "")
            )
            for other in (m for m in dollars if m != move and needs_dollars(game, m)):
                line = [*LESSON_MOVES[:index], str(other), *LESSON_MOVES[index + 1 :]]
                score = final_score(line)
                print(f"     needs the $10: {other}  final {'-' if score is None else score}")
        game.apply(move)


if __name__ == "__main__":
    main()
