"""The puzzles screen and the puzzle on screen, as markup and view models.

``puzzles_list`` is the puzzles dialog's body: how many are solved by theme, then every puzzle
(the person's own first, then the bundled set), each a button carrying ``data-puzzle-id``
with its theme, table, stage and outcome. ``puzzle_view`` is the side panel of the puzzle on
screen (``<section id="puzzle" data-puzzle data-puzzle-result>``, the tests' hooks): the
question, what each try was worth in words that match its figures, why the try beats the turn
played (solved) or what it missed (the answer's reasons it lacks), the tries left, and once
it is over the answer with what sets it apart from the turn played (``franchise.contrast``,
worded by web/text/reasons.py, as the review words a labelled turn). A heading is shown only
with reasons under it.
"""

from __future__ import annotations

from collections.abc import Mapping

from franchise import Move, Reason
from franchise.ai import (
    SOLVE_MARGIN,
    Judgement,
    Label,
    Made,
    Measure,
    Puzzle,
    Source,
    Theme,
    Unmade,
    Verdict,
)
from franchise.values import valueclass
from web.saves.puzzle_book import Book, Outcome
from web.screens.model import View
from web.screens.review_text import COUNT_KEYS, margin, whole_turn
from web.session.puzzle_play import TRIES, PuzzleOnScreen
from web.text.catalogue import Text
from web.text.markup import Element, render, tag
from web.text.reasons import reason_words


def puzzle_title(puzzle: Puzzle, text: Text) -> str:
    """A puzzle in the list. One's own says which game and move it is and what was played
    there, so the puzzles of one game are told apart; a bundled one its theme and table."""
    theme = text(f"theme.{puzzle.theme}")
    if puzzle.source is Source.OWN:
        return text(
            "puzzles.item-own",
            number=text.number(puzzle.number),  # the move played, as the review's heading
            players=text.join(list(puzzle.record.setup.players)),
            played=whole_turn(puzzle.played, text),
            theme=theme,
        )
    players = text.count("puzzles.players", len(puzzle.record.setup.players))
    return text("puzzles.item", theme=theme, players=players, stage=text(f"stage.{puzzle.stage}"))


def puzzles_list(
    own: tuple[Puzzle, ...],
    bundled: tuple[Puzzle, ...],
    book: Book,
    text: Text,
    reviewed: bool = False,
    made: tuple[Made, ...] = (),
) -> str:
    """The dialog's body: solved counts by theme, then the lists. ``reviewed``: some saved
    game has a review, so an empty list of one's own says why rather than asking for one;
    ``made``: what each reviewed game gave, so marked turns that made no puzzle say why."""
    every = (*own, *bundled)
    themes = tag("ul", {"class": "puzzle-themes"})
    for theme in Theme:
        of_theme = [p for p in every if p.theme is theme]
        if of_theme:
            solved = sum(book.outcome(p.puzzle_id) is Outcome.SOLVED for p in of_theme)
            counted = text.count("puzzles.solved-of", len(of_theme), solved=text.number(solved))
            said = text("puzzles.theme-solved", theme=text(f"theme.{theme}"), solved=counted)
            themes.children.append(tag("li", {"data-theme": str(theme)}, said))
    own_part: list[Element] = [tag("h3", None, text("puzzles.own"))]
    if own:
        own_part.append(_items(own, book, text))
    unmade = unmade_words(made, text)
    if unmade:
        own_part.append(tag("p", {"class": "meta", "data-unmade": "1"}, unmade))
    elif not own:
        none = "puzzles.own-none-reviewed" if reviewed else "puzzles.own-none"
        own_part.append(tag("p", {"class": "meta"}, text(none)))
    return render(
        themes,
        *own_part,
        tag("h3", None, text("puzzles.bundled")),
        _items(bundled, book, text),
    )


