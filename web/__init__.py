"""The browser UI of Franchise, in Python: rendering, the draft turn and the page controller.

``render``, ``panels`` and ``draft`` are pure and tested in CPython; ``dom`` is the only module
that touches the browser, and ``app`` wires clicks to the engine.
"""
