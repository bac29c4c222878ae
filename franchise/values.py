"""Value classes like ``dataclasses`` makes them, at a fraction of their start-up cost.

``dataclasses.dataclass`` writes each class's methods as Python source and compiles it. In the
browser's Python that takes 1-2 ms a class, and the page defines some fifty value classes
before it can show a game: a large share of its start-up (``tools/bench/values.py`` measures
both ways). ``valueclass`` gives the same classes, methods built from closures over the field
names, with nothing compiled:
- ``__init__`` takes the fields in order, by position or by name; a class attribute is a
  field's default, ``field(default_factory=...)`` makes a fresh default for every instance;
- ``__eq__`` compares instances of the same class field by field, ``__repr__`` shows them,
  and a frozen class (the default) refuses assignment and hashes like its fields' tuple;
- ``__match_args__`` lets ``match`` take fields by position, ``__slots__`` holds them, and
  ``__reduce__`` lets copy and pickle rebuild them through ``__init__``;
- ``__post_init__``, when the class has one, runs after ``__init__``;
- ``replace(value, **changes)`` is ``dataclasses.replace``, and ``asdict(value)`` maps the
  field names to their values (one level deep, unlike ``dataclasses.asdict``).
Annotations are read as written (every module here uses ``from __future__ import
annotations``). The class is rebuilt with slots, so its methods must not use zero-argument
``super()``, and it may not derive from another class: none here needs either, and a base
class is refused rather than half supported.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast, dataclass_transform, overload

T = TypeVar("T")
_set = object.__setattr__
#: Marks that a field has no default.
_REQUIRED = object()


class FrozenValueError(AttributeError):
    """An attempt to change a field of a frozen value."""


class _Factory:
    __slots__ = ("make",)

    def __init__(self, make: Callable[[], Any]) -> None:
        self.make = make


def field(*, default_factory: Callable[[], T]) -> T:
    """A field whose default is made anew for every instance (like ``dataclasses.field``)."""
    return cast(T, _Factory(default_factory))


@overload
def valueclass(cls: type[T], /) -> type[T]: ...
@overload
def valueclass(*, frozen: bool = True) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def valueclass(cls: type[T] | None = None, /, *, frozen: bool = True) -> Any:
    """Make ``cls`` a value class (see the module docstring); ``frozen=False`` allows
    assignment to its fields."""
    if cls is None:
        return lambda later: _build(later, frozen)
    return _build(cls, frozen)


def fields(cls_or_value: object) -> tuple[str, ...]:
    """The field names of a value class or instance, in order."""
    return cast(tuple[str, ...], cls_or_value.__match_args__)  # type: ignore[attr-defined]


def asdict(value: object) -> dict[str, Any]:
    """The fields of ``value`` by name (nested values stay as they are)."""
    return {name: getattr(value, name) for name in fields(value)}


def replace(old: T, /, **changes: Any) -> T:
    """A copy of ``old`` with some fields changed."""
    names = fields(old)
    unknown = set(changes) - set(names)
    if unknown:
        raise TypeError(f"{type(old).__name__} has no field {sorted(unknown)[0]!r}")
    return type(old)(*(changes[n] if n in changes else getattr(old, n) for n in names))


def _build(cls: type[T], frozen: bool) -> type[T]:
    if cls.__bases__ != (object,):
        raise TypeError(f"valueclass {cls.__name__} may not derive from another class")
    namespace = dict(cls.__dict__)
    names = tuple(cls.__annotations__)
    defaults = tuple(namespace.pop(name, _REQUIRED) for name in names)
    for name in ("__dict__", "__weakref__"):
        namespace.pop(name, None)
    namespace["__slots__"] = names
    namespace["__qualname__"] = cls.__qualname__
    namespace["__match_args__"] = names
    namespace["__init__"] = _init(cls.__name__, names, defaults, namespace.get("__post_init__"))
    namespace["__repr__"] = _repr
    namespace["__eq__"] = _eq
    namespace["__reduce__"] = _reduce
    if frozen:
        namespace["__setattr__"] = _refuse
        namespace["__delattr__"] = _refuse
        namespace["__hash__"] = _hash
    else:
        namespace["__hash__"] = None
    return cast(type[T], type(cls)(cls.__name__, cls.__bases__, namespace))


def _init(
    class_name: str,
    names: tuple[str, ...],
    defaults: tuple[object, ...],
    post_init: Callable[[Any], None] | None,
) -> Callable[..., None]:
    count = len(names)
    pairs = tuple(zip(names, defaults, strict=True))

    def _bind(self: object, args: tuple[object, ...], kwargs: dict[str, object]) -> None:
        positional = len(args)
        if positional > count:
            raise TypeError(f"{class_name} takes {count} fields, got {positional}")
        for name, given in zip(names[:positional], args, strict=True):
            if name in kwargs:
                raise TypeError(f"{class_name} got {name!r} twice")
            _set(self, name, given)
        for name, default in pairs[positional:]:
            if name in kwargs:
                given = kwargs.pop(name)
            elif default is _REQUIRED:
                raise TypeError(f"{class_name} needs {name!r}")
            else:
                given = default.make() if isinstance(default, _Factory) else default
            _set(self, name, given)
        if kwargs:
            raise TypeError(f"{class_name} has no field {sorted(kwargs)[0]!r}")

    def initialise(self: object, *args: object, **kwargs: object) -> None:
        if len(args) == count and not kwargs:
            for name, given in zip(names, args, strict=True):
                _set(self, name, given)
        else:
            _bind(self, args, kwargs)
        if post_init is not None:
            post_init(self)

    return initialise


def _values(self: object) -> tuple[object, ...]:
    return tuple(getattr(self, name) for name in self.__match_args__)  # type: ignore[attr-defined]


def _repr(self: object) -> str:
    shown = ", ".join(f"{n}={getattr(self, n)!r}" for n in self.__match_args__)  # type: ignore[attr-defined]
    return f"{type(self).__qualname__}({shown})"


def _eq(self: object, other: object) -> bool:
    if other.__class__ is not self.__class__:
        return NotImplemented
    return _values(self) == _values(other)


def _hash(self: object) -> int:
    return hash(_values(self))


def _reduce(self: object) -> tuple[type, tuple[object, ...]]:
    return (type(self), _values(self))


def _refuse(self: object, name: str, *_: object) -> None:
    raise FrozenValueError(f"cannot change {name!r}: {type(self).__name__} is frozen")
