"""HTML for everything beside the board: player panels, the turn bar, the final scoring.

Pure functions of the game, the draft and the current language, returning HTML text. Every
player name passes through ``html.escape``, so a name is always shown as text, never markup.
"""

from __future__ import annotations

from html import escape

from franchise import Bonus, Game
from franchise.rules import final_bonus

from .draft import Draft
from .kinds import Moment
from .render import PLAYER_FILL
from .text import Text


def swatch(game: Game, seat: int) -> str:
    color = PLAYER_FILL[game.table.colors[seat]]
    return f'<span class="swatch" style="background:{color}"></span>'


def topic_link(topic: str, label: str) -> str:
    """A word that opens the rules at ``topic`` (a section id of the rules text)."""
    return f'<button type="button" class="rules-link" data-topic="{topic}">{escape(label)}</button>'


def player_panels(game: Game, text: Text) -> str:
    """One card per player: money, income next turn, influence, projected score, supply, tiles."""
    state = game.state
    projected = game.projected_scores()
    cards = []
    for seat in range(game.players):
        active = " active" if seat == state.current and not game.is_over() else ""
        winner = " winner" if seat in state.winners else ""
        left = state.bonus_left[seat]
        tiles = "▮" * left or text("panel.no-tiles")
        name = escape(game.names[seat])
        cards.append(
            f'<section class="player{active}{winner}" data-seat="{seat}" aria-label="{name}">'
            f'<h3>{swatch(game, seat)}<span class="name">{name}</span></h3><dl>'
            f"<dt>{text('panel.money')}</dt>"
            f'<dd data-stat="money">{text.money(state.money[seat])}</dd>'
            f"<dt>{topic_link('rules-income', text('panel.income'))}</dt>"
            f'<dd data-stat="income">+{text.money(game.income(seat))}</dd>'
            f"<dt>{text('panel.influence')}</dt>"
            f'<dd data-stat="influence">{text.number(state.influence[seat])}</dd>'
            f"<dt>{topic_link('rules-projected', text('panel.projected'))}</dt>"
            f'<dd data-stat="projected">{text.number(projected[seat])}</dd>'
            f"<dt>{text('panel.supply')}</dt>"
            f'<dd data-stat="supply">{text.number(state.supply[seat])}</dd>'
            f"<dt>{text('panel.tiles')}</dt>"
            f'<dd data-stat="bonus" title="{escape(text.count("panel.tiles-left", left))}">'
            f"{tiles}</dd></dl></section>"
        )
    return "".join(cards)


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
        case Moment.THINKING:
            return text("prompt.thinking", player=player, level=text(f"level.{level}"))
        case Moment.PAUSED:
            return text("prompt.paused", player=player, level=text(f"level.{level}"))
    if game.decision.kind == "start":
        return text("prompt.start", player=player)
    if draft is not None and draft.bonus is Bonus.SHARE:
        return text("prompt.turn-share", player=player)
    return text("prompt.turn", player=player)


def bonus_buttons(draft: Draft, text: Text) -> str:
    usable = draft.bonus_usable()
    why = "" if usable else _bonus_refusal(draft, text)
    buttons = []
    for bonus in Bonus:
        pressed = "true" if draft.bonus is bonus else "false"
        disabled = "" if usable or draft.bonus is bonus else " disabled"
        buttons.append(
            f'<button type="button" class="bonus" data-bonus="{bonus.value}" '
            f'aria-pressed="{pressed}" title="{escape(why)}"{disabled}>'
            f"{text(f'bonus.{bonus.value}')}</button>"
        )
    return "".join(buttons)


def _bonus_refusal(draft: Draft, text: Text) -> str:
    if draft.game.state.bonus_left[draft.seat] == 0:
        return text("bonus.none-left")
    return text("bonus.first-turn")


def running_total(draft: Draft, text: Text) -> str:
    c = draft.costs()
    parts = [text.money(c.money), text("total.income", money=text.money(c.income))]
    if c.bonus:
        parts.append(text("total.bonus", money=text.money(c.bonus)))
    if c.links:
        parts.append(text("total.links", money=text.money(c.links)))
    if c.increases:
        parts.append(text("total.increases", money=text.money(c.increases)))
    left_class = "left" + (" negative" if c.left < 0 else "")
    left = f'<strong class="{left_class}" data-stat="left">{text.money(c.left)}</strong>'
    return f'<span class="sum">{" ".join(parts)}</span> = ' + text("total.left", money=left)


def final_scoring(game: Game, text: Text) -> str:
    """The end-of-game table: influence before, towns, money, bonus tiles, total, winner(s).

    Money and bonus tiles stay as they were when the game ended, so the final bonus is read
    from the finished state (the same figures as the engine's FinalScore events).
    """
    rows = []
    order = sorted(range(game.players), key=lambda s: -game.state.influence[s])
    crown = f' <span class="crown" aria-label="{escape(text("final.winner"))}">★</span>'
    for seat in order:
        towns, money_points, bonus_points = final_bonus(game.state, seat)
        total = game.state.influence[seat]
        before = total - towns - money_points - bonus_points
        won = crown if seat in game.winners else ""
        rows.append(
            f'<tr data-seat="{seat}"><th>{swatch(game, seat)}{escape(game.names[seat])}{won}'
            f"</th><td>{before}</td><td>+{towns}</td><td>+{money_points}</td>"
            f"<td>+{bonus_points}</td><td><strong>{total}</strong></td></tr>"
        )
    winners = text.join([f"<strong>{escape(game.names[s])}</strong>" for s in game.winners])
    reason = game.state.end_reason
    heads = "".join(
        f"<th>{text(key)}</th>"
        for key in (
            "final.player",
            "final.influence",
            "final.towns",
            "final.money",
            "final.tiles",
            "final.total",
        )
    )
    return (
        f'<p class="why">{text(f"final.why.{reason}")}</p>'
        f'<p class="winners">{text.count("final.winners", len(game.winners), winners=winners)}</p>'
        f'<table class="final"><thead><tr>{heads}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    )
