"""Puzzles: turns to find again, from a person's own reviewed games and a bundled set.

A puzzle is a position before a turn, seen from the seat to move, with the turn played there
(or, in the bundled set, the natural turn) and the turn the search prefers
(``puzzle``). A drafted turn is judged by the one reading of a position that every screen
shows (``judge``); puzzles are made from a review's mistakes and blunders (``making``), kept as
JSON (``codec``), shared as links of their own (``link``), and shipped as a set made by
tools/research/puzzles.py (``bundled``). The page reaches them through ``franchise.ai``
(docs/ARCHITECTURE.md, "Puzzles").
"""
