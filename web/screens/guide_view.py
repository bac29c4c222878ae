"""The guided game's panel as a view model: the step's words, its number and its buttons.

The words of a step quote the engine's events of the turn it is about (``guide.facts``): a
link's cost, the income and the free spaces that pay it, the influence a city or the track
gave. While the computer plays its turn the panel says so and asks for nothing. Pure,
CPython-tested (tests/web/test_guide.py).
"""

from __future__ import annotations

from franchise import BOARD, Game, TurnMove, contrast, turn_reasons
from web.screens.model import View
from web.session.guide import LEARNER, Guide, facts
from web.session.lesson import Act, Beat
from web.session.session import Session
from web.text.catalogue import Text
from web.text.reasons import reason_words

#: The reasons a laid-out turn of the guide gives (a step is read on a phone).
WHY_MOST = 2
#: The bands of the income chart the income step quotes (the rest are for later).
INCOME_BANDS = 3
#: What a turn is said against when it has no reason of its own (nothing scored or led).
PASS = TurnMove.of()
#: The step number of the panel once the lesson is over (``data-guide-step``).
DONE = "done"


def step_of(guide: Guide) -> str:
    """The panel's ``data-guide-step``: the step's number from 1, or ``done``."""
    return DONE if guide.done else str(guide.index + 1)


def guide_view(session: Session, text: Text) -> View:
    """The panel for the guide on screen; hidden in any other game."""
    guide, game = session.guide, session.game
    if guide is None or game is None:
        return {"guide": {"hidden": True}}
    done = guide.done and game.is_over()
    ready = session.guiding
    beat = guide.beat
    if done:
        words = done_words(session, text)
    elif ready and beat is not None:
        words = beat_words(session, guide, beat, text)
    else:
        words = text("guide.watch", computer=game.names[1 - LEARNER])
    tile = beat.bonus if ready and beat is not None and beat.act is Act.BONUS else None
    return {
        "guide": {"hidden": False, "data-guide-step": step_of(guide)},
        "guide-count": {
            "text": ""
            if done
            else text("guide.counter", step=guide.index + 1, steps=len(guide.beats))
        },
        "guide-words": {"text": words},
        "btn-guide-back": {"hidden": done, "disabled": guide.index == 0},
        "btn-guide-next": {"hidden": not (ready and beat is not None and beat.act is Act.NEXT)},
        # A step that asks for a bonus tile offers it on the panel, under the map: on a phone
        # the turn panel's row of tiles is further down.
        "btn-guide-bonus": {
            "hidden": tile is None,
            "text": "" if tile is None else text(f"bonus.{tile.value}"),
        },
        "btn-guide-own": {"hidden": done},
        "btn-guide-leave": {"hidden": done},
        "btn-guide-computer": {"hidden": not done},
        "btn-guide-new": {"hidden": not done},
        "btn-guide-puzzles": {"hidden": not done},
    }


#: The lead (influence) of the computer at which the guide says why the learner is behind.
BEHIND = 10


def behind_words(session: Session, guide: Guide, beat: Beat, text: Text) -> list[str]:
    """At the first step of the first turn the learner starts this far behind: that it is
    so, and why the plan still wins (issue 70: the guide's turns left the learner 25 to 41
    behind without a word, which read as a lost game)."""
    assert session.entry is not None
    if guide.index > 0 and guide.beats[guide.index - 1].at == beat.at:
        return []
    setup = session.entry.record.setup
    gaps = [
        (lambda influence: (influence[1] - influence[LEARNER], influence))(
            Game.replay(setup, guide.moves[:at]).state.influence
        )
        for at in sorted({b.at for b in guide.beats if b.at <= beat.at})
    ]
    *earlier, (gap, influence) = gaps
    if gap < BEHIND or any(before >= BEHIND for before, _ in earlier):
        return []
    you, other = text.number(influence[LEARNER]), text.number(influence[1])
    return [text("guide.behind", computer=session.game.names[1], you=you, other=other)]


def beat_words(session: Session, guide: Guide, beat: Beat, text: Text) -> str:
    """A step's sentence, with what it quotes read from the engine's events; the first of a
    turn the learner starts far behind says why that is no lost game."""
    said = _beat_words(session, guide, beat, text)
    behind = behind_words(session, guide, beat, text)
    return text.sentences([*behind, said]) if behind else said


