"""Two browser contexts as two devices playing by link (issue 33): each device plays only its
own player, so no link, old or repeated, ever offers the other player's turn there."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from franchise import Game, Setup
from franchise.records.link import encode_link
from franchise.records.record import Record, new_game_id
from web.saves.entry import SaveEntry

from ..engine.positions import eager_game
from .conftest import Sized
from .test_saves_and_links import play
from .ui import choose_language, open_page, play_moves, snapshot, start_game, wait_idle


def waits_for(page: Page, player: str) -> None:
    """The device shows the waiting screen for ``player``: no turn controls, no turn dialog."""
    expect(page.locator("body")).to_have_attribute("data-waiting-for", player)
    wait_idle(page)
    assert "Waiting for " + player in page.inner_text("#prompt")
    assert not page.is_visible("#btn-end") and not page.is_visible("#btn-who-plays")
    assert not page.is_visible("#dlg-since") and not page.is_visible("#btn-hint:enabled")
    assert page.is_visible("#btn-send-again")


def jan_sends_her_first_town(sam: Page, jan: Page, site_url: str) -> str:
    """Sam's device creates a game by link; Jan's device (``other_device``) opens the first
    link, says it is Jan and places Jan's start town. Returns the link Jan sends Sam."""
    open_page(sam, site_url)
    start_game(sam, ["Sam", "Jan"], by_link=True)
    first = sam.input_value("#pass-link")
    sam.click("#btn-close-pass")
    open_page(jan, first)
    jan.click("#dlg-who [data-device-player='Jan']")
    jan.click("#btn-close-since")
    play(jan, ["start raleigh"])
    second = jan.input_value("#pass-link")
    jan.click("#btn-close-pass")
    return second


def jan_places_first(sam: Page, jan: Page, site_url: str) -> None:
    """``jan_sends_her_first_town``; Sam's device opens that link, Sam to place."""
    second = jan_sends_her_first_town(sam, jan, site_url)
    opens(sam, second)
    sam.click("#btn-close-since")


def opens(page: Page, link: str) -> None:
    page.goto(link)
    page.wait_for_selector("body[data-ready='1']")
    wait_idle(page)


def test_old_and_repeated_links_never_offer_the_other_players_turn(
    page: Page, other_device: Page, site_url: str
):
    ann = page
    open_page(ann, site_url)
    start_game(ann, ["Sam", "Jan"], by_link=True)
    first = ann.input_value("#pass-link")
    ann.click("#btn-close-pass")
    waits_for(ann, "Jan")  # the creating device plays Sam; Jan places first

    jan = other_device
    open_page(jan, first)
    buttons = jan.locator("#dlg-who [data-device-player]")
    assert buttons.evaluate_all("bs => bs.map(b => b.dataset.devicePlayer)") == ["Sam", "Jan"]
    # The question opens on the player the link was sent to (Jan places first), not Sam.
    assert jan.evaluate("document.activeElement.dataset.devicePlayer") == "Jan"
    jan.click("#dlg-who [data-device-player='Jan']")
    expect(jan.locator("#since-list")).to_have_text("Nothing yet: you move first.")
    expect(jan.locator("#since-intro")).to_be_hidden()  # no "last turn" before the first
    jan.click("#btn-close-since")
    play(jan, ["start raleigh"])
    second = jan.input_value("#pass-link")
    jan.click("#btn-close-pass")
    waits_for(jan, "Sam")

    opens(ann, second)
    ann.click("#btn-close-since")
    play(ann, ["start pueblo", ">phoenix"])
    third = ann.input_value("#pass-link")
    ann.click("#btn-close-pass")
    waits_for(ann, "Jan")
    for link in (second, first, third, second):  # older, older still, the same, older
        opens(ann, link)
        waits_for(ann, "Jan")

    for link in (first, second, second):  # older, the same, the same again
        opens(jan, link)
        waits_for(jan, "Sam")
    jan.click("#btn-send-again")  # the waiting screen sends the link again
    expect(jan.locator("#pass-title")).to_contain_text("Send the link to Sam")
    assert jan.input_value("#pass-link").endswith(second.split("#")[1])
    jan.click("#btn-close-pass")

    opens(jan, third)  # a newer position for this device's player opens its turn
    expect(jan.locator("#dlg-since")).to_be_visible()
    expect(jan.locator("#since-intro")).to_have_text("Since your last turn:")
    expect(jan.locator("body")).not_to_have_attribute("data-waiting-for", "Jan")
    assert jan.evaluate("document.body.hasAttribute('data-waiting-for')") is False
    jan.click("#btn-close-since")
    expect(jan.locator("#btn-end")).to_be_visible()


