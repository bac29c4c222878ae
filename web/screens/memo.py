"""A view function's last answer, given again while what it reads is the same.

The page redraws after every intent (a click, a flash while a move plays out, a computer's
move), and most of what it draws does not change between two redraws: the player panels, the
tracks and the log only change with the position or the language. ``remembered(key)`` keeps a
function's last answer with the key of its arguments (``key`` says what the function reads) and
gives it again, the very same object, while that key is equal; so a redraw asks such a piece
again only when its inputs changed, and ``diff_views`` skips the attributes it gave again
unread (``model.py``).

The key must name everything the function reads. A position is keyed by its ``State`` object
and ``moves_played``: the engine changes a state only by playing a move on it, which counts the
move, and every other position the page shows is another object (``position``). A ``Text`` is
replaced, never changed, on a language switch; a key holds its objects, so they are compared as
themselves (an object compares equal to itself first) and never mistaken for another object
reusing the address of one gone.

One answer is kept per function, not one per key: the page shows one screen at a time, and a
key that comes back later (undo and redo) is simply made again.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import ParamSpec, TypeVar

from franchise import State

P = ParamSpec("P")
R = TypeVar("R")
#: No answer kept yet (None may be a key).
_EMPTY = object()


def position(state: State) -> tuple[State, int]:
    """What identifies a position the page shows: the state and the moves played on it."""
    return state, state.moves_played


def remembered(key: Callable[P, Hashable]) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Keep the decorated function's last answer while ``key`` of its arguments is equal."""

    def decorate(make: Callable[P, R]) -> Callable[P, R]:
        last: list[object] = [_EMPTY, None]  # the key, the answer

        def answer(*args: P.args, **kwargs: P.kwargs) -> R:
            now = key(*args, **kwargs)
            if last[0] is _EMPTY or last[0] != now:
                last[:] = [now, make(*args, **kwargs)]
            return last[1]  # type: ignore[return-value]

        answer.__doc__ = make.__doc__
        answer.__name__ = make.__name__
        answer.__wrapped__ = make  # type: ignore[attr-defined]
        return answer

    return decorate
