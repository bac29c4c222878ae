"""The turn a player is building by clicking, before "End turn" hands it to the engine.

A draft is a UI object only: it never changes the game. Every option it offers comes from the
engine (expansion targets with their costs, cities open to increases, whether a bonus tile may be
used), and ``problem()`` asks the engine's own validation why the turn could not be played, so
the page explains refusals with the engine's codes and never disagrees with it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from franchise import (
    BOARD,
    BONUS_DOLLARS,
    Bonus,
    FranchiseError,
    Game,
    Refusal,
    TurnMove,
    bonus_allowed,
    expansion_targets,
    increase_cities,
)
from franchise.values import field, valueclass
from web.session.problems import PageRefusal, Problem

if TYPE_CHECKING:
    from franchise import Prices


@valueclass
class Costs:
    """The running total of a draft turn, in dollars (``increases`` is a count at $1 each)."""

    money: int
    income: int
    bonus: int
    links: int
    increases: int

    @property
    def left(self) -> int:
        return self.money + self.income + self.bonus - self.links - self.increases


@valueclass(frozen=False)
class Draft:
    """Clicks so far in the current turn; ``game`` is read, never changed."""

    game: Game
    expansions: list[int] = field(default_factory=list)
    increases: list[int] = field(default_factory=list)
    double: int | None = None
    bonus: Bonus | None = None

    # ---------------------------------------------------------------- what may be clicked
    @property
    def seat(self) -> int:
        return self.game.current

    def targets(self) -> dict[int, int]:
        """Places the player may still expand to: place -> link cost."""
        found = expansion_targets(self.game.state, self.seat)
        return {place: cost for place, (cost, _source) in found.items()}

    def prices(self) -> Prices:
        """Every target priced against the rest of this draft: affordable or not, and whether
        the $10 tile would make it so (``franchise.readings.preview.target_prices``)."""
        # deferred: not needed for the first screen (docs/ARCHITECTURE.md)
        from franchise import target_prices

        return target_prices(self.game, self.seat, self.move(), bonus=self.bonus)

    def increase_options(self) -> list[int]:
        return increase_cities(self.game.state, self.seat)

    def bonus_usable(self) -> bool:
        return bonus_allowed(self.game.state, self.seat)

    def max_expansions(self) -> int:
        return 2 if self.bonus is Bonus.EXPAND else 1

    # ---------------------------------------------------------------- clicks
    def click_place(self, place: int) -> bool:
        """Toggle what a click on ``place`` means now; returns False if it means nothing."""
        if place in self.expansions:
            self.expansions.remove(place)
            return True
        if place in self.increases:
            if self.bonus is Bonus.SHARE and self.double is None and self._free(place) >= 2:
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

    def toggle_bonus(self, bonus: Bonus) -> None:
        """Choose a bonus action, or put the tile back by choosing it again."""
        if self.bonus is bonus:
            self.bonus = None
        elif self.bonus_usable():
            self.bonus = bonus
        if self.bonus is not Bonus.EXPAND and len(self.expansions) > 1:
            self.expansions = self.expansions[:1]
        if self.bonus is not Bonus.SHARE:
            self.double = None

    def lay_out(self, move: TurnMove) -> None:
        """Make ``move`` the draft, exactly as the clicks that build it would (a hint)."""
        self.expansions = list(move.expansions)
        self.increases = list(move.increases)
        self.double = move.double_share
        self.bonus = move.bonus

    def clear(self) -> None:
        self.expansions.clear()
        self.increases.clear()
        self.double = None
        self.bonus = None

    # ---------------------------------------------------------------- totals and the move
    @property
    def empty(self) -> bool:
        """Nothing drafted yet: no place, no bonus tile (the turn is not a pass until ended)."""
        return self.move() == TurnMove()

    def move(self) -> TurnMove:
        return TurnMove.of(
            self.expansions, self.increases, self.double, self.bonus is Bonus.DOLLARS
        )

    def costs(self) -> Costs:
        """Money now, income, bonus dollars, link costs and increases of this turn."""
        targets = self.targets()
        return Costs(
            money=self.game.state.money[self.seat],
            income=self.game.income(self.seat),
            bonus=BONUS_DOLLARS if self.bonus is Bonus.DOLLARS else 0,
            links=sum(targets.get(p, 0) for p in self.expansions),
            increases=len(self.increases),
        )

    def problem(self) -> Problem | None:
        """Why this turn cannot be played as it stands, or None."""
        if self.bonus is Bonus.EXPAND and len(self.expansions) < 2:
            return Problem(PageRefusal.SECOND_EXPANSION)
        if self.bonus is Bonus.SHARE and self.double is None:
            return Problem(PageRefusal.DOUBLE_SHARE)
        try:
            self.game.check(self.move())
        except FranchiseError as error:
            return Problem.of(error)
        return None

    def why_not(self, place: int) -> Problem:
        """Why a click on ``place`` did nothing, from the engine's own refusal of that turn."""
        probe = TurnMove.of(expansions=[place])
        if BOARD.places[place].is_city and self.game.state.counts[self.seat][place]:
            probe = TurnMove.of(increases=[place])
        try:
            self.game.check(probe)
        except FranchiseError as error:
            return Problem.of(error)
        # The place alone would be fine: it is one expansion too many for this turn.
        return Problem(Refusal.TOO_MANY_EXPANSIONS)

    def _free(self, place: int) -> int:
        return self.game.state.free_spaces(place)
