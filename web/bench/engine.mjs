// The engine in the page against the program's: each scenario of scenarios.json run through the
// WebAssembly engine in Node (the C API cubelab.run calls: read, run, price, write the trace's
// text) and, when the native figures are given, the ratio of the two. Prints JSON.
//
//   node bench/engine.mjs WASM_DIR [NATIVE_JSON]
//     WASM_DIR     the folder of cubelab-engine.js and .wasm (build/wasm/bin)
//     NATIVE_JSON  cubelab-bench's JSON output with BM_ScenarioRun/* (scripts/bench writes
//                  build/bench/cubelab-bench.json)
//
// Each scenario runs for at least a second of repetitions (at least 5); the median is reported,
// wall-clock time as the native figure's real_time: run both on an idle machine.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";

const [wasmDir, nativeFile] = process.argv.slice(2);
if (!wasmDir) {
  console.error("usage: node bench/engine.mjs WASM_DIR [NATIVE_JSON]");
  process.exit(2);
}
const require = createRequire(import.meta.url);
const factory = require(resolve(wasmDir, "cubelab-engine.js"));
const engine = await factory({ wasmBinary: readFileSync(join(wasmDir, "cubelab-engine.wasm")) });

function run(text) {
  const bytes = engine.lengthBytesUTF8(text) + 1;
  const pointer = engine._malloc(bytes);
  engine.stringToUTF8(text, pointer, bytes);
  const status = engine._cubelab_run(pointer);
  engine._free(pointer);
  if (status !== 0) throw new Error(engine.UTF8ToString(engine._cubelab_result()));
  return engine._cubelab_result();
}

const native = new Map();
if (nativeFile) {
  for (const b of JSON.parse(readFileSync(nativeFile, "utf8")).benchmarks) {
    const match = /^BM_ScenarioRun\/([^_]+(?:[-_][^_]+)*)_median$/.exec(b.name);
    if (match && b.aggregate_name === "median") native.set(match[1], b.real_time);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = [];
for (const { name, what, scenario } of JSON.parse(readFileSync(new URL("scenarios.json", import.meta.url)))) {
  const text = JSON.stringify(scenario);
  run(text); // warm: the first run compiles nothing more, but fills the heap
  const times = [];
  const start = performance.now();
  while (times.length < 5 || performance.now() - start < 1000) {
    const t0 = performance.now();
    run(text);
    times.push(performance.now() - t0);
  }
  const wasmMs = median(times);
  const nativeMs = native.get(name);
  results.push({
    name,
    what,
    repetitions: times.length,
    wasmMs: Number(wasmMs.toFixed(3)),
    nativeMs: nativeMs === undefined ? null : Number(nativeMs.toFixed(3)),
    ratio: nativeMs ? Number((wasmMs / nativeMs).toFixed(2)) : null,
  });
}
console.log(JSON.stringify({ node: process.version, results }, null, 2));
