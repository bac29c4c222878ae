"""Render the raster icons of the web app manifest from assets/icon.svg, once, into assets/icons/.

    .venv/bin/python -m tools.build.icons

Chromium installs a page only when its manifest lists raster icons of at least 192 and 512
pixels; iOS wants a 180-pixel apple-touch-icon. The PNGs are drawn by Chromium itself (the
browser that draws icon.svg on the tab), so they match the SVG, its "F" included, which a
stdlib rasterizer could only approximate. They are committed, not built: the build stays
standard-library only and needs no browser (a static host's build has none), and the PNGs change
only when icon.svg does; run this script again then.

- ``icon-<size>.png``: the SVG as it is, rounded corners transparent (``purpose: any``).
- ``maskable-512.png`` and ``apple-touch-icon.png``: the same drawing on a full square of the
  icon's blue, because launchers and iOS cut their own shape out of the whole square. Every
  mark of icon.svg lies within 25 of its 64 units from the centre, inside the 40% radius safe
  zone that a maskable icon must keep (the circle a launcher never cuts into).
"""

from __future__ import annotations

import base64
import sys

from playwright.sync_api import sync_playwright

from tools import ROOT
from tools.build.manifest import ICON_FOLDER, ICONS, Icon

SVG = ROOT / "assets" / "icon.svg"
TARGET = ROOT / ICON_FOLDER
CHROMIUM = "/usr/bin/chromium"
BLUE = "#2d6cdf"  # the fill of icon.svg's square


def html(icon: Icon) -> str:
    source = "data:image/svg+xml;base64," + base64.b64encode(SVG.read_bytes()).decode()
    background = BLUE if icon.full_bleed else "transparent"
    return (
        f'<body style="margin:0;background:{background}">'
        f'<img src="{source}" width="{icon.size}" height="{icon.size}" style="display:block">'
    )


def render() -> None:
    TARGET.mkdir(exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        for icon in ICONS:
            page = browser.new_page(
                viewport={"width": icon.size, "height": icon.size}, device_scale_factor=1
            )
            page.set_content(html(icon))
            page.wait_for_function("document.images[0].complete")
            page.screenshot(path=str(TARGET / icon.name), omit_background=not icon.full_bleed)
            page.close()
            print(f"{icon.name}: {(TARGET / icon.name).stat().st_size} bytes", file=sys.stderr)
        browser.close()


if __name__ == "__main__":
    render()
