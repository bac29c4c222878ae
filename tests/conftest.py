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
