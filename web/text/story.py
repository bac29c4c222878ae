"""Sentences about the game: events for the log, problems for the hint line, where games stand,
what a hint suggests.

The one place that turns the engine's values (events, refusal codes with their arguments) and
the page's own (``PageRefusal``, merge outcomes) into words, through the current language's
catalogue.
"""

from __future__ import annotations

from franchise import (
    BONUS_DOLLARS,
    Bonus,
    BonusUsed,
    CityScored,
    Event,
    Expanded,
    FinalScore,
    FranchiseOpened,
    Game,
    GameOver,
    IncomeCollected,
    IncreasePaid,
    Phase,
    ReferenceMarked,
    Refusal,
    RegionScored,
    StartPlaced,
    TrackBonus,
)
from web.saves.naming import GameNames
from web.session.history import round_number
from web.session.outcomes import Suggestion
from web.session.problems import PageRefusal, Problem
from web.text.catalogue import Text

#: Refusals whose numbers are dollars (every other number is a count).
MONEY_REFUSALS = frozenset({Refusal.NEED_MONEY})


def sentence(event: Event, names: tuple[str, ...], text: Text) -> str:
    """One sentence of the game log."""
    match event:
        case StartPlaced(seat, town):
            return text("event.start", player=names[seat], place=text.place(town))
        case IncomeCollected(seat, free, dollars):
            return text.count("event.income", free, player=names[seat], money=text.money(dollars))
        case BonusUsed(seat, bonus, left):
            return text(f"event.bonus.{bonus.value}", player=names[seat], left=text.number(left))
        case Expanded(seat, place, source, cost):
            return text(
                "event.expand",
                player=names[seat],
                source=text.place(source),
                place=text.place(place),
                cost=text.money(cost),
            )
        case IncreasePaid(seat, city, franchises, cost):
            key = "event.increase-free" if franchises > cost else "event.increase"
            return text.count(
                key, franchises, player=names[seat], city=text.place(city), cost=text.money(cost)
            )
        case FranchiseOpened(seat, place, space):
            key = "event.open" if space == 0 else "event.open-space"
            return text(key, player=names[seat], place=text.place(place), space=space + 1)
        case CityScored(city, seat, influence, reason, _returned):
            return text.count(
                f"event.city.{reason.value}", influence, player=names[seat], city=text.place(city)
            )
        case ReferenceMarked(region, seat):
            return text("event.reference", player=names[seat], region=text.region(region))
        case RegionScored(region, shares):
            if not shares:
                return text("event.region-empty", region=text.region(region))
            parts = [
                text("event.region-share", player=names[s], influence=influence, count=count)
                for s, count, influence in shares
            ]
            return text("event.region", region=text.region(region), shares=text.listing(parts))
        case TrackBonus(_region, space, seat, influence):
            return text.count("event.track", influence, player=names[seat], space=space + 1)
        case FinalScore(seat, towns, money_points, bonus_points, total):
            return text(
                "event.final",
                player=names[seat],
                towns=towns,
                money=money_points,
                bonus=bonus_points,
                total=total,
            )
        case GameOver(reason, winners):
            why = text(f"end.{reason.value}")
            who = text.join([names[s] for s in winners])
            return text.count("event.over", len(winners), why=why, winners=who)
    raise TypeError(f"not an event: {event!r}")


def problem_params(problem: Problem, text: Text) -> dict[str, str]:
    """A problem's arguments written for people: places and regions by name, money the
    language's way, a wrapped refusal as its own sentence (``{cause}``)."""
    money = problem.code in MONEY_REFUSALS
    params: dict[str, str] = {}
    for name, value in problem.params.items():
        if name in ("place", "target") and isinstance(value, int):
            params[name] = text.place(value)
        elif name == "region" and isinstance(value, int):
            params[name] = text.region(value)
        elif isinstance(value, int):
            params[name] = text.money(value) if money else text.number(value)
        else:
            params[name] = value
    if problem.cause is not None:
        params["cause"] = explain(problem.cause, text)
    return params


def explain(problem: Problem, text: Text) -> str:
    """The sentence for a problem (a wrapped refusal includes the one it wraps)."""
    code = problem.code.value
    key = f"page-refusal.{code}" if isinstance(problem.code, PageRefusal) else f"refusal.{code}"
    return text(key, **problem_params(problem, text))


def standing(game: Game, text: Text, names: tuple[str, ...] | None = None) -> str:
    """Where a game stands, for the list of saved games (its players called ``names``, if
    given: the list words default names in the page's language)."""
    names = game.names if names is None else names
    if game.is_over():
        winners = text.join([names[s] for s in game.winners])
        return text.count("standing.over", len(game.winners), winners=winners)
    player = names[game.current]
    if game.decision.kind is Phase.START:
        return text("standing.start", player=player)
    return text("standing.turn", player=player, round=round_number(game))


def game_names(text: Text) -> GameNames:
    """How the save store names games in this language: "Sam vs Jan", "Sam gegen Jan", and
    their copies."""
    return GameNames(text("games.versus"), text("games.copy-name"), text("games.other-copy-name"))


def suggestion_words(suggestion: Suggestion, text: Text) -> str:
    """A hint's turn in one sentence: "Suggested: expand to Omaha ($3), add 1 in Denver, take
    the $10", with the influence it scores when the preview knows of some. Every bonus tile the
    turn uses is named (a second expansion and a second franchise need one as much as the $10
    does). A turn that costs nothing, or does nothing, is said too."""
    expansions, increases, dollars = [], [], []
    for event in suggestion.events:
        match event:
            case Expanded(_, place, _, cost):
                expansions.append(
                    text("advice.expand", place=text.place(place), cost=text.money(cost))
                )
            case IncreasePaid(_, city, franchises, _):
                paid = franchises - (
                    city == suggestion.move.double_share
                )  # the tile's is said apart
                increases.append(text.count("advice.increase", paid, city=text.place(city)))
            case BonusUsed(_, Bonus.DOLLARS, _):
                dollars.append(text("advice.dollars", money=text.money(BONUS_DOLLARS)))
            case BonusUsed(_, Bonus.EXPAND, _):
                dollars.append(text("advice.expand-twice"))
            case BonusUsed(_, Bonus.SHARE, _) if suggestion.move.double_share is not None:
                city = text.place(suggestion.move.double_share)
                dollars.append(text("advice.double-share", city=city))
    parts = expansions + increases + dollars
    turn = text.listing(parts) if parts else text("advice.pass")
    if suggestion.gained > 0:
        return text.count("advice.turn-scores", suggestion.gained, turn=turn)
    return text("advice.turn", turn=turn)
