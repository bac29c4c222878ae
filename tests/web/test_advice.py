"""Hints and win chances in CPython: a suggested turn becomes exactly that draft, the chances
book keys positions by their moves, and a searching computer's own analysis is handed on."""

from __future__ import annotations

import random
import re

import pytest

from franchise import Game, Setup, StartMove, TurnMove
from franchise.ai import analyse
from franchise.ai.levels import run
from franchise.readings.preview import end_threat, preview_turn
from franchise.readings.reasons import Reason, ReasonKind, turn_reasons
from web.screens.advice import ChanceBook, advice_view, final_chances, moves_of
from web.session.computers import SlicedComputer
from web.session.draft import Draft
from web.session.problems import PageRefusal, Problem
from web.text.catalogue import Text
from web.text.reasons import reason_words
from web.text.story import explain

from .test_session import OPENING, play, run_to_end, session

TEXT = Text.load("en")


def finished_game(seed: int) -> Game:
    game = Game(Setup(("Sam", "Jan", "Kim"), seed=seed))
    rng = random.Random(seed)
    while not game.is_over():
        game.apply(game.random_move(rng))
    return game


def test_a_suggested_turn_becomes_exactly_that_draft():
    rng = random.Random(3)
    laid_out = 0
    for seed in range(4):
        game = Game(Setup(("Sam", "Jan", "Kim"), seed=seed))
        while not game.is_over():
            move = game.random_move(rng)
            if isinstance(move, TurnMove):
                draft = Draft(game)
                draft.increases.append(0)  # an older draft is replaced, not added to
                draft.lay_out(move)
                assert draft.move() == move and draft.problem() is None
                laid_out += 1
            game.apply(move)
    assert laid_out > 100


def test_the_session_lays_a_hint_out_only_for_a_person_on_turn():
    s = session({"Jan": "medium"})
    play(s, (*OPENING[:2], ">phoenix"))
    assert s.computer_to_move() == "medium"
    s.suggest(TurnMove.of(expansions=[0]))
    assert s.draft.move() == TurnMove()  # not the person's turn: nothing changes
    s = session()
    play(s, OPENING)
    hint = run(analyse(s.game.clone(), "hard:500"))
    s.suggest(hint.move)
    played = s.end_turn()
    assert played.move == hint.move and s.moves[-1] == str(hint.move)


def test_a_suggested_start_town_is_marked_until_a_move_is_made():
    s = session()
    hint = run(analyse(s.game.clone(), "hard:300"))
    assert isinstance(hint.move, StartMove)
    s.suggest(hint.move)
    assert s.hint.start == hint.move.town
    words = advice_view(s, ChanceBook(), TEXT, hinting=False, show_chances=False)
    assert TEXT.place(hint.move.town) in words["advice"]["text"]
    s.click(hint.move.town)
    assert s.hint.start is None and s.moves == (str(hint.move),)


def test_the_same_position_gets_the_same_hint():
    s = session()
    play(s, OPENING)
    first = run(analyse(s.game.clone(), "hard:1500"))
    again = run(analyse(s.game.clone(), "hard:1500"))
    assert first == again and abs(sum(first.win_chances) - 1) < 1e-9


def test_the_book_gives_the_chart_its_lines_without_gaps():
    game = finished_game(7)
    moves = moves_of(game)
    book = ChanceBook()
    book.follow("a")
    assert book.first_missing(moves) == 0 and book.series(game) == [[], [], []]
    for k in range(5):
        book.record(moves[:k], (0.5, 0.25, 0.25))
    book.record(moves[:7], (1.0, 0.0, 0.0))  # after a gap: not drawn yet
    assert book.first_missing(moves) == 5
    assert [len(line) for line in book.series(game)] == [5, 5, 5]
    for k in range(len(moves)):
        book.record(moves[:k], (0.2, 0.3, 0.5))
    series = book.series(game)
    assert all(len(line) == len(moves) + 1 for line in series)
    assert [line[-1] for line in series] == list(final_chances(game))
    assert abs(sum(final_chances(game)) - 1) < 1e-9
    book.follow("b")  # another game: nothing carried over
    assert book.first_missing(moves) == 0


