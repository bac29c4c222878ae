"""The review panel as a view model: progress, summary, the turn on screen, jumps and chart.

The panel's frame is static HTML in index.html (its buttons keep the focus while a player steps
through the turns); this module says what its parts show now, as ``{element id: {attribute:
value}}`` like every other part of the screen (web/screens/screen.py), so the page diffs and
patches it. While the panel is open it also takes over what the game screen would show: the
turn panel and the history buttons are hidden (the review chooses the position shown).
Pure, CPython-tested.
"""

from __future__ import annotations

from franchise import Game
from franchise.ai import Progress, Review, TurnReview
from franchise.values import valueclass
from web.screens.model import View
from web.screens.review_chart import marks_legend, review_chart
from web.screens.review_marks import legend_mark, marks_svg
from web.screens.review_steps import Jump, target
from web.screens.review_text import (
    chance_lines,
    consequences,
    done_line,
    percent,
    progress_line,
    seat_summary,
    turn_heading,
    turn_sentence,
    whole_turn,
    why_lines,
)
from web.text.catalogue import Text
from web.text.markup import render, sub, tag

JUMP_IDS = {jump: f"review-{jump}" for jump in Jump}


@valueclass
class PanelState:
    """What the open panel is about: the review made so far (None before the first is done),
    the progress of the one under way (None: none is), the turn on screen (``at``, its
    number), and the game's names and seat colours."""

    review: Review | None
    progress: Progress | None
    at: int | None
    names: tuple[str, ...]
    fills: tuple[str, ...]
    #: Some seats (the computers') are not reviewed yet and can be on request.
    more_seats: bool
    #: The seat of the one person at a table of computers, whom the sentences address.
    you: int | None = None
    #: The position before the turn on screen, to tell what each turn would score there.
    before: Game | None = None
    #: The turn on screen is a puzzle not tried yet: its better turn stays unsaid (and off
    #: the map) until asked for, so "Find a better turn" does not come with its answer.
    answer_hidden: bool = False


def closed_view() -> View:
    """The panel closed, its marks gone, and the history buttons back: the game screen's view
    never sets the history's ``hidden``, and a diff only patches what a view names."""
    return {"review": {"hidden": True}, "review-marks": {"html": ""}, "history": {"hidden": False}}


def panel_view(state: PanelState, text: Text) -> View:
    """Everything the open panel shows, and what it takes over from the game screen."""
    view: View = {
        "review": {"hidden": False},
        "turn": {"hidden": True},
        "history": {"hidden": True},
        # The position shown is the review's, nobody is to play it: the header says so.
        "status": {"text": text("review.status")},
    }
    review, progress = state.review, state.progress
    running = progress is not None
    shown = progress or Progress(0, 0)
    view["review-progress"] = {
        "hidden": not running,
        "max": str(max(shown.total, 1)),
        "value": str(shown.done),
    }
    if running or review is None:
        status = progress_line(shown.done, shown.total, text)
    else:
        status = done_line(review, text)
    view["review-status"] = {"text": status}
    view["review-computers"] = {"hidden": running or not state.more_seats}
    for jump, element_id in JUMP_IDS.items():
        view[element_id] = {"disabled": review is None or target(review, state.at, jump) is None}
    view[JUMP_IDS[Jump.TURNING_POINT]]["text"] = turning_point_words(review, state.at, text)
    if review is None:
        view.update(
            {
                "review-summary": {"html": ""},
                "review-turn": {"html": ""},
                "review-chart": {"html": ""},
                "review-marks": {"html": ""},
            }
        )
        return view
    summaries = tag(
        "ul", None, (tag("li", None, seat_summary(s, state.names, text)) for s in review.summaries)
    )
    view["review-summary"] = {"html": render(summaries)}
    chart = review_chart(review, state.fills, state.names, state.at, text)
    view["review-chart"] = {"html": chart + marks_legend(text)}
    turn = next((t for t in review.turns if t.number == state.at), None)
    if turn is None:
        view["review-turn"] = {"html": render(tag("p", None, text("review.pick")))}
        view["review-marks"] = {"html": ""}
        return view
    if state.answer_hidden:
        view["review-turn"] = {"html": hidden_turn_html(turn, state, text)}
        view["review-marks"] = {"html": marks_svg(turn.played, turn.played)}
        return view
    view["review-turn"] = {"html": turn_html(turn, state, text)}
    view["review-marks"] = {"html": marks_svg(turn.played, turn.suggested)}
    return view


def turning_point_words(review: Review | None, at: int | None, text: Text) -> str:
    """The turning point's button, naming the move it opens as that turn's heading names it,
    so the button, the summary and the heading never tell two moves apart."""
    point = None if review is None else target(review, at, Jump.TURNING_POINT)
    if point is None:
        return text("review.turning-point")
    return text("review.turning-point-at", number=point)


def hidden_turn_html(turn: TurnReview, state: PanelState, text: Text) -> str:
    """A turn whose better turn is a puzzle still to try: its heading, the chance the turn
    played left, an offer to show the better turn, and the turn played on the map's legend."""
    part = tag("div", {"class": ("review-turn-body", str(turn.label))})
    sub(part, "h3", {"class": "review-heading"}, turn_heading(turn, state.names, text))
    hidden = text("review.answer-hidden", find=text("puzzle.find"))
    sub(part, "p", {"class": "review-hidden"}, hidden)
    show = sub(part, "p", None)
    sub(show, "button", {"type": "button", "data-review-show": "1"}, text("review.show-answer"))
    played = text("review.chance.played", chance=percent(turn.chance_played, text))
    before = text("review.chance.before", chance=percent(turn.chance_before, text))
    sub(part, "p", {"class": "review-chances"}, text.details([before, played]))
    legend = sub(part, "ul", {"class": "review-legend"})
    item = sub(legend, "li", {"class": "played"})
    item.children.append(legend_mark(preferred=False))
    sub(item, "span", None, text("review.legend.played", turn=whole_turn(turn.played, text)))
    return render(part)


def turn_html(turn: TurnReview, state: PanelState, text: Text) -> str:
    """The turn on screen: heading, the sentence (and what the difference scored), why the
    preferred turn is better (its reasons, as the hint words them), the chances, and the
    legend of the map."""
    names, you = state.names, state.you
    part = tag("div", {"class": ("review-turn-body", str(turn.label))})
    sub(part, "h3", {"class": "review-heading"}, turn_heading(turn, names, text))
    sub(part, "p", {"class": "review-sentence"}, turn_sentence(turn, names, text, you))
    before = state.before
    if before is not None and len(before.moves) == turn.number - 1:
        for said in consequences(before, turn, names, text, you):
            sub(part, "p", {"class": "review-consequence"}, said)
    why = why_lines(turn, names, text)
    if why:
        reasons = sub(part, "div", {"class": "review-why"})
        sub(reasons, "p", None, text("review.why"))
        listed = sub(reasons, "ul", {"class": "advice-reasons"})
        for said in why:
            sub(listed, "li", None, said)
    sub(part, "p", {"class": "review-chances"}, text.details(chance_lines(turn, text)))
    legend = sub(part, "ul", {"class": "review-legend"})
    played = sub(legend, "li", {"class": "played"})
    played.children.append(legend_mark(preferred=False))
    sub(played, "span", None, text("review.legend.played", turn=whole_turn(turn.played, text)))
    if turn.suggested != turn.played:
        preferred = sub(legend, "li", {"class": "preferred"})
        preferred.children.append(legend_mark(preferred=True))
        words = text("review.legend.preferred", turn=whole_turn(turn.suggested, text))
        sub(preferred, "span", None, words)
    return render(part)
