"""Play by link, proven by a model: devices, tabs and links in any order (issue 47).

Each path of play by link was built and tested one at a time; the defects lived where they met
(look back, reload, come back: a device was offered another device's turn). This drives the
session layer as the page does, through a Hypothesis ``RuleBasedStateMachine``: two devices
(Ann and Ben share a desktop, Cat has a phone), each with one or two tabs on one storage, a
game of three people by link, and any sequence of: open any link seen so far (older, newer,
the same again), play the turn offered, Undo, Redo, look back one move, look on one move, go
to the latest position, reload a tab, open a second tab, export the game and import the file
(on the same or the other device), delete the game and open the newest link again, and "I am
someone else" (the device answers again with its own players). A device's other tabs hear
each save, as the browser's storage event tells them. After every step it checks, on every
tab:

- a turn is offered only to a device that plays that seat, at the latest position;
- "Waiting for X" names a player of another device, the one to move at the latest position;
- looking back never changes the game kept on the device (no move is taken back by looking);
- a player to move here who is shown what they missed is shown exactly the moves since their
  own last turn;
- no game is rolled back: what a device keeps only grows, and every device's game is a
  beginning of one and the same game (no second copy, since no two devices play one turn).

Each defect of the issue is a case this model finds on the commit before its fix (the reload
while looking back, Undo while waiting, the recap after "I am someone else").
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from franchise import Setup
from franchise.records.link import encode_link
from web.saves.progress import Progress, exported_game
from web.saves.store import SaveStore
from web.screens.screen import screen_view
from web.session.history import missed_since_last_turn
from web.session.mode import Moment
from web.session.session import Session
from web.text.catalogue import Text

from ..depth import examples
from .memory_storage import NAMES, MemoryStorage

SETUP = Setup(("Ann", "Ben", "Cat"), first_player=0, seed=7)
#: Who plays on which device: Ann and Ben share the desktop, Cat has a phone.
DEVICES = (("Ann", "Ben"), ("Cat",))


class Device:
    """One device: its storage, its tabs (sessions on that storage) and its players."""

    def __init__(self, players: tuple[str, ...]) -> None:
        self.players = players
        self.storage = MemoryStorage()
        self.clock = 1000.0
        self.tabs: list[Session] = [self.tab()]
        #: The longest game this device has kept so far (it may only grow).
        self.kept: tuple[str, ...] = ()

    def tab(self) -> Session:
        return Session(SaveStore(self.storage, NAMES), self.now)

    def now(self) -> float:
        self.clock += 1
        return self.clock


class LinkModel(RuleBasedStateMachine):
    """Two devices, their tabs, and the links between them."""

    @initialize()
    def create(self) -> None:
        self.devices = [Device(players) for players in DEVICES]
        desktop = self.devices[0].tabs[0]
        desktop.new_game(SETUP, True, {}, "Ann, Ben and Cat", here=DEVICES[0])
        self.game_id = desktop.entry.game_id
        self.links = [encode_link(desktop.entry.record)]

    # ------------------------------------------------------------------ what people do
    def tab_of(self, device: int, tab: int) -> Session:
        """The tab acted on, once every tab has heard the saves made so far: the browser
        tells a device's other tabs of a save (the storage event) before a person can act
        in them."""
        for each in self.devices:
            for session in each.tabs:
                session.reload()
        tabs = self.devices[device].tabs
        return tabs[tab % len(tabs)]

    @rule(device=st.integers(0, 1), tab=st.integers(0, 1), link=st.integers(0, 10**6))
    def open_link(self, device: int, tab: int, link: int) -> None:
        session = self.tab_of(device, tab)
        session.open_link(self.links[link % len(self.links)])
        if session.asks_who():
            session.choose_players_here(self.devices[device].players)

    @rule(device=st.integers(0, 1), tab=st.integers(0, 1), seed=st.integers(0, 2**16))
    def play(self, device: int, tab: int, seed: int) -> None:
        session = self.tab_of(device, tab)
        if not session.may_play() or session.game is None:
            return
        session.play(session.game.random_move(random.Random(seed)))
        self.links.append(encode_link(session.entry.record))

    @rule(device=st.integers(0, 1), tab=st.integers(0, 1))
    def undo(self, device: int, tab: int) -> None:
        self.tab_of(device, tab).undo()

    @rule(device=st.integers(0, 1), tab=st.integers(0, 1))
    def redo(self, device: int, tab: int) -> None:
        self.tab_of(device, tab).redo()

    @rule(device=st.integers(0, 1), tab=st.integers(0, 1))
    def look_back(self, device: int, tab: int) -> None:
        session = self.tab_of(device, tab)
        session.go_to(session.cursor - 1, browse=True)

    @rule(device=st.integers(0, 1), tab=st.integers(0, 1))
    def look_on(self, device: int, tab: int) -> None:
        session = self.tab_of(device, tab)
        session.go_to(session.cursor + 1, browse=True)

    @rule(device=st.integers(0, 1), tab=st.integers(0, 1))
    def latest(self, device: int, tab: int) -> None:
        session = self.tab_of(device, tab)
        session.go_to(len(session.moves))

    @rule(device=st.integers(0, 1), tab=st.integers(0, 1))
    def reload_tab(self, device: int, tab: int) -> None:
        """The page reloads: a new session on the device's storage reopens the game."""
        tabs = self.devices[device].tabs
        fresh = self.devices[device].tab()
        if fresh.store.get(self.game_id) is not None:
            fresh.open_saved(self.game_id)
        tabs[tab % len(tabs)] = fresh

    @precondition(lambda self: any(len(device.tabs) == 1 for device in self.devices))
    @rule(device=st.integers(0, 1))
    def second_tab(self, device: int) -> None:
        chosen = self.devices[device]
        if len(chosen.tabs) == 1:
            tab = chosen.tab()
            if tab.store.get(self.game_id) is not None:
                tab.open_saved(self.game_id)
            chosen.tabs.append(tab)

    @rule(source=st.integers(0, 1), into=st.integers(0, 1))
    def export_and_import(self, source: int, into: int) -> None:
        """A device exports the game to a file and a device (itself or the other) imports it."""
        exporter = self.tab_of(source, 0)
        entry = exporter.store.get(self.game_id)
        if entry is None:
            return
        importer = self.tab_of(into, 0)
        importer.open_file(exported_game(entry, Progress()))
        if importer.asks_who():
            importer.choose_players_here(self.devices[into].players)

    @rule(device=st.integers(0, 1), tab=st.integers(0, 1))
    def delete_and_reopen(self, device: int, tab: int) -> None:
        """The game is deleted on a device, which then opens the newest link again."""
        session = self.tab_of(device, tab)
        session.delete(self.game_id)
        assert session.game is None or session.entry.game_id != self.game_id
        self.devices[device].kept = ()  # deleted on purpose: not a roll-back
        for other in self.devices[device].tabs:
            other.reload()
        session.open_link(self.links[-1])
        if session.asks_who():
            session.choose_players_here(self.devices[device].players)

    @rule(device=st.integers(0, 1), tab=st.integers(0, 1))
    def someone_else(self, device: int, tab: int) -> None:
        """ "I am someone else on this device": the device answers with its players again."""
        session = self.tab_of(device, tab)
        if session.game is not None and session.moment(False, False) is Moment.WAITING:
            session.choose_players_here(self.devices[device].players)

    # ------------------------------------------------------------------ what must hold
    @invariant()
    def turns_are_offered_only_to_their_device(self) -> None:
        for device in getattr(self, "devices", ()):
            for session in device.tabs:
                game = session.game
                if game is None or session.entry.game_id != self.game_id:
                    continue
                mover = game.names[game.current]
                if session.may_play():
                    assert mover in device.players, f"{device.players} offered {mover}'s turn"
                    assert session.cursor == len(session.moves), "a turn offered in the past"
                waiting = session.waiting_for()
                if session.moment(False, False) is Moment.WAITING:
                    latest = session.entry.record.replay()
                    assert waiting == latest.names[latest.current]
                    assert waiting not in device.players, f"{device.players} wait for {waiting}"
                    assert session.cursor == len(session.moves)

    @invariant()
    def a_recap_is_true(self) -> None:
        for device in getattr(self, "devices", ()):
            for session in device.tabs:
                game = session.game
                if game is None or not session.missed or not session.may_play():
                    continue
                assert session.missed == missed_since_last_turn(session.log, game.current)

    @invariant()
    def no_game_is_rolled_back_or_copied(self) -> None:
        devices = getattr(self, "devices", ())
        kept = []
        for device in devices:
            entry = device.tabs[0].store.get(self.game_id)
            moves = entry.record.moves if entry is not None else ()
            assert moves[: len(device.kept)] == device.kept, "a device's game was rolled back"
            device.kept = moves
            kept.append(moves)
            listed, _ = device.tabs[0].store.entries()
            assert len(listed) <= 1, "a second copy of the game"
        longest = max(kept, key=len, default=())
        assert all(longest[: len(moves)] == moves for moves in kept), "two games diverged"


