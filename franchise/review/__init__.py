"""The review: each turn of a finished or running game judged against the turn the search
prefers (``reviewer``), and reviews kept with a saved game (``store``).

The reviewer imports the AI only once it runs, so reading a kept review costs no search. The
page reaches the review through the engine's face ``franchise.ai`` (docs/ARCHITECTURE.md).
"""
