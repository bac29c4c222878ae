"""A level the page no longer offers (expert): records and links naming it still open, played by
the level that stands in for it (hard), and the page says so once.

The new-game form offers easy, medium and hard only; a kept table or a rematch that names expert
reads as hard. The browser test (tests/browser/test_expert.py) opens a saved game and a file.
"""

from __future__ import annotations

import itertools
import json

from franchise import Setup
from franchise.records import COMPUTER_LEVELS, OFFERED_LEVELS, ComputerLevel, Record
from franchise.values import replace
from web.page.notices import retired_words
from web.saves.store import KEY_PREFIX, SaveStore
from web.screens.forms import SeatChoice, seats_html
from web.session.outcomes import Opened
from web.session.seat_kinds import OFFERED_KINDS, PERSON, SEAT_KINDS
from web.session.session import Session
from web.text.catalogue import LANGUAGES, Text

from .memory_storage import NAMES, MemoryStorage

EXPERT, HARD = ComputerLevel.EXPERT, ComputerLevel.HARD
SETUP = Setup(("Sam", "Bot"), first_player=0)


def expert_record() -> Record:
    return Record(SETUP, ("start raleigh",), "0123456789ab", False, {"Bot": EXPERT})


def new_session() -> Session:
    clock = itertools.count(1000)
    return Session(SaveStore(MemoryStorage(), NAMES), lambda: float(next(clock)))


def test_records_carry_expert_and_the_page_offers_the_three_others():
    assert EXPERT in COMPUTER_LEVELS and EXPERT not in OFFERED_LEVELS
    assert OFFERED_LEVELS == (ComputerLevel.EASY, ComputerLevel.MEDIUM, HARD)
    assert [level.played_by for level in COMPUTER_LEVELS] == [*OFFERED_LEVELS, HARD]
    record = expert_record()
    assert Record.from_dict(record.to_dict()).computers == {"Bot": EXPERT}  # saves still say it
    assert record.retired_levels() == (EXPERT,)
    assert record.as_played().computers == {"Bot": HARD}
    assert record.as_played().as_played() == record.as_played()
    assert record.as_played().retired_levels() == ()


def test_the_form_offers_no_expert_and_reads_a_kept_expert_as_hard():
    assert list(OFFERED_KINDS) == ["human", "easy", "medium", "hard"]
    assert SEAT_KINDS["expert"] is HARD and SEAT_KINDS["human"] is PERSON
    html = seats_html([SeatChoice("Bot", "red", HARD)], Text.load("en"))
    assert 'value="expert"' not in html and 'value="hard"' in html


def test_a_file_naming_expert_opens_played_by_hard_and_says_so_once():
    """A share link cannot name expert (link.py packs a level in two bits: person, easy,
    medium, hard), so files and saves are the records that can."""
    session = new_session()
    opened = session.open_file(json.dumps(expert_record().to_dict()))
    assert isinstance(opened, Opened)
    assert session.computers == {"Bot": "hard"} and session.level_of(1) == "hard"
    assert session.take_retired() == (EXPERT,)
    assert session.take_retired() == ()  # said once
    session.save()
    again = new_session()
    again.store = session.store
    assert again.open_saved(session.entry.game_id) is None
    assert again.take_retired() == ()  # its save names hard now


def test_a_saved_game_naming_expert_opens_played_by_hard():
    session = new_session()
    session.new_game(SETUP, False, {"Bot": "expert"}, "Sam vs Bot")
    assert session.take_retired() == (EXPERT,)
    assert session.computers == {"Bot": "hard"}
    entry = session.entry
    stored = replace(entry, record=replace(entry.record, computers={"Bot": EXPERT}))  # as before
    session.store.storage.set(KEY_PREFIX + entry.game_id, stored.to_json())
    assert session.open_saved(entry.game_id) is None
    assert session.take_retired() == (EXPERT,) and session.level_of(1) == "hard"


def test_the_notice_names_both_levels_in_every_language():
    for language in LANGUAGES:
        text = Text.load(language)
        said = retired_words(EXPERT, text)
        assert text("level.expert") in said and text("level.hard") in said
