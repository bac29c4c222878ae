"""Assemble the served site in dist/: the page, its assets, the runtime and the Python code.

    python3 -m tools.build.site      (from the repository root; ./dev build runs it)

- index.html gets the static board (regions, links, places) inlined, drawn by web/board/render.py,
  so the whole map shows before Python starts; the versioned runtime paths; and the
  Content-Security-Policy as a meta element (tools/build/csp.py), for hosts that send no headers.
- Pyodide and PyScript are copied from node_modules (pinned in package-lock.json) into
  runtime/pyodide-<version>/ and runtime/pyscript-<version>/: versioned folders may be cached
  forever (netlify.toml), and nothing is fetched from another origin.
- The engine, the UI, the catalogues and the map ship as one zip (app.zip), which PyScript's
  [files] copies as it is and web/page/main.py imports from (zipimport), with the board layout
  (assets/layout.json) that web/board/layout.py computes here, at build time. Its modules are
  bytecode compiled by the page's own Python (Pyodide under Node.js) in place of their
  sources, so the browser compiles none of them.
- assets/boot.js gets the languages and the loading and fatal-error sentences of every
  catalogue, so the page speaks the player's language before Python starts.
- assets/thinker.js, the Web Worker hard thinks in, gets the versioned runtime folder.
- manifest.webmanifest (tools/build/manifest.py), with the icons of assets/icons/, so browsers
  offer to install the page as an app.
- sw.js, a service worker that precaches every file (the manifest and icons too), so the
  hosted site plays offline after the first visit, installed or not.
Only relative URLs are written, so dist/ works from any folder or sub-path of any static host.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import tomllib
import zipfile
from html import escape
from pathlib import Path

from tools import ROOT
from tools.build.csp import with_meta_policy
from tools.build.manifest import write_manifest

DIST = ROOT / "dist"
#: This folder, which holds the build's own scripts and templates.
HERE = Path(__file__).resolve().parent
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
ZIP_TIME = (2020, 1, 1, 0, 0, 0)  # fixed, so the same sources give a byte-identical zip


def package_version(name: str) -> str:
    data = json.loads((ROOT / "node_modules" / name / "package.json").read_text())
    return data["version"]


def copy_runtime() -> dict[str, str]:
    modules = ROOT / "node_modules"
    if not (modules / "pyodide").is_dir():
        raise SystemExit("node_modules is missing: run `npm ci` first (./dev does it for you)")
    pyodide = f"runtime/pyodide-{package_version('pyodide')}"
    pyscript = f"runtime/pyscript-{package_version('@pyscript/core')}"
    (DIST / pyodide).mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(modules / "pyodide" / name, DIST / pyodide / name)
    shutil.copytree(
        modules / "@pyscript" / "core" / "dist",
        DIST / pyscript,
        ignore=shutil.ignore_patterns("*.map"),
    )
    return {"pyodide": pyodide, "pyscript": pyscript}


#: The engine's laboratory (strength tests, soak, reference levels, the command lines): the page
#: never imports it, so the whole folder stays out of app.zip.
LABORATORY = ROOT / "franchise" / "lab"


def python_files() -> list[Path]:
    files = [
        p
        for p in (ROOT / "franchise").rglob("*")
        if p.suffix in (".py", ".json") and not p.is_relative_to(LABORATORY)
    ]
    files += [p for p in (ROOT / "web").rglob("*") if p.suffix in (".py", ".json")]
    files.append(ROOT / "assets" / "map.json")
    return sorted(p for p in files if "__pycache__" not in p.parts)


def write_app_zip() -> int:
    """The code and data the page runs, plus the board layout computed once here (the collision
    pass of web/board/layout.py), so the page only reads it; then every module is replaced by its
    bytecode for the page's own Python (tools/build/compile_pyc.mjs)."""
    from web.board.layout import board_layout

    target = DIST / "app.zip"
    contents = {path.relative_to(ROOT).as_posix(): path.read_bytes() for path in python_files()}
    contents["assets/layout.json"] = board_layout().to_json().encode()
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name, data in sorted(contents.items()):
            info = zipfile.ZipInfo(name, ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, data)
    subprocess.run(["node", str(HERE / "compile_pyc.mjs"), str(target)], check=True)
    return target.stat().st_size


def static_board() -> dict[str, str]:
    """The board as it looks before a game: drawn by the same code the page runs."""
    from franchise import Game, Setup
    from web.board.render import hits_svg, links_svg, outline_svg, places_svg

    state = Game(Setup(("1", "2", "3", "4"))).state
    return {
        "<!-- OUTLINE -->": outline_svg(),
        "<!-- LINKS -->": links_svg(),
        "<!-- PLACES -->": places_svg(state),
        "<!-- HITS -->": hits_svg(),
    }


#: How index.html starts the game's Python; the build puts the configuration (pyscript.toml)
#: and the code (web/page/main.py) themselves there.
MAIN_SCRIPT = '<script type="py" src="./main.py" config="./pyscript.toml"></script>'


