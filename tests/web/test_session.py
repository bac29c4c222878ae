"""The session in CPython: clicks, the draft, ending a turn, history, computers, play by link."""

from __future__ import annotations

import itertools

from franchise import BOARD, Bonus, Game, Refusal, Setup
from franchise.core.events import Expanded, StartPlaced
from franchise.records.link import encode_link
from franchise.values import replace
from web.page.save_news import other_tab_news, save_news
from web.saves.store import SaveStore
from web.screens.kinds import Notice
from web.screens.log import since_view
from web.session.computers import SlicedComputer
from web.session.mode import Mode, Moment
from web.session.outcomes import Opened, Played
from web.session.problems import PageRefusal, Problem
from web.session.session import Session
from web.session.snapshot import session_snapshot
from web.text.catalogue import Text
from web.text.story import game_names

from .memory_storage import NAMES, MemoryStorage

SETUP = Setup(("Sam", "Jan"), first_player=0)
OPENING = ("start raleigh", "start pueblo", ">phoenix", ">charleston")


def place(place_id: str) -> int:
    return BOARD.place_index[place_id]


def run_to_end(coroutine):
    """Drive a coroutine that only hands the loop back (``asyncio.sleep(0)``) to its result,
    without an event loop of its own (the browser tests leave one running in this thread)."""
    try:
        while True:
            coroutine.send(None)
    except StopIteration as done:
        return done.value


def session(computers: dict[str, str] | None = None, by_link: bool = False) -> Session:
    clock = itertools.count(1000)
    result = Session(SaveStore(MemoryStorage(), NAMES), lambda: float(next(clock)))
    result.new_game(SETUP, by_link, computers or {}, "Sam vs Jan")
    return result


def play(s: Session, moves) -> None:
    for move in moves:
        assert isinstance(s.play(s.game.check(move)), Played)


def test_a_start_town_is_one_click_and_a_refused_click_says_why_in_codes():
    s = session()
    assert s.click(place("chicago")) == Problem(Refusal.START_IN_CITY, {"place": place("chicago")})
    assert s.click(place("reno")) == Problem(
        Refusal.OUT_OF_PLAY, {"place": place("reno"), "players": 2}
    )
    played = s.click(place("raleigh"))  # Jan places first (reverse seat order)
    assert isinstance(played, Played) and played.mover == 1
    assert played.events == [StartPlaced(1, place("raleigh"))]
    assert s.moves == ("start raleigh",) and s.store.get(s.entry.game_id).record.moves == s.moves


def test_clicks_build_a_draft_that_end_turn_hands_to_the_engine():
    s = session()
    play(s, OPENING[:2])
    assert s.click(place("phoenix")) is None  # the draft changed; nothing was played yet
    assert s.draft.expansions == [place("phoenix")] and len(s.moves) == 2
    assert s.click(place("chicago")) == Problem(Refusal.NOT_LINKED, {"place": place("chicago")})
    s.toggle_bonus(Bonus.DOLLARS)
    assert s.draft.bonus is None  # not on a first turn
    played = s.end_turn()
    assert isinstance(played, Played)
    assert any(isinstance(event, Expanded) for event in played.events)
    assert s.moves[-1] == ">phoenix" and s.draft.expansions == []  # a fresh draft


def test_end_turn_refuses_a_half_built_bonus_turn():
    s = session()
    play(s, (*OPENING, ">denver +phoenix", "pass"))
    s.toggle_bonus(Bonus.EXPAND)
    s.click(place("denver"))
    assert s.end_turn() == Problem(PageRefusal.SECOND_EXPANSION)
    s.clear_draft()
    assert s.draft.bonus is None and s.draft.expansions == []


def test_history_keeps_later_moves_until_a_new_move_from_an_earlier_position():
    s = session()
    play(s, OPENING[:3])
    assert s.go_to(1) and s.cursor == 1 and not s.live
    assert s.moves == OPENING[:3] and s.may_play()  # a hot-seat game branches from history
    assert len(s.log) == 1 and s.store.get(s.entry.game_id).cursor == 1
    assert not s.go_to(7) and s.cursor == 1
    s.go_to(3)
    assert s.live and s.store.get(s.entry.game_id).cursor is None
    s.go_to(1)
    play(s, ["start memphis"])
    assert s.moves == ("start raleigh", "start memphis") and s.live


