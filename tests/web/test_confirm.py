"""Turns that end the game or do nothing ask first: the session returns a ``Confirmation``
with the reason and the final ranking, and plays the turn only once it is confirmed."""

from __future__ import annotations

from franchise import BOARD, Setup
from franchise.core.events import EndReason
from franchise.core.rules import expansion_targets
from franchise.readings.preview import TurnWarning, end_threat
from tests.engine.positions import eager_game
from web.screens.confirm import confirmation_html
from web.screens.screen import screen_view
from web.session.mode import Moment
from web.session.outcomes import Played
from web.session.problems import Confirmation
from web.session.stamp import Stamp
from web.text.catalogue import Text
from web.text.markup import escape

from .test_session import OPENING, play, session


def test_a_pass_asks_first_and_is_played_once_confirmed():
    s = session()
    play(s, OPENING)
    asked = s.end_turn()  # nothing drafted: a pass
    assert isinstance(asked, Confirmation)
    # Sam could then end the game by increasing in Charleston, and win it 21 to 18.
    assert asked.warnings == (TurnWarning.RIVAL_CAN_END, TurnWarning.EMPTY_TURN)
    assert asked.end is None and asked.threat is not None and asked.threat.ending.increases
    assert len(s.moves) == len(OPENING)  # nothing played yet
    played = s.confirm(asked)
    assert isinstance(played, Played) and s.moves[-1] == "pass"


def test_the_pass_that_ends_the_game_gives_the_reason_and_the_ranking():
    s = session()
    play(s, (*OPENING[:2], "pass"))  # Jan passes; Sam's pass would close a round unexpanded
    asked = s.end_turn()
    assert isinstance(asked, Confirmation)
    assert asked.warnings == (TurnWarning.ENDS_GAME_NO_EXPANSION, TurnWarning.EMPTY_TURN)
    assert asked.end is not None and asked.end.reason is EndReason.NO_EXPANSION
    assert sorted(standing.seat for standing in asked.end.standings) == [0, 1]
    assert not s.game.is_over()
    assert isinstance(s.confirm(asked), Played) and s.game.is_over()


def test_an_expansion_is_played_without_asking():
    s = session()
    play(s, OPENING[:2])
    s.click(BOARD.place_index["phoenix"])
    assert isinstance(s.end_turn(), Played)


def test_the_question_names_the_reason_and_every_player_in_each_language():
    s = session()
    play(s, (*OPENING[:2], "pass"))
    asked = s.end_turn()
    assert isinstance(asked, Confirmation)
    for language in ("en", "de", "fr"):
        body = confirmation_html(asked, s.game.names, Text.load(language))
        assert "Sam" in body and "Jan" in body and body.count("<p>") == 3


def test_a_pass_that_lets_the_leader_close_the_round_names_the_closer_and_the_result():
    s = session()
    play(s, (*OPENING, ">flagstaff"))  # Sam leads: if Jan passes, so can Sam, and wins 20-18
    asked = s.end_turn()
    assert isinstance(asked, Confirmation) and asked.end is None
    assert asked.warnings == (TurnWarning.RIVAL_CAN_END, TurnWarning.EMPTY_TURN)
    assert asked.threat is not None and asked.threat.closer == 0 and asked.threat.winners == (0,)
    for language in ("en", "de", "fr"):
        text = Text.load(language)
        body = confirmation_html(asked, s.game.names, text)
        assert escape(text("confirm.rival-wins-by", winner="Sam", margin="2")) in body
        assert text("confirm.ranking-if-quiet") in body and "20" in body and "18" in body
    s.click(min(expansion_targets(s.game.state, 1)))
    assert isinstance(s.end_turn(), Played)  # an expansion keeps the game going: no question


def test_the_turn_panel_says_whose_turn_ends_the_game_once_a_round_went_quiet():
    s = session()
    play(s, OPENING)
    text = Text.load("en")
    assert screen_view(s, Moment.PLAY, text)["round-end"]["hidden"]
    play(s, ("pass",))  # Sam passes: the game ends with Jan's turn unless Jan expands
    shown = screen_view(s, Moment.PLAY, text)["round-end"]
    assert not shown["hidden"] and shown["text"] == text("turn.round-end.now", player="Jan")
    for language in ("de", "fr"):
        said = screen_view(s, Moment.PLAY, Text.load(language))["round-end"]["text"]
        assert "Jan" in said


def test_a_rival_ahead_only_on_towns_is_said_to_win_on_towns():
    names = ("Ann", "Bea", "Cy", "Dee")
    game = eager_game(Setup(names, seed=0, first_player=0), 4, 7)  # Dee to move
    threat = end_threat(game, "pass")
    assert threat is not None and threat.winners == (2,)
    first, second = threat.end.standings[:2]
    assert first.score == second.score and first.towns > second.towns
    asked = Confirmation(
        game.check("pass"), (TurnWarning.RIVAL_CAN_END,), None, Stamp(None, 7, 0), threat
    )
    for language in ("en", "de", "fr"):
        text = Text.load(language)
        body = confirmation_html(asked, names, text)
        assert escape(text("confirm.rival-wins-on-towns", winner="Cy")) in body
        assert escape(text("confirm.rival-can-end", closer="Cy")) in body
