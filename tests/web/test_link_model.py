"""Play by link, proven by a model: devices, tabs and links in any order (issues 47 and 57).

Each path of play by link was built and tested one at a time; the defects lived where they met
(look back, reload, come back: a device was offered another device's turn). This drives the
session layer as the page does, through a Hypothesis ``RuleBasedStateMachine``: three devices
(Ann and Ben share a desktop, Cat has a phone, and a tablet that never saw the game), each with
one or two tabs on one storage, a game of three people by link, and any sequence of: open any
link seen so far (older, newer, the same again), answer "which player are you?" (at once or
later: a dialog can be put off), play the turn offered, Undo, Redo, look back one move, look on
one move, go to the latest position, reload a tab, open a second tab, export the game and
import the file (on the same device or another, the tablet included), delete the game and open
the newest link again, "I am someone else" (the device answers again with its own players),
claim another device's player (Ben says he is Cat, and plays her turn: the links then
conflict), claim another device's player for one turn and then answer "Back to Ann?" (or keep
the seat), "just watch" on the import's question, "Continue with the game from the link" where
a link's line went further than the device's own (issue 68), and open the other copy a
conflicting link left in Saved games. A device's other
tabs hear each save, as the browser's storage event tells them. After every step it checks,
on every tab:

- a turn is offered only to a device that was told it plays that seat, in that copy of the
  game (by choosing it here), and only at the latest position;
- "Waiting for X" names a player this device was not told it plays, the one to move at the
  latest position;
- the screen shows the copy this device played: a conflicting link or file never takes it,
  and another copy is shown only when the device opened it on purpose;
- looking back never changes the game kept on the device (no move is taken back by looking);
- a player to move here who is shown what they missed is shown exactly the moves since their
  own last turn;
- "Back to X?" is offered only once the claimed turn is played (the device waits), and names
  exactly the players the device played before the claim; after "Continue with the game from
  the link" the game on screen is the link's line, with the device's players, and the moves
  the device had played are still kept, in a game of their own;
- no game is rolled back: what a device keeps only grows (save by "Continue with the game
  from the link", which keeps the older moves apart); and until someone claims another
  device's player, every device's game is a beginning of one and the same game (no second
  copy, since no two devices play one turn).

Each defect of issues 47 and 57 is a case this model finds on the commit before its fix (the
reload while looking back, Undo while waiting, the recap after "I am someone else"; a file
imported on a fresh device, a conflicting link taking the screen, a device showing a copy it
never played).
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from franchise import FranchiseOpened, IncomeCollected, Setup
from franchise.records import Record, new_game_id
from franchise.records.link import encode_link
from web.saves.progress import Progress, exported_game
from web.saves.store import SaveStore
from web.screens.log import recap_html
from web.screens.screen import screen_view
from web.session.history import missed_since_last_turn, missed_since_turns_of
from web.session.mode import Moment
from web.session.outcomes import Opened
from web.session.session import Session
from web.text.catalogue import Text

from ..depth import examples
from ..engine.positions import eager_game
from .memory_storage import NAMES, MemoryStorage

SETUP = Setup(("Ann", "Ben", "Cat"), first_player=0, seed=7)
#: Who plays on which device: Ann and Ben share the desktop, Cat has a phone; the tablet is
#: nobody's (it only ever imports a file: it must never play a turn it was not told is its).
DEVICES = (("Ann", "Ben"), ("Cat",), ())
DEVICE = st.integers(0, len(DEVICES) - 1)


class Device:
    """One device: its storage, its tabs (sessions on that storage), its players, and what
    it was told (by game id: each copy of the game is told apart)."""

    def __init__(self, players: tuple[str, ...]) -> None:
        self.players = players
        self.storage = MemoryStorage()
        self.clock = 1000.0
        self.tabs: list[Session] = [self.tab()]
        #: The longest game this device has kept so far (it may only grow).
        self.kept: tuple[str, ...] = ()
        #: The players this device said it plays, by game id (the answers given here).
        self.told: dict[str, tuple[str, ...]] = {}
        #: The copies of the game this device opened on purpose from Saved games.
        self.chosen: set[str] = set()
        #: The players this device played before it claimed a seat for one turn, by game id.
        self.before_claim: dict[str, tuple[str, ...]] = {}

    def tab(self) -> Session:
        return Session(SaveStore(self.storage, NAMES), self.now)

    def now(self) -> float:
        self.clock += 1
        return self.clock

    def says(self, session: Session, players: tuple[str, ...], for_turn: bool = False) -> None:
        """The device answers whom it plays in the game on ``session``'s screen (``for_turn``:
        claimed for one turn, "I am someone else")."""
        if session.entry is not None and session.by_link and players:
            game_id = session.entry.game_id
            before = self.told.get(game_id, ())
            if for_turn:
                session.claim_for_turn(players)
            else:
                session.choose_players_here(players)
            self.before_claim.pop(game_id, None)
            if for_turn and before and set(before) != set(players):
                self.before_claim[game_id] = before
            self.told[game_id] = players
            self.heard()

    def heard(self) -> None:
        """The other tabs hear a save (the storage event) at once."""
        for other in self.tabs:
            other.reload()


class LinkModel(RuleBasedStateMachine):
    """Three devices, their tabs, and the links between them."""

    @initialize()
    def create(self) -> None:
        self.devices = [Device(players) for players in DEVICES]
        desktop = self.devices[0].tabs[0]
        desktop.new_game(SETUP, True, {}, "Ann, Ben and Cat", here=DEVICES[0])
        self.game_id = desktop.entry.game_id
        self.devices[0].told[self.game_id] = DEVICES[0]
        self.links = [encode_link(desktop.entry.record)]
        #: Whether someone said they were another device's player (the game may fork then).
        self.crossed = False

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

    def lines_on(self, session: Session) -> set[str]:
        """The ids of the copies of the game kept where ``session`` runs."""
        return {self.game_id, *(copy.game_id for copy in session.store.copies_of(self.game_id))}

    def files_away(self, session: Session, opened: Opened | object, shown: str | None) -> None:
        """A link or a file that came in as a second copy leaves the copy on screen there."""
        if not isinstance(opened, Opened) or opened.copy is None or shown is None:
            return
        if shown in self.lines_on(session) and session.store.get(shown) is not None:
            assert session.entry.game_id == shown, "a conflicting link took the screen"

    @rule(device=DEVICE, tab=st.integers(0, 1), link=st.integers(0, 10**6))
    def open_link(self, device: int, tab: int, link: int) -> None:
        session = self.tab_of(device, tab)
        shown = session.entry.game_id if session.entry is not None else None
        opened = session.open_link(self.links[link % len(self.links)])
        self.files_away(session, opened, shown)

    @rule(device=DEVICE, tab=st.integers(0, 1))
    def answer_who(self, device: int, tab: int) -> None:
        """ "Which player are you?", answered (the page asks when a link or file brings a
        game this device does not know; the answer may come later)."""
        session = self.tab_of(device, tab)
        if session.asks_who():
            self.devices[device].says(session, self.devices[device].players)

    @rule(device=DEVICE, tab=st.integers(0, 1), seed=st.integers(0, 2**16))
    def play(self, device: int, tab: int, seed: int) -> None:
        session = self.tab_of(device, tab)
        if not session.may_play() or session.game is None:
            return
        session.play(session.game.random_move(random.Random(seed)))
        self.links.append(encode_link(session.entry.record))

    @rule(device=DEVICE, tab=st.integers(0, 1))
    def undo(self, device: int, tab: int) -> None:
        self.tab_of(device, tab).undo()

    @rule(device=DEVICE, tab=st.integers(0, 1))
    def redo(self, device: int, tab: int) -> None:
        self.tab_of(device, tab).redo()

    @rule(device=DEVICE, tab=st.integers(0, 1))
    def look_back(self, device: int, tab: int) -> None:
        session = self.tab_of(device, tab)
        session.go_to(session.cursor - 1, browse=True)

    @rule(device=DEVICE, tab=st.integers(0, 1))
    def look_on(self, device: int, tab: int) -> None:
        session = self.tab_of(device, tab)
        session.go_to(session.cursor + 1, browse=True)

    @rule(device=DEVICE, tab=st.integers(0, 1))
    def latest(self, device: int, tab: int) -> None:
        session = self.tab_of(device, tab)
        session.go_to(len(session.moves))

    @rule(device=DEVICE, tab=st.integers(0, 1))
    def reload_tab(self, device: int, tab: int) -> None:
        """The page reloads: a new session on the device's storage reopens the game."""
        tabs = self.devices[device].tabs
        fresh = self.devices[device].tab()
        if fresh.store.get(self.game_id) is not None:
            fresh.open_saved(self.game_id)
        tabs[tab % len(tabs)] = fresh

    @precondition(lambda self: any(len(device.tabs) == 1 for device in self.devices))
    @rule(device=DEVICE)
    def second_tab(self, device: int) -> None:
        chosen = self.devices[device]
        if len(chosen.tabs) == 1:
            tab = chosen.tab()
            if tab.store.get(self.game_id) is not None:
                tab.open_saved(self.game_id)
            chosen.tabs.append(tab)

    @rule(source=DEVICE, into=DEVICE)
    def export_and_import(self, source: int, into: int) -> None:
        """A device exports the game to a file and a device (itself or another) imports it."""
        exporter = self.tab_of(source, 0)
        entry = exporter.store.get(self.game_id)
        if entry is None:
            return
        importer = self.tab_of(into, 0)
        shown = importer.entry.game_id if importer.entry is not None else None
        opened = importer.open_file(exported_game(entry, Progress()))
        self.files_away(importer, opened, shown)

    @rule(device=DEVICE, tab=st.integers(0, 1))
    def delete_and_reopen(self, device: int, tab: int) -> None:
        """The game is deleted on a device, which then opens the newest link again."""
        session = self.tab_of(device, tab)
        session.delete(self.game_id)
        assert session.game is None or session.entry.game_id != self.game_id
        self.devices[device].kept = ()  # deleted on purpose: not a roll-back
        self.devices[device].told.pop(self.game_id, None)  # asked again when it comes back
        for other in self.devices[device].tabs:
            other.reload()
        session.open_link(self.links[-1])
        for other in self.devices[device].tabs:  # the storage event of the game filed again
            other.reload()

    @rule(device=DEVICE, tab=st.integers(0, 1))
    def someone_else(self, device: int, tab: int) -> None:
        """ "I am someone else on this device": the device answers with its players again."""
        session = self.tab_of(device, tab)
        if session.game is not None and session.moment(False, False) is Moment.WAITING:
            self.devices[device].says(session, self.devices[device].players)

    @rule(device=DEVICE, tab=st.integers(0, 1), seat=st.integers(0, 2))
    def claim_another(self, device: int, tab: int, seat: int) -> None:
        """ "I am someone else", naming a player of another device (Ben says he is Cat): the
        turns this device plays from now on may be played on that device too."""
        session = self.tab_of(device, tab)
        if session.game is not None and session.moment(False, False) is Moment.WAITING:
            name = SETUP.players[seat]
            self.crossed = self.crossed or name not in self.devices[device].players
            self.devices[device].says(session, (name,))

    @rule(device=DEVICE, tab=st.integers(0, 1), seat=st.integers(0, 2))
    def claim_for_one_turn(self, device: int, tab: int, seat: int) -> None:
        """ "I am someone else" for this turn only (Ann's desktop plays Cat's turn)."""
        session = self.tab_of(device, tab)
        if session.game is not None and session.moment(False, False) is Moment.WAITING:
            name = SETUP.players[seat]
            self.crossed = self.crossed or name not in self.devices[device].players
            self.devices[device].says(session, (name,), for_turn=True)

    @rule(device=DEVICE, tab=st.integers(0, 1), back=st.booleans())
    def back_to_own(self, device: int, tab: int, back: bool) -> None:
        """ "Back to Ann?" answered, once the claimed turn is played: back, or keep the seat."""
        session, chosen = self.tab_of(device, tab), self.devices[device]
        offered = session.back_to()
        if offered is None or session.entry is None:
            return
        game_id = session.entry.game_id
        assert session.moment(False, False) is Moment.WAITING, "asked before the turn was played"
        assert offered == chosen.before_claim[game_id], "offered back to the wrong players"
        session.go_back(back)
        claimed = chosen.before_claim.pop(game_id)
        if back:
            chosen.told[game_id] = claimed
        assert session.back_to() is None and session.players_here == chosen.told[game_id]
        chosen.heard()

    @rule(device=DEVICE, tab=st.integers(0, 1))
    def just_watch(self, device: int, tab: int) -> None:
        """The import's "Which player are you?" answered with "Just watch"."""
        session = self.tab_of(device, tab)
        if session.asks_who() and session.entry is not None:
            session.just_watch()
            self.devices[device].told[session.entry.game_id] = ()
            self.devices[device].heard()

    @rule(device=DEVICE, tab=st.integers(0, 1))
    def continue_from_link(self, device: int, tab: int) -> None:
        """ "Continue with the game from the link": the link's line, further along, is taken
        up; the device's own moves stay, in a game of their own."""
        session, chosen = self.tab_of(device, tab), self.devices[device]
        ahead = session.link_ahead()
        if ahead is None or session.entry is None:
            return
        here, own_moves = session.entry.players_here, session.entry.record.moves
        own = session.continue_from_link("own line")
        assert own is not None and own.record.moves == own_moves, "the device's moves were lost"
        assert session.entry.game_id == self.game_id and session.entry.copy_of is None
        assert session.entry.record.moves == ahead.record.moves
        assert session.entry.players_here == here and session.link_ahead() is None
        chosen.kept = ahead.record.moves  # taken up on purpose: not a roll-back
        chosen.chosen.discard(ahead.game_id)
        chosen.heard()

    @rule(device=DEVICE, tab=st.integers(0, 1), which=st.integers(0, 10))
    def open_other_copy(self, device: int, tab: int, which: int) -> None:
        """A copy kept beside the game (a conflicting link or file) opened from Saved games."""
        session = self.tab_of(device, tab)
        copies = session.store.copies_of(self.game_id)
        if copies:
            chosen = copies[which % len(copies)].game_id
            session.open_saved(chosen)
            self.devices[device].chosen.add(chosen)

    # ------------------------------------------------------------------ what must hold
    @invariant()
    def turns_are_offered_only_after_the_device_was_told(self) -> None:
        for device in getattr(self, "devices", ()):
            for session in device.tabs:
                game = session.game
                if game is None or not session.by_link:
                    continue
                told = device.told.get(session.entry.game_id, ())
                mover = game.names[game.current]
                if session.may_play():
                    assert mover in told, f"{told} offered {mover}'s turn"
                    assert session.cursor == len(session.moves), "a turn offered in the past"
                waiting = session.waiting_for()
                if session.moment(False, False) is Moment.WAITING:
                    latest = session.entry.record.replay()
                    assert waiting == latest.names[latest.current]
                    assert waiting not in told, f"{told} wait for {waiting}"
                    assert session.cursor == len(session.moves)

    @invariant()
    def the_screen_shows_the_copy_this_device_played(self) -> None:
        for device in getattr(self, "devices", ()):
            for session in device.tabs:
                entry = session.entry
                if entry is not None and entry.copy_of is not None:
                    assert entry.game_id in device.chosen, "another copy took the screen"

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
            assert self.crossed or len(listed) <= 1, "a second copy of the game"
        longest = max(kept, key=len, default=())
        if not getattr(self, "crossed", True):
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
    model.answer_who(device=1, tab=0)
    model.play(device=1, tab=0, seed=0)
    return model


