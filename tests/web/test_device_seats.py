"""Which players a device plays in a game by link: kept with the game on this device, never in
its link; a seat another device plays is never offered here (issue 33)."""

from __future__ import annotations

import json

from franchise import Setup
from franchise.records.link import decode_link, encode_link
from franchise.values import replace
from web.page.notices import MessageBar
from web.saves.entry import SaveEntry
from web.saves.store import SaveStore
from web.screens.kinds import Notice
from web.screens.screen import screen_view
from web.session.mode import Mode
from web.session.outcomes import Opened
from web.session.session import Session
from web.text.catalogue import Text

from .fake_page import FakePage
from .memory_storage import NAMES, MemoryStorage

SETUP = Setup(("Sam", "Jan"), first_player=0)
TEXT = Text.load("en")


def device(clock: float = 1000.0) -> Session:
    return Session(SaveStore(MemoryStorage(), NAMES), lambda: clock)


def created(by_link: bool = True, computers: dict[str, str] | None = None) -> Session:
    s = device()
    s.new_game(SETUP, by_link, computers or {}, "Sam vs Jan")
    return s


def move(s: Session, notation: str) -> None:
    assert s.may_play(), f"{notation}: this device may not play {s.waiting_for()}"
    s.play(s.game.check(notation))


def test_the_creating_device_plays_the_first_person_at_the_table_and_waits_for_the_other():
    sam = created()
    assert sam.entry.players_here == ("Sam",)
    assert sam.game.names[sam.game.current] == "Jan"  # start towns go in reverse seat order
    assert sam.waiting_for() == "Jan" and not sam.may_play()
    stored = sam.store.get(sam.entry.game_id)
    assert stored.players_here == ("Sam",)  # kept with the game on this device
    assert "players_here" not in json.dumps(decode_link(encode_link(sam.entry.record)).to_dict())


def test_a_device_opening_a_link_first_is_asked_and_then_plays_only_its_player():
    sam = created()
    jan = device()
    assert jan.open_link(encode_link(sam.entry.record)) == Opened("new", True)
    assert jan.asks_who() and jan.players_here is None
    jan.choose_players_here(("Jan",))
    assert not jan.asks_who() and jan.store.get(jan.entry.game_id).players_here == ("Jan",)
    move(jan, "start raleigh")
    assert jan.waiting_for() == "Sam" and not jan.may_play()
    assert jan.click(0) is None and jan.moves == ("start raleigh",)
    assert sam.open_link(encode_link(jan.entry.record)) == Opened("updated", True)
    assert sam.waiting_for() is None and sam.may_play()
    assert sam.entry.players_here == ("Sam",)  # a newer link keeps who plays here


def test_an_older_link_or_the_same_link_again_never_offers_the_other_players_turn():
    sam, jan = created(), device()
    first = encode_link(sam.entry.record)
    jan.open_link(first)
    jan.choose_players_here(("Jan",))
    move(jan, "start raleigh")
    second = encode_link(jan.entry.record)
    sam.open_link(second)
    move(sam, "start pueblo")
    move(sam, ">phoenix")
    assert sam.waiting_for() == "Jan"
    for link in (second, first, encode_link(sam.entry.record)):
        assert isinstance(sam.open_link(link), Opened)
        assert sam.waiting_for() == "Jan" and not sam.may_play() and sam.draft is not None
    assert jan.open_link(second) == Opened("same", True)
    assert jan.waiting_for() == "Sam" and not jan.may_play()


def test_another_tab_that_learns_a_newer_position_follows_the_same_rule():
    storage = MemoryStorage()
    one = Session(SaveStore(storage, NAMES), lambda: 1000.0)
    one.new_game(SETUP, True, {}, "Sam vs Jan")
    two = Session(SaveStore(storage, NAMES), lambda: 1000.0)
    assert two.open_saved(one.entry.game_id) is None
    assert two.waiting_for() == "Jan"
    jan = device()
    jan.open_link(encode_link(one.entry.record))
    jan.choose_players_here(("Jan",))
    move(jan, "start raleigh")
    two.open_link(encode_link(jan.entry.record))
    move(two, "start pueblo")
    move(two, ">phoenix")
    assert one.reload() and one.waiting_for() == "Jan" and not one.may_play()


def test_i_am_someone_else_changes_the_player_of_this_device():
    sam = created()
    sam.choose_players_here(("Jan",))
    assert sam.waiting_for() is None and sam.may_play()
    assert sam.store.get(sam.entry.game_id).players_here == ("Jan",)
    sam.choose_players_here(("Nobody",))  # a name not at the table changes nothing
    assert sam.entry.players_here == ("Jan",)


def test_hot_seat_and_computer_games_know_no_players_and_play_as_before():
    for s in (created(by_link=False), created(by_link=False, computers={"Sam": "easy"})):
        assert s.entry.players_here is None and s.players_here is None
        assert not s.asks_who() and s.waiting_for() is None
        assert s.may_play() or s.computer_to_move()


def test_a_save_without_the_field_loads_as_before_and_a_bad_field_is_not_known():
    sam = created()
    data = json.loads(sam.entry.to_json())
    assert data["players_here"] == ["Sam"]
    del data["players_here"]
    old = SaveEntry.from_data(data)
    assert old.players_here is None and old.record == sam.entry.record
    s = device()
    assert s.open_entry(old) is None
    # Not known: no person's turn is offered until the device says whom it plays.
    assert s.waiting_for() is None and not s.may_play() and s.asks_who()
    for bad in ("Sam", ["Ann"], [1], None):
        assert SaveEntry.from_data({**data, "players_here": bad}).players_here is None
    assert SaveEntry.from_data({**data, "players_here": []}).players_here == ()  # just watches
    assert SaveEntry.from_json(sam.entry.to_json()).players_here == ("Sam",)