def main_script(runtime: dict[str, str]) -> str:
    """The page's Python entry, inline: pyscript.toml as JSON in its ``config`` and web/page/main.py
    as its text. PyScript then fetches neither a configuration file and the TOML parser that
    reads it (two requests one after the other before the interpreter loads) nor main.py (a
    request after it has loaded, just before the game's code can run)."""
    text = (ROOT / "pyscript.toml").read_text()
    config = tomllib.loads(text.replace("./runtime/pyodide/", f"./{runtime['pyodide']}/"))
    code = (ROOT / "web" / "page" / "main.py").read_text()
    if "</" in code:
        raise SystemExit("web/page/main.py must not contain '</': it is written inside a <script>")
    attribute = escape(json.dumps(config, separators=(",", ":")))
    return f'<script type="py" config="{attribute}">\n{code}</script>'


#: The modules every start imports one after the other, each found only once the one before
#: has run: PyScript's core chunk (core.js's only import), the plugins its start imports, and
#: Pyodide's two modules. Named by the stem before PyScript's content hash.
START_MODULES = {
    "pyscript": (
        "core-",
        "deprecations-manager-",
        "donkey-",
        "error-",
        "py-editor-",
        "py-game-",
        "py-terminal-",
    ),
    "pyodide": ("pyodide.mjs", "pyodide.asm.mjs"),
}
#: Where the build writes the module preloads of ``START_MODULES`` into index.html.
MODULE_PRELOADS = "<!-- MODULE PRELOADS -->"


def module_preloads(runtime: dict[str, str]) -> str:
    """``<link rel="modulepreload">`` for each of ``START_MODULES``, so the browser fetches and
    compiles them all at once, while the page is still being parsed, instead of in a chain."""
    links = []
    for package, stems in START_MODULES.items():
        folder = DIST / runtime[package]
        for stem in stems:
            found = sorted(
                p.name
                for p in folder.iterdir()
                if p.name.startswith(stem) and p.name.endswith((".js", ".mjs"))
            )
            if len(found) != 1:
                raise SystemExit(
                    f"{runtime[package]}: expected one start module {stem}*, found {found}"
                )
            links.append(f'<link rel="modulepreload" href="./{runtime[package]}/{found[0]}">')
    return "\n  ".join(links)


def write_page(runtime: dict[str, str]) -> None:
    html = with_meta_policy((ROOT / "index.html").read_text())
    if MAIN_SCRIPT not in html:
        raise SystemExit(f"index.html lost its {MAIN_SCRIPT}")
    html = html.replace("./runtime/pyodide/", f"./{runtime['pyodide']}/")
    html = html.replace("./runtime/pyscript/", f"./{runtime['pyscript']}/")
    for marker, svg in static_board().items():
        if marker not in html:
            raise SystemExit(f"index.html lost its {marker} marker")
        html = html.replace(marker, svg)
    if MODULE_PRELOADS not in html:
        raise SystemExit(f"index.html lost its {MODULE_PRELOADS} marker")
    html = html.replace(MODULE_PRELOADS, module_preloads(runtime))
    html = html.replace(MAIN_SCRIPT, main_script(runtime))
    (DIST / "index.html").write_text(html)
    shutil.copytree(ROOT / "assets", DIST / "assets", ignore=shutil.ignore_patterns("map.json"))
    write_manifest(html, DIST)
    write_boot_script()
    write_thinker_script(runtime)


#: The catalogue keys index.html words its own elements with (text, aria-label, title).
STATIC_WORDS = re.compile(r'data-i18n(?:-aria|-title)?="([^"]+)"')
#: The language index.html is written in: its own words need no wording in it.
HTML_LANGUAGE = re.compile(r'<html lang="([a-z]+)"')


def boot_words() -> dict:
    """What the boot script needs before Python runs, from the catalogues themselves: the
    loading and fatal-error sentences, and every word of the page's own HTML, so that the
    first paint is in the reader's language (a French phone once showed "Fit", "Undo" and
    "Game log" until Python had started)."""
    from web.text.catalogue import LANGUAGE_KEY, LANGUAGES, load_catalogue

    static = set(STATIC_WORDS.findall((ROOT / "index.html").read_text("utf-8")))
    written_in = HTML_LANGUAGE.search((ROOT / "index.html").read_text("utf-8"))
    text = {}
    for language in LANGUAGES:
        catalogue = load_catalogue(language)
        worded = static if written_in is None or language != written_in.group(1) else set()
        text[language] = {
            k: v for k, v in catalogue.items() if k.startswith("boot.") or k in worded
        }
    return {"languages": list(LANGUAGES), "storageKey": LANGUAGE_KEY, "text": text}