def test_i_am_someone_else_changes_the_player_of_this_device(page: Page, site_url: str):
    open_page(page, site_url)
    # A browser with a share sheet (a phone's): the link goes through it first.
    page.evaluate(
        "Object.defineProperty(navigator, 'share', {configurable: true,"
        " value: async (data) => { window.franchiseShared = data.url; }})"
    )
    start_game(page, ["Sam", "Jan"], by_link=True)
    expect(page.locator("#btn-share-sheet")).to_have_class("primary")
    expect(page.locator("#btn-copy-link")).not_to_have_class("primary")
    page.click("#btn-share-sheet")
    page.wait_for_function("window.franchiseShared !== undefined")
    assert page.evaluate("window.franchiseShared") == page.input_value("#pass-link")
    page.click("#btn-close-pass")
    waits_for(page, "Jan")
    expect(page.locator("#device-players")).to_have_text("You play Sam on this device.")
    page.click("#btn-someone-else")
    expect(page.locator("#dlg-who")).to_be_visible()
    # Saying so warns that the other person may be playing on a device of their own.
    expect(page.locator("#who-text")).to_contain_text("makes two versions of the game")
    page.click("#btn-who-cancel")  # changing asks first: cancelled, nothing changes
    waits_for(page, "Jan")
    page.click("#btn-someone-else")
    page.click("#dlg-who [data-device-player='Jan']")
    page.click("#btn-close-since")  # now Jan's turn comes to this device
    expect(page.locator("#btn-end")).to_be_hidden()  # start towns are placed by a click
    assert page.evaluate("document.body.hasAttribute('data-waiting-for')") is False
    play(page, ["start raleigh"])
    assert "Send the link to Sam" in page.inner_text("#pass-title")
    page.click("#btn-close-pass")
    waits_for(page, "Sam")
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    waits_for(page, "Sam")  # kept with the game on this device


def test_a_tab_that_hears_of_a_newer_position_waits_as_well(
    page: Page, other_device: Page, site_url: str
):
    ann, jan = page, other_device
    jan_places_first(ann, jan, site_url)
    play(ann, ["start pueblo", ">phoenix"])
    third = ann.input_value("#pass-link")

    other_tab = jan.context.new_page()  # a phone opens each chat link in a new tab
    opens(other_tab, third)
    assert not other_tab.is_visible("#dlg-who")  # this device answered once, for the game
    other_tab.click("#btn-close-since")
    play(other_tab, [">charleston"])
    other_tab.click("#btn-close-pass")
    waits_for(other_tab, "Sam")
    expect(jan.locator("#notice")).to_contain_text("Another tab played on")
    waits_for(jan, "Sam")  # the first tab follows, and offers Sam's turn no more than this one


def test_a_french_phone_is_asked_in_french_and_waits_in_french(
    page: Page, other_device: Page, site_url: str
):
    open_page(page, site_url)
    start_game(page, ["Sam", "Jan"], by_link=True)
    first = page.input_value("#pass-link")
    phone = other_device
    phone.set_viewport_size({"width": 390, "height": 844})
    open_page(phone, site_url)
    choose_language(phone, "fr")
    opens(phone, first)
    expect(phone.locator("#who-title")).to_have_text("Quel joueur êtes-vous\u202f?")
    phone.click("#dlg-who [data-device-player='Sam']")  # the wrong player, by mistake
    expect(phone.locator("body")).to_have_attribute("data-waiting-for", "Jan")
    assert "En attente de Jan" in phone.inner_text("#prompt")
    # The waiting line stays in view on a phone, in the dock, whatever is scrolled.
    phone.mouse.wheel(0, 2000)
    expect(phone.locator("#dock-status")).to_contain_text("En attente de Jan")
    expect(phone.locator("#dock-status")).to_be_in_viewport(ratio=1)
    expect(phone.locator("#device-players")).to_have_text("Sur cet appareil, vous êtes Sam.")
    assert phone.inner_text("#btn-someone-else") == "Je suis quelqu’un d’autre sur cet appareil"
    phone.click("#btn-someone-else")
    phone.click("#dlg-who [data-device-player='Jan']")
    expect(phone.locator("#dlg-since")).to_be_visible()
    assert phone.evaluate("document.body.hasAttribute('data-waiting-for')") is False


