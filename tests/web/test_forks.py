"""Two copies of one game by link: rare, named, and never losing a move (issue 33, item 3).

Links passed between devices in any order never fork a game; when both devices really play on
from the same position, the two copies are kept, told apart in the list, and either can be kept
alone under the game's own id.
"""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from franchise import Setup
from franchise.records.link import encode_link
from web.saves.entry import CopyOf, CopySource, SaveEntry
from web.saves.store import SaveStore
from web.screens.library import games_list, own_line_name, parting_words, sent_by
from web.session.session import Session
from web.text.catalogue import Text

from .memory_storage import NAMES, MemoryStorage

SETUP = Setup(("Sam", "Jan"), first_player=0)
ENGLISH = Text.load("en")


def device() -> Session:
    return Session(SaveStore(MemoryStorage(), NAMES), lambda: 1000.0)


def pair() -> tuple[Session, Session]:
    """Sam's device created the game by link; Jan's opened the first link and said who it is."""
    sam, jan = device(), device()
    sam.new_game(SETUP, True, {}, "Sam vs Jan")
    jan.open_link(encode_link(sam.entry.record))
    jan.choose_players_here(("Jan",))
    return sam, jan


def play_one(s: Session, rng: random.Random) -> str:
    """The device's player moves (a random legal move) and the link it sends."""
    assert s.may_play()
    s.play(s.game.random_move(rng))
    return encode_link(s.entry.record)


def saved_ids(s: Session) -> list[str]:
    return [listed.entry.game_id for listed in s.store.entries()[0]]


@settings(max_examples=25, deadline=None)
@given(st.randoms(use_true_random=False), st.data())
def test_links_opened_in_any_order_and_again_never_fork_or_offer_the_other_turn(rng, data):
    sam, jan = pair()
    sent: list[str] = []
    devices = {"Sam": sam, "Jan": jan}
    mover = jan.game.names[jan.game.current]
    while len(sent) < 16:  # at least 6 links each way
        here, there = devices[mover], devices["Sam" if mover == "Jan" else "Jan"]
        sent.append(play_one(here, rng))
        if here.game.is_over():
            break
        # The other device opens older links, the same ones again, in any order, then the newest.
        order = [*data.draw(st.lists(st.sampled_from(sent), max_size=4)), sent[-1]]
        for link in order:
            opened = there.open_link(link)
            assert opened.outcome in ("same", "older", "updated"), opened
            to_move = there.game.names[there.game.current]
            assert there.may_play() == (to_move in there.players_here)
            assert there.waiting_for() in (None, to_move)
        mover = there.game.names[there.game.current]
        assert there.may_play() == (mover in there.players_here)
    for s in (sam, jan):
        assert len(saved_ids(s)) == 1 and s.store.copies_of(s.entry.game_id) == []


def forked() -> tuple[Session, Session, str]:
    """Both devices play Sam's start town from the same position: Jan's device played it after
    saying it was Sam. Returns the two devices and the link of Jan's device's line."""
    sam, jan = pair()
    jan.play(jan.game.check("start raleigh"))
    sam.open_link(encode_link(jan.entry.record))
    jan.choose_players_here(("Sam",))  # "I am someone else on this device", by mistake
    jan.play(jan.game.check("start pueblo"))
    sam.play(sam.game.check("start memphis"))
    return sam, jan, encode_link(jan.entry.record)


def test_a_real_fork_is_kept_told_apart_and_carried_on_without_a_second_copy():
    sam, jan, link = forked()
    ours = sam.entry.game_id
    opened = sam.open_link(link)
    assert opened.outcome == "copy"
    assert sam.entry.game_id == ours  # the line this device played stays on screen
    copy = sam.store.get(opened.copy)
    assert copy.copy_of == CopyOf(ours, CopySource.LINK) and copy.game_id != ours
    assert copy.players_here is None  # no turn of it is offered before the device says
    assert sam.store.get(ours).record.moves[-1] == "start memphis"  # nothing lost
    listed, damaged = sam.store.entries()
    html = games_list(listed, damaged, 2000.0, ENGLISH, on_screen=ours)
    # Never "from Sam's link": Jan's device sent it, having said it was Sam; and never "Sam's
    # copy" either: the device's seat may be claimed for a turn (issue 68). Named by moves.
    assert "your copy, move 2" in html and "from a link, move 2" in html
    assert "’s copy" not in html
    # Where the two part, in words: each copy's own first move, from the move they share.
    assert "move 2 · From move 2 on it goes its own way: Sam, starting in Memphis." in html
    assert "From move 2 on it goes its own way: Sam, starting in Pueblo." in html
    assert html.count('aria-current="true"') == 1 and "on screen" in html
    assert html.count('data-action="keep-only"') == 2
    # Which device the link came from: the one that played its last move (issue 68).
    assert sent_by(copy.record, ENGLISH) == (
        "This link comes from the device that played Sam’s move 2."
    )
    parting = parting_words(sam.entry.record, copy.record, ENGLISH)
    assert parting == (
        "They part after move 1: yours has Sam starting in Memphis,"
        " the other has Sam starting in Pueblo."
    )
    # The line from the link goes on: the next link updates the copy, never a third game.
    jan.choose_players_here(("Jan",))
    jan.play(jan.game.random_move(random.Random(1)))
    again = sam.open_link(encode_link(jan.entry.record))
    assert again.outcome == "copy-updated" and again.copy == copy.game_id
    assert sam.entry.game_id == ours
    assert sam.open_link(link).outcome == "copy-known"
    assert len(saved_ids(sam)) == 2
    sam.open_saved(copy.game_id)  # opened on purpose: asked whom it plays there first
    assert sam.asks_who() and not sam.may_play()


