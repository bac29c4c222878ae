// Run one of the repository's Python modules in the page's own Python (Pyodide) under Node,
// as `python -m` runs it in CPython.
//
//   node tools/bench/run_in_pyodide.mjs tools.bench.steps [arguments]
//
// The browser runs Python more slowly than CPython; benchmarks that want the browser's figures
// without a browser's noise run here. The repository is mounted at /repo and made the working
// folder, which Pyodide's Python imports from (as `python -m` does from the repository root),
// and the module sees its arguments in sys.argv. Python has no CPU clock in Pyodide, so the
// page's Python gets one: globalThis.cpuSeconds() (this process's user+system CPU time), which
// tools/bench/steps.py uses when time.thread_time is missing.
import { loadPyodide } from "../../node_modules/pyodide/pyodide.mjs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const [module, ...args] = process.argv.slice(2);
globalThis.cpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root }, "/repo");
pyodide.FS.chdir("/repo");
pyodide.globals.set("module_args", [module, ...args]);
await pyodide.runPythonAsync(`
import runpy, sys
sys.argv = list(module_args)
runpy.run_module(sys.argv[0], run_name="__main__", alter_sys=True)
`);
