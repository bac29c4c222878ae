"""The harness survives a crashed tab (tests/browser/conftest.py): a renderer that dies under a
test ("Target crashed", seen on loaded machines) gets the test a new tab and a second run,
rather than failing it, and the run says so (a ``TabCrashed`` warning in the summary, which
this test shows on every run: its first run crashes its tab on purpose)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from .conftest import CAN_START_AGAIN

#: How often the test below has started, across its runs in this worker.
RUNS: list[str] = []


def test_a_test_whose_tab_crashes_runs_again_in_a_new_tab(page: Page):
    RUNS.append(page.url)
    if len(RUNS) == 1:
        with pytest.raises(Exception, match="crashed"):
            page.goto("chrome://crash")
        page.evaluate("1")  # the tab is dead: this fails the first run with "Target crashed"
    assert len(RUNS) == 2
    assert page.evaluate(CAN_START_AGAIN)  # a tab that works, the page started afresh
