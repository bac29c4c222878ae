"""How deep the property tests look, for the whole suite.

Two Hypothesis profiles: ``fast``, the default of ``./dev test``, and ``deep``, which
``./dev test --deep`` chooses (``--hypothesis-profile=deep``). A test given no example count
runs the profile's; a test that names its usual count scales it with ``tests.depth.examples``.
Either way every property is tested in both profiles; only the number of examples differs.
"""

from hypothesis import settings

# No deadline in either: a property test tests behaviour, and an example that took 392 ms
# instead of 200 on a loaded machine once failed the suite (test_tracks.py).
settings.register_profile("fast", max_examples=25, deadline=None)
settings.register_profile("deep", max_examples=400, deadline=None)
settings.load_profile("fast")


#: A test that takes longer than this here says why in its docstring (docs/MEASURING.md, "What to
#: expect"): the suite's time is part of every change, so a slow test must be worth its time.
SLOW_S = 20.0
_slow_without_reason: list[tuple[str, float]] = []


def pytest_collection_modifyitems(items) -> None:
    """Mark on each test whether its function says anything of itself (a docstring); the mark
    travels with its report, also from an xdist worker."""
    for item in items:
        function = getattr(item, "function", None)
        item.user_properties.append(("docstring", bool(getattr(function, "__doc__", None))))


def pytest_runtest_logreport(report) -> None:
    """Note each test whose call took over ``SLOW_S`` and that has no docstring."""
    said = dict(report.user_properties).get("docstring", False)
    if report.when == "call" and report.duration > SLOW_S and not said:
        _slow_without_reason.append((report.nodeid, report.duration))


def pytest_terminal_summary(terminalreporter) -> None:
    """List the slow tests that do not say why, slowest first."""
    if _slow_without_reason:
        terminalreporter.section(f"tests over {SLOW_S:.0f} s that do not say why they are slow")
        for nodeid, seconds in sorted(_slow_without_reason, key=lambda pair: -pair[1]):
            terminalreporter.write_line(f"{seconds:6.1f} s  {nodeid}")