def test_a_reload_while_looking_back_never_offers_another_devices_turn():
    """Look back (or Undo), reload, ▶▶: the phone was offered Ben's turn."""
    model = cats_phone_after_her_first_turn()
    model.look_back(device=1, tab=0)
    model.reload_tab(device=1, tab=0)
    model.latest(device=1, tab=0)
    model.turns_are_offered_only_after_the_device_was_told()
    phone = model.devices[1].tabs[0]
    assert not phone.may_play() and phone.waiting_for() == "Ben"


def test_undo_by_link_takes_nothing_back_and_a_look_back_stays_in_its_tab():
    """Undo while waiting for Ben once said "Waiting for Cat" on Cat's phone; then it only
    looked back, and moved the phone's other tab back too. By link nothing is taken back:
    Undo is off, the arrows look, and the other tab stays where the game is."""
    model = cats_phone_after_her_first_turn()
    model.second_tab(device=1)
    phone, other_tab = model.devices[1].tabs
    assert phone.undo_target() is None and not phone.undo() and phone.waiting_for() == "Ben"
    model.look_back(device=1, tab=0)
    model.turns_are_offered_only_after_the_device_was_told()
    assert phone.moment(False, False) is Moment.HISTORY and phone.waiting_for() is None
    status = screen_view(phone, Moment.HISTORY, Text.load("en"))["status"]["text"]
    assert status == "Ben to play."  # who is to play now, not at the position looked at
    other_tab.reload()
    assert other_tab.live and other_tab.waiting_for() == "Ben"
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
    model.devices[1].says(phone, ("Cat",))
    model.turns_are_offered_only_after_the_device_was_told()
    assert phone.may_play()  # Cat places the first town, on Cat's phone


