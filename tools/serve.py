"""Serve dist/ locally with the right content types (wasm as application/wasm).

    python tools/serve.py [--port 8000] [--dir dist]

Any static server works for dist/; this one only makes sure .wasm and .mjs get the content types
Pyodide needs (served as anything else, Pyodide hangs silently) and tells browsers to revalidate.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

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


class Handler(SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:
        if self.server.verbose:  # type: ignore[attr-defined]
            super().log_message(format, *args)


def make_server(directory: Path, port: int, verbose: bool = False) -> ThreadingHTTPServer:
    handler = functools.partial(Handler, directory=str(directory))
    server = ThreadingHTTPServer(("127.0.0.1", port), handler)
    server.verbose = verbose  # type: ignore[attr-defined]
    return server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--dir", type=Path, default=Path(__file__).resolve().parent.parent / "dist")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args()
    server = make_server(args.dir, args.port, verbose=not args.quiet)
    print(f"Franchise is served at http://127.0.0.1:{server.server_port}/  (Ctrl+C to stop)")
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


if __name__ == "__main__":
    main()
