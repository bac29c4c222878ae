// Compile the app's Python to bytecode for the browser's own Python, at build time.
//
//   node tools/build/compile_pyc.mjs app.zip
//
// Pyodide compiles every module it imports; in the browser that took most of the app's
// start-up. This runs the very Pyodide the page ships (node_modules/pyodide), compiles each
// .py of the zip and puts the bytecode in its place (module.pyc beside its package, which
// Python imports without a source, so nothing is checked against one). The sources stay out
// of the zip: the page never reads them, and they would only make the download bigger; tracebacks
// still name each file and line. The bytecode is hash-based rather than stamped with the
// source's file time, and the zip is rewritten in place with fixed dates, so the same sources
// always give the same zip. Column positions are left out (PYTHONNODEBUGRANGES), which makes
// the bytecode a fifth smaller. tools/build/site.py runs it.
import { loadPyodide } from "../../node_modules/pyodide/pyodide.mjs";
import { readFileSync, writeFileSync } from "node:fs";

const [zipPath] = process.argv.slice(2);
const pyodide = await loadPyodide({ env: { PYTHONNODEBUGRANGES: "1" } });
pyodide.FS.writeFile("/tmp/app.zip", readFileSync(zipPath));
pyodide.runPython(`
import py_compile, zipfile
from pathlib import Path

source = zipfile.ZipFile("/tmp/app.zip")
work = Path("/tmp/app")
source.extractall(work)
with zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
    for info in source.infolist():
        if not info.filename.endswith(".py"):
            out.writestr(info, source.read(info.filename))
            continue
        compiled = py_compile.compile(
            str(work / info.filename),
            cfile=str(work / (info.filename + "c")),
            dfile=info.filename,
            doraise=True,
            invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
        )
        entry = zipfile.ZipInfo(info.filename + "c", info.date_time)
        entry.compress_type = zipfile.ZIP_DEFLATED
        out.writestr(entry, Path(compiled).read_bytes())
`);
writeFileSync(zipPath, pyodide.FS.readFile("/tmp/out.zip"));
