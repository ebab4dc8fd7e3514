// window.cubelab: CubeLab's engine in the page (docs/web-page.md, "The JavaScript API"). The
// engine is the program's own, compiled to WebAssembly (web/engine/); its module is the
// #cubelab-engine-wasm element, deflated and in base64 like the page's data, and is started
// from those bytes: nothing is fetched, and the page works from file://.
//
//   await cubelab.ready                 the engine has started (rejects when it cannot)
//   cubelab.run(scenario)               the trace file's text, as `cubelab-cli run --scenario
//                                       FILE --format json` writes it; scenario: a scenario
//                                       file's text or its object
//   cubelab.check(exerciseId, answer, language = "en")
//                                       the verdict's JSON text, as `cubelab-cli check
//                                       --exercise ID --answer JSON --format json` writes it;
//                                       answer: its JSON text or object (docs/exercises.md)
//   cubelab.reveal(exerciseId, language = "en")
//                                       the question answered, as the lesson's Next reveals
//                                       it: {"exercise", "answer", "said"} as JSON text
//
// A refused input throws cubelab.Error with the engine's message, the command line's words.
// Plain script, no modules; the messages here go to a developer, never onto the page.
(function () {
  "use strict";

  class CubeLabError extends Error {}
  CubeLabError.prototype.name = "CubeLabError";

  let engine = null;

  async function unpack(element) {
    const held = JSON.parse(element.textContent);
    const bytes = Uint8Array.from(atob(held.data), (c) => c.charCodeAt(0));
    if (held.encoding !== "deflate-base64") return bytes;
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate"));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  }

  // Calls the C API's function with its text arguments; returns cubelab_result()'s text or
  // throws it as a refusal. Texts are copied into the engine's heap, not its stack: a scenario
  // may be megabytes long.
  function call(name, texts) {
    if (!engine) throw new CubeLabError("the engine has not started yet: await cubelab.ready first");
    const pointers = texts.map((text) => {
      const bytes = engine.lengthBytesUTF8(text) + 1;
      const pointer = engine._malloc(bytes);
      engine.stringToUTF8(text, pointer, bytes);
      return pointer;
    });
    let status;
    try {
      status = engine["_" + name](...pointers);
    } finally {
      pointers.forEach((pointer) => engine._free(pointer));
    }
    const result = engine.UTF8ToString(engine._cubelab_result());
    if (status !== 0) throw new CubeLabError(result);
    return result;
  }

  const asText = (value) => (typeof value === "string" ? value : JSON.stringify(value));

  const api = {
    Error: CubeLabError,
    ready: null,
    run(scenario) {
      return call("cubelab_run", [asText(scenario)]);
    },
    check(exerciseId, answer, language = "en") {
      return call("cubelab_check", [String(exerciseId), asText(answer), String(language)]);
    },
    reveal(exerciseId, language = "en") {
      return call("cubelab_reveal", [String(exerciseId), String(language)]);
    },
  };

  const element = document.getElementById("cubelab-engine-wasm");
  api.ready = unpack(element)
    .then((bytes) => createCubeLabEngine({ wasmBinary: bytes }))
    .then((module) => {
      engine = module;
      return api;
    });
  window.cubelab = api;
})();
