"""Two browser contexts as two devices playing by link (issue 33): each device plays only its
own player, so no link, old or repeated, ever offers the other player's turn there."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from .test_saves_and_links import play
from .ui import open_page, start_game, wait_idle


def waits_for(page: Page, player: str) -> None:
    """The device shows the waiting screen for ``player``: no turn controls, no turn dialog."""
    expect(page.locator("body")).to_have_attribute("data-waiting-for", player)
    wait_idle(page)
    assert "Waiting for " + player in page.inner_text("#prompt")
    assert not page.is_visible("#btn-end") and not page.is_visible("#btn-play-here")
    assert not page.is_visible("#dlg-since") and not page.is_visible("#btn-hint:enabled")
    assert page.is_visible("#btn-send-again")


def jan_places_first(sam: Page, jan: Page, site_url: str) -> None:
    """Sam's device creates a game by link; Jan's device (``other_device``) opens the first
    link, says it is Jan and places Jan's start town; Sam's device opens that link, Sam to
    place."""
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
    jan.click("#dlg-who [data-device-player='Jan']")
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
    expect(jan.locator("body")).not_to_have_attribute("data-waiting-for", "Jan")
    assert jan.evaluate("document.body.hasAttribute('data-waiting-for')") is False
    jan.click("#btn-close-since")
    expect(jan.locator("#btn-end")).to_be_visible()


def test_i_am_someone_else_changes_the_player_of_this_device(page: Page, site_url: str):
    open_page(page, site_url)
    start_game(page, ["Sam", "Jan"], by_link=True)
    page.click("#btn-close-pass")
    waits_for(page, "Jan")
    page.click("#btn-someone-else")
    expect(page.locator("#dlg-who")).to_be_visible()
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
    phone.select_option("#language", "fr")
    opens(phone, first)
    expect(phone.locator("#who-title")).to_have_text("Quel joueur êtes-vous ?")
    phone.click("#dlg-who [data-device-player='Sam']")  # the wrong player, by mistake
    expect(phone.locator("body")).to_have_attribute("data-waiting-for", "Jan")
    assert "En attente de Jan" in phone.inner_text("#prompt")
    assert phone.inner_text("#btn-someone-else") == "Je suis quelqu'un d'autre sur cet appareil"
    phone.click("#btn-someone-else")
    phone.click("#dlg-who [data-device-player='Jan']")
    expect(phone.locator("#dlg-since")).to_be_visible()
    assert phone.evaluate("document.body.hasAttribute('data-waiting-for')") is False
