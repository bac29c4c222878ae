"""Every sentence of the page, in every language, set as its proofreader would set it.

The rules are tools/harness/typography.py's (French no-break spaces before : ; ! ? and inside
« », a number held to its unit, one apostrophe, each language's quotation marks) and each
language's glossary of its edition's words. They read the catalogues and the rules' prose as
they are, so a string added later is held to them too.
"""

from __future__ import annotations

import pytest

from tools.harness.typography import NNBSP, Fault, faults, faults_in, glued_in_code
from web.text.catalogue import LANGUAGES, Text


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_sentence_of_the_page_is_set_in_its_language_s_typography(language):
    found = [f"{f.where}: {f.fault.value}: {f.excerpt!r}" for f in faults((language,))]
    assert not found, "\n".join(found)


def test_no_sentence_is_glued_together_in_code():
    """A mark between two catalogue words in code (``theme, ": ", count``) has no language:
    French wants a no-break space before it. Such sentences are catalogue templates."""
    found = [f"{f.where}: {f.excerpt}" for f in glued_in_code()]
    assert not found, "\n".join(found)


@pytest.mark.parametrize(
    ("language", "key", "text", "fault"),
    [
        ("fr", "guide.why", "Pourquoi\u202f: {reasons}", Fault.CAPITAL_AFTER_COLON),
        ("fr", "x", "Pourquoi\u202f: Une tuile paie", Fault.CAPITAL_AFTER_COLON),
        ("fr", "reason.more-franchises.one", "Place 1 franchise de plus.", Fault.NO_SUBJECT),
        ("en", "reason.money-kept", "Keeps $3 more.", Fault.NO_SUBJECT),
        ("de", "reason.money-kept", "Behält 3\u00a0$ mehr.", Fault.NO_SUBJECT),
        ("fr", "pass.share-title", "Partager cette partie.", Fault.HEADING_STOP),
        ("fr", "x", "le bonus «\u202f\u202fdoubler\u202f»", Fault.SPACES),
        ("fr", "x", "Il faut deux cases vides.", Fault.GLOSSARY),
        ("fr", "x", "Dans la partie d’initiation", Fault.GLOSSARY),
        ("fr", "x", "la région Central", Fault.GLOSSARY),
    ],
)
def test_a_fault_of_a_catalogue_key_is_found(language, key, text, fault):
    common = frozenset({"une", "pourquoi"})
    assert fault in {kind for kind, _ in faults_in(language, text, key, common)}


def test_a_name_after_a_colon_keeps_its_capital():
    common = frozenset({"une"})
    said = f"la région Centre{NNBSP}: Ada en devient la joueuse de référence."
    assert list(faults_in("fr", said, "", common)) == []


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
