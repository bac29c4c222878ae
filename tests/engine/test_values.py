"""Value classes (franchise/values.py) behave like the dataclasses they replace."""

from __future__ import annotations

import copy
import pickle
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from franchise import Game
from franchise.core.setup import Setup
from franchise.values import FrozenValueError, asdict, field, fields, replace, valueclass


@valueclass
class Point:
    """A frozen value with a default and a fresh-per-instance default."""

    x: int
    y: int = 0
    tags: list[str] = field(default_factory=list)

    @property
    def total(self) -> int:
        return self.x + self.y


@valueclass
class Other:
    x: int
    y: int = 0
    tags: list[str] = field(default_factory=list)


@valueclass(frozen=False)
class Counter:
    count: int = 0
    seen: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.seen.append(self.count)


def test_fields_bind_by_position_and_name_with_defaults() -> None:
    assert fields(Point) == ("x", "y", "tags")
    assert Point(1) == Point(x=1, y=0, tags=[])
    assert Point(1, 2).total == 3
    assert Point(1, tags=["a"]).tags == ["a"]
    assert Point(1).tags is not Point(1).tags
    assert repr(Point(1, 2)) == "Point(x=1, y=2, tags=[])"


@pytest.mark.parametrize(
    ("args", "kwargs", "complaint"),
    [
        ((), {}, "needs 'x'"),
        ((1,), {"x": 2}, "got 'x' twice"),
        ((1,), {"z": 2}, "no field 'z'"),
        ((1, 2, [], 4), {}, "takes 3 fields"),
    ],
)
def test_wrong_arguments_are_refused(args: tuple, kwargs: dict, complaint: str) -> None:
    with pytest.raises(TypeError, match=complaint):
        Point(*args, **kwargs)


def test_frozen_values_refuse_changes_and_hash_by_fields() -> None:
    point = Point(1, 2)
    with pytest.raises(FrozenValueError):
        point.x = 3  # type: ignore[misc]
    with pytest.raises(FrozenValueError):
        del point.y  # type: ignore[misc]
    assert not hasattr(point, "__dict__")
    assert hash(Point(1, 2, ())) == hash(Point(1, 2, ()))  # type: ignore[arg-type]


def test_a_base_class_is_refused() -> None:
    with pytest.raises(TypeError, match="may not derive"):

        @valueclass
        class Derived(Point):  # type: ignore[misc]
            z: int = 0


def test_equality_needs_the_same_class() -> None:
    assert Point(1) != Other(1)
    assert Point(1) != (1, 0, [])


def test_mutable_values_change_and_are_not_hashable() -> None:
    counter = Counter(2)
    counter.count += 1
    assert counter.count == 3
    assert counter != Counter(2)
    with pytest.raises(TypeError):
        hash(counter)


def test_post_init_runs_after_the_fields_are_set() -> None:
    assert Counter(5).seen == [5]
    assert Counter(count=7).seen == [7]


def test_replace_asdict_match_copy_and_pickle() -> None:
    point = Point(1, 2, ["a"])
    assert replace(point, y=5) == Point(1, 5, ["a"])
    with pytest.raises(TypeError, match="no field 'z'"):
        replace(point, z=1)
    assert asdict(point) == {"x": 1, "y": 2, "tags": ["a"]}
    match point:
        case Point(x, y):
            assert (x, y) == (1, 2)
    assert copy.deepcopy(point) == point
    assert copy.deepcopy(point).tags is not point.tags
    assert pickle.loads(pickle.dumps(point)) == point


@given(st.integers(), st.integers(), st.lists(st.text(max_size=3), max_size=3), st.integers())
def test_replace_is_construction_with_the_changes(x: int, y: int, tags: list, new_y: int) -> None:
    point = Point(x, y, tags)
    changed = replace(point, y=new_y)
    assert changed == Point(x, new_y, tags)
    assert (changed == point) == (new_y == y)
    assert replace(point) == point


@pytest.mark.parametrize("players", [2, 5])
def test_a_state_copy_has_every_field_and_shares_no_list(players: int) -> None:
    game = Game(Setup(tuple(f"p{i}" for i in range(players)), seed=players))
    rng = random.Random(players)
    for _ in range(25):
        if game.is_over():
            break
        game.advance(game.random_move(rng))
    state = game.state
    twin = state.copy()
    assert twin == state
    for name in fields(state):
        original = getattr(state, name)
        if isinstance(original, list):
            assert getattr(twin, name) is not original, name
    twin.money[0] += 1
    twin.counts[0][0] += 1
    assert twin != state
