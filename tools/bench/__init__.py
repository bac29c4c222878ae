"""Benchmarks (not tests): each prints figures measured in one run on one machine, with a
baseline measured in the same run where the machine's noise would hide a change.
Run from the repository root: ``python -m tools.bench.<name> --help``."""
