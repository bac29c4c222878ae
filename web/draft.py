"""The turn a player is building by clicking, before "End turn" hands it to the engine.

A draft is a UI object only: it never changes the game. Every option it offers comes from the
engine (expansion targets with their costs, cities open to increases, whether a bonus tile may be
used), and ``problem()`` asks the engine's own validation why the turn could not be played, so
the page explains refusals in the engine's words and never disagrees with it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from franchise import FranchiseError, Game, TurnMove
from franchise.rules import bonus_allowed, expansion_targets, increase_cities

#: Bonus choices as the page names them (None: no bonus tile this turn).
BONUS_EXPAND, BONUS_SHARE, BONUS_DOLLARS = "expand", "share", "dollars"


@dataclass
class Draft:
    """Clicks so far in the current turn; ``game`` is read, never changed."""

    game: Game
    expansions: list[int] = field(default_factory=list)
    increases: list[int] = field(default_factory=list)
    double: int | None = None
    bonus: str | None = None

    # ---------------------------------------------------------------- what may be clicked
    @property
    def seat(self) -> int:
        return self.game.current

    def targets(self) -> dict[int, int]:
        """Places the player may still expand to: place -> link cost."""
        found = expansion_targets(self.game.state, self.seat)
        return {place: cost for place, (cost, _source) in found.items()}

    def increase_options(self) -> list[int]:
        return increase_cities(self.game.state, self.seat)

    def bonus_usable(self) -> bool:
        return bonus_allowed(self.game.state, self.seat)

    def max_expansions(self) -> int:
        return 2 if self.bonus == BONUS_EXPAND else 1

    # ---------------------------------------------------------------- clicks
    def click_place(self, place: int) -> bool:
        """Toggle what a click on ``place`` means now; returns False if it means nothing."""
        if place in self.expansions:
            self.expansions.remove(place)
            return True
        if place in self.increases:
            if self.bonus == BONUS_SHARE and self.double is None and self._free(place) >= 2:
                self.double = place
            else:
                self.increases.remove(place)
                if self.double == place:
                    self.double = None
            return True
        if place in self.targets():
            if len(self.expansions) >= self.max_expansions():
                if self.max_expansions() == 1:
                    self.expansions = [place]  # move the single marker to the new target
                    return True
                return False
            self.expansions.append(place)
            return True
        if place in self.increase_options():
            self.increases.append(place)
            return True
        return False

    def toggle_bonus(self, bonus: str) -> None:
        """Choose a bonus action, or put the tile back by choosing it again."""
        if self.bonus == bonus:
            self.bonus = None
        elif self.bonus_usable():
            self.bonus = bonus
        if self.bonus != BONUS_EXPAND and len(self.expansions) > 1:
            self.expansions = self.expansions[:1]
        if self.bonus != BONUS_SHARE:
            self.double = None

    def clear(self) -> None:
        self.expansions.clear()
        self.increases.clear()
        self.double = None
        self.bonus = None

    # ---------------------------------------------------------------- totals and the move
    def move(self) -> TurnMove:
        return TurnMove.of(
            self.expansions, self.increases, self.double, self.bonus == BONUS_DOLLARS
        )

    def costs(self) -> dict[str, int]:
        """The running total: money now, income, bonus dollars, links, increases, money left."""
        state = self.game.state
        targets = self.targets()
        links = sum(targets.get(p, 0) for p in self.expansions)
        money = state.money[self.seat]
        income = self.game.income(self.seat)
        bonus = 10 if self.bonus == BONUS_DOLLARS else 0
        increases = len(self.increases)
        return {
            "money": money,
            "income": income,
            "bonus": bonus,
            "links": links,
            "increases": increases,
            "left": money + income + bonus - links - increases,
        }

    def problem(self) -> str | None:
        """Why this turn cannot be played as it stands (engine's words), or None."""
        if self.bonus == BONUS_EXPAND and len(self.expansions) < 2:
            return "choose a second place to expand to, or put the bonus tile back"
        if self.bonus == BONUS_SHARE and self.double is None:
            return "click a city you increased again to double it, or put the bonus tile back"
        try:
            self.game.check(self.move())
        except FranchiseError as error:
            return str(error)
        return None

    def _free(self, place: int) -> int:
        return self.game.state.free_spaces(place)
