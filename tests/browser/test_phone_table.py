"""A turn played on a phone without scrolling (issue 32): every value of a player card on its
label's line, "End turn" and the running total in view while the map is, on a phone and at the
usual desktop sizes, in every language."""

from __future__ import annotations

import pytest

from web.text.catalogue import Text

from .conftest import Sized, first_visit
from .test_fits import default_names, open_by_link

LANGUAGES = ["en", "de", "fr"]
PHONE = (390, 844)

#: The values of player cards whose text's vertical centre lies outside their label's text
#: (a label's lines, not the button around them, which is taller on a phone).
OFF_THEIR_LINE = """() => {
  const textBox = element => {
    const boxes = [], walk = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    while (walk.nextNode()) {
      if (!walk.currentNode.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(walk.currentNode);
      boxes.push(...range.getClientRects());
    }
    return {top: Math.min(...boxes.map(b => b.top)), bottom: Math.max(...boxes.map(b => b.bottom))};
  };
  const found = [];
  for (const card of document.querySelectorAll('#players .player'))
    for (const value of card.querySelectorAll('dd')) {
      const label = textBox(value.previousElementSibling), figure = textBox(value);
      const centre = (figure.top + figure.bottom) / 2;
      if (centre < label.top - 0.5 || centre > label.bottom + 0.5)
        found.push(`${card.dataset.seat} ${value.dataset.stat}: ${Math.round(centre - label.top)}`);
    }
  return found;
}"""


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width,height", [PHONE, (1366, 800)])
def test_every_value_of_a_card_sits_on_its_labels_line(
    page_at: Sized, site_url: str, width: int, height: int, language: str
):
    page = page_at(width, height)
    first_visit(page, f"{site_url}?lang={language}")
    text = Text.load(language)
    off = {}
    for players in range(2, 6):
        open_by_link(page, default_names(players, text), moves=4 * players)
        off[players] = page.evaluate(OFF_THEIR_LINE)
    assert {players: found for players, found in off.items() if found} == {}
