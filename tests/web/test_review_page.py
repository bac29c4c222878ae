"""The review's screens in CPython: the sentence built from the two turns' differences, in every
language; the jumps; the panel's view model while running and done; both turns on the map told
apart by line and mark; the chart's marks as keyboard buttons."""

from __future__ import annotations

import re
from html import escape

import pytest

from franchise import Reason, ReasonKind, Setup, parse_move
from franchise.records.record import ComputerLevel, Record
from franchise.review.reviewer import Label, Progress, TurnReview, review
from franchise.review.turns import Review
from franchise.values import replace
from tests.engine.positions import eager_game
from tests.engine.test_review import LEVEL, both_seats_reviewed, finished_game
from web.screens.review_chart import review_chart
from web.screens.review_marks import marks_svg, touched
from web.screens.review_panel import JUMP_IDS, PanelState, panel_view
from web.screens.review_steps import MARKED, Jump, target, turning_point
from web.screens.review_text import (
    chance_lines,
    consequences,
    mark_label,
    parts,
    percent,
    turn_sentence,
    whole_turn,
)
from web.text.catalogue import LANGUAGES, Text
from web.text.reasons import reason_words

NAMES = ("Ann", "Bob")
FILLS = ("#2d6cdf", "#d33")


def turn(played: str, suggested: str, lost: float = 0.14, number: int = 9) -> TurnReview:
    return TurnReview(number, 0, parse_move(played), parse_move(suggested), 0.5, 0.6 - lost, 0.6)


@pytest.fixture(scope="module")
def english() -> Text:
    return Text.load("en")


def test_the_sentence_names_both_whole_turns_and_every_tile_they_use(english):
    said = turn_sentence(turn(">omaha +denver", "++denver"), NAMES, english)
    assert said == (
        "Expanding to Omaha and adding 1 franchise in Denver left Ann a 46% chance to win; "
        "adding 1 franchise in Denver and using a bonus tile for a second franchise in Denver "
        "would have given 60%, 14 percentage points more."
    )
    twice = turn_sentence(turn(">omaha", ">omaha >dallas"), NAMES, english)
    assert twice.endswith(
        "expanding to Omaha, expanding to Dallas and using a bonus tile to expand twice would "
        "have given 60%, 14 percentage points more."
    )


def test_the_one_person_facing_computers_is_addressed(english):
    said = turn_sentence(turn(">omaha", ">dallas"), NAMES, english, you=0)
    assert said == (
        "Expanding to Omaha left you a 46% chance to win; expanding to Dallas would have given "
        "60%, 14 percentage points more."
    )
    same = turn(">omaha", ">omaha", lost=0)
    assert (
        turn_sentence(same, NAMES, english, you=0)
        == "No turn the search found reads better than the one you played."
    )
    assert "left Ann a" in turn_sentence(turn(">omaha", ">dallas"), NAMES, english, you=1)


def test_a_turn_that_left_something_out_or_passed_is_said_whole(english):
    fewer = turn_sentence(turn(">omaha", ">omaha +denver"), NAMES, english)
    assert fewer.startswith("Expanding to Omaha left Ann a 46% chance")
    assert "expanding to Omaha and adding 1 franchise in Denver would have given" in fewer
    passed = turn("pass", "$10")
    assert turn_sentence(passed, NAMES, english).startswith("Passing left")
    assert "taking $10 with a bonus tile" in turn_sentence(passed, NAMES, english)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_figures_of_a_sentence_are_the_chances_shown_and_their_difference(language):
    text = Text.load(language)
    # 72.4% after the turn played, 82.6% after the preferred one: shown as 72% and 83%, so the
    # sentence says 11 points (the unrounded difference, 10.2, would say 10).
    rose = TurnReview(9, 0, parse_move(">omaha"), parse_move(">dallas"), 0.69, 0.724, 0.826)
    said = turn_sentence(rose, NAMES, text, you=0)
    before, played, preferred = (percent(c, text) for c in (0.69, 0.72, 0.83))
    lines = chance_lines(rose, text)
    assert before in lines[0] and played in lines[1] and preferred in lines[2]
    assert played in said and preferred in said
    assert text.count("review.points", 11) in said
    assert text.count("review.points", 11) in mark_label(rose, text)


