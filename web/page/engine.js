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
//   cubelab.catalog()                   what runs: {"collectives", "operators", "valueModes"}
//                                       as `cubelab-cli list --format json` writes them, and
//                                       "machines": [{"id", "name"}], the presets
//
// The page's current run: cubelab.run keeps the run it returns (a refused one leaves the run
// before it); the views below read it. Before any run they throw.
//   cubelab.layout(mode = "cube")       the run's picture: mode "cube", "tree" or "weight" (the
//                                       window's layouts), {"dimension", "mode", "nodes": [{"id",
//                                       "address": "011", "x", "y"}], "edges": [{"a", "b",
//                                       "link"}]}; positions in the unit square, x right, y down;
//                                       the cube's edges, or the figure's binomial tree's; a < b
//   cubelab.view(step, language = "en") step 0..steps of the run: {"step", "steps", "heading":
//                                       "b) link 2", "caption": the step's line as `cubelab-cli
//                                       run` writes it, "nodes": [{"id", "text": its s_i after
//                                       the step as the window writes it on the node, plain
//                                       (a_0) and cut after 240 characters, "role": "sends" |
//                                       "receives" | "both" | "", "done"} (a block collective's
//                                       also "blocks": the blocks held)], "messages": [{"from",
//                                       "to", "link"}] (up to 4096; "moreMessages" counts the
//                                       rest), "linkLoads": [{"link", "messages", "bytes"}] over
//                                       steps 1..step, "cost": null, or when the run is priced
//                                       {"step", "total", "whole"} in seconds}
//   cubelab.setWords(language, words)   the words of view's heading and caption in the language
//                                       ("de"): {"start", "oneLink", "severalLinks", "noLink",
//                                       "more", "noNeighbours", "collectiveByOne",
//                                       "collectiveByMany", "phases": {id: word},
//                                       "decimalComma"}; the page's data.stepWords.de. English
//                                       needs none; view in another language throws until set
//   cubelab.moment(link)                the moment a `cubelab:` link holds: {"scenario",
//                                       "step", …} as JSON text (docs/file-formats.md)
//   cubelab.linkOf(scenario, step)      the `cubelab:` link of the scenario at the step, as
//                                       `cubelab-cli link --scenario FILE --step K` writes it
//                                       (the window opens it); a step the scenario lacks throws
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

  // A step as the C API takes it (an int; the engine says which steps there are).
  function integer(value, what) {
    const number = Number(value);
    if (!Number.isInteger(number) || Math.abs(number) > 0x7fffffff)
      throw new CubeLabError(`${what} ${value} is not a whole number`);
    return number;
  }

  // Calls the C API's function with its text arguments, then its numbers; returns
  // cubelab_result()'s text or throws it as a refusal. Texts are copied into the engine's heap,
  // not its stack: a scenario may be megabytes long. A C function takes its texts first.
  function call(name, texts, numbers = []) {
    if (!engine) throw new CubeLabError("the engine has not started yet: await cubelab.ready first");
    const pointers = texts.map((text) => {
      const bytes = engine.lengthBytesUTF8(text) + 1;
      const pointer = engine._malloc(bytes);
      engine.stringToUTF8(text, pointer, bytes);
      return pointer;
    });
    let status;
    try {
      status = engine["_" + name](...pointers, ...numbers);
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
    catalog() {
      return call("cubelab_catalog", []);
    },
    layout(mode = "cube") {
      return call("cubelab_layout", [String(mode)]);
    },
    view(step, language = "en") {
      return call("cubelab_view", [String(language)], [integer(step, "step")]);
    },
    setWords(language, words) {
      call("cubelab_set_words", [String(language), asText(words)]);
    },
    moment(link) {
      return call("cubelab_moment", [String(link)]);
    },
    linkOf(scenario, step) {
      return call("cubelab_link_of", [asText(scenario)], [integer(step, "step")]);
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
