"""A reviewed turn in words: the whole turn played, the whole preferred turn, and their chances.

A player learns more from "expanding to Omaha left you 46%; expanding to Omaha and adding 1
franchise in Denver would have given 60%, 14 percentage points more" than from two move texts
side by side. Each turn is named whole, every bonus tile it uses included (a second expansion
needs one as much as the $10 does), so the sentence says the turn the hint would have laid
out. Numbers are the page's: a turn is named by the move the counter under the map shows
beside it, chances are percentage points, counts of turns count turns. Every word comes from
the catalogue (the ``review`` area), each language with its edition's terms; the parts are
phrases its templates were written around (gerunds in English, infinitives in German and
French). Pure, CPython-tested.
"""

from __future__ import annotations

from collections import Counter

from franchise import BONUS_DOLLARS, CityScored, FranchiseError, Game, Move, StartMove, TurnMove
from franchise.ai import THRESHOLDS, Label, Review, SeatSummary, TurnReview
from web.text.catalogue import Text
from web.text.reasons import reason_words

#: The label's word, and its plural count for summaries (literal keys, so each is findable).
LABEL_KEYS = {
    Label.FINE: "review.label.fine",
    Label.INACCURACY: "review.label.inaccuracy",
    Label.MISTAKE: "review.label.mistake",
    Label.BLUNDER: "review.label.blunder",
}
COUNT_KEYS = {
    Label.INACCURACY: "review.count.inaccuracy",
    Label.MISTAKE: "review.count.mistake",
    Label.BLUNDER: "review.count.blunder",
}
#: Below this many points of chance lost (half a point), two turns count as equally good.
EVEN = 0.005


def percent(chance: float, text: Text) -> str:
    return text("story.percent", value=round(100 * chance))


def points(lost: float, text: Text) -> str:
    """Chance to win as points of percentage: "14 points"."""
    return text.count("review.points", round(100 * lost))


def shown_move(turn: TurnReview) -> int:
    """The move a turn is named by: the number the move counter under the map gives it once
    it is played (the first move is move 1; the counter shows "Move 1" after it). The review
    shows the position it was played from, after ``number - 1`` moves."""
    return turn.number


def added(move: TurnMove) -> Counter[int]:
    """Franchises ``move`` adds in each city (two in the city doubled by the bonus tile)."""
    counts = Counter(move.increases)
    if move.double_share is not None:
        counts[move.double_share] += 1
    return counts


def parts(move: Move, text: Text) -> list[str]:
    """Everything ``move`` does, as phrases: its expansions, its increases (cities with the
    same count named together) and every bonus tile it uses; none for a pass."""
    if isinstance(move, StartMove):
        return [text("review.part.start", place=text.place(move.town))]
    said: list[str] = []
    if move.dollars:
        said.append(text("review.part.dollars", money=text.money(BONUS_DOLLARS)))
    said += [text("review.part.expand", place=text.place(place)) for place in move.expansions]
    if len(move.expansions) > 1:
        said.append(text("review.part.expand-twice"))
    by_count: dict[int, list[str]] = {}
    for city, count in sorted(Counter(move.increases).items()):
        by_count.setdefault(count, []).append(text.place(city))
    for count, cities in sorted(by_count.items()):
        key = "review.part.increase" if len(cities) == 1 else "review.part.increase-each"
        said.append(text.count(key, count, city=text.join(cities)))
    if move.double_share is not None:
        said.append(text("review.part.double-share", city=text.place(move.double_share)))
    return said


def capital(sentence: str) -> str:
    return sentence[:1].upper() + sentence[1:]


def whole_turn(move: Move, text: Text) -> str:
    """Everything a turn does, for the legend ("expanding to Omaha and adding 1 in Denver")."""
    return text.join(parts(move, text)) or text("review.part.pass")


def turn_sentence(
    turn: TurnReview, names: tuple[str, ...], text: Text, you: int | None = None
) -> str:
    """What the turn cost against the preferred one, in words built from their differences;
    addressed to the player when ``you`` is their seat (the one person facing computers). It
    names the played turn's chance and the preferred one's, as the panel shows them, and the
    points between them: a chance that rose during the turn cannot read as a loss."""
    player = names[turn.seat]
    yours = turn.seat == you
    if turn.played == turn.suggested:
        if yours:
            return text("review.sentence.preferred-yours")
        return text("review.sentence.preferred", player=player)
    played, preferred = whole_turn(turn.played, text), whole_turn(turn.suggested, text)
    if by_margin(turn):
        return capital(
            text(
                "review.sentence.decided-yours" if yours else "review.sentence.decided",
                played=played,
                preferred=preferred,
                player=player,
                chance=percent(turn.chance_before, text),
                played_margin=margin(turn.margin_played, text, turn.margin_played_real),
                margin=margin(turn.margin_suggested, text, turn.margin_suggested_real),
                points=text.count(
                    "review.margin", turn.margin_lost, margin=text.number(turn.margin_lost)
                ),
            )
        )
    lost = turn.points_lost
    if turn.lost < EVEN or lost == 0:
        return capital(text("review.sentence.even", played=played, preferred=preferred))
    return capital(
        text(
            "review.sentence.lost-yours" if yours else "review.sentence.lost",
            played=played,
            preferred=preferred,
            player=player,
            points=text.count("review.points", lost),
            played_chance=percent(turn.chance_played, text),
            chance=percent(turn.chance_suggested, text),
        )
    )


