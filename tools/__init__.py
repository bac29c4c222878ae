"""The workshop beside the product: building the site, measuring it, and research.

Four rooms, each a package run from the repository root as ``python -m tools.<room>.<tool>``:
- ``build``: what makes and serves dist/ (standard library only: no virtualenv needed to play);
- ``bench``: benchmarks, none of them a test;
- ``research``: figures and fits behind the engine's numbers, and screenshots;
- ``harness``: serving dist/, launching Chromium and driving the page, shared by the browser
  tests and the tools that open the page (tests import it; tools never import tests).
"""

from pathlib import Path

#: The repository's root folder, whatever the working directory.
ROOT = Path(__file__).resolve().parent.parent
