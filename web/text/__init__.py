"""Where words come from: one language's catalogue, stories of events and problems, escaping.

Holds ``Text`` (``catalogue``: the catalogues of ``web/i18n/``, numbers and money written each
language's way), ``story`` (events, problems and standings in words) and ``markup``. May
import ``franchise`` and the session's values (``web.session``) only.
"""