def plays_on(session: Session, seed: int = 0) -> int:
    """Every turn offered on ``session`` in a row, with seeded random moves; the next seed."""
    while session.may_play():
        session.play(session.game.random_move(random.Random(seed)))
        seed += 1
    return seed


def test_a_file_imported_on_a_fresh_device_offers_no_turn_until_it_says_whom_it_plays():
    """Ann exports the game at Ben's turn and a fresh tablet imports the file: it offered Ben's
    turn to whoever held it (the model found this), and playing it forked the game."""
    model = cats_phone_after_her_first_turn()
    model.open_link(device=0, tab=0, link=len(model.links) - 1)
    model.export_and_import(source=0, into=2)
    tablet = model.devices[2].tabs[0]
    model.turns_are_offered_only_after_the_device_was_told()
    assert tablet.moment(False, False) is Moment.UNCLAIMED and tablet.asks_who()
    assert not tablet.may_play() and tablet.waiting_for() is None
    words = screen_view(tablet, Moment.UNCLAIMED, Text.load("en"))
    assert words["btn-end"]["hidden"] and not words["btn-who-plays"]["hidden"]
    assert words["prompt"]["text"] == "Ben is to play. Who plays on this device?"
    tablet.choose_players_here(("Ben",))  # Ben says so: now his turn is his here
    assert tablet.may_play()


