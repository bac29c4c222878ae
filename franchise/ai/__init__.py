"""Computer opponents on the engine's API, and the engine's face for what the computer judges.

The levels are listed in one registry (``levels.LEVELS``: name, description, whether the page
offers it); the product registers the four that records carry, of which the page offers three
(``PAGE_LEVELS``; expert is retired to the laboratory), and the laboratory its
reference levels (``franchise.lab``). A level is named by a spec, optionally tuned by numbers
(``hard:8000``; see ``levels``).

- ``think(game, spec)``: a generator that yields between small steps of work (at most a few
  milliseconds each in CPython) and returns the move; a page runs it in slices.
- ``choose(game, spec)``: the same, run to the end in one go.
- ``analyse(game, spec="hard")``: a generator like ``think`` whose return value is an
  ``Analysis``: the move the search chose and each seat's estimated chance to win (``win_chances``,
  adding up to 1), for hints and win-chance displays. Only searching levels (hard) analyse.
- ``advise(game, spec="hard", seats)``: ``analyse`` for the page's teachers: the turn the hint
  lays out and the review prefers (the search's, without a $10 the turn does not need).
- ``seat_chances(game, seats)``: every seat's chance to win now, read by the learned evaluation
  and seeing an immediate ending, told who sits in each seat; ``teacher_chances(game)`` is
  that reading between equals (every seat told hard), the one figure every screen shows, and
  ``teacher_margins(game)`` the expected final margins behind it.
- ``with_budget_share(spec, share)``: the spec of the same search with a share of its budget
  (the page's pace, web/session/pace.py).
- the puzzles (``franchise.puzzles``): a ``Puzzle`` from a review's mistakes and blunders
  (``puzzles_from_review``) or the bundled set (``bundled``), a drafted turn judged
  (``judge``, by the chances or, in a decided game, by the projected margin: ``reading``), kept
  (``puzzle_to_dict``) and linked (``encode_puzzle_link``);
- the review (``franchise.review``): ``Reviewer`` judges each turn of a game against the search's
  preferred turn; ``Review``, ``TurnReview``, ``Label`` and the rest read it; ``review_to_dict``
  and ``kept_review`` keep it with a saved game.

Everything is reproducible: randomness is seeded from the game's seed, the move number and the
spec, so the same position always gets the same move and the same chances.

This face imports each name the first time it is asked for (PEP 562): the page shows a kept
review's labels at start-up and loads the search only once a computer thinks
(docs/ARCHITECTURE.md).
"""

from ..core.lazy import lazy_names

#: The face's names: name -> (module relative to this package, its name there).
LAZY = {
    **{
        name: (".levels", name)
        for name in (
            "LEVELS",
            "PAGE_LEVELS",
            "Level",
            "analyse",
            "choose",
            "parse_level",
            "register",
            "run",
            "think",
            "with_budget_share",
        )
    },
    "Analysis": (".analysis", "Analysis"),
    "advise": (".advice", "advise"),
    "seat_chances": (".chances", "chances"),
    **{name: (".chances", name) for name in ("equals", "teacher_chances", "teacher_margins")},
    **{
        name: ("..review.reviewer", name)
        for name in (
            "DECIDED",
            "DEFAULT_LEVEL",
            "MARGIN_THRESHOLDS",
            "THRESHOLDS",
            "Label",
            "Progress",
            "Review",
            "Reviewer",
            "SeatSummary",
            "TurnReview",
            "combined",
            "summarise",
        )
    },
    **{
        name: ("..review.store", name)
        for name in ("kept_review", "review_from_dict", "review_to_dict")
    },
    **{
        name: ("..puzzles.puzzle", name)
        for name in (
            "SOLVE_MARGIN",
            "Measure",
            "Puzzle",
            "PuzzleError",
            "Source",
            "Stage",
            "Theme",
            "Verdict",
            "is_puzzle_link",
        )
    },
    **{
        name: ("..puzzles.judge", name)
        for name in ("Judgement", "Reading", "checked", "judge", "reading")
    },
    **{
        name: ("..puzzles.making", name)
        for name in ("Made", "Unmade", "made_from_review", "own_puzzle_id", "puzzles_from_review")
    },
    **{
        name: ("..puzzles.codec", name)
        for name in ("puzzle_from_dict", "puzzle_to_dict", "read_puzzles")
    },
    **{name: ("..puzzles.link", name) for name in ("decode_puzzle_link", "encode_puzzle_link")},
    **{name: ("..puzzles.bundled", name) for name in ("bundled", "bundled_of", "bundled_set")},
}


__getattr__ = lazy_names(__name__, LAZY)


__all__ = list(LAZY)