def test_a_computer_seat_waits_for_the_computer_and_it_plays_a_legal_move():
    s = session(computers={"Jan": "medium"})
    assert s.computer_to_move() == "medium" and not s.may_play()  # Jan places first
    assert s.click(place("raleigh")) is None and s.moves == ()
    ticks = itertools.count()
    computer = SlicedComputer(lambda: float(next(ticks)), slice_ms=5.0)  # 1 ms per look
    move = run_to_end(computer.choose(s.game, "medium"))
    s.game.check(move)
    stamp = s.stamp()
    s.play(move)
    assert not s.holds(stamp)  # a thought about the old position is now moot
    assert s.computer_to_move() is None and s.may_play()
    assert [level for level, _ in computer.think_times] == ["medium"]
    s.go_to(0, browse=True)
    assert s.computer_to_move() is None  # a position looked at in history waits for nobody


def test_play_by_link_opens_marks_what_was_missed_and_hands_over():
    sam = session(by_link=True)
    link = encode_link(sam.entry.record)
    jan = Session(SaveStore(MemoryStorage(), NAMES), lambda: 5.0)
    assert jan.open_link(link) == Opened("new", True)
    assert jan.click(place("raleigh")) is None  # not before the device says whom it plays
    jan.choose_players_here(("Jan",))
    played = jan.click(place("raleigh"))
    assert played.hand_over  # Sam decides next, on another device
    opened = sam.open_link(encode_link(jan.entry.record))
    assert opened == Opened("updated", True)
    assert [entry.event for entry in sam.missed] == [StartPlaced(1, place("raleigh"))]
    assert not sam.click(place("pueblo")).hand_over  # Sam's own first turn follows at once
    assert sam.open_link(link) == Opened("older", True)  # an old link never rolls back
    assert sam.moves == ("start raleigh", "start pueblo")
    sam.go_to(1)
    assert sam.click(place("memphis")) == Problem(PageRefusal.HISTORY)


def test_bad_links_and_files_are_problems_and_change_nothing():
    s = session()
    play(s, OPENING[:2])
    link = encode_link(s.entry.record)
    assert s.open_link(link[:-6]).code in (Refusal.LINK_CUT_SHORT, Refusal.LINK_ALTERED)
    assert s.open_link("#hello").code is Refusal.NOT_A_LINK
    assert s.open_file("{not json").code is Refusal.NOT_A_GAME
    illegal = s.entry.record.to_dict() | {"moves": ["start raleigh", "start raleigh"]}
    problem = s.open_file(__import__("json").dumps(illegal))
    assert problem.code is Refusal.REPLAYED_MOVE and problem.root.code is Refusal.TAKEN
    assert s.moves == OPENING[:2] and len(s.store.entries()[0]) == 1


def test_deleting_the_game_on_screen_leaves_no_game():
    s = session()
    game_id = s.entry.game_id
    s.delete(game_id)
    assert s.game is None and s.entry is None and s.store.get(game_id) is None
    assert s.click(place("raleigh")) is None and s.end_turn() is None


def test_the_snapshot_carries_the_session_facts():
    s = session(computers={"Jan": "hard"})
    snap = session_snapshot(s)
    assert snap["computers"] == {"Jan": "hard"} and snap["all_moves"] == []
    assert Game.replay(SETUP, snap["moves"]).state.current == snap["current"]


def test_two_tabs_on_one_game_never_lose_a_move_and_the_page_is_told_in_its_language():
    storage = MemoryStorage()
    first = Session(SaveStore(storage, NAMES), lambda: 1.0)
    first.new_game(SETUP, False, {}, "Sam vs Jan")
    second = Session(SaveStore(storage, game_names(Text.load("de"))), lambda: 2.0)
    second.open_saved(first.entry.game_id)
    play(first, ["start raleigh"])
    assert second.reload() and second.moves == ("start raleigh",)  # the storage event
    assert other_tab_news(second, "franchise:game:" + second.entry.game_id) is None  # up to date
    play(first, ["start pueblo"])
    play(second, ["start memphis"])  # the other tab went another way from the same position
    news = save_news(second, Text.load("de"))
    assert news is not None and not news.moved
    assert second.entry.game_id != first.entry.game_id
    assert second.entry.name == "Sam vs Jan (andere Fassung)"  # the copy named in German
    assert first.store.get(first.entry.game_id).record.moves == ("start raleigh", "start pueblo")