def crossed_claim() -> tuple[LinkModel, Session, Session]:
    """Ben (on the desktop) says he is Cat and plays her turn; Cat plays it on her phone too,
    and Ann, told she is Ann and Ben again, plays on: the desktop's line and the phone's
    part at Cat's turn. The desktop and the phone, each at the latest of its own line."""
    model = cats_phone_after_her_first_turn()
    desktop, phone = model.devices[0].tabs[0], model.devices[1].tabs[0]
    desktop.open_link(encode_link(phone.entry.record))
    plays_on(desktop)  # Ben's and Ann's towns, Ann's and Ben's turns: Cat's again
    model.links.append(encode_link(desktop.entry.record))
    phone.open_link(model.links[-1])
    phone.play(phone.game.random_move(random.Random(1)))  # Cat's turn, on Cat's phone
    model.links.append(encode_link(phone.entry.record))
    model.claim_another(device=0, tab=0, seat=2)  # "I am someone else": Cat, on the desktop
    desktop.play(desktop.game.random_move(random.Random(2)))  # Cat's turn again, elsewhere
    model.links.append(encode_link(desktop.entry.record))
    return model, desktop, phone


def test_a_conflicting_link_never_takes_the_screen_nor_offers_a_turn_of_the_other_copy():
    """The desktop's line came back to Cat's turn; its link reached Cat's phone, which had
    played her turn its own way: the phone showed the desktop's copy and offered Cat's turn
    there (the model found this). Now the phone's own line stays on screen, the copy is kept
    and offered in words, and none of its turns is offered until the phone opens it and says."""
    model, desktop, phone = crossed_claim()
    model.devices[0].says(desktop, ("Ann", "Ben"))  # "I am someone else": Ann and Ben again
    plays_on(desktop, 3)  # Ann's and Ben's turns: Cat's again, on the desktop's line
    model.links.append(encode_link(desktop.entry.record))
    own = phone.entry.game_id
    model.open_link(device=1, tab=0, link=len(model.links) - 1)
    model.turns_are_offered_only_after_the_device_was_told()
    model.the_screen_shows_the_copy_this_device_played()
    assert phone.entry.game_id == own and phone.waiting_for() == "Ann"
    (copy,) = phone.store.copies_of(own)
    assert copy.players_here is None and copy.record.moves == desktop.entry.record.moves
    model.open_other_copy(device=1, tab=0, which=0)  # opened on purpose, from Saved games
    assert phone.entry.game_id == copy.game_id and phone.moment(False, False) is Moment.UNCLAIMED
    model.answer_who(device=1, tab=0)
    assert phone.may_play()  # Cat's turn in that copy, now that the phone said it is Cat's


