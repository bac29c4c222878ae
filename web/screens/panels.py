"""HTML for everything beside the board: player panels and the turn bar.

Pure functions of the game, the draft and the current language, returning HTML text built as
element trees (web/text/markup.py), so a player's name is always shown as text, never markup.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from franchise import Bonus, Game, Phase
from web.board.render import PLAYER_FILL
from web.screens.memo import position, remembered
from web.screens.rules_topics import RulesTopic
from web.screens.shortcuts import TILES, button_marks
from web.session.draft import Draft
from web.session.mode import Moment
from web.text.catalogue import Text
from web.text.markup import Element, render, tag

if TYPE_CHECKING:
    from franchise import Prices


def swatch(game: Game, seat: int) -> Element:
    color = PLAYER_FILL[game.table.colors[seat]]
    return tag("span", {"class": "swatch", "style": f"background:{color}"})


def topic_link(topic: RulesTopic, label: str, title: str = "") -> Element:
    """A word that opens the rules at ``topic`` (a section of the rules text)."""
    attrs = {
        "type": "button",
        "class": "rules-link",
        "data-topic": topic.value,
        "title": title or None,
    }
    return tag("button", attrs, label)


@remembered(lambda game, text: (position(game.state), text))
def player_panels(game: Game, text: Text) -> str:
    """One card per player: money, income next turn, influence, projected score, supply, tiles.
    Made again only for another position or language (web/screens/memo.py)."""
    state = game.state
    scores = game.projected_scores()
    projected = topic_link(
        RulesTopic.PROJECTED, text("panel.projected"), text("rules.projected.tooltip")
    )
    cards = []
    for seat in range(game.players):
        active = "active" if seat == state.current and not game.is_over() else None
        winner = "winner" if seat in state.winners else None
        left = state.bonus_left[seat]
        name = game.names[seat]
        stats = (
            (text("panel.money"), "money", text.money(state.money[seat])),
            (
                topic_link(RulesTopic.INCOME, text("panel.income")),
                "income",
                "+" + text.money(game.income(seat)),
            ),
            (text("panel.influence"), "influence", text.number(state.influence[seat])),
            (projected, "projected", text.number(scores[seat])),
            (text("panel.supply"), "supply", text.number(state.supply[seat])),
        )
        rows = [
            item
            for term, stat, value in stats
            for item in (tag("dt", None, term), tag("dd", {"data-stat": stat}, value))
        ]
        tiles_left = {"data-stat": "bonus", "title": text.count("panel.tiles-left", left)}
        rows += [
            tag("dt", None, text("panel.tiles")),
            tag("dd", tiles_left, "▮" * left or text("panel.no-tiles")),
        ]
        cards.append(
            tag(
                "section",
                {"class": ("player", active, winner), "data-seat": seat, "aria-label": name},
                tag("h2", None, swatch(game, seat), tag("span", {"class": "name"}, name)),
                tag("dl", None, rows),
            )
        )
    return render(cards)


def turn_prompt(
    game: Game, draft: Draft | None, moment: Moment, text: Text, level: str | None = None
) -> str:
    """One line of plain text saying what happens now."""
    player = game.names[game.current]
    match moment:
        case Moment.OVER:
            return text("prompt.over")
        case Moment.BUSY:
            return text("prompt.busy")
        case Moment.HISTORY:
            return text("prompt.history", player=player)
        case Moment.REPLAY:
            return text("prompt.replay", player=player)
        case Moment.WAITING:
            return text("prompt.waiting", player=player)
        case Moment.UNCLAIMED:
            return text("prompt.unclaimed", player=player)
        case Moment.THINKING | Moment.PAUSED:
            return _computer_prompt(moment, player, str(level), text)
    if game.decision.kind is Phase.START:
        return text("prompt.start", player=player)
    if draft is not None and draft.bonus is Bonus.SHARE:
        return text("prompt.turn-share", player=player)
    return text("prompt.turn", player=player)


def _computer_prompt(moment: Moment, player: str, level: str, text: Text) -> str:
    """What a computer is doing, its kind and level said once: a default name ("Computer 2
    (easy)") says them already, a name a player typed ("Hal") does not."""
    said = text(f"level.{level}")
    thinking = moment is Moment.THINKING
    if said.casefold() in player.casefold():
        return text("prompt.thinking-named" if thinking else "prompt.paused-named", player=player)
    return text("prompt.thinking" if thinking else "prompt.paused", player=player, level=said)


#: The shortcut of each bonus tile's button (its key on the button, web/screens/shortcuts.py).
TILE_SHORTCUTS = {bonus: shortcut for shortcut, bonus in TILES.items()}


def bonus_buttons(draft: Draft, text: Text) -> str:
    """The bonus tiles as buttons; when they are off, why, in words under them (a tooltip alone
    is never seen on a touch screen)."""
    usable = draft.bonus_usable()
    why = None if usable else _bonus_refusal(draft, text)
    buttons: list[Element] = [
        tag(
            "button",
            {
                "type": "button",
                "class": "bonus",
                "data-bonus": bonus.value,
                "aria-pressed": "true" if draft.bonus is bonus else "false",
                "aria-describedby": why and "bonus-why",
                "disabled": not (usable or draft.bonus is bonus),
                **button_marks(TILE_SHORTCUTS[bonus], text),
            },
            text(f"bonus.{bonus.value}"),
        )
        for bonus in Bonus
    ]
    if why:
        buttons.append(tag("p", {"id": "bonus-why", "class": "bonus-why"}, why))
    return render(buttons)


def _bonus_refusal(draft: Draft, text: Text) -> str:
    if draft.game.state.bonus_left[draft.seat] == 0:
        return text("bonus.none-left")
    return text("bonus.first-turn")


def running_total(
    draft: Draft, text: Text, prices: Prices | None = None, *, dollars_hint: bool = True
) -> str:
    """The draft's money, sum by sum, and which targets the $10 tile would make affordable
    (unless ``dollars_hint`` is off: a guided game before its tiles are explained)."""
    c = draft.costs()
    parts = [text.money(c.money), text("total.income", money=text.money(c.income))]
    if c.bonus:
        parts.append(text("total.bonus", money=text.money(c.bonus)))
    if c.links:
        parts.append(text("total.links", money=text.money(c.links)))
    if c.increases:
        parts.append(text("total.increases", money=text.money(c.increases)))
    left_class = ("left", "negative" if c.left < 0 else None)
    left = tag("strong", {"class": left_class, "data-stat": "left"}, text.money(c.left))
    total = [
        tag("span", {"class": "sum"}, text.sentences(parts)),
        " ",
        *text.parts(text.plural("total.left", c.left), money=left),
    ]
    within_reach = [t.place for t in prices.targets if t.with_dollars] if prices else []
    if not dollars_hint:
        within_reach = []
    if within_reach:
        places = text.listing(text.place(place) for place in within_reach)
        hint = text.count("total.dollars-hint", len(within_reach), places=places)
        total.append(tag("span", {"class": "dollars-hint", "data-stat": "dollars-hint"}, hint))
    return render(total)
