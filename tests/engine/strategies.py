"""Hypothesis strategies shared by the property tests: setups over every player count and
variant, with seeds from the whole range a setup takes."""

from __future__ import annotations

from hypothesis import strategies as st

from franchise import Setup

NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve")

setups = st.builds(
    lambda players, variant, seed: Setup(NAMES[:players], variant=variant, seed=seed),
    st.integers(2, 5),
    st.sampled_from(["standard", "intro", "expert"]),
    st.integers(0, 2**32),
)