def test_the_preferred_turn_played_and_an_even_choice(english):
    same = turn(">omaha", ">omaha", lost=0)
    assert (
        turn_sentence(same, NAMES, english)
        == "No turn the search found reads better than the one Ann played."
    )
    even = turn("start pueblo", "start omaha", lost=0.001)
    assert turn_sentence(even, NAMES, english) == (
        "Starting in Pueblo did as well as starting in Omaha would have."
    )


def test_what_a_costly_difference_scored_is_said_from_the_engine_s_events(english):
    game = eager_game(Setup(("Ann", "Bob"), variant="intro", seed=2), seed=2)
    record = Record.of(game, "00000000a11c", computers={"Bob": ComputerLevel.MEDIUM})
    reviewed = {turn.number: turn for turn in review(record, [0, 1], LEVEL).turns}

    def said(number: int) -> list[str]:
        return consequences(record.replay(number - 1), reviewed[number], NAMES, english, you=0)

    # Read between equals with the table of equals (win_equals), turn 7 costs 9 points (an
    # inaccuracy; a blunder before), 8 costs 11 and 22 costs 29: a blunder of Bob's.
    assert reviewed[7].label is Label.INACCURACY and said(7) == [
        "The preferred turn would have won you the scoring of Pittsburgh."
    ]
    assert (
        reviewed[8].seat == 1
        and reviewed[8].label is Label.MISTAKE
        and said(8)
        == [
            "The preferred turn would have won the scoring of Omaha for Bob.",
            "The turn played let Ann win the scoring of Pittsburgh.",
        ]
    )
    assert reviewed[22].label is Label.BLUNDER and said(22) == [
        "The preferred turn would have won the scoring of Atlanta and St. Louis for Bob."
    ]
    assert all(said(n) == [] for n, turn in reviewed.items() if turn.label is Label.FINE)


def test_cities_with_the_same_count_are_named_together(english):
    said = parts(parse_move("+chicago +detroit +atlanta"), english)
    assert said == ["adding 1 franchise each in Chicago, Detroit and Atlanta"]  # board order


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_words_every_reviewed_turn(language):
    text = Text.load(language)
    for reviewed in both_seats_reviewed().turns:
        names = tuple(seat.name for seat in finished_game().seats())  # in seat order
        said = turn_sentence(reviewed, names, text)
        assert said and "{" not in said and "review." not in said, said
        assert not said[0].islower()
        assert whole_turn(reviewed.played, text)


def test_jumps_go_to_marked_turns_and_the_turning_point():
    review = both_seats_reviewed()
    marked = [t.number for t in review.turns if t.label in MARKED]
    assert marked, "the test game has mistakes"
    assert target(review, None, Jump.NEXT_MISTAKE) == marked[0]
    assert target(review, marked[0], Jump.PREVIOUS_MISTAKE) is None
    assert target(review, marked[-1], Jump.NEXT_MISTAKE) is None
    assert target(review, None, Jump.PREVIOUS) is None
    assert target(review, None, Jump.NEXT) == review.turns[0].number
    last = review.turns[-1].number
    assert target(review, last, Jump.NEXT) is None
    assert target(review, last, Jump.PREVIOUS) == review.turns[-2].number
    seat_of_first = next(t.seat for t in review.turns if t.number == marked[0])
    point = turning_point(review, marked[0])
    assert point is not None
    assert next(t.seat for t in review.turns if t.number == point) == seat_of_first


def test_the_panel_while_running_shows_progress_and_disables_the_jumps(english):
    view = panel_view(PanelState(None, Progress(3, 16), None, NAMES, FILLS, False), english)
    assert view["review-progress"] == {"hidden": False, "max": "16", "value": "3"}
    assert view["review-status"]["text"] == "Reviewing the game: 3 of 16 turns…"
    assert all(view[element]["disabled"] for element in JUMP_IDS.values())
    assert view["turn"] == {"hidden": True}
    assert view["history"] == {"hidden": True}


