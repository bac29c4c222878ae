"""The expert variant's tiles form: a city and a region tile per select, checked as they change.

The engine checks a setup's tiles in the order they were chosen (franchise/core/setup.py), so the
form hands them over with the selects the player changed last at the end: when two cities ask
for the last tile of a value, the error names the city just changed, not the one that held the
tile before, and marks its select. Every change is checked at once, so the error also goes as
soon as the choice is fixed, not only at the next "Start".
"""

from __future__ import annotations

from collections.abc import Callable

from franchise import BOARD, FranchiseError, Setup
from franchise.values import replace
from web.browser import dom, events, services
from web.browser.events import PageEvent
from web.page.context import PageContext
from web.page.kinds import Dialog
from web.screens.forms import (
    TileKind,
    TileSelect,
    chosen_in_order,
    city_select_id,
    expert_html,
    region_select_id,
)
from web.session.problems import Problem
from web.text.story import explain

ERROR_ID = "expert-error"


class ExpertTiles:
    """The tiles of one expert game waiting to start (``pending``), chosen in a dialog."""

    def __init__(self, page: PageContext, begin: Callable[[Setup], None]) -> None:
        self.page = page
        self.begin = begin
        self.pending: Setup | None = None
        #: The selects changed since the form opened, the latest last.
        self.changed: list[TileSelect] = []
        self.problem: Problem | None = None

    def wire(self) -> None:
        events.on("btn-deal", "click", lambda _e: self.deal())
        events.on("form-expert", "submit", self.on_submit, prevent=True)
        events.on("expert-tiles", "change", self.on_change, data=("city", "region"))

    def open(self, setup: Setup) -> None:
        self.pending = setup
        self.changed = []
        dom.set_html("expert-tiles", expert_html(setup.resolve(), self.page.text))
        self.show(None)
        dom.show_dialog(Dialog.EXPERT)

    def deal(self) -> None:
        """Deal every tile anew: the choices made so far go with the old deal."""
        if self.pending is not None:
            self.pending = replace(self.pending, seed=services.random_seed())
            self.changed = []
            dom.set_html("expert-tiles", expert_html(self.pending.resolve(), self.page.text))
            self.show(None)

    def retext(self) -> None:
        """The language changed: reword the form, keeping what was chosen."""
        if self.pending is None:
            return
        cities = dom.select_values("expert-tiles", "city")
        regions = dom.select_values("expert-tiles", "region")
        dom.set_html("expert-tiles", expert_html(self.pending.resolve(), self.page.text))
        dom.set_select_values("expert-tiles", "city", cities)
        dom.set_select_values("expert-tiles", "region", regions)
        self.show(self.problem)

    def on_change(self, event: PageEvent) -> None:
        city, region = event.data.get("city"), event.data.get("region")
        if city:
            select = TileSelect(TileKind.CITY, city)
        elif region:
            select = TileSelect(TileKind.REGION, region)
        else:
            return
        self.changed = [*(s for s in self.changed if s != select), select]
        self.check()

    def on_submit(self, _event: PageEvent) -> None:
        setup = self.check()
        if setup is not None:
            dom.close_dialog(Dialog.EXPERT)
            self.pending = None
            self.begin(setup)

    def check(self) -> Setup | None:
        """The setup the form holds, or None with its error shown on the select to blame."""
        if self.pending is None:
            return None
        cities = dom.select_values("expert-tiles", "city")
        regions = dom.select_values("expert-tiles", "region")
        city_tiles, region_tiles = chosen_in_order(cities, regions, self.changed)
        setup = replace(self.pending, city_tiles=city_tiles, region_tiles=region_tiles)
        try:
            setup.resolve()
        except FranchiseError as error:
            self.show(Problem.of(error))
            return None
        self.show(None)
        return setup

    def show(self, problem: Problem | None) -> None:
        """The error under the form, and ``aria-invalid`` on the one select it is about."""
        self.problem = problem
        dom.set_text(ERROR_ID, "" if problem is None else explain(problem, self.page.text))
        blamed = None if problem is None else _select_of(problem)
        invalid = {
            select_id: {"aria-invalid": "true" if select_id == blamed else "false"}
            for select_id in (
                *(city_select_id(p.id) for p in BOARD.places if p.is_city),
                *(region_select_id(r.id) for r in BOARD.regions),
            )
        }
        dom.patch(invalid)


def _select_of(problem: Problem) -> str | None:
    """The select a refusal is about: the city or region it names."""
    place, region = problem.params.get("place"), problem.params.get("region")
    if isinstance(place, int):
        return city_select_id(BOARD.places[place].id)
    if isinstance(region, int):
        return region_select_id(BOARD.regions[region].id)
    return None
