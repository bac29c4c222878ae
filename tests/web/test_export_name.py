"""The exported file's name keeps the letters of every script (issue 68: "Chloé" lost its
"é", the file was "...-chlo.json")."""

from __future__ import annotations

import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from web.saves.naming import export_file_name
from web.text.catalogue import Text


def test_accented_and_other_scripts_stay_in_the_file_name():
    assert export_file_name("Alice vs Ben vs Chloé") == "franchise-alice-vs-ben-vs-chloé.json"
    decomposed = unicodedata.normalize("NFD", "Chloé")  # as some keyboards type it
    assert export_file_name(decomposed) == "franchise-chloé.json"
    assert export_file_name("Jürgen gegen Zoë") == "franchise-jürgen-gegen-zoë.json"
    assert export_file_name("李雷 vs Ann") == "franchise-李雷-vs-ann.json"
    assert export_file_name("*** / ***") == "franchise-game.json"


@given(st.text(max_size=60))
def test_a_file_name_has_no_separators_and_keeps_every_letter_it_has_room_for(name):
    file_name = export_file_name(name)
    slug = file_name.removeprefix("franchise-").removesuffix(".json")
    assert slug and not slug.startswith("-") and not slug.endswith("-") and len(slug) <= 40
    assert all(c.isalnum() or c == "-" for c in slug)  # no / \ : * ? " < > | or spaces
    kept = [c for c in unicodedata.normalize("NFC", name).lower() if c.isalnum()]
    if len("-".join(kept)) <= 40 and kept:
        assert slug.replace("-", "") == "".join(kept)


def test_the_french_tie_sentence_agrees_whoever_won_it():
    """ "Chloé, arrivé le premier": the participle agreed with no one. It agrees with the
    franchise now, which is feminine whoever owns it."""
    said = Text.load("fr").count("event.city.tie", 2, city="Chicago", player="Chloé")
    assert "arrivé " not in said and "dont la franchise est arrivée la première" in said
