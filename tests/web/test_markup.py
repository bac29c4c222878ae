"""web/text/markup.py escapes exactly as the standard library's html.escape does."""

from __future__ import annotations

import html

from hypothesis import given
from hypothesis import strategies as st

from web.text.markup import escape

MARKUP = st.text(alphabet=st.sampled_from("<>&\"' aé\u00a0;#x"), max_size=30) | st.text()


@given(MARKUP, st.booleans())
def test_escape_matches_the_standard_library(text: str, quote: bool) -> None:
    assert escape(text, quote) == html.escape(text, quote)


def test_a_player_name_cannot_become_markup() -> None:
    assert escape('<img src=x onerror="alert(1)">') == (
        "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;"
    )