def test_the_chances_line_reads_every_player_and_follows_the_toggle():
    s = session()
    play(s, OPENING)
    book = ChanceBook()
    off = advice_view(s, book, TEXT, hinting=False, show_chances=False)
    assert off["chances"] == {"text": "", "hidden": True}
    waiting = advice_view(s, book, TEXT, hinting=True, show_chances=True)
    assert waiting["chances"]["text"] == TEXT("advice.chances-wait")
    assert waiting["btn-hint"]["text"] == TEXT("advice.stop")
    book.record(s.moves, (0.625, 0.375))
    shown = advice_view(s, book, Text.load("de"), hinting=False, show_chances=True)
    # The person to move: the figure is the position's between equals, as the turn starts.
    assert shown["chances"]["text"] == (
        "Siegchancen unter Gleichen zu Beginn dieses Zugs: Sam 62\u00a0% und Jan 38\u00a0%."
    )


def test_the_chances_follow_the_drafted_turn_and_a_winning_end_says_so():
    """The turn opens on the position's figure; a drafted turn adds the mover's chance after
    it and the change, in each language with its plural forms and signs."""
    s = session()
    play(s, OPENING)
    book = ChanceBook()
    book.record(s.moves, (0.57, 0.43))
    drafted = advice_view(s, book, TEXT, hinting=False, show_chances=True, after=(0.61, 0.39))
    assert drafted["chances"]["text"] == (
        "Chances to win between equals as this turn starts: Sam 57% and Jan 43%."
        " If you end your turn now: Sam 61% (+4 points)."
    )
    worse = advice_view(s, book, TEXT, hinting=False, show_chances=True, after=(0.56, 0.44))
    assert worse["chances"]["text"].endswith("If you end your turn now: Sam 56% (\u22121 point).")
    same = advice_view(
        s, book, Text.load("fr"), hinting=False, show_chances=True, after=(0.57, 0.43)
    )
    assert same["chances"]["text"].endswith(
        "Si vous finissez votre tour maintenant\u00a0: Sam 57\u00a0% (\u00b10 point)."
    )
    winning = advice_view(s, book, TEXT, hinting=False, show_chances=True, can_win_now=True)
    said = winning["chances"]["text"]
    assert said.startswith(
        "Chances to win between equals as this turn starts: Sam 57% and Jan 43%."
    )
    assert "can end the game and win now" in said


def test_a_searching_computer_hands_on_its_analysis_and_plays_its_move():
    s = session({"Jan": "hard"})
    play(s, OPENING[:1])
    seen = []
    ticks = iter(range(10**9))
    computer = SlicedComputer(
        lambda: float(next(ticks)), slice_ms=5.0, on_analysis=lambda g, a: seen.append(a)
    )
    move = run_to_end(computer.choose(s.game, "hard:400"))
    assert [a.move for a in seen] == [move]
    assert move == run(analyse(s.game.clone(), "hard:400")).move


def position_with(wanted, seed: int = 2):
    """A session at a person's turn of a random game where some legal turn is ``wanted``."""
    rng = random.Random(seed)
    while True:
        s = session()
        while not s.game.is_over():
            found = [m for m in s.game.legal_moves() if isinstance(m, TurnMove) and wanted(s, m)]
            if found:
                return s, found[0]
            s.play(s.game.random_move(rng))


def test_a_suggested_turn_is_said_in_words_while_the_draft_is_still_it():
    def free(s, m):
        return (
            len(m.expansions) == 1
            and not m.increases
            and not m.dollars
            and (s.draft.targets().get(m.expansions[0]) == 0)
        )

    s, move = position_with(free)
    s.suggest(move)
    place = TEXT.place(move.expansions[0])
    said = advice_view(s, ChanceBook(), TEXT, hinting=False, show_chances=False)["advice"]
    assert said["text"] == f"Suggested: expand to {place} ($0)."  # costs nothing, still said
    german = advice_view(s, ChanceBook(), Text.load("de"), hinting=False, show_chances=False)
    assert german["advice"]["text"] == f"Vorschlag: nach {place} expandieren (0\u00a0$)."
    s.clear_draft()  # the player's own draft from here on: the sentence goes
    cleared = advice_view(s, ChanceBook(), TEXT, hinting=False, show_chances=False)
    assert cleared["advice"] == {"text": ""}
    s.suggest(TurnMove())
    passing = advice_view(s, ChanceBook(), TEXT, hinting=False, show_chances=False)
    assert passing["advice"]["text"] == "Suggested: pass this turn."


