"""web/text/markup.py: markup built as element trees, escaped by construction, and its
``escape`` exactly the standard library's ``html.escape``."""

from __future__ import annotations

import enum
import html
import xml.etree.ElementTree as ET

from hypothesis import given
from hypothesis import strategies as st

from web.text.markup import escape, render, sub, tag

MARKUP = st.text(alphabet=st.sampled_from("<>&\"' aé\u00a0;#x"), max_size=30) | st.text()


@given(MARKUP, st.booleans())
def test_escape_matches_the_standard_library(text: str, quote: bool) -> None:
    assert escape(text, quote) == html.escape(text, quote)


def test_a_player_name_cannot_become_markup() -> None:
    assert escape('<img src=x onerror="alert(1)">') == (
        "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;"
    )


class Kind(enum.StrEnum):
    OPEN = "open"


#: Text XML can carry as it is (no control characters, which it forbids or normalises).
SHOWN = st.text(st.characters(blacklist_categories=("Cs", "Cc")))


@given(SHOWN)
def test_text_and_attribute_values_are_always_escaped(words: str) -> None:
    svg = tag("svg", {"aria-label": words}, tag("text", None, words))
    parsed = ET.fromstring(render(svg))
    assert parsed.get("aria-label") == words
    assert (parsed[0].text or "") == words


def test_attributes_take_words_numbers_enums_flags_and_class_lists() -> None:
    button = tag(
        "button",
        {
            "class": ("bonus", None, "dear"),
            "data-action": Kind.OPEN,
            "x": 1.5,
            "disabled": True,
            "hidden": False,
            "title": None,
        },
        "Bob & <co>",
    )
    written = '<button class="bonus dear" data-action="open" x="1.5" disabled>'
    assert render(button) == written + "Bob &amp; &lt;co&gt;</button>"


def test_void_elements_have_no_end_tag_and_empty_shapes_close_themselves() -> None:
    row = tag("div", None, tag("input", {"value": "a"}), tag("span"), [tag("path", {"d": "M0"})])
    assert render(row) == '<div><input value="a"><span></span><path d="M0"/></div>'


def test_trees_grow_top_down_and_children_spread_from_lists() -> None:
    svg = tag("svg")
    group = sub(svg, "g", {"class": "lines"})
    sub(group, "text", None, "1")
    items = tag("ul", None, (tag("li", None, str(n)) for n in range(2)), None)
    assert render(svg, items) == (
        '<svg><g class="lines"><text>1</text></g></svg><ul><li>0</li><li>1</li></ul>'
    )
