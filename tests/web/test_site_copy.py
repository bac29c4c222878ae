"""A copy of the site on its host (issue 66): its storage keys are its own, and what the
service worker tells is said in the player's words, the new version kept out of a drafted
turn."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from franchise import Setup
from web.page.site_copy import SiteCopy, SiteNews
from web.saves.storage import folder_of, own_keys, stored_key
from web.saves.store import SaveStore
from web.screens.kinds import Notice
from web.session.session import Session
from web.text.catalogue import Text
from web.text.story import game_names

from .fake_page import FakePage
from .memory_storage import MemoryStorage

folders = st.sampled_from(["/", "/club/games/franchise/", "/club/games/franchise-test/", "/a/"])
keys = st.sampled_from(["franchise:game:0a1b", "franchise.language", "franchise:draft:0a1b"])


@given(folders, folders, keys)
def test_two_copies_never_share_a_key_and_each_reads_back_its_own(one: str, two: str, key: str):
    stored = [stored_key(key, one)]
    assert own_keys(stored, one) == [key]
    if one != two:
        assert own_keys(stored, two) == []
        assert stored_key(key, one) != stored_key(key, two)


def test_the_root_keeps_the_keys_it_always_had_and_a_folder_is_the_page_s_own():
    assert stored_key("franchise.language", "/") == "franchise.language"
    assert folder_of("/club/games/franchise/") == "/club/games/franchise/"
    assert folder_of("/club/games/franchise/index.html") == "/club/games/franchise/"
    assert folder_of("/") == "/"


def page() -> tuple[FakePage, SiteCopy]:
    session = Session(SaveStore(MemoryStorage(), game_names(Text.load("en"))), lambda: 5.0)
    fake = FakePage(session)
    fake.begin(Setup(("Ann", "Bob"), seed=1), False, {})
    return fake, SiteCopy(fake)


def test_a_new_version_waits_for_a_drafted_turn_to_be_played_or_cleared():
    fake, site = page()
    assert site.view(fake.text)["update-bar"] == {"hidden": True}
    site.heard(SiteNews.UPDATE)
    shown = site.view(fake.text)
    assert not shown["update-bar"]["hidden"]
    assert shown["update-text"]["text"] == (
        "A new version of the game is ready. Your saved games stay."
    )
    assert shown["btn-update"]["text"] == "Reload"
    session = fake.session
    while session.game.state.phase.value != "turn":  # the start towns
        session.play(session.game.legal_moves()[0])
    target = next(iter(session.draft.targets()))
    session.click(target)
    assert site.view(fake.text)["update-bar"]["hidden"]  # never in the middle of a turn
    session.clear_draft()
    assert not site.view(fake.text)["update-bar"]["hidden"]


def test_offline_and_no_room_are_said_once_in_the_players_words():
    fake, site = page()
    site.heard(SiteNews.OFFLINE)
    site.heard(SiteNews.NO_ROOM)
    (offline, info), (no_room, warning) = fake.messages.notified
    assert (info, warning) == (Notice.INFO, Notice.WARNING)
    assert offline(fake.text) == "This device can now play the game offline."
    assert "too little free storage" in no_room(fake.text)
    assert no_room(Text.load("fr")).startswith("Cet appareil")
    site.heard(None)
    assert len(fake.messages.notified) == 2
