"""Every sentence of the page, in every language, set as its proofreader would set it.

The rules are tools/harness/typography.py's (French no-break spaces before : ; ! ? and inside
« », a number held to its unit, one apostrophe, each language's quotation marks) and each
language's glossary of its edition's words. They read the catalogues and the rules' prose as
they are, so a string added later is held to them too.
"""

from __future__ import annotations

import pytest

from tools.harness.typography import NNBSP, Fault, faults, faults_in
from web.text.catalogue import LANGUAGES, Text


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_sentence_of_the_page_is_set_in_its_language_s_typography(language):
    found = [f"{f.where}: {f.fault.value}: {f.excerpt!r}" for f in faults((language,))]
    assert not found, "\n".join(found)


@pytest.mark.parametrize(
    ("language", "text", "fault"),
    [
        ("fr", "Franchise : le jeu", Fault.SPACE_BEFORE_MARK),
        ("fr", "Problèmes: 3", Fault.SPACE_BEFORE_MARK),
        ("fr", "Contre « moyen »", Fault.GUILLEMETS),
        ("fr", "Gagner 10 $", Fault.UNIT),
        ("fr", "1$", Fault.UNIT),
        ("fr", "{chance} % de chances", Fault.UNIT),
        ("fr", "l'argent", Fault.APOSTROPHE),
        ("fr", "une liaison coûte 3 $", Fault.GLOSSARY),
        ("fr", "la métropole est décomptée", Fault.GLOSSARY),
        ("fr", "4 PI par tuile", Fault.GLOSSARY),
        ("de", "Zug beenden : jetzt", Fault.SPACE_BEFORE_MARK),
        ("de", 'Drück "Zug beenden"', Fault.QUOTES),
        ("de", "72 % der Plätze", Fault.UNIT),
        ("de", "die Verbindung kostet", Fault.GLOSSARY),
        ("en", "End turn ?", Fault.SPACE_BEFORE_MARK),
        ("en", "don't", Fault.APOSTROPHE),
        ("en", "Take « 10 »", Fault.QUOTES),
    ],
)
def test_a_proofreader_s_fault_is_found(language, text, fault):
    assert fault in {kind for kind, _ in faults_in(language, text)}


@pytest.mark.parametrize(
    ("language", "text"),
    [
        (
            "fr",
            f"Franchise{NNBSP}: le jeu{NNBSP}! « x »".replace("« ", f"«{NNBSP}").replace(
                " »", f"{NNBSP}»"
            ),
        ),
        ("fr", "Gagner 10\u00a0$ (1\u00a0/\u00a0$), ?lang=fr, https://example.org, 10:30"),
        ("fr", "Le décompte final"),
        ("de", "Drück „Zug beenden“: 72\u00a0% der Plätze, 10\u00a0$"),
        ("en", "Take $10: it’s “yours”, 72% of games."),
    ],
)
def test_well_set_text_has_no_fault(language, text):
    assert list(faults_in(language, text)) == []


def test_money_counts_and_percentages_are_held_to_their_unit_when_filled_in():
    """The templates are checked with their placeholders; what fills them comes from the
    language's own ``format.*`` keys, held to the same rules."""
    french, german = Text.load("fr"), Text.load("de")
    for text in (french, german):
        assert list(faults_in(text.language, text.money(10))) == []
    said = french("puzzle.answer-shown", best="42")
    assert "42\u00a0%" in said or f"42{NNBSP}%" in said
