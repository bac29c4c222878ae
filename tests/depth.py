"""Example counts that follow the Hypothesis profile chosen for the run (tests/conftest.py)."""

from hypothesis import settings

#: Hypothesis's own default count, which the profiles are measured against.
USUAL = 100


def examples(usual: int) -> int:
    """``usual`` examples scaled by the profile: a quarter in ``fast``, four times as many in
    ``deep``, and never fewer than 10."""
    return max(10, round(usual * settings.default.max_examples / USUAL))