def unmade_words(made: tuple[Made, ...], text: Text) -> str:
    """The marked turns of one's reviewed games that made no puzzle, counted by why (empty
    when every one made a puzzle): never "no mistakes" after a review that marked some."""
    unmade = [reason for one in made for reason in one.unmade]
    if not unmade:
        return ""
    marked = [label for one in made for label in one.marked]
    counts = [
        text.count(COUNT_KEYS[label], marked.count(label))
        for label in (Label.BLUNDER, Label.MISTAKE)
        if label in marked
    ]
    said = [text.count("puzzles.own-marked", len(marked), marked=text.join(counts))]
    said += [
        text.count(f"puzzles.unmade.{reason}", unmade.count(reason))
        for reason in Unmade
        if reason in unmade
    ]
    return text.sentences(said)


def _items(puzzles: tuple[Puzzle, ...], book: Book, text: Text) -> Element:
    items = tag("ul", {"class": "puzzle-list"})
    for puzzle in puzzles:
        outcome = book.outcome(puzzle.puzzle_id)
        mark = text(f"outcome.{outcome}") if outcome else text("outcome.open")
        button = tag(
            "button",
            {"type": "button", "data-puzzle-id": puzzle.puzzle_id},
            puzzle_title(puzzle, text),
            " ",
            tag("span", {"class": "meta", "data-outcome": str(outcome or "")}, f"({mark})"),
        )
        items.children.append(tag("li", None, button))
    return items


def puzzle_view(
    shown: PuzzleOnScreen | None,
    player: str,
    reasons: PuzzleReasons,
    names: tuple[str, ...],
    text: Text,
) -> View:
    """The side panel of the puzzle on screen (hidden when there is none)."""
    if shown is None:
        return {"puzzle": {"hidden": True, "data-puzzle": "", "data-puzzle-result": ""}}
    puzzle, result = shown.puzzle, shown.result
    played, best = puzzle.chances
    bundled = puzzle.source is Source.BUNDLED
    key = "puzzle.question-bundled" if bundled else "puzzle.question"
    asked = {"player": player, "chance": text.number(played)}
    answer = {"best": text.number(best)}
    if shown.by_margin and shown.read is not None:  # a decided game: the margin weighs turns
        key = BY_MARGIN[key]
        asked["margin"] = margin(shown.read.played, text)
        answer = {"best": margin(shown.read.preferred, text)}
    body: list[Element] = [tag("p", {"class": "puzzle-question"}, text(key, **asked))]
    for number, judged in enumerate(shown.tries):
        said = verdict_words(judged, puzzle, text)
        body.append(
            tag("p", {"class": "puzzle-verdict", "data-verdict": str(judged.verdict)}, said)
        )
        if any(later.move == judged.move for later in shown.tries[number + 1 :]):
            continue  # the same turn tried again: its reasons are said once, under the last
        if judged.verdict is not Verdict.SOLVED:
            head = text("puzzle.missed")
        else:
            head = text("puzzle.answer-why-natural" if bundled else "puzzle.answer-why")
        body += _reasons(head, reasons.tries.get(judged.move, ()), names, text)
    if result is None:
        left = TRIES - len(shown.tries)
        again = text("puzzle.try-again") + " " if shown.tries else ""
        body.append(tag("p", {"class": "meta"}, again + text.count("puzzle.tries", left)))
    elif result is not Verdict.SOLVED or shown.tries[-1].move != puzzle.preferred:
        shown_key = "puzzle.answer-shown"
        body.append(
            tag("p", None, text(BY_MARGIN[shown_key] if shown.by_margin else shown_key, **answer))
        )
        # Said once: the last try was the turn played, so it missed what the answer adds.
        if reasons.tries.get(shown.tries[-1].move) != reasons.answer:
            head = text("puzzle.answer-why-natural" if bundled else "puzzle.answer-why")
            body += _reasons(head, reasons.answer, names, text)
    if result is not None:
        body.append(tag("p", {"class": "puzzle-compared"}, compared_words(puzzle, text)))
    return {
        "puzzle": {
            "hidden": False,
            "data-puzzle": puzzle.puzzle_id,
            "data-puzzle-result": str(result or ""),
        },
        "puzzle-title": {"text": text("puzzle.title", theme=text(f"theme.{puzzle.theme}"))},
        "puzzle-body": {"html": render(*body)},
        "puzzle-next": {"hidden": result is None},
        "puzzle-skip": {"hidden": result is not None},
    }


