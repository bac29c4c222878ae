"""Reading untrusted JSON (saved games, game files) within bounds, so no input can crash a loader.

``json.loads`` alone is not safe on input from storage or from a file: deeply nested brackets
raise ``RecursionError`` (and in the browser may exhaust a smaller stack), numbers with
thousands of digits raise a plain ``ValueError``, and ``NaN``/``Infinity``/``1e999`` come back
as floats that break arithmetic later. ``read_json`` checks the length first, then the nesting
depth in one linear pass that never recurses, and then parses with number readers that refuse
what a Franchise game never holds. Every refusal is a ``RecordError`` with a ``Refusal`` code.
"""

from __future__ import annotations

import json
import math
import re
from itertools import accumulate

from ..core.errors import Refusal
from .record import RecordError

#: A saved game of the longest legal length is well under a tenth of this.
MAX_JSON_CHARS = 2_000_000
#: A saved entry nests four levels deep (entry, record, setup, tiles).
MAX_JSON_DEPTH = 16
#: Seeds are below 2**64 (20 digits); dates in milliseconds have 16.
MAX_NUMBER_CHARS = 32

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def read_json(text: object, unreadable: Refusal = Refusal.NOT_A_GAME) -> object:
    """The JSON value in ``text``; raises ``RecordError`` with ``unreadable`` if it is not JSON.

    Too long: ``DATA_TOO_LARGE``; nested too deeply: ``DATA_TOO_DEEP``; both are checked before
    parsing. Numbers are bounded in length and must be finite.
    """
    if not isinstance(text, str):
        raise RecordError(unreadable)
    if len(text) > MAX_JSON_CHARS:
        raise RecordError(Refusal.DATA_TOO_LARGE)
    if nesting_depth(text) > MAX_JSON_DEPTH:
        raise RecordError(Refusal.DATA_TOO_DEEP)

    def number(digits: str) -> int:
        if len(digits) > MAX_NUMBER_CHARS:
            raise RecordError(unreadable)
        return int(digits)

    def decimal(digits: str) -> float:
        value = float(digits) if len(digits) <= MAX_NUMBER_CHARS else math.inf
        if not math.isfinite(value):
            raise RecordError(unreadable)
        return value

    def constant(name: str) -> float:
        raise RecordError(unreadable)  # NaN, Infinity, -Infinity: not JSON, never in a game

    try:
        return json.loads(text, parse_int=number, parse_float=decimal, parse_constant=constant)
    except (ValueError, RecursionError) as error:
        if isinstance(error, RecordError):
            raise
        raise RecordError(unreadable) from None


def nesting_depth(text: str) -> int:
    """How deeply brackets nest in ``text``, outside JSON strings (linear, no recursion).

    For valid JSON this is the exact depth. For invalid JSON it is at least the depth the
    parser reaches before it fails, since both see the same strings up to that point.
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(_STEP[c] for c in brackets), default=0)
