// Run one of the repository's Python scripts in the page's own Python (Pyodide) under Node.
//
//   node tools/run_in_pyodide.mjs tools/bench_steps.py [arguments]
//
// The browser runs Python more slowly than CPython; benchmarks that want the browser's figures
// without a browser's noise run here. The repository is mounted at /repo and the script sees
// its arguments in sys.argv. Python has no CPU clock in Pyodide, so the page's Python gets
// one: globalThis.cpuSeconds() (this process's user+system CPU time), which bench_steps.py
// uses when time.thread_time is missing.
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const [script, ...args] = process.argv.slice(2);
globalThis.cpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root }, "/repo");
pyodide.globals.set("script_args", [`/repo/${script}`, ...args]);
await pyodide.runPythonAsync(`
import runpy, sys
sys.argv = list(script_args)
sys.path.insert(0, "/repo")
runpy.run_path(sys.argv[0], run_name="__main__")
`);