def compared_words(puzzle: Puzzle, text: Text) -> str:
    """The turn every verdict was weighed against, named once the puzzle is over: a player
    was told "better than the natural turn" and never shown which turn that was."""
    key = "puzzle.compared-natural" if puzzle.source is Source.BUNDLED else "puzzle.compared-own"
    return text(key, turn=whole_turn(puzzle.played, text))


@valueclass
class PuzzleReasons:
    """What the panel says of the turns (``franchise.contrast``): for each try, what sets it
    apart from the turn played (solved) or what the answer does that it does not; for the
    answer, what sets it apart from the turn played (or the natural turn)."""

    tries: Mapping[Move, tuple[Reason, ...]]
    answer: tuple[Reason, ...] = ()


#: What a try on a bundled puzzle came to, where it is weighed against the natural turn.
AGAINST_NATURAL = {
    Verdict.BETTER: "puzzle.better-natural",
    Verdict.FAILED: "puzzle.failed-natural",
}


#: A decided game's puzzle says each of these of projected final margins, not chances.
BY_MARGIN = {
    "puzzle.question": "puzzle.question-margin",
    "puzzle.question-bundled": "puzzle.question-bundled-margin",
    "puzzle.solved-same": "puzzle.solved-same-margin",
    "puzzle.solved-above": "puzzle.solved-above-margin",
    "puzzle.solved-equal": "puzzle.solved-equal-margin",
    "puzzle.solved-within": "puzzle.solved-within-margin",
    "puzzle.better": "puzzle.better-margin",
    "puzzle.failed": "puzzle.failed-margin",
    "puzzle.better-natural": "puzzle.better-natural-margin",
    "puzzle.failed-natural": "puzzle.failed-natural-margin",
    "puzzle.answer-shown": "puzzle.answer-shown-margin",
}


def verdict_words(judged: Judgement, puzzle: Puzzle, text: Text) -> str:
    """What a try came to, in words that match its figures: a solved try is the search's
    turn, better than it, as good, or within ``SOLVE_MARGIN`` points below; a bundled
    puzzle compares with the natural turn (medium's), not a turn someone played. A decided
    game's puzzle says the same of the projected final margins (``Measure.MARGIN``)."""
    numbers = {
        "chance": text.number(judged.chance),
        "played": text.number(judged.played),
        "best": text.number(judged.preferred),
        "margin": text.number(SOLVE_MARGIN),
    }
    if judged.verdict is Verdict.SOLVED:
        key = solved_key(judged, puzzle)
    elif puzzle.source is Source.BUNDLED:
        key = AGAINST_NATURAL[judged.verdict]
    else:
        key = f"puzzle.{judged.verdict}"
    if judged.measure is Measure.MARGIN:
        key = BY_MARGIN[key]
        numbers = {
            "chance": margin(judged.chance, text),
            "played": margin(judged.played, text),
            "best": margin(judged.preferred, text),
        }
    return text(key, **numbers)


def solved_key(judged: Judgement, puzzle: Puzzle) -> str:
    """The words of a solved try, from how its chance compares with the search's turn."""
    if judged.move == puzzle.preferred:
        return "puzzle.solved-same"
    if judged.chance > judged.preferred:
        return "puzzle.solved-above"
    if judged.chance == judged.preferred:
        return "puzzle.solved-equal"
    return "puzzle.solved-within"


def _reasons(
    head: str, reasons: tuple[Reason, ...], names: tuple[str, ...], text: Text
) -> list[Element]:
    """A heading and its reasons, or nothing at all: never a heading with nothing under it."""
    if not reasons:
        return []
    listed = tag("ul", {"class": "advice-reasons"})
    for reason in reasons:
        listed.children.append(tag("li", None, reason_words(reason, names, text)))
    return [tag("div", {"class": "puzzle-reasons"}, tag("p", None, head), listed)]
