"""The whole game screen as a view model: board, panels, turn bar, history and menu buttons.

``screen_view`` is a function of the session, what is happening at the game
(``Session.moment``) and the current
language; it returns ``{element id: {attribute: value}}`` where the pseudo-attributes ``text``,
``html``, ``hidden`` and ``disabled`` set those properties. The page diffs it against the last
view it drew (``board_view.diff_views``) and the DOM adapter patches only what changed, so a
click or a language switch touches only the elements whose content differs. Pure, CPython-tested.
"""

from __future__ import annotations

from franchise import Game, Phase
from web.screens.board import board_view
from web.screens.log import since_view
from web.screens.model import View
from web.screens.panels import bonus_buttons, player_panels, running_total, topic_link, turn_prompt
from web.screens.rules_help import topic_of
from web.screens.turn_preview import preview_html
from web.session.mode import Mode, Moment
from web.session.problems import Problem
from web.session.session import Session
from web.text.catalogue import Text
from web.text.markup import render
from web.text.story import explain


def page_title(session: Session, text: Text) -> str:
    """The tab's title: whose turn it is, so a player in another tab sees when to come back.
    "Your turn" when the one person at the table faces computers (on a shared screen or a
    link, the name says who)."""
    game = session.game
    if game is None:
        return text("page.title")
    if game.is_over():
        return text("page.title.over")
    people = sum(seat.is_person for seat in session.seats)
    if people == 1 and session.level_of(game.current) is None:
        return text("page.title.yours")
    return text("page.title.to-play", player=game.names[game.current])


def screen_view(
    session: Session,
    moment: Moment,
    text: Text,
    problem: Problem | None = None,
    highlight: set[int] | None = None,
) -> View:
    """Everything on the game screen that depends on the game, as one view model."""
    game = session.game
    view: View = {
        "btn-share": {"disabled": session.entry is None},
        "btn-export": {"disabled": session.entry is None},
        # A replay has Pause of its own: the computers' one would be a second (they sit still).
        "ai-controls": {"hidden": not session.computers or session.mode is Mode.REPLAYING},
    }
    view["page-title"] = {"text": page_title(session, text)}
    view.update(since_view(session, text))
    if game is None:
        view["players"] = {"html": ""}  # no scoreboard of a game no longer on screen
        view["btn-final-link"] = view["btn-send-final"] = {"hidden": True}
        view["turn"] = {"hidden": True}
        view["dock-status"] = {"text": "", "hidden": True}
        view["status"] = {"text": text("status.ready")}
        view.update(_history(session, True, text))
        return view
    draft = session.draft if moment is Moment.PLAY else None
    prices = draft.prices() if draft else None
    view.update(board_view(game.state, draft, text, highlight, prices))
    level = session.computer_to_move()
    turn = moment is Moment.PLAY and game.decision.kind is Phase.TURN
    knows = bool(session.players_here)
    # The status says who is to play now, whatever earlier position is looked at.
    mover = game.current if moment is not Moment.HISTORY else session.latest_mover()
    status = (
        text("status.over")
        if game.is_over() or mover is None
        else text("status.to-play", player=game.names[mover])
    )
    prompt = turn_prompt(game, draft, moment, text, level)
    told = session.guide is None or session.guide.tiles_told  # the $10 tile, once explained
    waits = moment in (Moment.WAITING, Moment.UNCLAIMED)
    view.update(
        {
            "players": {"html": player_panels(game, text)},
            "turn": {"hidden": False},
            "prompt": {"text": prompt},
            # The waiting line in the dock too, so a phone always shows it (a long banner once
            # pushed it under the bottom bar).
            "dock-status": {"text": prompt if waits else "", "hidden": not waits},
            "round-end": _round_end(game, moment, text),
            "bonus": {"html": bonus_buttons(draft, text) if draft else ""},
            # The total sits in the bar beside End turn; what the turn would score, above it.
            "total": {
                "html": running_total(draft, text, prices, dollars_hint=told)
                if draft and prices
                else ""
            },
            "preview": {
                "html": preview_html(game, draft, prices, text) if draft and prices else ""
            },
            "hint": {"html": hint_html(problem, text)},
            "btn-end": {"hidden": not turn, "disabled": False},
            "btn-clear": {"hidden": not turn},
            "btn-skip": {"hidden": moment is not Moment.BUSY},
            # A device that knows its player never plays another's turn: it sends the link
            # again, or says it is someone else; one that does not know says whom it plays
            # before a turn is offered.
            "btn-who-plays": {"hidden": moment is not Moment.UNCLAIMED},
            "btn-send-again": {"hidden": moment is not Moment.WAITING},
            "btn-someone-else": {"hidden": moment is not Moment.WAITING or not knows},
            **_back_to(session, text),
            # A link's line went further than this device's: one button takes it up.
            "btn-continue-link": {"hidden": game.is_over() or session.link_ahead() is None},
            "device-players": _device_players(session, text),
            "btn-replay-over": {"hidden": moment is not Moment.OVER},
            # A game by link that ended here is sent on to the players of other devices.
            "btn-final-link": {"hidden": not session.final_link_wanted()},
            "btn-send-final": {"hidden": not session.final_link_wanted()},
            "btn-pause": {"text": text("ai.resume" if moment is Moment.PAUSED else "ai.pause")},
            "status": {"text": status},
        }
    )
    view.update(_history(session, moment is Moment.BUSY, text))
    return view


