"""Records, links and files: what is kept and shared of a game. The engine's face for them.

A ``Record`` is a setup, the moves and who sat where (``Seat``: a person or a computer level of
the closed set ``ComputerLevel``); ``read_json`` reads untrusted JSON within limits; the share
link (``encode_link``/``decode_link``, franchise/records/link.py) carries a record in a URL and
is imported on first use, as the page only needs it for links. The page imports these through
this face (docs/ARCHITECTURE.md).
"""

from ..core.lazy import lazy_names
from .jsondata import MAX_JSON_CHARS, MAX_JSON_DEPTH, read_json
from .record import (
    COMPUTER_LEVELS,
    GAME_ID,
    OFFERED_LEVELS,
    ComputerLevel,
    Record,
    RecordError,
    Seat,
    new_game_id,
    read_computers,
    seats_of,
)

#: Names of the face imported on first use: name -> the module (relative to this package).
LAZY = dict.fromkeys(("LINK_VERSION", "LinkError", "decode_link", "encode_link"), ".link")


__getattr__ = lazy_names(__name__, LAZY)


__all__ = [
    "COMPUTER_LEVELS",
    "GAME_ID",
    "MAX_JSON_CHARS",
    "MAX_JSON_DEPTH",
    "OFFERED_LEVELS",
    "ComputerLevel",
    "Record",
    "RecordError",
    "Seat",
    "new_game_id",
    "read_computers",
    "read_json",
    "seats_of",
    *LAZY,
]