def test_looking_back_undo_and_a_reload_never_offer_the_other_devices_turn(
    page: Page, other_device: Page, site_url: str
):
    """Jan's phone, waiting for Sam: Undo is off (it once waited for Jan there, then only
    looked back); ◀ looks, and ▶▶ or a reload come back to waiting for Sam (they once offered
    Sam's turn): a look by link is the tab's own, never saved."""
    sam, jan = page, other_device
    jan_sends_her_first_town(sam, jan, site_url)
    waits_for(jan, "Sam")
    expect(jan.locator("#hist-back")).to_be_disabled()  # by link, nothing is taken back
    jan.click("#hist-step-back")  # ◀ while waiting: looks at the position before Jan's town
    wait_idle(jan)
    assert jan.evaluate("document.body.hasAttribute('data-waiting-for')") is False
    assert "Waiting for" not in jan.inner_text("#prompt")
    assert not jan.is_visible("#btn-end") and not jan.is_visible("#btn-send-again")
    jan.click("#hist-last")
    waits_for(jan, "Sam")
    jan.click("#hist-step-back")  # ◀, then a reload while looking back
    wait_idle(jan)
    jan.reload()
    jan.wait_for_selector("body[data-ready='1']")
    waits_for(jan, "Sam")
    assert not jan.is_visible("#btn-end")


def test_the_end_of_a_link_game_sends_the_final_link_to_the_other_device(
    page: Page, other_device: Page, site_url: str
):
    """The last move of a game by link is made on one device: its final scores offer the
    final link, and the other device that opens it sees the final scores (it once waited for
    ever)."""
    names = ("Sam", "Jan")
    finished = eager_game(Setup(names, seed=5, first_player=0), seed=5)
    last = finished.moves[-1]
    before = Game.replay(finished.setup, finished.moves[:-1])
    record = Record.of(before, new_game_id(), by_link=True)
    mover = before.names[before.current]
    other = names[1 - names.index(mover)]
    ends, waits = page, other_device
    opens(ends, site_url + "#" + encode_link(record))
    ends.click(f"#dlg-who [data-device-player='{mover}']")
    if ends.is_visible("#dlg-since"):
        ends.click("#btn-close-since")
    play_moves(ends, before, [str(last)])
    # The last turn's link is offered as every turn's is: over the final scores.
    expect(ends.locator("#pass-title")).to_have_text("The game is over: send the final link")
    final = ends.input_value("#pass-link")
    ends.click("#btn-close-pass")
    expect(ends.locator("#dlg-over")).to_be_visible()
    expect(ends.locator("#dlg-over #btn-final-link")).to_be_visible()  # first, not fourth
    ends.click("#btn-close-over")
    expect(ends.locator("#btn-send-final")).to_be_visible()  # and still at hand in the dock
    opens(waits, site_url + "#" + encode_link(record))  # the other device, before the end
    waits.click(f"#dlg-who [data-device-player='{other}']")
    waits_for(waits, mover)
    opens(waits, final)
    expect(waits.locator("#dlg-over")).to_be_visible()  # the final scores, not waiting
    assert waits.evaluate("document.body.hasAttribute('data-waiting-for')") is False
    # What happened since this device's last turn: the last move at least.
    expect(waits.locator("#final-since")).to_be_visible()
    expect(waits.locator("#final-since-list li").first).to_be_visible()