def test_a_tab_not_yet_told_who_plays_here_keeps_what_another_tab_was_told():
    storage = MemoryStorage()
    sam = created()
    one = Session(SaveStore(storage, NAMES), lambda: 1000.0)
    one.open_link(encode_link(sam.entry.record))
    two = Session(SaveStore(storage, NAMES), lambda: 1000.0)
    two.open_saved(one.entry.game_id)
    one.choose_players_here(("Jan",))
    two.play(two.game.check("start raleigh"))  # written over the other tab's newer save
    assert two.store.get(two.entry.game_id).players_here == ("Jan",)


def test_an_old_save_is_asked_once_when_a_link_for_it_comes():
    sam = created()
    jan = device()
    jan.open_link(encode_link(sam.entry.record))
    jan.choose_players_here(("Jan",))
    move(jan, "start raleigh")
    old = replace(sam.entry, players_here=None)  # saved before devices knew their players
    assert sam.store.put(replace(old, revision=sam.entry.revision))
    again = device()
    again.store = sam.store
    assert again.open_saved(sam.entry.game_id) is None and again.mode is Mode.UNCLAIMED
    assert again.open_link(encode_link(jan.entry.record)) == Opened("updated", True)
    assert again.asks_who()
    again.choose_players_here(("Sam",))
    assert not again.asks_who() and again.may_play()


def test_a_links_news_goes_once_a_move_is_made_or_another_game_is_shown():
    """A link's news stood to the game's end; on a phone a long one pushed the waiting line
    under the bottom bar. It goes once it is old; a message not about the game stays."""
    sam = created()
    jan = device()
    bar = MessageBar(FakePage(jan))
    jan.open_link(encode_link(sam.entry.record))
    jan.choose_players_here(("Jan",))
    bar.notify(lambda t: t("merge.link.new"), Notice.INFO, news=True)
    assert not bar.view(Text.load("en"))["notice"]["hidden"]
    move(jan, "start raleigh")
    assert bar.view(Text.load("en"))["notice"]["hidden"]  # old news now
    bar.notify(lambda t: t("notice.not-saved"), Notice.WARNING)
    jan.delete(jan.entry.game_id)
    assert not bar.view(Text.load("en"))["notice"]["hidden"]  # not news of a game: it stays


def three_by_link() -> tuple[Session, Session]:
    """Alice's desktop created a game of three by link; Chloé's device placed, and so did Ben's:
    Alice's desktop now holds the game with Alice's start town to place."""
    alice = device()
    alice.new_game(Setup(("Alice", "Ben", "Chloé"), first_player=0), True, {}, "Alice vs Ben")
    return alice, device()


def test_a_seat_claimed_with_i_am_someone_else_is_for_one_turn_then_back_to_alice_is_asked():
    """Issue 68: after Alice played Chloé's turn on her desktop, the desktop stayed Chloé
    ("Waiting for Alice... You play Chloé on this device") with no way back offered."""
    alice, _ = three_by_link()
    assert alice.players_here == ("Alice",) and alice.waiting_for() == "Chloé"
    alice.claim_for_turn(("Chloé",))  # Chloé is at Alice's desk and plays her turn here
    assert alice.may_play() and alice.back_to() is None  # not before the turn is played
    move(alice, "start raleigh")
    assert alice.waiting_for() == "Ben" and alice.back_to() == ("Alice",)
    view = screen_view(alice, alice.moment(False, False), TEXT)
    assert view["back-to"]["hidden"] is False
    assert view["btn-back-to"]["text"] == "Back to Alice"
    assert "Back to Alice on this device?" in view["back-to-question"]["text"]
    alice.go_back(True)
    assert alice.players_here == ("Alice",) and alice.back_to() is None
    assert alice.store.get(alice.entry.game_id).players_here == ("Alice",)
    assert screen_view(alice, alice.moment(False, False), TEXT)["back-to"]["hidden"] is True


def test_a_claim_kept_for_good_or_declined_is_not_asked_again():
    alice, _ = three_by_link()
    alice.choose_players_here(("Chloé",))  # "for good": no question after the turn
    move(alice, "start raleigh")
    assert alice.back_to() is None and alice.players_here == ("Chloé",)
    bob, _ = three_by_link()
    bob.claim_for_turn(("Chloé",))
    move(bob, "start raleigh")
    bob.go_back(False)  # "Keep playing this seat"
    assert bob.players_here == ("Chloé",) and bob.back_to() is None


def test_a_device_that_imported_a_game_may_just_watch():
    """The import's "Which player are you?" offers to just watch: no seat, no second version."""
    sam = created()
    watcher = device()
    watcher.open_link(encode_link(sam.entry.record))
    assert watcher.asks_who()
    watcher.just_watch()
    assert not watcher.asks_who() and not watcher.may_play() and watcher.waiting_for() == "Jan"
    assert SaveEntry.from_json(watcher.entry.to_json()).players_here == ()
    assert watcher.click(0) is None and watcher.moves == ()