def test_a_full_storage_keeps_playing_and_says_so():
    storage = MemoryStorage()
    s = Session(SaveStore(storage, NAMES), lambda: 1.0)
    s.new_game(SETUP, False, {}, "Sam vs Jan")
    storage.full = True
    play(s, ["start raleigh"])
    words, kind = save_news(s, Text.load("en")).message
    assert "storage is full" in words(Text.load("en")) and kind is Notice.WARNING
    assert s.moves == ("start raleigh",) and s.store.held()


def test_a_device_that_never_said_whom_it_plays_is_asked_before_a_turn_is_offered():
    """In a game by link whose device does not know its players (saved before devices knew,
    or imported from a file), no person's turn is offered until it says: the next player's
    turn was once offered to whoever held the device, and playing it forked the game."""
    s = session(by_link=True)
    s.open_entry(replace(s.entry, players_here=None))
    assert s.mode is Mode.UNCLAIMED and s.moment(False, False) is Moment.UNCLAIMED
    assert s.click(place("charleston")) is None and s.moves == ()
    s.choose_players_here(("Sam", "Jan"))  # two people share this device: both play here
    play(s, OPENING[:3])
    assert s.may_play() and s.click(place("charleston")) is None
    assert s.draft.expansions == [place("charleston")]


def test_a_table_of_people_shows_the_next_person_what_they_missed():
    """Two people and a computer on one screen: when the screen comes to the other person,
    they see what happened since their own last turn, until they move."""
    text = Text.load("en")
    s = Session(SaveStore(MemoryStorage(), NAMES), lambda: 1000.0)
    # Seats Sam 0, Jan 1, Hal 2: start towns go Hal, Jan, Sam; then turns Sam, Jan, Hal.
    s.new_game(Setup(("Sam", "Jan", "Hal"), first_player=0), False, {"Hal": "easy"}, "three")
    s.play(s.game.check("start raleigh"))
    assert not s.missed  # no person has had the screen yet
    s.play(s.game.check("start pueblo"))
    assert s.game.current == 0
    view = since_view(s, text)
    assert not view["since-turn"]["hidden"]
    assert view["since-turn-title"]["text"].startswith("Sam")
    assert view["since-turn-list"]["html"].count("<li") == 2  # Hal's start and Jan's
    s.play(s.game.check("start flagstaff"))
    assert s.game.current == 0  # Sam places, then takes the first turn
    assert since_view(s, text)["since-turn"]["hidden"]
    s.play(s.game.legal_moves()[0])
    assert s.game.current == 1
    assert since_view(s, text)["since-turn-list"]["html"].count("<li") >= 2


def test_one_person_against_computers_is_never_handed_over():
    s = session({"Jan": "easy"})
    for _ in range(4):
        s.play(s.game.legal_moves()[0])
        assert not s.missed
    assert since_view(s, Text.load("en"))["since-turn"]["hidden"]


def test_a_tab_that_only_opens_the_same_link_again_is_not_said_to_have_played_on():
    storage = MemoryStorage()
    first = Session(SaveStore(storage, NAMES), lambda: 1.0)
    first.new_game(SETUP, True, {}, "Sam vs Jan")
    link = first.link_payload()
    second = Session(SaveStore(storage, NAMES), lambda: 5.0)
    second.open_link(link)  # the same link again, in another tab: saved, no move made
    news = other_tab_news(first, "franchise:game:" + first.entry.game_id)
    assert news is None or news.message is None  # the screen follows, nothing is claimed
    assert len(first.store.entries()[0]) == 1  # still one game


def test_a_refusal_stays_with_its_position_and_clears_on_the_next_move():
    """A refusal stayed on screen after the next move (issue 56: one from the guide's step 25
    to step 37): the page cleared it only when it drew a whole game or handled a new result,
    and a computer's move is neither. It belongs to the position it was made at."""
    s = session(computers={"Jan": "easy"})
    play(s, OPENING[:2])
    refused = s.click(place("chicago"))
    assert isinstance(refused, Problem)
    s.refuse(refused)
    assert s.refusal() == refused
    s.click(place("phoenix"))  # the draft changes, the position on screen does not
    assert s.refusal() == refused
    s.end_turn()  # the person's move
    assert s.refusal() is None
    s.refuse(Problem(PageRefusal.HISTORY))
    play(s, [OPENING[3]])  # the computer's move, played by the page as it comes
    assert s.refusal() is None
    s.refuse(Problem(PageRefusal.HISTORY))
    assert s.undo() and s.refusal() is None
    s.refuse(Problem(PageRefusal.HISTORY))
    s.refuse(None)
    assert s.refusal() is None