TestLinkModel = LinkModel.TestCase
TestLinkModel.settings = settings(
    max_examples=examples(100),
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


# ---------------------------------------------------------------------- the defects
def cats_phone_after_her_first_turn() -> LinkModel:
    """The model after Cat's phone opened the first link and placed Cat's start town."""
    model = LinkModel()
    model.create()
    model.open_link(device=1, tab=0, link=0)
    model.play(device=1, tab=0, seed=0)
    return model


def test_a_reload_while_looking_back_never_offers_another_devices_turn():
    """Look back (or Undo), reload, ▶▶: the phone was offered Ben's turn."""
    model = cats_phone_after_her_first_turn()
    model.look_back(device=1, tab=0)
    model.reload_tab(device=1, tab=0)
    model.latest(device=1, tab=0)
    model.turns_are_offered_only_to_their_device()
    phone = model.devices[1].tabs[0]
    assert not phone.may_play() and phone.waiting_for() == "Ben"


def test_undo_while_waiting_only_looks_back_and_never_waits_for_this_devices_player():
    """Undo while waiting for Ben once said "Waiting for Cat" on Cat's phone."""
    model = cats_phone_after_her_first_turn()
    model.undo(device=1, tab=0)
    model.turns_are_offered_only_to_their_device()
    phone = model.devices[1].tabs[0]
    assert phone.moment(False, False) is Moment.HISTORY and phone.waiting_for() is None
    status = screen_view(phone, Moment.HISTORY, Text.load("en"))["status"]["text"]
    assert status == "Ben to play."  # who is to play now, not at the position looked at
    model.latest(device=1, tab=0)
    assert phone.waiting_for() == "Ben"


def test_i_am_someone_else_shows_what_that_player_missed():
    """A device that says it is the player it waited for is shown what that player missed
    since their last turn (it once said "nothing yet, you move first")."""
    model = cats_phone_after_her_first_turn()
    model.open_link(device=0, tab=0, link=len(model.links) - 1)
    desktop = model.devices[0].tabs[0]
    seed = 0
    while desktop.may_play():  # Ben's and Ann's towns, Ann's and Ben's turns: Cat's again
        desktop.play(desktop.game.random_move(random.Random(seed)))
        seed += 1
    model.links.append(encode_link(desktop.entry.record))
    phone = model.devices[1].tabs[0]
    phone.open_link(model.links[-1])
    desktop_waits = desktop.waiting_for()
    assert desktop_waits == "Cat"
    desktop.choose_players_here(("Cat",))  # "I am someone else": Cat, on the desktop
    assert desktop.may_play()
    missed = missed_since_last_turn(desktop.log, desktop.game.current)
    assert desktop.missed == missed and len(missed) >= 4  # at least two towns and two turns


def test_a_turn_of_this_devices_player_played_elsewhere_is_said_so():
    """Cat's phone played Ann's turn (it said it was Ann by mistake): Ann's desktop, opening
    that link, says Ann's turn was played on another device instead of taking it silently."""
    model = cats_phone_after_her_first_turn()
    desktop, phone = model.devices[0].tabs[0], model.devices[1].tabs[0]
    desktop.open_link(encode_link(phone.entry.record))
    seed = 0
    while desktop.may_play():  # Ben's and Ann's towns, Ann's and Ben's turns: Cat's again
        desktop.play(desktop.game.random_move(random.Random(seed)))
        seed += 1
    phone.open_link(encode_link(desktop.entry.record))
    phone.play(phone.game.random_move(random.Random(0)))  # Cat's turn
    phone.choose_players_here(("Ann",))  # "I am someone else": Ann, by mistake
    phone.play(phone.game.random_move(random.Random(1)))  # Ann's turn, on Cat's phone
    opened = desktop.open_link(encode_link(phone.entry.record))
    assert opened.played_for_us == ("Ann",)
    again = desktop.open_link(encode_link(phone.entry.record))
    assert again.played_for_us == ()  # told once: the desktop has that move now


def test_a_file_from_another_device_never_brings_that_devices_players():
    """The desktop (Ann and Ben) exports the game and Cat's phone imports the file: the phone
    is asked who plays there, and never plays the desktop's players (the model found this)."""
    model = LinkModel()
    model.create()
    desktop = model.devices[0].tabs[0]
    phone = model.devices[1].tabs[0]
    phone.open_file(exported_game(desktop.store.get(model.game_id), Progress()))
    assert phone.asks_who() and phone.players_here is None
    phone.choose_players_here(("Cat",))
    model.turns_are_offered_only_to_their_device()
    assert phone.may_play()  # Cat places the first town, on Cat's phone
