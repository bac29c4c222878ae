"""The sections of the rules text, and which one explains each refusal of a move.

``RulesTopic`` names the sections of ``assets/rules/<lang>.html`` (one per topic, in this order, in
every language), and ``topic_for`` tells which section explains a refusal, so the page can link a
refusal to its paragraph. Kept apart from the panels (web/screens/rules_panels.py) so the page names
a section without loading the XML library the panels are built with.
"""

from __future__ import annotations

from enum import StrEnum

from franchise import Refusal


class RulesTopic(StrEnum):
    """A section of the rules text: its value is the section's id, the order is the text's."""

    QUICK = "rules-quick"
    GOAL = "rules-goal"
    SETUP = "rules-setup"
    START = "rules-start"
    TURN = "rules-turn"
    INCOME = "rules-income"
    BONUS = "rules-bonus"
    EXPAND = "rules-expand"
    INCREASE = "rules-increase"
    OPEN = "rules-open"
    CITY_SCORING = "rules-city-scoring"
    REFERENCE = "rules-reference"
    REGION_SCORING = "rules-region-scoring"
    TRACK = "rules-track"
    END = "rules-end"
    FINAL_SCORING = "rules-final-scoring"
    PROJECTED = "rules-projected"
    VARIANTS = "rules-variants"
    TWO_THREE_PLAYERS = "rules-two-three-players"
    EXAMPLES = "rules-examples"


#: The section that explains each refusal a move can meet; refusals about files, links, notation
#: and setup are not rules of the game and have none.
_TOPIC_OF_REFUSAL: dict[Refusal, RulesTopic] = {
    Refusal.GAME_OVER: RulesTopic.END,
    Refusal.START_DONE: RulesTopic.START,
    Refusal.START_FIRST: RulesTopic.START,
    Refusal.START_IN_CITY: RulesTopic.START,
    Refusal.OUT_OF_PLAY: RulesTopic.TWO_THREE_PLAYERS,
    Refusal.TAKEN: RulesTopic.EXPAND,
    Refusal.ONE_BONUS: RulesTopic.BONUS,
    Refusal.BONUS_FIRST_TURN: RulesTopic.BONUS,
    Refusal.NO_BONUS_LEFT: RulesTopic.BONUS,
    Refusal.TOO_MANY_EXPANSIONS: RulesTopic.BONUS,
    Refusal.SAME_TARGET_TWICE: RulesTopic.BONUS,
    Refusal.ALREADY_SCORED: RulesTopic.CITY_SCORING,
    Refusal.ALREADY_PRESENT: RulesTopic.EXPAND,
    Refusal.NO_FREE_SPACE: RulesTopic.EXPAND,
    Refusal.NOT_LINKED: RulesTopic.EXPAND,
    Refusal.NEED_FRANCHISES: RulesTopic.INCREASE,
    Refusal.NEED_MONEY: RulesTopic.EXPAND,
    Refusal.ONE_INCREASE_PER_CITY: RulesTopic.INCREASE,
    Refusal.INCREASE_IN_TOWN: RulesTopic.INCREASE,
    Refusal.INCREASE_WHERE_EXPANDING: RulesTopic.INCREASE,
    Refusal.NO_FRANCHISE_THERE: RulesTopic.INCREASE,
    Refusal.DOUBLE_NOT_INCREASED: RulesTopic.BONUS,
    Refusal.DOUBLE_NEEDS_TWO_SPACES: RulesTopic.BONUS,
}


def topic_for(code: Refusal) -> RulesTopic | None:
    """The rules section that explains a refusal, or ``None`` when no rule of the game does."""
    return _TOPIC_OF_REFUSAL.get(code)
