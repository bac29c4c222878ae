"""A game's review as a job of the interpreter apart (web/session/thinker.py): the same
``Reviewer`` the page runs on its own thread, telling the page each turn it has done.

The page sends ``{"kind": "review", "id", "record", "seats", "level"}`` (the record as
``Record.to_dict`` writes it); the job posts ``{"kind": "progress", "id", "done"}`` after each
reviewed turn and ``{"kind": "reviewed", "id", "review"}`` (``review_to_dict``) at the end. The
page reads that review as it reads one kept with a save (``kept_review``), so nothing in it is
trusted either.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Generator
from typing import Any

from franchise.records import Record
from web.session.thinker_kinds import Reply


def reviewing(
    asked: int, message: dict[str, Any], post: Callable[[str], None]
) -> Generator[None, None, None]:
    """Review the game ``message`` names, yielding between small steps of work."""
    from franchise.ai import Reviewer, review_to_dict

    record = Record.from_dict(message["record"])
    reviewer = Reviewer(record, message["seats"], str(message["level"]))
    work = reviewer.work()
    done = 0
    while True:
        try:
            next(work)
        except StopIteration as finished:
            review = review_to_dict(finished.value)
            post(json.dumps({"kind": Reply.REVIEWED, "id": asked, "review": review}))
            return None
        if reviewer.progress.done != done:
            done = reviewer.progress.done
            post(json.dumps({"kind": Reply.PROGRESS, "id": asked, "done": done}))
        yield