def test_a_device_that_claimed_another_player_shows_whom_it_plays_and_keeps_its_line():
    """The desktop that said it is Cat gets the phone's link: it showed the phone's copy and
    "Waiting for Ann" with nothing saying it plays Cat there. Now it keeps its own line and
    says whom it plays."""
    model, desktop, _phone = crossed_claim()
    own = desktop.entry.game_id
    model.open_link(device=0, tab=0, link=len(model.links) - 2)  # the phone's line
    model.the_screen_shows_the_copy_this_device_played()
    assert desktop.entry.game_id == own and desktop.entry.players_here == ("Cat",)
    words = screen_view(desktop, desktop.moment(False, False), Text.load("en"))
    assert words["device-players"]["text"] == "You play Cat on this device."
    assert not words["device-players"]["hidden"]


def test_the_final_link_tells_a_device_what_its_players_missed_since_their_last_turn():
    """The device that ends the game offers the final link (``Played.final``), and the device
    that opens it is told what happened since its own players' last turn: the final link
    once gave no recap of the last moves (nobody is to move at the end)."""
    finished = eager_game(SETUP, seed=57)
    moves = finished.moves
    record = Record(SETUP, tuple(str(move) for move in moves[:-1]), new_game_id(), True)
    before = record.replay()
    ender = before.names[before.current]
    phone = Device(("Cat",)).tabs[0]
    phone.open_link(encode_link(record))
    phone.choose_players_here(("Cat",) if ender != "Cat" else ("Ann",))
    desktop = Device((ender,)).tabs[0]
    desktop.open_link(encode_link(record))
    desktop.choose_players_here((ender,))
    played = desktop.play(desktop.game.check(str(moves[-1])))
    assert played.final and desktop.final_link_wanted() and not played.hand_over
    phone.open_link(encode_link(desktop.entry.record))
    assert phone.game.is_over() and phone.missed
    seats = {seat.number for seat in phone.seats if seat.name in phone.players_here}
    assert phone.missed == missed_since_turns_of(phone.log, seats)
    assert phone.missed[-1].move == len(moves) - 1  # the last move is among the news


