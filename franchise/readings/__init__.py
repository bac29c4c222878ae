"""Rule readings: what a position means for the players, read from the rules' own dry runs.

``preview`` (a turn's events, income and end before it is played; targets and their prices;
warnings about ending the game), ``reasons`` (why a turn is good, for hints) and ``story`` (how
a finished game's points came about). They read the core and never change a game; the page asks
them through the engine's face, ``franchise`` (docs/ARCHITECTURE.md: how to add a reading).
"""
