// The interpreter a slow computer level (hard) thinks in: a module Web Worker with Pyodide and
// the game's code, started by web/browser/thinker.py only while such a level is seated.
// Everything it decides is Python's (web/session/thinker.py); this script only starts the
// interpreter and passes JSON text both ways. Messages that arrive while it starts wait in
// order. If the interpreter cannot start it says "unavailable", and the page thinks itself.
// The build writes the versioned runtime folder into the two paths below (tools/build/site.py).
import { loadPyodide } from "__PYODIDE__pyodide.mjs";

const waiting = [];
let receive = (text) => waiting.push(text);
onmessage = (event) => receive(event.data);

try {
  const began = performance.now();
  const py = await loadPyodide({ indexURL: new URL("__PYODIDE__", import.meta.url).href });
  const archive = await fetch(new URL("../app.zip", import.meta.url));
  if (!archive.ok) throw new Error(`app.zip: HTTP ${archive.status}`);
  py.FS.writeFile("app.zip", new Uint8Array(await archive.arrayBuffer()));
  py.runPython(`
import os, sys
archive = os.path.abspath("app.zip")
sys.path.insert(0, archive)
from web.archive import import_from
import_from(archive)
`);
  const { Thinker } = py.pyimport("web.session.thinker");
  const thinker = Thinker((text) => postMessage(text), () => performance.now());
  receive = (text) => thinker.receive(text);
  postMessage(JSON.stringify({
    kind: "ready",
    boot_ms: Math.round(performance.now() - began),
    heap_mb: Math.round(py._module.HEAPU8.length / 1048576),
  }));
  waiting.splice(0).forEach(receive);
} catch (error) {
  postMessage(JSON.stringify({ kind: "unavailable", reason: String(error) }));
}
