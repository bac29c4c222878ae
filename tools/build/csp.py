"""The page's Content-Security-Policy: one policy for every way dist/ is served.

The policy is written once, as the header in netlify.toml (where a host that sends headers picks
it up, and tools/build/serve.py sends it locally). The build copies it into a
``<meta http-equiv="Content-Security-Policy">`` in dist/index.html, so a host that sends no
headers at all (``python3 -m http.server -d dist``) serves the page under the same policy.
A meta policy cannot hold every directive: browsers ignore ``frame-ancestors``, ``report-uri``
and ``sandbox`` there, so those stay in the header only.
"""

from __future__ import annotations

import tomllib
from html import escape

from tools import ROOT

NETLIFY = ROOT / "netlify.toml"
HEADER_ONLY = ("frame-ancestors", "report-uri", "sandbox")


def header_policy() -> str:
    """The policy netlify.toml sends with every page (the rule for ``/*``)."""
    config = tomllib.loads(NETLIFY.read_text())
    for rule in config.get("headers", []):
        if rule.get("for") == "/*" and "Content-Security-Policy" in rule.get("values", {}):
            return rule["values"]["Content-Security-Policy"]
    raise SystemExit("netlify.toml has no Content-Security-Policy header for /*")


def directives(policy: str) -> list[str]:
    return [part.strip() for part in policy.split(";") if part.strip()]


def meta_policy() -> str:
    """The header's policy without the directives a meta element cannot carry."""
    kept = [d for d in directives(header_policy()) if d.split()[0].lower() not in HEADER_ONLY]
    return "; ".join(kept)


def meta_tag() -> str:
    policy = meta_policy()
    if '"' in policy:
        raise SystemExit("a policy with double quotes cannot go in the meta element as is")
    return f'<meta http-equiv="Content-Security-Policy" content="{escape(policy, quote=False)}">'


def with_meta_policy(html: str) -> str:
    """``html`` with the meta policy right after its charset, before anything it governs."""
    charset = '<meta charset="utf-8">'
    if charset not in html or "Content-Security-Policy" in html:
        raise SystemExit("index.html needs one <meta charset> and no policy of its own")
    return html.replace(charset, f"{charset}\n  {meta_tag()}", 1)
