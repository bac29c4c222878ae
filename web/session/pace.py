"""How much of its budget each searching level spends on this device.

A computer level is named by a spec (``franchise.ai.levels``): ``hard`` searches its own budget
of playout moves, ``hard:600`` a twentieth of it. The page asks its ``Pace`` for the spec of
every search it starts (the computers' moves, hard's pondering and its guess of the person's
turn, the hint, the review), so one setting decides how long all of them think.

A player's page thinks with the full budget (``Pace()``). The browser tests give the page a
small share through a documented test hook, ``window.franchiseBudgetShare`` set before the
page's scripts run (tests/browser/conftest.py): a browser test tests the page, not the
computer's strength, and at a twentieth a whole game against hard takes seconds, not
minutes. The spec names the search exactly, so a test can ask CPython for the very move the
page will make (``Pace.spec``, then ``franchise.ai.choose``).
"""

from __future__ import annotations

from franchise.values import valueclass


@valueclass
class Pace:
    """The share of each searching level's budget that the page's searches spend."""

    share: float = 1.0

    def spec(self, level: str) -> str:
        """The spec the page searches with for ``level``: the level itself at full pace."""
        if self.share == 1:
            return level
        from franchise.ai import with_budget_share  # loads the search: only when thinking

        return with_budget_share(level, self.share)