def test_a_links_recap_says_each_action_once():
    """A recap listed each increase twice (its cost, then each franchise it opened) and every
    turn's income: 10-19 lines on a phone. Now one line per action; a move that only took
    its income still says so."""
    game = eager_game(SETUP, seed=57, moves=12)
    cat = Device(("Cat",)).tabs[0]
    cat.open_link(encode_link(Record.of(game, new_game_id(), by_link=True)))
    cat.choose_players_here((game.names[game.current],))
    recap = recap_html(cat, Text.load("en"))
    assert recap.count("<li") < len(cat.missed)
    assert "adds 1 franchise in Chicago" in recap and "opens a franchise in Chicago" not in recap
    assert "collects $3 income" not in recap  # both moves did more than take their income
    actions = [e for e in cat.missed if not isinstance(e.event, IncomeCollected | FranchiseOpened)]
    assert recap.count("<li") == len(actions) == 8  # was 15: 4 franchises opened, 2 incomes


def check_all(model: LinkModel) -> None:
    model.turns_are_offered_only_after_the_device_was_told()
    model.the_screen_shows_the_copy_this_device_played()
    model.a_recap_is_true()
    model.no_game_is_rolled_back_or_copied()


def test_continue_with_the_game_from_the_link_takes_the_phone_to_the_desktops_line():
    """Issue 68: the phone kept its older copy and waited, though the desktop's link, further
    along, had moved on; getting to it took five steps. One rule of the model now does it,
    and every invariant holds after it."""
    model, desktop, phone = crossed_claim()
    model.devices[0].says(desktop, ("Ann", "Ben"))
    plays_on(desktop, 3)
    model.links.append(encode_link(desktop.entry.record))
    model.open_link(device=1, tab=0, link=len(model.links) - 1)
    check_all(model)
    assert phone.link_ahead() is not None
    model.continue_from_link(device=1, tab=0)
    check_all(model)
    assert phone.entry.record.moves == desktop.entry.record.moves
    assert phone.players_here == ("Cat",) and phone.may_play()  # Cat's turn, on the line
    listed, _ = phone.store.entries()
    assert len(listed) == 2  # the phone's own Cat turn is kept, as a game of its own


def test_a_turn_claimed_on_the_desktop_offers_back_to_ann_and_ben_once_played():
    model = cats_phone_after_her_first_turn()
    desktop = model.devices[0].tabs[0]
    desktop.open_link(model.links[-1])
    plays_on(desktop)  # up to Cat's turn: the desktop waits for Cat
    model.claim_for_one_turn(device=0, tab=0, seat=2)  # Cat plays her turn at the desk
    assert desktop.may_play() and desktop.back_to() is None
    desktop.play(desktop.game.random_move(random.Random(5)))
    check_all(model)
    assert desktop.back_to() == ("Ann", "Ben")
    model.back_to_own(device=0, tab=0, back=True)
    check_all(model)
    assert desktop.players_here == ("Ann", "Ben") and desktop.may_play()


def test_the_tablet_that_imports_the_game_may_just_watch_and_is_never_offered_a_turn():
    model = cats_phone_after_her_first_turn()
    model.export_and_import(source=1, into=2)
    tablet = model.devices[2].tabs[0]
    assert tablet.asks_who()
    model.just_watch(device=2, tab=0)
    check_all(model)
    assert not tablet.may_play() and tablet.players_here == () and not tablet.asks_who()