def test_the_panel_shows_a_turn_with_both_turns_on_the_map(english):
    review = both_seats_reviewed()
    at = target(review, None, Jump.NEXT_MISTAKE)
    state = PanelState(review, None, at, NAMES, FILLS, more_seats=False)
    view = panel_view(state, english)
    assert view["review-progress"]["hidden"] and view["review-computers"]["hidden"]
    shown = view["review-turn"]["html"]
    # Named as the counter numbers it once played (the first move is move 1).
    assert f"Move {at} · " in shown and "review-sentence" in shown and "Chance to win" in shown
    marks = view["review-marks"]["html"]
    assert 'class="review-ring played"' in marks and 'class="review-ring preferred"' in marks
    assert view["review-previous-mistake"]["disabled"] and not view["review-next"]["disabled"]
    closed = panel_view(PanelState(review, None, None, NAMES, FILLS, True), english)
    assert closed["review-marks"]["html"] == "" and not closed["review-computers"]["hidden"]


def test_the_map_rings_each_touched_place_with_its_count():
    played, preferred = parse_move(">omaha ++denver"), parse_move("+denver +chicago")
    assert touched(played) == {
        next(iter(played.expansions)): 0,
        played.double_share: 2,
    }
    svg = marks_svg(played, preferred)
    assert svg.count('class="review-ring played"') == 2
    assert svg.count('class="review-ring preferred"') == 2
    assert ">+2<" in svg and ">+1<" in svg
    assert "preferred" not in marks_svg(played, played)


def test_the_chart_marks_costly_turns_as_keyboard_buttons(english):
    review = both_seats_reviewed()
    at = target(review, None, Jump.NEXT_MISTAKE)
    svg = review_chart(review, FILLS, NAMES, at, english)
    costly = [t for t in review.turns if t.label is not Label.FINE]
    marks = re.findall(
        r'<g id="[^"]+" class="review-point ([a-z]+)[^"]*"[^>]*data-review-turn="(\d+)"', svg
    )
    assert [(label, int(n)) for label, n in marks] == [(str(t.label), t.number) for t in costly]
    assert svg.count('role="button"') == len(costly) == svg.count('tabindex="0"')
    assert svg.count(" current") == 1 and 'class="review-now"' in svg


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_open_panel_says_so_in_the_header_and_explains_the_marks(language):
    text = Text.load(language)
    review = both_seats_reviewed()
    state = PanelState(review, None, None, NAMES, FILLS, more_seats=False)
    view = panel_view(state, text)
    assert view["status"] == {"text": text("review.status")}
    chart = view["review-chart"]["html"]
    legend = chart[chart.index("review-marks-legend") :]
    for sign, label in (("?!", "inaccuracy"), ("??", "blunder")):
        assert f"<b>{sign}</b>" in legend and text(f"review.label.{label}") in legend
    assert legend.index(text("review.label.inaccuracy")) < legend.index(
        text("review.label.blunder")
    )
    assert text("review.marks.top", label=text("review.label.blunder"), low="20") in legend


def test_the_turn_on_screen_shows_both_figures_after_it_on_the_chart(english):
    """The sentence quotes the chance after the turn played and after the preferred turn: both
    are on the chart, labelled, beside the line of the chance before each turn."""
    review = both_seats_reviewed()
    at = target(review, None, Jump.NEXT_MISTAKE)
    turn = next(t for t in review.turns if t.number == at)
    chart = review_chart(review, FILLS, NAMES, at, english)
    played = english("review.chance.played", chance=f"{round(100 * turn.chance_played)}%")
    preferred = english("review.chance.preferred", chance=f"{round(100 * turn.chance_suggested)}%")
    assert played in chart and preferred in chart and 'class="review-after"' in chart
    assert english("review.chart.title") in chart.split("<title>")[1].split("</title>")[0]
    assert chart.count(english("review.chart.title")) == 3  # title, caption and group label
    assert 'class="review-after"' not in review_chart(review, FILLS, NAMES, None, english)


def test_a_labelled_turn_says_why_in_the_hint_s_words(english):
    review = both_seats_reviewed()
    at = target(review, None, Jump.NEXT_MISTAKE)
    reviewed = next(t for t in review.turns if t.number == at)
    state = PanelState(review, None, at, NAMES, FILLS, more_seats=False)
    shown = panel_view(state, english)["review-turn"]["html"]
    assert "Why the preferred turn is better:" in shown and reviewed.reasons
    for reason in reviewed.reasons:
        assert escape(reason_words(reason, NAMES, english)) in shown


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_words_every_reason_of_a_review(language):
    text = Text.load(language)
    reasons = [r for t in both_seats_reviewed().turns for r in t.reasons]
    assert reasons
    for reason in reasons:
        said = reason_words(reason, NAMES, text)
        assert said and "{" not in said and "reason." not in said


