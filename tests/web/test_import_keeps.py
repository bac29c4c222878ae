"""A game exported to a file and imported again keeps all the file holds: its name, its
review and its computer seats (issue 33); merged with a copy already here, the copy's name
stays, and the result says which name of the file was not kept."""

from __future__ import annotations

import itertools

from franchise import Setup
from franchise.values import replace
from web.saves.store import MergeOutcome, SaveStore
from web.session.outcomes import Opened
from web.session.session import Session

from .memory_storage import NAMES, MemoryStorage

PLAYERS = ("Emil", "Gina")
REVIEW = {"kept": "as the file holds it"}


def session_with_a_named_game() -> Session:
    clock = itertools.count(1000)
    session = Session(SaveStore(MemoryStorage(), NAMES), lambda: float(next(clock)))
    setup = Setup(PLAYERS, seed=3, first_player=0)
    session.new_game(setup, False, {"Gina": "hard"}, NAMES.game(PLAYERS))
    session.rename("Family game – Sunday")
    assert session.entry is not None
    session.store.save(replace(session.entry, review=REVIEW))
    return session


def test_export_delete_import_keeps_name_review_and_computers():
    session = session_with_a_named_game()
    assert session.entry is not None
    game_id = session.entry.game_id
    exported = session.store.get(game_id)
    assert exported is not None and exported.review == REVIEW
    session.delete(game_id)
    assert session.store.get(game_id) is None

    opened = session.open_file(exported.to_json())
    assert isinstance(opened, Opened) and opened.outcome is MergeOutcome.NEW
    imported = session.store.get(game_id)
    assert imported is not None
    assert imported.name == "Family game – Sunday"
    assert imported.review == REVIEW
    assert dict(imported.record.computers) == dict(exported.record.computers)
    assert str(imported.record.computers["Gina"]) == "hard"
    [listed] = session.store.entries()[0]
    assert listed.entry.name == "Family game – Sunday"


def test_a_file_of_a_game_already_here_keeps_the_name_given_here_and_says_so():
    session = session_with_a_named_game()
    assert session.entry is not None
    game_id = session.entry.game_id
    exported = session.store.get(game_id)
    assert exported is not None
    session.store.rename(game_id, "Our own name")
    merged = session.store.merge(exported.record, 5.0, exported)
    assert merged.outcome is MergeOutcome.SAME
    assert merged.entry.name == "Our own name"
    assert merged.name_not_kept == "Family game – Sunday"
    same = session.store.merge(exported.record, 6.0, replace(exported, name="Our own name"))
    assert same.name_not_kept == ""
