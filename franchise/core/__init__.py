"""The rules core: the board, setups, moves, the state, the rules that play a move, the move
generator, and ``Game``, which ties them together (undo, clones, events, the outcome).

Everything else of the engine stands on this package, and it imports none of them
(docs/ARCHITECTURE.md). Its public names are on the engine's face, ``franchise``.
"""
