"""The page under its meta Content-Security-Policy alone, as a host that sends no headers serves it.

dist/ is served by the standard library's plain static server (what ``python3 -m http.server``
runs): no CSP header. The page must still boot and get ready with no policy violation, and the
policy in its meta element must block an inline script and a request to another origin.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

import pytest
from playwright.sync_api import Browser

from tools.build.csp import header_policy, meta_policy
from tools.build.site import DIST, build

from .conftest import WATCH_VIOLATIONS, OffOrigin, new_context
from .ui import READY_TIMEOUT

INJECT = """
() => {
  const script = document.createElement('script');
  script.textContent = 'window.inlineScriptRan = true;';
  document.body.append(script);
  const image = document.createElement('img');
  image.src = 'https://example.com/tracker.png';
  document.body.append(image);
}
"""


class Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args) -> None:
        pass


@pytest.fixture(scope="module")
def plain_url() -> Iterator[str]:
    if not (DIST / "index.html").exists():
        build()
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(DIST)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()


def test_the_meta_policy_is_the_header_without_what_only_a_header_can_say(plain_url: str):
    assert "frame-ancestors 'none'" in header_policy()
    assert "frame-ancestors" not in meta_policy()
    assert meta_policy() in header_policy()
    assert f'content="{meta_policy()}"' in (DIST / "index.html").read_text()


def test_the_page_boots_under_its_meta_policy_and_the_policy_blocks(
    browser: Browser, plain_url: str
):
    blocked = OffOrigin()
    context = new_context(browser, plain_url, blocked)
    context.add_init_script(WATCH_VIOLATIONS)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    response = page.goto(plain_url)
    assert response is not None and "content-security-policy" not in response.headers
    page.wait_for_selector("body[data-ready='1']", timeout=READY_TIMEOUT)
    meta = "document.querySelector('meta[http-equiv=\"Content-Security-Policy\"]')?.content"
    assert page.evaluate(meta) == meta_policy()
    assert page.evaluate("window.cspViolations") == []  # PyScript and the game need nothing more
    page.evaluate(INJECT)
    page.wait_for_function("window.cspViolations.length >= 2")
    violations = page.evaluate("window.cspViolations")
    directives = {v["directive"] for v in violations}
    assert {"script-src-elem", "img-src"} <= directives
    assert page.evaluate("window.inlineScriptRan === undefined")
    assert not blocked.urls  # the policy stopped the image before any request left
    assert not errors
    context.close()