def test_a_hint_that_scores_says_how_much_and_names_each_part():
    def scoring(s, m):
        scores = preview_turn(s.game, m).gained[s.game.current] > 0
        safe = end_threat(s.game, m) is None
        return bool(m.increases) and m.bonus is None and scores and safe

    s, move = position_with(scoring)
    s.suggest(move)
    said = advice_view(s, ChanceBook(), TEXT, hinting=False, show_chances=False)["advice"]["text"]
    gained = preview_turn(s.game, move).gained[s.game.current]
    assert said.startswith("Suggested: ") and said.endswith(f"{gained} influence points.")
    assert all(TEXT.place(city) in said for city in move.increases)
    assert ("take the $10" in said) == move.dollars
    assert s.hint.turn.places() == (*move.expansions, *move.increases)


def test_a_hint_lists_its_reasons_in_the_page_language_while_its_turn_is_the_draft():
    def scoring(s, m):
        scores = preview_turn(s.game, m).gained[s.game.current] > 0
        safe = end_threat(s.game, m) is None
        return bool(m.increases) and m.bonus is None and scores and safe

    s, move = position_with(scoring)
    s.suggest(move)
    reasons = turn_reasons(s.game, move)
    assert reasons and reasons[0].kind is ReasonKind.CITY_SCORED
    city = TEXT.place(reasons[0].place)
    for language, words in (("en", f"This turn scores {city} for you"), ("fr", "Évaluation d")):
        shown = dict(hinting=False, show_chances=False, reasons=reasons)
        view = advice_view(s, ChanceBook(), Text.load(language), **shown)
        items = re.findall(r"<li>(.*?)</li>", view["advice-reasons"]["html"])
        assert view["advice-reasons"]["hidden"] is False and len(items) == len(reasons)
        assert items[0].startswith(words) and city in items[0]
    hinting = advice_view(s, ChanceBook(), TEXT, hinting=True, show_chances=False, reasons=reasons)
    assert hinting["advice-reasons"] == {"html": "", "hidden": True}
    s.clear_draft()  # the player's own draft: the reasons go with the sentence
    cleared = advice_view(s, ChanceBook(), TEXT, hinting=False, show_chances=False, reasons=reasons)
    assert cleared["advice-reasons"] == {"html": "", "hidden": True}


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_every_kind_of_reason_has_a_sentence_in_every_language(language: str):
    text = Text.load(language)
    names = ("Sam", "Jan")
    for kind in ReasonKind:
        for amount in (0, 1, 3):
            place = 31 if "city" in kind.value else 6
            said = reason_words(Reason(kind, place, amount, 1), names, text)
            assert said and "reason." not in said and "{" not in said, (kind, said)
    rival = reason_words(Reason(ReasonKind.RIVAL_CAN_END, seat=1), names, text)
    assert "Jan" in rival


def test_a_hint_keeps_the_player_s_draft_to_put_back_and_a_tapped_hinted_place_says_so():
    """The hint replaced a drafted turn without asking, and a tap on a hinted place removed it
    silently: the draft can now be put back, and the tap is told."""
    s = session()
    play(s, OPENING)
    targets = sorted(s.draft.targets())
    mine, hinted = TurnMove.of(expansions=[targets[0]]), TurnMove.of(expansions=[targets[1]])
    s.click(targets[0])
    assert s.draft.move() == mine
    s.suggest(hinted)
    assert s.hint.own_draft == mine and s.draft.move() == hinted
    shown = advice_view(s, ChanceBook(), TEXT, hinting=False, show_chances=False)
    assert shown["btn-hint-restore"]["hidden"] is False
    s.suggest(hinted)  # a second hint keeps the player's own, not the first hint's turn
    assert s.hint.own_draft == mine
    s.restore_draft()
    assert s.draft.move() == mine and s.hint.turn is None and s.hint.own_draft is None
    gone = advice_view(s, ChanceBook(), TEXT, hinting=False, show_chances=False)
    assert gone["btn-hint-restore"]["hidden"] is True
    s.suggest(hinted)
    kept = s.click(targets[1])  # a hinted place tapped as if to choose it: it stays
    assert kept == Problem(PageRefusal.HINTED_PLACE, {"place": targets[1]})
    assert s.draft.move() == hinted
    assert explain(kept, TEXT).startswith(f"{TEXT.place(targets[1])} is in the hinted turn")
    assert s.click(targets[1]) is None  # tapped again: taken out of the turn
    assert s.draft.move() == TurnMove.of()
    said = advice_view(s, ChanceBook(), TEXT, hinting=False, show_chances=False)["advice"]
    assert said["text"].startswith(f"You changed the hinted turn at {TEXT.place(targets[1])}")
    s.clear_draft()
    s.suggest(hinted)  # nothing of the player's own to keep
    assert s.hint.own_draft is None
