"""The reference CPU measure that ./dev test prints the suite's time against stays one fixed
workload: a changed workload would change the scale, and the multiples printed before and after
the change could not be compared (tools/bench/reference.py)."""

from __future__ import annotations

from tools.bench.reference import STEPS, measure, workload

#: The workload's checksum at its fixed size: it changes when the workload does.
CHECKSUM = 964816


def test_the_workload_is_the_fixed_one():
    assert STEPS == 300_000
    assert workload() == CHECKSUM


def test_the_measure_is_a_time_in_seconds():
    assert 0 < measure(rounds=1) < 60
