"""Serve dist/ locally the way the static host does.

    python3 -m tools.build.serve [--port 8000] [--dir dist]      (./dev play runs it)

Any static server works for dist/; this one makes sure .wasm and .mjs get the content types
Pyodide needs (served as anything else, Pyodide hangs silently) and sends the headers declared
in netlify.toml (Content-Security-Policy included), so local play and the browser tests run
under the same policy as the hosted site.
"""

from __future__ import annotations

import argparse
import contextlib
import fnmatch
import functools
import tomllib
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

from tools import ROOT

TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".toml": "text/plain",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".webmanifest": "application/manifest+json",
}


NETLIFY = ROOT / "netlify.toml"


def host_headers() -> list[tuple[str, dict[str, str]]]:
    """``(path pattern, headers)`` from netlify.toml, later entries overriding earlier ones."""
    config = tomllib.loads(NETLIFY.read_text())
    return [(rule["for"], rule["values"]) for rule in config.get("headers", [])]


class Handler(SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}
    rules: ClassVar[list[tuple[str, dict[str, str]]]] = host_headers()

    def end_headers(self) -> None:
        path = "/" + self.path.split("?")[0].lstrip("/")
        headers: dict[str, str] = {}
        for pattern, values in self.rules:
            if fnmatch.fnmatch(path, pattern):
                headers.update(values)
        headers.pop("Content-Type", None)  # already sent from extensions_map
        # Local development always revalidates; a test may serve as a host that caches
        # (GitHub Pages sends max-age=600 for every file).
        headers["Cache-Control"] = self.server.cache_control  # type: ignore[attr-defined]
        for name, value in headers.items():
            self.send_header(name, value)
        super().end_headers()

    def log_message(self, format: str, *args) -> None:
        if self.server.verbose:  # type: ignore[attr-defined]
            super().log_message(format, *args)


def make_server(
    directory: Path, port: int, verbose: bool = False, cache_control: str = "no-cache"
) -> ThreadingHTTPServer:
    handler = functools.partial(Handler, directory=str(directory))
    server = ThreadingHTTPServer(("127.0.0.1", port), handler)
    server.verbose = verbose  # type: ignore[attr-defined]
    server.cache_control = cache_control  # type: ignore[attr-defined]
    return server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--dir", type=Path, default=ROOT / "dist")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args()
    server = make_server(args.dir, args.port, verbose=not args.quiet)
    print(f"Franchise is served at http://127.0.0.1:{server.server_port}/  (Ctrl+C to stop)")
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


if __name__ == "__main__":
    main()