def test_a_file_imported_on_a_fresh_device_asks_whom_it_plays_before_any_turn(
    page: Page, site_url: str
):
    """Ann's device exports the game at Ben's turn and a tablet that never saw it imports the
    file: it once offered Ben's turn to whoever held it (and playing it forked the game). Now
    it asks, offers no turn before the answer, and then says whom it plays."""
    game = eager_game(Setup(("Ann", "Ben", "Cat"), seed=7, first_player=0), seed=57, moves=4)
    mover = game.names[game.current]
    record = Record.of(game, new_game_id(), by_link=True)
    # The file carries the exporting device's answer, which is that device's alone.
    entry = SaveEntry(record, "Ann, Ben and Cat", 1.0, 1.0, players_here=("Ann",))
    open_page(page, site_url)
    page.set_input_files(
        "#file-import",
        files=[
            {"name": "ann.json", "mimeType": "application/json", "buffer": entry.to_json().encode()}
        ],
    )
    expect(page.locator("#dlg-who")).to_be_visible()
    expect(page.locator("#prompt")).to_have_text(f"{mover} is to play. Who plays on this device?")
    assert not page.is_visible("#btn-end") and page.is_visible("#btn-who-plays")
    assert not page.is_visible("#device-players")
    page.click(f"#dlg-who [data-device-player='{mover}']")
    if page.is_visible("#dlg-since"):
        page.click("#btn-close-since")
    expect(page.locator("#device-players")).to_have_text(f"You play {mover} on this device.")
    expect(page.locator("#btn-end")).to_be_visible()
    assert not page.is_visible("#btn-who-plays")


THREE = Setup(("Alice", "Ben", "Chloé"), seed=3, first_player=0)


def by_link(game: Game) -> str:
    return encode_link(Record.of(game, new_game_id(), by_link=True))


def test_a_seat_claimed_for_a_turn_asks_back_to_alice_and_goes_back(page: Page, site_url: str):
    """Issue 68: after Alice played Chloé's turn on her desktop it stayed Chloé, waiting for
    Alice, with nothing offered to switch back."""
    open_page(page, f"{site_url}#{by_link(Game(THREE))}")
    page.click("#dlg-who [data-device-player='Alice']")
    waits_for(page, "Chloé")  # Chloé places first, on her own device
    page.click("#btn-someone-else")
    assert page.is_visible("#who-for-good") and not page.is_checked("#who-for-good-box")
    page.click("#dlg-who [data-device-player='Chloé']")
    if page.is_visible("#btn-close-since"):
        page.click("#btn-close-since")
    expect(page.locator("#back-to")).to_be_hidden()  # not before the turn is played
    play(page, ["start raleigh"])
    page.click("#btn-close-pass")
    waits_for(page, "Ben")
    expect(page.locator("#back-to-question")).to_contain_text("Back to Alice on this device?")
    page.click("#btn-back-to")
    expect(page.locator("#back-to")).to_be_hidden()
    expect(page.locator("#device-players")).to_have_text("You play Alice on this device.")


def test_a_link_further_along_is_taken_up_with_one_button(page_at: Sized, site_url: str):
    """Issue 68: two devices both played a move; the link's line went on, and this device
    kept its older copy, waiting. One button now takes up the link's line."""
    page = page_at(390, 844)
    shared = eager_game(THREE, 4, 12)
    ours, theirs = shared.clone(), shared.clone()
    ours.apply(shared.legal_moves()[0])
    theirs.apply(shared.legal_moves()[-1])
    theirs.apply(theirs.legal_moves()[0])
    mover = shared.names[shared.current]
    me = next(name for name in THREE.players if name != mover)
    game_id = new_game_id()
    open_page(page, f"{site_url}#{encode_link(Record.of(ours, game_id, True))}")
    page.click(f"#dlg-who [data-device-player='{me}']")
    if page.is_visible("#btn-close-since"):
        page.click("#btn-close-since")
    opens(page, f"{site_url}#{encode_link(Record.of(theirs, game_id, True))}")
    expect(page.locator("#notice")).to_contain_text("comes from the device that played")
    page.click("#btn-continue-link")
    expect(page.locator("#notice")).to_contain_text("You continue with the game from the link")
    expect(page.locator("#btn-continue-link")).to_be_hidden()
    assert snapshot(page)["moves"] == [str(move) for move in theirs.moves]
