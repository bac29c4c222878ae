"""HTML for everything beside the board: player panels, the turn bar, the log, the final scoring.

Pure functions of the game and the draft, returning HTML text. Every player name passes through
``html.escape``, so a name is always shown as text, never interpreted as markup.
"""

from __future__ import annotations

from html import escape

from franchise import Game
from franchise.rules import final_bonus

from .draft import BONUS_DOLLARS, BONUS_EXPAND, BONUS_SHARE, Draft
from .render import PLAYER_FILL


def swatch(game: Game, seat: int) -> str:
    color = PLAYER_FILL[game.table.colors[seat]]
    return f'<span class="swatch" style="background:{color}"></span>'


def player_panels(game: Game) -> str:
    """One card per player: money, income next turn, influence, projected score, supply, tiles."""
    state = game.state
    projected = game.projected_scores()
    cards = []
    for seat in range(game.players):
        active = " active" if seat == state.current and not game.is_over() else ""
        winner = " winner" if seat in state.winners else ""
        tiles = "▮" * state.bonus_left[seat] or "none"
        cards.append(
            f'<section class="player{active}{winner}" data-seat="{seat}" '
            f'aria-label="{escape(game.names[seat])}">'
            f'<h3>{swatch(game, seat)}<span class="name">{escape(game.names[seat])}</span></h3>'
            "<dl>"
            f'<dt>Money</dt><dd data-stat="money">${state.money[seat]}</dd>'
            f'<dt>Next income</dt><dd data-stat="income">+${game.income(seat)}</dd>'
            f'<dt>Influence</dt><dd data-stat="influence">{state.influence[seat]}</dd>'
            f'<dt>Projected</dt><dd data-stat="projected">{projected[seat]}</dd>'
            f'<dt>Franchises</dt><dd data-stat="supply">{state.supply[seat]}</dd>'
            f'<dt>Bonus tiles</dt><dd data-stat="bonus" title="{state.bonus_left[seat]}">'
            f"{tiles}</dd>"
            "</dl></section>"
        )
    return "".join(cards)


def turn_prompt(game: Game, draft: Draft | None, situation: str = "play") -> str:
    """One line of plain text saying what happens now.

    ``situation``: "play" (a person decides), "busy" (the last move is being played out),
    "history" (an earlier position is shown), or a computer level ("hard": it is thinking).
    """
    name = game.names[game.current]
    if game.is_over():
        return "The game is over."
    if situation == "busy":
        return "Playing out the last move…"
    if situation == "history":
        return f"Looking back in history; {name} is to play at this point."
    if situation != "play":
        return f"{name} (computer, {situation}) is thinking…"
    if game.decision.kind == "start":
        return f"{name}: click an empty town (highlighted) to open your first franchise."
    if draft is None:
        return f"{name} is to play."
    hints = ["expand to a highlighted place", "click your cities to add franchises"]
    if draft.bonus == BONUS_SHARE:
        hints.append("click an increased city again to double it")
    return f"{name}'s turn: " + ", ".join(hints) + "."


def bonus_buttons(draft: Draft) -> str:
    usable = draft.bonus_usable()
    why = "" if usable else _bonus_refusal(draft)
    buttons = []
    for key, label in (
        (BONUS_EXPAND, "Expand twice"),
        (BONUS_SHARE, "Double share"),
        (BONUS_DOLLARS, "Take $10"),
    ):
        pressed = "true" if draft.bonus == key else "false"
        disabled = "" if usable or draft.bonus == key else " disabled"
        buttons.append(
            f'<button type="button" class="bonus" data-bonus="{key}" aria-pressed="{pressed}"'
            f' title="{escape(why)}"{disabled}>{label}</button>'
        )
    return "".join(buttons)


def _bonus_refusal(draft: Draft) -> str:
    state = draft.game.state
    if state.bonus_left[draft.seat] == 0:
        return "No bonus tiles left"
    return "Bonus tiles cannot be used on your first turn"


def running_total(draft: Draft) -> str:
    c = draft.costs()
    parts = [f"${c['money']}", f"+ ${c['income']} income"]
    if c["bonus"]:
        parts.append(f"+ ${c['bonus']} bonus")
    if c["links"]:
        parts.append(f"− ${c['links']} links")
    if c["increases"]:
        parts.append(f"− ${c['increases']} increases")
    left_class = "left negative" if c["left"] < 0 else "left"
    return (
        f'<span class="sum">{" ".join(parts)}</span> = '
        f'<strong class="{left_class}" data-stat="left">${c["left"]}</strong> left'
    )


def final_scoring(game: Game) -> str:
    """The end-of-game table: influence before, towns, money, bonus tiles, total, winner(s).

    Money and bonus tiles stay as they were when the game ended, so the final bonus is read
    from the finished state (the same figures as the engine's FinalScore events).
    """
    rows = []
    order = sorted(range(game.players), key=lambda s: -game.state.influence[s])
    for seat in order:
        towns, money_points, bonus_points = final_bonus(game.state, seat)
        total = game.state.influence[seat]
        before = total - towns - money_points - bonus_points
        crown = ' <span class="crown" aria-label="winner">★</span>' if seat in game.winners else ""
        rows.append(
            f'<tr data-seat="{seat}"><th>{swatch(game, seat)}{escape(game.names[seat])}{crown}'
            f"</th><td>{before}</td><td>+{towns}</td><td>+{money_points}</td>"
            f"<td>+{bonus_points}</td><td><strong>{total}</strong></td></tr>"
        )
    winners = " and ".join(escape(game.names[s]) for s in game.winners)
    verb = "share the victory" if len(game.winners) > 1 else "wins"
    why = (
        "A region tile reached the red zone."
        if game.state.end_reason == "red-zone"
        else "A full round passed without anyone expanding."
    )
    return (
        f'<p class="why">{why}</p><p class="winners"><strong>{winners}</strong> {verb}!</p>'
        '<table class="final"><thead><tr><th>Player</th><th>Influence</th><th>Towns</th>'
        "<th>$ ÷ 3</th><th>Bonus tiles</th><th>Total</th></tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table>"
    )
