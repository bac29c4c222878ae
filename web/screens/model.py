"""The screen as a view model, ``{element id: {attribute: value}}``, and the diff the page patches.

Every part of the screen (the board, the panels, the message bar, advice, the replay's
controls) returns such a dict for the state it shows; the page compares it with the last one
drawn and patches only the attributes that differ, so a move touches a few dozen attributes
instead of redrawing. The pseudo-attributes ``text``, ``html``, ``hidden`` and ``disabled``
set those properties of an element.
"""

from __future__ import annotations

Attrs = dict[str, str | bool]
View = dict[str, Attrs]


def diff_views(before: View, after: View) -> View:
    """Only the attributes that changed between two views."""
    changes = {}
    for element, attrs in after.items():
        old = before.get(element, {})
        if old is attrs:  # given again by a remembered view (web/screens/memo.py)
            continue
        changed = {k: v for k, v in attrs.items() if old.get(k) != v}
        if changed:
            changes[element] = changed
    return changes