def _beat_words(session: Session, guide: Guide, beat: Beat, text: Text) -> str:
    game = session.game
    assert game is not None and session.entry is not None
    found: dict[str, int] = {}
    quoted = guide.quoted_move()
    if quoted is not None:
        before = Game.replay(session.entry.record.setup, guide.moves[:quoted])
        found = facts(before, guide.moves[quoted])
    params: dict[str, object] = {"learner": game.names[LEARNER], "computer": game.names[1]}
    if beat.place is not None:
        params["place"] = text.place(BOARD.place_index[beat.place])
        cost = found.get(f"cost-{beat.place}")
        if cost is not None:
            params["cost"] = text.money(cost)
    if "income" in found:
        params["income"] = text.money(found["income"])
    if "city" in found:
        params["city"] = text.place(found["city"])
        params["influence"] = text.number(found["influence"])
    if "region" in found:
        params["region"] = text.region(found["region"])
    if "track" in found:
        params["track"] = text.number(found["track"])
    if beat.act is Act.TURN:
        before = Game.replay(session.entry.record.setup, guide.moves[: beat.at])
        params["turn"] = turn_words(guide, beat, found, text)
        params["money"] = text.money(before.state.money[LEARNER] + found.get("income", 0))
        words = beat.words if guide.ends_turn() else "guide.turn-explained"
        return text.sentences([text(words, **params), *why_words(guide, beat, before, text)])
    if beat.act is Act.BONUS:  # a tile is spent only where it earns more: the turn says why
        before = Game.replay(session.entry.record.setup, guide.moves[: beat.at])
        return text.sentences([text(beat.words, **params), *why_words(guide, beat, before, text)])
    if f"{beat.words}.other" in text.messages:  # a sentence that counts the free spaces
        said = text.count(beat.words, found.get("free", 0), **params)
        return text.sentences([said, income_table(game.players, text)])
    return text(beat.words, **params)


def turn_words(guide: Guide, beat: Beat, found: dict[str, int], text: Text) -> str:
    """A turn the learner places, in words: "expand to Omaha ($3) and add a franchise in
    Denver ($1)" (its costs read from the engine's events)."""
    move = guide.turn_of(beat)
    expansions = [
        text(
            "guide.turn-expand",
            place=text.place(place),
            cost=text.money(found.get(f"cost-{BOARD.places[place].id}", 0)),
        )
        for place in move.expansions
    ]
    increases = [text("guide.turn-increase", city=text.place(city)) for city in move.increases]
    return text.join([*expansions, *increases])


def income_table(players: int, text: Text) -> str:
    """The income chart in a sentence where income is first met: its first bands and the most
    it brings (the board's chart for this table, as the Rules' income chart shows it)."""
    chart = BOARD.income_charts[players]
    bands = [
        text(
            "guide.income-band",
            spaces=text("rules.income.band", low=low, high=high),
            money=text.money(dollars),
        )
        for low, high, dollars in chart[:INCOME_BANDS]
        if high is not None
    ]
    most = text.money(max(dollars for _low, _high, dollars in chart))
    return text("guide.income-table", bands=text.listing(bands), most=most)


def why_words(guide: Guide, beat: Beat, before: Game, text: Text) -> list[str]:
    """Why the turn the guide lays out (or spends a tile on) is played: its strongest
    reasons, as a hint gives them (``franchise.turn_reasons``), so no turn is dictated and
    no tile spent without one."""
    move = guide.turn_of(beat)
    # A turn that scores and leads nowhere yet is said against passing: what it builds.
    reasons = turn_reasons(before, move, most=WHY_MOST) or contrast(before, move, PASS)[:WHY_MOST]
    if not reasons:
        return []
    said = text.sentences([reason_words(reason, before.names, text) for reason in reasons])
    return [text("guide.why", reasons=said)]


def done_words(session: Session, text: Text) -> str:
    """The guide's last message: the game won, what the learner now knows, what next."""
    game = session.game
    assert game is not None
    scores = game.projected_scores()
    return text("guide.done", you=text.number(scores[LEARNER]), other=text.number(scores[1]))


def target_selector(session: Session) -> str | None:
    """The one element the current step asks the learner to use (a CSS selector), or None
    while the computer plays."""
    guide = session.guide
    if guide is None:
        return None
    if guide.done:
        return "#btn-guide-computer" if session.game and session.game.is_over() else None
    beat = guide.beat
    if beat is None or not session.guiding:
        return None
    if beat.act is Act.NEXT:
        return "#btn-guide-next"
    if beat.act is Act.END:
        return "#btn-end"
    if beat.act is Act.TURN:
        draft = session.draft
        chosen = (*draft.expansions, *draft.increases) if draft is not None else ()
        left = guide.to_place(chosen)
        return f"#place-{BOARD.places[left[0]].id}" if left else "#btn-end"
    if beat.act is Act.BONUS:
        return "#btn-guide-bonus"
    return f"#place-{beat.place}"