def test_a_decided_turn_is_said_by_its_projected_margin(english):
    decided = replace(
        turn("pass", ">omaha", lost=0.0),
        chance_before=0.01,
        chance_played=0.01,
        chance_suggested=0.012,
        margin_played=-14.2,
        margin_suggested=-8.4,
        reasons=(Reason(ReasonKind.MORE_FRANCHISES, amount=1),),
    )
    assert decided.label is Label.MISTAKE  # 6 points of margin, though 0 of chance
    said = turn_sentence(decided, NAMES, english)
    assert "final margin of \u221214 points (expected between equals)" in said
    assert "\u22128 points (expected between equals), 6 points more" in said
    lines = chance_lines(decided, english)
    assert lines[-2:] == [
        "final margin over the best rival after the turn played: \u221214 points"
        " (expected between equals)",
        "after the preferred turn: \u22128 points (expected between equals)",
    ]
    # Where the game ended within the turn or the next one, the margin is the real one and
    # said so (issue 65: "+6" was said of a turn after which the game ended 89-76).
    ended = replace(decided, margin_played=-13.0, margin_played_real=True)
    assert "final margin of \u221213 points (as the game ended)" in turn_sentence(
        ended, NAMES, english
    )
    assert mark_label(decided, english) == "Move 9: mistake, 6 points of projected margin lost"


def test_a_turn_that_is_a_puzzle_to_try_keeps_its_answer_until_asked(english):
    """ "Find a better turn" sat under the sentence that names it: a turn that is one of the
    person's puzzles, not tried yet, says only that a better turn exists until shown."""
    review = both_seats_reviewed()
    at = target(review, None, Jump.NEXT_MISTAKE)
    state = PanelState(review, None, at, NAMES, FILLS, more_seats=False, answer_hidden=True)
    view = panel_view(state, english)
    shown = view["review-turn"]["html"]
    assert "data-review-show" in shown and "Show the better turn" in shown
    assert "Find a better turn" in shown  # the offer names the button above
    for hidden in ("review-sentence", "review-why", "review-consequence", "Preferred ("):
        assert hidden not in shown
    marks = view["review-marks"]["html"]
    assert "review-ring played" in marks and "review-ring preferred" not in marks
    told = panel_view(replace(state, answer_hidden=False), english)["review-turn"]["html"]
    assert "review-sentence" in told and "data-review-show" not in told


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_turning_point_is_named_as_the_move_it_opens(language):
    """The summary, the button and the heading of the turn it opens name one move (the summary
    once named the move before it)."""
    text = Text.load(language)
    review = both_seats_reviewed()
    word = {"en": "move", "fr": "coup"}[language]
    pointed = [s for s in review.summaries if s.turning_point is not None]
    assert pointed, "the test game has a costly turn"
    for summary in pointed:
        point = summary.turning_point
        seat_turn = next(t for t in review.turns if t.seat == summary.seat)
        view = panel_view(PanelState(review, None, seat_turn.number, NAMES, FILLS, False), text)
        opened = target(review, seat_turn.number, Jump.TURNING_POINT)
        assert opened == point
        heading = panel_view(PanelState(review, None, opened, NAMES, FILLS, False), text)
        assert re.search(rf"\b{word.capitalize()} {point} · ", heading["review-turn"]["html"])
        assert view["review-turning-point"]["text"].endswith(f"{word} {point}")
        assert re.search(rf"\b{word} {point}\.", view["review-summary"]["html"])


def test_a_game_with_only_inaccuracies_is_stepped_through_its_marked_turns():
    """Issue 70: "Next mistake" stayed grey when a game had only inaccuracies, which the chart
    marks; the jumps go to every marked turn, and say so ("Next marked turn")."""
    review = Review(
        "hard",
        30,
        (0,),
        (turn(">omaha", ">dallas", lost=0.06, number=5), turn(">omaha", ">dallas", 0.0, 9)),
    )
    assert review.turns[0].label is Label.INACCURACY
    assert target(review, None, Jump.NEXT_MISTAKE) == 5
    assert target(review, 5, Jump.NEXT_MISTAKE) is None
    assert target(review, 9, Jump.PREVIOUS_MISTAKE) == 5
    assert Text.load("fr")("review.next-mistake") == "Tour marqué suivant"