def test_keeping_the_copy_gives_it_back_the_games_id_and_name_and_deletes_the_other():
    sam, _jan, link = forked()
    ours = sam.entry.game_id
    copy = sam.store.get(sam.open_link(link).copy)
    sam.open_saved(copy.game_id)
    assert sam.keep_only(copy.game_id)
    assert saved_ids(sam) == [ours]
    kept = sam.store.get(ours)
    assert kept.record.moves == copy.record.moves and kept.copy_of is None
    assert kept.name == "Sam vs Jan" and sam.entry.game_id == ours  # the screen follows
    # Its moves were made elsewhere: the device says whom it plays there before a turn.
    assert kept.players_here is None and sam.asks_who()


def test_keeping_our_own_copy_deletes_the_copy_from_the_link():
    sam, _jan, link = forked()
    ours = sam.entry
    sam.open_link(link)
    assert sam.keep_only(ours.game_id)
    assert saved_ids(sam) == [ours.game_id] and sam.entry.game_id == ours.game_id
    assert sam.store.get(ours.game_id).record == ours.record


def test_a_copy_from_a_file_and_from_another_tab_say_so():
    sam, jan, _link = forked()
    file_copy = sam.open_file(jan.entry.to_json())
    assert file_copy.outcome == "copy"
    assert sam.store.get(file_copy.copy).copy_of.source is CopySource.FILE
    storage = MemoryStorage()
    one = Session(SaveStore(storage, NAMES), lambda: 1000.0)
    one.new_game(SETUP, False, {}, "Sam vs Jan")
    two = Session(SaveStore(storage, NAMES), lambda: 1000.0)
    two.open_saved(one.entry.game_id)
    one.play(one.game.check("start raleigh"))
    two.play(two.game.check("start memphis"))  # from the same position, in another tab
    assert two.entry.copy_of == CopyOf(one.entry.game_id, CopySource.TAB)
    listed, damaged = two.store.entries()
    html = games_list(listed, damaged, 2000.0, ENGLISH, on_screen=two.entry.game_id)
    assert "your copy, move 1" in html and "from another tab, move 1" in html


def test_an_entry_without_a_copy_mark_or_with_a_bad_one_loads_as_a_game_of_its_own():
    sam, _jan, link = forked()
    data = json.loads(sam.store.get(sam.open_link(link).copy).to_json())
    assert data["copy_of"]["from"] == "link"
    assert SaveEntry.from_json(sam.entry.to_json()) == sam.entry
    for bad in ("x", {"game": "nope", "from": "link"}, {"game": data["copy_of"]["game"]}, []):
        assert SaveEntry.from_data({**data, "copy_of": bad}).copy_of is None
    del data["copy_of"]
    assert SaveEntry.from_data(data).copy_of is None


def test_the_creator_plays_the_player_chosen_in_the_form():
    s = device()
    s.new_game(SETUP, True, {}, "Sam vs Jan", here=("Jan",))
    assert s.entry.players_here == ("Jan",) and s.may_play()  # Jan places the first start town
    both = device()
    both.new_game(SETUP, True, {}, "Sam vs Jan", here=("Sam", "Jan"))
    assert both.entry.players_here == ("Sam", "Jan") and both.waiting_for() is None
    computer = device()
    computer.new_game(SETUP, True, {"Jan": "easy"}, "Sam vs Jan", here=("Jan",))
    assert computer.entry.players_here == ("Sam",)  # a computer is nobody's device


def test_continue_with_the_game_from_the_link_takes_up_its_line_in_one_step():
    """Issue 68: both devices played the same move, the link's line went on, and getting back
    to it took five unguided steps through Saved games while the screen waited for a player
    the link had already moved for. One intent now takes it up, with this device's players,
    and keeps this device's moves as a game named by them."""
    sam, jan, _ = forked()
    jan.choose_players_here(("Jan",))
    jan.play(jan.game.random_move(random.Random(3)))  # Jan's line goes on past the parting
    ours = sam.entry.game_id
    assert sam.link_ahead() is None  # no link of another line yet
    opened = sam.open_link(encode_link(jan.entry.record))
    assert opened.outcome == "copy" and sam.entry.game_id == ours
    ahead = sam.link_ahead()
    assert ahead is not None and ahead.game_id == opened.copy
    own_moves = sam.entry.record.moves
    name = own_line_name(sam.entry.name, sam.entry.record, ahead.record, ENGLISH)
    assert name == "Sam vs Jan: Sam’s move 2 as played here"
    own = sam.continue_from_link(name)
    assert own is not None and own.name == name and own.record.moves == own_moves  # kept
    assert sam.entry.game_id == ours and sam.entry.record.moves == jan.entry.record.moves
    assert sam.entry.players_here == ("Sam",) and sam.store.get(ours).players_here == ("Sam",)
    assert sam.link_ahead() is None and sorted(saved_ids(sam)) == sorted([ours, own.game_id])
    assert sam.may_play() or sam.waiting_for() == "Jan"  # the link's position, in play here
    # The next link from Jan's device updates the game itself: no copy, no conflict.
    if jan.may_play():
        jan.play(jan.game.random_move(random.Random(4)))
    assert sam.open_link(encode_link(jan.entry.record)).outcome in ("same", "updated")