def _back_to(session: Session, text: Text) -> View:
    """Once a turn claimed with "I am someone else" is played: "Back to Alice?"."""
    back = session.back_to()
    players = text.join(list(back)) if back else ""
    return {
        "back-to": {"hidden": back is None},
        "back-to-question": {"text": text("who.back-question", players=players) if back else ""},
        "btn-back-to": {"text": text("who.back", players=players) if back else ""},
    }


def _device_players(session: Session, text: Text) -> dict[str, str | bool]:
    """Whom this device plays in a game by link, always in view while it goes on: a device
    that had said it was someone else once waited for its own player with nothing on
    screen to tell it why."""
    here, game = session.players_here, session.game
    if not here or game is None or game.is_over():
        return {"text": "", "hidden": True}
    return {"text": text("who.here", players=text.join(list(here))), "hidden": False}


def _round_end(game: Game, moment: Moment, text: Text) -> dict[str, str | bool]:
    """Whose turn ends the game if nobody expands until then, once a turn of this round went
    without expansion: said in the turn panel, so the end of a round never comes unannounced."""
    # deferred: not needed for the first screen (docs/ARCHITECTURE.md)
    from franchise import round_closer

    closer = round_closer(game)
    if closer is None or moment in (Moment.HISTORY, Moment.REPLAY, Moment.BUSY):
        return {"text": "", "hidden": True}
    if closer == game.current:
        said = text("turn.round-end.now", player=game.names[closer])
    else:
        said = text("turn.round-end", closer=game.names[closer])
    return {"text": said, "hidden": False}


def hint_html(problem: Problem | None, text: Text) -> str:
    """A refusal in words, with a link to the rules section that explains it."""
    if problem is None:
        return ""
    said = explain(problem, text)
    topic = topic_of(problem)
    if topic is None:
        return render(said)
    return render(said, " ", topic_link(topic, text("rules.explain")))


def _history(session: Session, busy: bool, text: Text) -> View:
    """Undo and Redo (to play from), the arrows (to look), and "Play from here"."""
    total, cursor = len(session.moves), session.cursor
    at_start, at_end = busy or cursor == 0, busy or cursor >= total
    # With no game on screen there is no move to count; before the first there is none yet.
    if session.game is None:
        label = ""
    elif cursor == 0:
        label = text("history.start")
    else:
        label = text("history.label", move=text.number(cursor), total=text.number(total))
    if session.mode is Mode.REPLAYING:  # every button steps the replay
        undo, redo = not at_start, not at_end
    else:
        undo = not busy and session.undo_target() is not None
        redo = not busy and session.redo_target() is not None
    return {
        "hist-label": {"text": label},
        "hist-first": {"disabled": at_start},
        "hist-step-back": {"disabled": at_start},
        "hist-back": {"disabled": not undo},
        "hist-forward": {"disabled": not redo},
        "hist-step-forward": {"disabled": at_end},
        "hist-last": {"disabled": at_end},
        "btn-play-from-here": {"hidden": busy or not session.may_play_from_here()},
    }
