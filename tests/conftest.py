"""How deep the property tests look, for the whole suite.

Two Hypothesis profiles: ``fast``, the default of ``./dev test``, and ``deep``, which
``./dev test --deep`` chooses (``--hypothesis-profile=deep``). A test given no example count
runs the profile's; a test that names its usual count scales it with ``tests.depth.examples``.
Either way every property is tested in both profiles; only the number of examples differs.
"""

from hypothesis import settings

settings.register_profile("fast", max_examples=25)
settings.register_profile("deep", max_examples=400)
settings.load_profile("fast")