def by_margin(turn: TurnReview) -> bool:
    """Whether the projected margin, not the chance, is what marks the turn: a decided game
    (``TurnReview.decided``) where the chances lost stay under an inaccuracy's threshold."""
    return (
        turn.decided
        and turn.margin_lost > 0
        and turn.points_lost < dict(THRESHOLDS)[Label.INACCURACY]
    )


def margin(value: float | None, text: Text, real: bool | None = None) -> str:
    """A final margin over the best rival, signed ("+3 points": ahead); with ``real`` given,
    said to be the margin the game ended with or an expectation between equals (a claim the
    review checks: franchise.readings.claims)."""
    points = round(value or 0)
    size = text.number(abs(points))
    signed = (
        text("review.ahead", value=size)
        if points > 0
        else text("review.behind", value=size)
        if points < 0
        else size
    )
    said = text.count("review.margin", abs(points), margin=signed)
    if real is None:
        return said
    return text("review.margin.real" if real else "review.margin.expected", margin=said)


def why_lines(turn: TurnReview, names: tuple[str, ...], text: Text) -> list[str]:
    """What the preferred turn does that the turn played does not, in the hint's words."""
    return [reason_words(reason, names, text) for reason in turn.reasons]


def scorings(before: Game, move: Move) -> dict[int, int]:
    """The cities ``move`` scores from the position ``before`` it, each with its scorer (none
    for a move the position refuses: stored reviews are untrusted)."""
    after = before.clone()
    try:
        events = after.apply(move)
    except FranchiseError:
        return {}
    return {event.city: event.seat for event in events if isinstance(event, CityScored)}


def consequences(
    before: Game, turn: TurnReview, names: tuple[str, ...], text: Text, you: int | None = None
) -> list[str]:
    """What the difference did on the board, from the engine's own events: cities the
    preferred turn would have won for the player and the turn played did not, and cities the
    turn played let a rival win that the preferred one would not have. Said of costly turns
    only: where the chances hardly differ, a city more or less was not what mattered."""
    if turn.played == turn.suggested or turn.label is Label.FINE:
        return []
    played, preferred = scorings(before, turn.played), scorings(before, turn.suggested)
    seat = turn.seat
    said = []
    gained = [
        city for city, scorer in preferred.items() if scorer == seat and played.get(city) != seat
    ]
    if gained:
        cities = text.join([text.place(city) for city in sorted(gained)])
        if seat == you:
            said.append(text("review.gain-yours", cities=cities))
        else:
            said.append(text("review.gain", cities=cities, player=names[seat]))
    rivals: dict[int, list[int]] = {}
    for city, scorer in sorted(played.items()):
        if scorer != seat and preferred.get(city) != scorer:
            rivals.setdefault(scorer, []).append(city)
    for rival, cities_won in rivals.items():
        cities = text.join([text.place(city) for city in cities_won])
        player = names[rival] if 0 <= rival < len(names) else ""
        said.append(text("review.gift", player=player, cities=cities))
    return said


def turn_heading(turn: TurnReview, names: tuple[str, ...], text: Text) -> str:
    label = text(LABEL_KEYS[turn.label])
    return text(
        "review.turn.heading", number=shown_move(turn), player=names[turn.seat], label=label
    )


def chance_lines(turn: TurnReview, text: Text) -> list[str]:
    """The chance before the turn, after the turn played and after the preferred one."""
    lines = [
        text("review.chance.before", chance=percent(turn.chance_before, text)),
        text("review.chance.played", chance=percent(turn.chance_played, text)),
        text("review.chance.preferred", chance=percent(turn.chance_suggested, text)),
    ]
    if turn.decided:
        lines += [
            text(
                "review.margin.played",
                margin=margin(turn.margin_played, text, turn.margin_played_real),
            ),
            text(
                "review.margin.preferred",
                margin=margin(turn.margin_suggested, text, turn.margin_suggested_real),
            ),
        ]
    return lines


def seat_summary(summary: SeatSummary, names: tuple[str, ...], text: Text) -> str:
    """One reviewed player in a sentence: the costly turns by label, the mean loss, and the
    turning point."""
    counts = [
        text.count(key, summary.labels[label])
        for label, key in reversed(COUNT_KEYS.items())
        if summary.labels[label]
    ]
    said = text(
        "review.summary.seat",
        player=names[summary.seat],
        counts=text.join(counts) if counts else text("review.summary.clean"),
        points=points(summary.mean_lost, text),
    )
    if summary.turning_point is None:
        return said
    # Named as the turn's heading names it (``shown_move``), the one the button opens.
    point = text("review.summary.turning-point", number=summary.turning_point)
    return text.sentences([said, point])


def progress_line(done: int, total: int, text: Text) -> str:
    return text.count("review.progress", done, done=text.number(done), total=text.number(total))


def done_line(review: Review, text: Text) -> str:
    """How many turns were reviewed: turns, and the start placements said apart (a town
    placed at the start is not a turn)."""
    turns = sum(isinstance(turn.played, TurnMove) for turn in review.turns)
    starts = len(review.turns) - turns
    if starts:
        placed = text.count("review.starts", starts)
        return text.count("review.done-with-starts", turns, starts=placed)
    return text.count("review.done", turns)


def mark_label(turn: TurnReview, text: Text) -> str:
    """What a screen reader says of a mark on the chart."""
    label = text(LABEL_KEYS[turn.label])
    if by_margin(turn):
        lost = text.count("review.margin-points", turn.margin_lost)
    else:
        lost = text.count("review.points", turn.points_lost)
    return text("review.chart.mark", number=shown_move(turn), label=label, points=lost)
