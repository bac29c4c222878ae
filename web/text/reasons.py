"""A hint's reasons in words: one short sentence each, read on a phone beside the turn.

The engine finds the reasons (``franchise.turn_reasons``: kinds from a closed set with their city or
region and numbers); this turns each into the current language's sentence, said to the person
the hint is for, with places and regions named as the board and the edition name them.
"""

from __future__ import annotations

from franchise import BONUS_DOLLARS, UNUSED_TILE_POINTS, Reason, ReasonKind
from web.text.catalogue import Text

#: The sentence of a lead when no absolute majority can be had any more (the city is then
#: scored only once full, to whoever has the most franchises).
_LEAD_WITHOUT_MAJORITY = {
    ReasonKind.CITY_LEAD_TAKEN: "reason.city-lead-taken-full",
    ReasonKind.CITY_LEAD_KEPT: "reason.city-lead-kept-full",
}


def reason_words(reason: Reason, names: tuple[str, ...], text: Text) -> str:
    """The sentence for one reason; ``names`` are the game's players (a rival is named)."""
    kind, place, amount = reason.kind, reason.place, reason.amount
    key = f"reason.{kind.value}"
    match kind:
        case ReasonKind.WINS_GAME:
            return text.count(key, amount) if amount else text("reason.wins-game-shared")
        case ReasonKind.RIVAL_CAN_END:
            return text(key, player=names[reason.seat or 0])
        case ReasonKind.CITY_SCORED if place is not None:
            return text.count(key, amount, city=text.place(place))
        case ReasonKind.REGION_SCORED | ReasonKind.TRACK if place is not None:
            return text.count(key, amount, region=text.region(place))
        case ReasonKind.CITY_LEAD_TAKEN | ReasonKind.CITY_LEAD_KEPT if place is not None:
            if amount:
                return text.count(key, amount, city=text.place(place))
            return text(_LEAD_WITHOUT_MAJORITY[kind], city=text.place(place))
        case ReasonKind.REGION_LEAD_TAKEN if place is not None:
            return text.count(key, amount, region=text.region(place))
        case ReasonKind.INCOME:
            return text(key, money=text.money(amount))
        case ReasonKind.TILE_DOLLARS_PAYS if place is not None:
            return text(key, money=text.money(BONUS_DOLLARS), place=text.place(place))
        case ReasonKind.TILE_DOLLARS_PAYS:
            return text("reason.tile-dollars-pays-adding", money=text.money(BONUS_DOLLARS))
        case ReasonKind.TILE_DOLLARS_KEPT:
            return text(key, money=text.money(amount), points=text.number(UNUSED_TILE_POINTS))
        case ReasonKind.TILE_DOLLARS_PAYS_TURN:
            return text(key, money=text.money(BONUS_DOLLARS), short=text.money(amount))
        case ReasonKind.TILE_EXPAND | ReasonKind.TILE_SHARE if place is not None:
            return text(key, place=text.place(place))
        case ReasonKind.RIVAL_STOPPED:
            return text(key, player=names[reason.seat or 0])
        case ReasonKind.TILE_KEPT:
            return text.count(key, amount, points=text.number(UNUSED_TILE_POINTS))
        case ReasonKind.MONEY_KEPT:
            return text(key, money=text.money(amount))
        case ReasonKind.MORE_FRANCHISES | ReasonKind.MORE_REACH | ReasonKind.SUPPLY_KEPT:
            return text.count(key, amount)
        case ReasonKind.PLACE_PREFERRED if place is not None:
            return text(key, place=text.place(place))
        case ReasonKind.PLACE_PREFERRED:
            return text("reason.place-preferred-none")
        case (
            ReasonKind.ENDS_GAME
            | ReasonKind.KEEPS_GAME_GOING
            | ReasonKind.RED_ZONE_NEXT
            | ReasonKind.LOSING_END_AVOIDED
        ):
            return text(key)
    raise ValueError(f"a reason without its place: {reason!r}")