def write_boot_script() -> None:
    """dist/assets/boot.js: the page's own words, the loading progress and the fatal-error
    screen in every language."""
    script = (ROOT / "assets" / "boot.js").read_text()
    if "__BOOT__" not in script:
        raise SystemExit("assets/boot.js lost its __BOOT__ marker")
    words = json.dumps(boot_words(), ensure_ascii=False, separators=(",", ":"))
    (DIST / "assets" / "boot.js").write_text(script.replace("__BOOT__", words))


def write_thinker_script(runtime: dict[str, str]) -> None:
    """dist/assets/thinker.js: the Web Worker hard thinks in, with the versioned runtime."""
    script = (ROOT / "assets" / "thinker.js").read_text()
    if script.count("__PYODIDE__") != 2:
        raise SystemExit("assets/thinker.js lost its __PYODIDE__ markers")
    folder = f"../{runtime['pyodide']}/"
    (DIST / "assets" / "thinker.js").write_text(script.replace("__PYODIDE__", folder))


#: Where index.html names the build's version (tools/build/sw.js's too): the page reads it to
#: say which version runs, and a test that a new one arrived.
VERSION_MARKER = "__VERSION__"
#: The files a first visit downloads before the game is ready, as globs in dist/; the rest (the
#: rules' pictures, hard's worker, icons) come later or never. Their bytes are the loading
#: screen's "first visit only: 4.2 of 15 MB" (assets/boot.js), checked by a browser test
#: against what the page counted.
STARTUP_FILES = (
    "index.html",
    "assets/boot.js",
    "assets/franchise.css",
    "app.zip",
    "runtime/pyscript-*/core*.js",
    "runtime/pyscript-*/core.css",
    "runtime/pyodide-*/pyodide.mjs",
    "runtime/pyodide-*/pyodide.asm.mjs",
    "runtime/pyodide-*/pyodide.asm.wasm",
    "runtime/pyodide-*/python_stdlib.zip",
    "runtime/pyodide-*/pyodide-lock.json",
)


def startup_bytes() -> int:
    """The bytes of the files a first visit downloads before the game is ready."""
    found = {path for pattern in STARTUP_FILES for path in DIST.glob(pattern) if path.is_file()}
    return sum(path.stat().st_size for path in found)


#: Where assets/boot.js takes the first visit's bytes (``startup_bytes``) and the whole
#: site's (the offline copy: the room it needs before the service worker caches it).
STARTUP_MARKER, SITE_MARKER = "__STARTUP_BYTES__", "__SITE_BYTES__"


def site_bytes() -> int:
    """The bytes of every file of the site: what the offline copy keeps."""
    return sum(path.stat().st_size for path in DIST.rglob("*") if path.is_file())


def write_startup_size() -> int:
    """Write the first visit's bytes and the site's into dist/assets/boot.js (itself one of
    those files, so the numbers' own digits count: written until they settle)."""
    boot = DIST / "assets" / "boot.js"
    script = boot.read_text()
    for marker in (STARTUP_MARKER, SITE_MARKER):
        if script.count(marker) != 1:
            raise SystemExit(f"assets/boot.js lost its {marker} marker")
    sizes = (startup_bytes(), site_bytes())
    for _ in range(3):
        boot.write_text(
            script.replace(STARTUP_MARKER, str(sizes[0])).replace(SITE_MARKER, str(sizes[1]))
        )
        sizes, previous = (startup_bytes(), site_bytes()), sizes
        if sizes == previous:
            break
    return sizes[0]


def write_service_worker() -> int:
    """dist/sw.js: the offline cache of every file of the site, named by the build's version (a
    hash of every file's content, index.html's before its version is written in), which
    index.html names too."""
    files = sorted(p for p in DIST.rglob("*") if p.is_file())
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.relative_to(DIST).as_posix().encode())
        digest.update(path.read_bytes())
    version = digest.hexdigest()[:16]
    page = DIST / "index.html"
    html = page.read_text()
    if html.count(VERSION_MARKER) != 1:
        raise SystemExit(f"index.html lost its {VERSION_MARKER} marker")
    page.write_text(html.replace(VERSION_MARKER, version))
    urls = ["./"] + [f"./{p.relative_to(DIST).as_posix()}" for p in files]
    script = (HERE / "sw.js").read_text()
    script = script.replace(VERSION_MARKER, version)
    script = script.replace("__FILES__", json.dumps(urls, indent=1))
    (DIST / "sw.js").write_text(script)
    return len(urls)


def build() -> None:
    if DIST.exists():
        shutil.rmtree(DIST)
    DIST.mkdir()
    runtime = copy_runtime()
    write_page(runtime)
    size = write_app_zip()
    first = write_startup_size()
    write_service_worker()
    print(
        f"built {DIST.relative_to(ROOT)}/ (app.zip {size / 1024:.0f} KiB, {runtime['pyodide']};"
        f" a first visit downloads {first / 1e6:.1f} MB, the site is {site_bytes() / 1e6:.1f} MB)"
    )


if __name__ == "__main__":
    build()
