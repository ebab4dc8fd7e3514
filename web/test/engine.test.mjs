// The engine in the page (web/page/engine.js, docs/web-page.md "The JavaScript API") against
// the command line, in Chromium, on the program's own exported page:
//   CUBELAB_WEB_REDUCE  an exported page (every page carries the engine)
//   CUBELAB_CLI         the built cubelab-cli
// cubelab.run must write what `cubelab-cli run --scenario FILE --format json` writes, byte for
// byte, and refuse what the command line refuses with the command line's words; a student's Lua
// program runs in the page under the same limits and isolation as in the program.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { haveChromium, chromiumPath, launch, openPage } from "./browser.mjs";

const pageFile = process.env.CUBELAB_WEB_REDUCE;
const cli = process.env.CUBELAB_CLI;
const skip = !haveChromium()
  ? `no browser at ${chromiumPath} (set CHROMIUM)`
  : !pageFile || !cli
    ? "CUBELAB_WEB_REDUCE (an exported page) and CUBELAB_CLI (cubelab-cli) must be set"
    : false;

let browser;
let page;
let work;

before(async () => {
  if (skip) return;
  work = mkdtempSync(join(tmpdir(), "cubelab-engine-"));
  browser = await launch();
  page = await openPage(browser, pageFile);
  await page.evaluate(() => window.cubelab.ready);
});

after(async () => {
  if (browser) await browser.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

const scenario = (fields) => ({ format: "cubelab-scenario", version: 2, ...fields });

// What the command line makes of the scenario: its output, or its refusal's message.
function cliRun(fields) {
  const file = join(work, "scenario.json");
  writeFileSync(file, JSON.stringify(scenario(fields)));
  const run = spawnSync(cli, ["run", "--scenario", file, "--format", "json"], {
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  if (run.status === 0) return { trace: run.stdout };
  return { refused: run.stderr.trim() };
}

// What the page makes of it.
function pageRun(fields) {
  return page.evaluate(
    (text) => {
      try {
        return { trace: window.cubelab.run(text) };
      } catch (error) {
        return { refused: error.message, isCubeLabError: error instanceof window.cubelab.Error };
      }
    },
    JSON.stringify(scenario(fields)),
  );
}

const lectureOrder = (n) => Array.from({ length: n }, (_, i) => n - i);
const scenarios = [
  { dimension: 3, algorithm: "tree-reduce" },
  { dimension: 3, algorithm: "tree-reduce", linkOrder: [1, 3, 2], root: 5, operator: "max" },
  { dimension: 4, algorithm: "tree-broadcast", root: 9, values: "numeric" },
  { dimension: 3, algorithm: "tree-allreduce", linkOrder: [3, 2, 1], broadcastLinkOrder: [3, 2, 1] },
  { dimension: 7, algorithm: "tree-allreduce", elements: 1024, values: "numeric", machine: "power-gc" },
  { dimension: 3, algorithm: "cube-allreduce", operator: "product" },
  { dimension: 10, algorithm: "cube-allreduce", values: "numeric", operator: "min" },
  { dimension: 5, algorithm: "cube-allreduce", linkOrder: [2, 4, 1, 5, 3], elements: 3, machine: "power-gc" },
  { dimension: 3, algorithm: "tree-gather", root: 2 },
  { dimension: 3, algorithm: "tree-scatter", root: 6 },
  { dimension: 4, algorithm: "reduce-scatter", values: "numeric" },
  { dimension: 3, algorithm: "allgather", linkOrder: [2, 1, 3] },
  { dimension: 4, algorithm: "rabenseifner-allreduce", elements: 32, values: "numeric", machine: "power-gc" },
  { dimension: 3, algorithm: "ring-allreduce", operator: "max" },
  { dimension: 2, algorithm: "cube-allreduce", initial: [[1.5], [-2], [1e300], [0.1]], values: "numeric" },
  { dimension: 6, algorithm: "tree-allreduce", linkOrder: lectureOrder(6), root: 63, values: "numeric" },
];

for (const fields of scenarios) {
  test(`cubelab.run writes what cubelab-cli run writes: ${JSON.stringify(fields)}`, { skip }, async () => {
    const expected = cliRun(fields);
    assert.ok(expected.trace, `the command line runs it: ${expected.refused}`);
    const got = await pageRun(fields);
    assert.equal(got.refused, undefined, "the page runs it");
    assert.equal(got.trace, expected.trace);
  });
}

// Refused alike: the command line prints "cubelab-cli: " and the engine's message.
const refusals = [
  { dimension: 3, algorithm: "tree-reduce", linkOrder: [1, 1, 2] },
  { dimension: 3, algorithm: "no-such-collective" },
  { dimension: 21, algorithm: "cube-allreduce", values: "numeric" },
  { dimension: 3, algorithm: "tree-reduce", root: 8 },
  { dimension: 3, algorithm: "cube-allreduce", surprise: true },
];
for (const fields of refusals) {
  test(`cubelab.run refuses what cubelab-cli refuses: ${JSON.stringify(fields)}`, { skip }, async () => {
    const expected = cliRun(fields);
    assert.ok(expected.refused, "the command line refuses it");
    const got = await pageRun(fields);
    assert.equal(got.isCubeLabError, true, `a cubelab.Error, not ${JSON.stringify(got)}`);
    const message = got.refused.replace(/^scenario/, "");
    assert.ok(
      expected.refused.endsWith(message),
      `the page says what the command line says:\n  page: ${got.refused}\n  cli:  ${expected.refused}`,
    );
  });
}

test(
  "cubelab.run refuses a run beyond the page's budget, saying why, before it starts",
  { skip },
  async () => {
    const got = await pageRun({
      dimension: 12,
      algorithm: "cube-allreduce",
      elements: 1024,
      values: "numeric",
    });
    assert.equal(got.isCubeLabError, true, JSON.stringify(got).slice(0, 200));
    assert.match(got.refused, /at most 1048576 values .*this scenario has 4194304 \(n = 12, m = 1024\)/);
  },
);

test("cubelab.run refuses text that is not a scenario, and the page goes on", { skip }, async () => {
  const got = await page.evaluate(() => {
    const said = [];
    for (const text of ["", "{", "[1,2]", "\u0000", "x".repeat(70 << 20)]) {
      try {
        window.cubelab.run(text);
        said.push(null);
      } catch (error) {
        said.push(error instanceof window.cubelab.Error ? error.message : `other: ${error}`);
      }
    }
    return said;
  });
  for (const message of got) assert.match(message ?? "ran", /^scenario/, "refused, naming the scenario");
  const after = await pageRun({ dimension: 3, algorithm: "tree-reduce" });
  assert.ok(after.trace.startsWith("{"), "the engine still runs");
});

// The exercises' answers, right and wrong, checked in the page and by the command line. A
// question's right answer is the one the page reveals (cubelab.reveal, checked right by the
// engine as it is worked out); a program exercise's, the shipped solution.
const source = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
const program = (path) => ({ type: "program", fileName: path.split("/").pop(), source: source(path) });
const programAnswers = {
  "program-tree-down-high-links": [
    program("tests/data/programs/high-links-first.lua"),
    program("resources/programs/tree-down.lua"),
  ],
  "program-broadcast-any-root": [
    program("resources/programs/tree-down.lua"),
    program("tests/data/programs/cheats/three-roots-only.lua"),
  ],
};
// The revealed answer made wrong, as a student might.
function wrong(answer) {
  switch (answer.type) {
    case "order":
      return { ...answer, order: [...answer.order].reverse() };
    case "broadcast": {
      const node = answer.root === 0 ? "1" : "0";
      return { ...answer, steps: { ...answer.steps, [node]: answer.steps[node] + 1 } };
    }
    case "value":
      return { ...answer, text: "0" };
    case "range":
      return { ...answer, never: !answer.never };
    default:
      throw new Error(`no wrong answer for ${answer.type}`);
  }
}
const exerciseIds = readdirSync(new URL("../../resources/exercises/", import.meta.url))
  .filter((name) => name.endsWith(".json"))
  .map((name) => JSON.parse(source(`resources/exercises/${name}`)).id);

function cliCheck(id, answer, language) {
  const run = spawnSync(
    cli,
    [
      "check",
      "--exercise",
      id,
      "--answer",
      JSON.stringify(answer),
      "--language",
      language,
      "--format",
      "json",
    ],
    { encoding: "utf8" },
  );
  assert.ok(run.status === 0 || run.status === 1, `cubelab-cli check ran: ${run.stderr}`);
  return run.stdout;
}

for (const id of exerciseIds) {
  test(`cubelab.check says what cubelab-cli check says, right and wrong: ${id}`, { skip }, async () => {
    let answers = programAnswers[id];
    if (!answers) {
      const revealed = JSON.parse(await page.evaluate((exercise) => window.cubelab.reveal(exercise), id));
      assert.equal(revealed.exercise, id);
      assert.ok(revealed.said.length > 0, "the reveal says the answer and why");
      answers = [revealed.answer, wrong(revealed.answer)];
    }
    for (const language of ["en", "de"]) {
      const verdicts = [];
      for (const answer of answers) {
        const expected = cliCheck(id, answer, language);
        const got = await page.evaluate(
          (exercise, text, lang) => window.cubelab.check(exercise, text, lang),
          id,
          JSON.stringify(answer),
          language,
        );
        assert.equal(got, expected, `${language}: ${JSON.stringify(answer).slice(0, 120)}`);
        verdicts.push(JSON.parse(got).correct);
      }
      assert.deepEqual(
        verdicts,
        [true, false],
        `${language}: the right answer is right, the wrong one wrong`,
      );
    }
  });
}

test("cubelab.check refuses what cubelab-cli check refuses", { skip }, async () => {
  const cases = [
    ["no-such-exercise", { type: "order", order: [1, 2, 3] }],
    ["tree-down-high-links", { type: "range", never: true }],
    ["tree-down-high-links", "{not json"],
  ];
  for (const [id, answer] of cases) {
    const text = typeof answer === "string" ? answer : JSON.stringify(answer);
    const run = spawnSync(cli, ["check", "--exercise", id, "--answer", text, "--format", "json"], {
      encoding: "utf8",
    });
    assert.equal(run.status, 2, `the command line refuses ${text}`);
    const got = await page.evaluate(
      (exercise, t) => {
        try {
          return { verdict: window.cubelab.check(exercise, t) };
        } catch (error) {
          return { refused: error.message, isCubeLabError: error instanceof window.cubelab.Error };
        }
      },
      id,
      text,
    );
    assert.equal(got.isCubeLabError, true, JSON.stringify(got));
    assert.ok(run.stderr.includes(got.refused), `page: ${got.refused}\ncli: ${run.stderr}`);
  }
});

// A student's program in the page: runs, is stopped by its instruction limit, and sees no other
// node's state (each node's top level runs in an environment of its own).
const programScenario = (text) => ({
  dimension: 3,
  algorithm: "program",
  values: "numeric",
  program: { fileName: "mine.lua", source: text },
});

test("a Lua program runs in the page as in the program", { skip }, async () => {
  const cubeDo = source("resources/programs/cube-do.lua");
  const expected = cliRun(programScenario(cubeDo));
  assert.ok(expected.trace, `the command line runs it: ${expected.refused}`);
  const got = await pageRun(programScenario(cubeDo));
  assert.equal(got.trace, expected.trace);
});

test("a Lua program that loops is stopped by its instruction limit", { skip }, async () => {
  const source = 'implements = "Cube_Do"\nfunction program(node)\n  while true do end\nend\n';
  const got = await pageRun(programScenario(source));
  assert.equal(got.isCubeLabError, true, JSON.stringify(got).slice(0, 200));
  assert.equal(`cubelab-cli: ${got.refused}`, cliRun(programScenario(source)).refused);
  assert.match(got.refused, /instruction/);
});

test("a node cannot read what another node's program keeps", { skip }, async () => {
  // Node 0 leaves a mark wherever a program can write (its globals, the string library, the
  // strings' metatable); any other node that finds one stops the run with an error.
  const source = [
    'implements = "Cube_Do"',
    "function program(node)",
    "  if node.id == 0 then",
    "    secret = 42",
    "    pcall(function() string.secret = 42 end)",
    '    pcall(function() getmetatable("").secret = 42 end)',
    '  elseif secret or string.secret or (getmetatable("") or {}).secret then',
    '    error("node " .. node.id .. " sees the mark of node 0")',
    "  end",
    "  for _, link in ipairs(node.linkOrder) do",
    "    node:combine(node:exchange(link, node:s()))",
    "  end",
    "end",
  ].join("\n");
  const expected = cliRun(programScenario(source));
  assert.ok(expected.trace, `the command line runs it: ${expected.refused}`);
  const got = await pageRun(programScenario(source));
  assert.equal(got.refused, undefined, "no node sees the mark");
  assert.equal(got.trace, expected.trace);
});

test("nothing the engine did left the page", { skip }, async () => {
  assert.deepEqual(page.problems.requests, []);
  assert.deepEqual(page.problems.errors, []);
});

// The page's live view: the catalog, the current run's layout and steps, the words, the
// moment's link (docs/web-page.md, "The JavaScript API").

// fn(cubelab, ...args) run in the page: its value, or its refusal. fn's text is evaluated there
// as the developer tools' console evaluates it (the page's policy forbids eval to its scripts).
function pageCall(fn, ...args) {
  return page.evaluate(`(() => {
    try {
      return { value: (${fn})(window.cubelab, ...${JSON.stringify(args)}) };
    } catch (error) {
      return { refused: error.message, isCubeLabError: error instanceof window.cubelab.Error };
    }
  })()`);
}

const lectureText = JSON.stringify(scenario({ dimension: 3, algorithm: "tree-reduce" }));

test(
  "cubelab.catalog holds what cubelab-cli list --format json lists, and the machines",
  { skip },
  async () => {
    const run = spawnSync(cli, ["list", "--format", "json"], { encoding: "utf8" });
    assert.equal(run.status, 0, run.stderr);
    // A fresh engine, as a fresh cubelab-cli has: a program run registers its collective, and
    // the catalog lists it from then on, as findCollective knows it.
    const fresh = await openPage(browser, pageFile);
    const got = await fresh.evaluate(async () => {
      await window.cubelab.ready;
      return { value: JSON.parse(window.cubelab.catalog()) };
    });
    await fresh.close();
    const { machines, ...facts } = got.value;
    assert.deepEqual(facts, JSON.parse(run.stdout));
    const ids = machines.map((machine) => machine.id);
    for (const name of readdirSync(new URL("../../resources/machines/", import.meta.url)))
      assert.ok(ids.includes(JSON.parse(source(`resources/machines/${name}`)).id), name);
    for (const machine of machines) assert.ok(machine.name.length > 0, machine.id);
  },
);

test("before any run, the views are refused", { skip }, async () => {
  // A fresh engine: the page opened again, before its first run.
  const fresh = await openPage(browser, pageFile);
  await fresh.evaluate(() => window.cubelab.ready);
  const got = await fresh.evaluate(() =>
    [() => window.cubelab.view(0), () => window.cubelab.layout("cube")].map((call) => {
      try {
        call();
        return "shown";
      } catch (error) {
        return error instanceof window.cubelab.Error ? error.message : `other: ${error}`;
      }
    }),
  );
  await fresh.close();
  for (const message of got) assert.equal(message, "there is no run yet: run a scenario first");
});

test("cubelab.view shows the lecture's reduce as the command line's report writes it", { skip }, async () => {
  const file = join(work, "lecture.json");
  writeFileSync(file, lectureText);
  const report = spawnSync(cli, ["run", "--scenario", file], { encoding: "utf8" });
  assert.equal(report.status, 0, report.stderr);
  const got = await pageCall((cubelab, text) => {
    cubelab.run(text);
    return [0, 1, 2, 3].map((k) => JSON.parse(cubelab.view(k)));
  }, lectureText);
  const views = got.value;
  assert.deepEqual(
    views.map((view) => view.heading),
    ["Start", "a) link 3", "b) link 2", "c) link 1"],
  );
  const lines = report.stdout.split("\n");
  for (const view of views.slice(1))
    assert.ok(lines.includes(view.caption), `a line of the report: ${view.caption}`);
  const b = views[2];
  assert.equal(b.steps, 3);
  assert.deepEqual(b.messages, [
    { from: 2, to: 0, link: 2 },
    { from: 3, to: 1, link: 2 },
  ]);
  assert.equal(b.moreMessages, 0);
  assert.equal(b.nodes[0].text, "[(a_0+a_4)+(a_2+a_6)]");
  assert.deepEqual(
    b.nodes.map((node) => node.role),
    ["receives", "receives", "sends", "sends", "", "", "", ""],
  );
  assert.deepEqual(
    b.nodes.map((node) => node.done),
    [false, false, false, false, true, true, true, true],
  );
  assert.deepEqual(
    b.linkLoads.map((load) => load.messages),
    [0, 2, 4],
  );
  assert.equal(b.cost, null, "no machine: no price");
});

test("cubelab.layout draws the run's cube and tree", { skip }, async () => {
  const fields = { dimension: 4, algorithm: "tree-reduce", linkOrder: [2, 4, 1, 3], root: 5 };
  const got = await pageCall(
    (cubelab, text) => {
      cubelab.run(text);
      return ["cube", "tree", "weight"].map((mode) => JSON.parse(cubelab.layout(mode)));
    },
    JSON.stringify(scenario(fields)),
  );
  const [cube, tree, weight] = got.value;
  assert.equal(cube.dimension, 4);
  assert.equal(cube.edges.length, 32);
  assert.equal(tree.edges.length, 15);
  assert.equal(weight.mode, "weight");
  for (const layout of got.value) {
    assert.equal(layout.nodes.length, 16);
    assert.equal(layout.nodes[5].address, "0101");
    for (const node of layout.nodes) assert.ok(node.x >= 0 && node.x <= 1 && node.y >= 0 && node.y <= 1);
    for (const edge of layout.edges) assert.ok(edge.a < edge.b);
  }
  // The tree of links 2, 4, 1, 3 towards 0101 as the window draws it: the root on top, left.
  assert.deepEqual([tree.nodes[5].x, tree.nodes[5].y], [0, 0]);
  assert.deepEqual([tree.nodes[2].x, tree.nodes[2].y], [13 / 15, 1]);
});

test("cubelab.view prices a run on its machine and speaks the words it is given", { skip }, async () => {
  const german = {
    oneLink: "%1) Link %2",
    severalLinks: "%1) Links %2",
    phases: { exchange: "Austausch" },
    decimalComma: true,
  };
  const fields = { dimension: 4, algorithm: "cube-allreduce", values: "numeric", machine: "power-gc" };
  const got = await pageCall(
    (cubelab, text, words) => {
      cubelab.run(text);
      cubelab.setWords("de", words);
      return [JSON.parse(cubelab.view(1, "de")), JSON.parse(cubelab.view(4, "en"))];
    },
    JSON.stringify(scenario(fields)),
    german,
  );
  const [first, last] = got.value;
  assert.equal(first.heading, "a) Link 4");
  assert.match(first.caption, /^a\) Link 4 {2}Austausch/);
  assert.ok(first.cost.step > 0 && first.cost.total === first.cost.step && first.cost.whole > 0);
  assert.equal(last.cost.total, last.cost.whole);
  assert.equal(last.heading, "d) link 1");
  for (const node of last.nodes) assert.equal(node.text, "136");
});

test("a moment's link is made as cubelab-cli link makes it, and read back", { skip }, async () => {
  const fields = scenario({ dimension: 3, algorithm: "tree-reduce", root: 5 });
  const got = await pageCall((cubelab, text) => {
    const link = cubelab.linkOf(text, 2);
    return [link, JSON.parse(cubelab.moment(link))];
  }, fields);
  const [link, moment] = got.value;
  assert.equal(moment.step, 2);
  assert.equal(moment.scenario.root, 5);
  assert.equal(moment.scenario.algorithm, "tree-reduce");
  const file = join(work, "linked.json");
  writeFileSync(file, JSON.stringify(fields));
  const linked = spawnSync(cli, ["link", "--scenario", file, "--step", "2"], { encoding: "utf8" });
  assert.equal(linked.status, 0, linked.stderr);
  assert.equal(link, linked.stdout.trim(), "the link cubelab-cli link writes");
});

test("the views refuse what they cannot show, with the engine's words", { skip }, async () => {
  const cases = [
    [
      (cubelab, text) => cubelab.run(text) && cubelab.view(4),
      "step 4 is outside the run: it has steps 0 to 3",
    ],
    [(cubelab) => cubelab.view(-1), "step -1 is outside the run: it has steps 0 to 3"],
    [(cubelab) => cubelab.view(1.5), "step 1.5 is not a whole number"],
    [(cubelab) => cubelab.view(1, "fr"), null],
    [(cubelab) => cubelab.layout("ring"), "unknown layout 'ring': choose cube, tree or weight"],
    [
      (cubelab) => cubelab.setWords("de", { oneLink: "%1) Link" }),
      'words: "oneLink" must hold %2 as "%1) link %2" does',
    ],
    [(cubelab) => cubelab.moment("https://example.org"), 'a link starts with "cubelab:"'],
    [(cubelab) => cubelab.moment("cubelab:1/bm90IGEgbW9tZW50"), null],
    [(cubelab, text) => cubelab.linkOf(text, -2), "step -2 is out of range: this scenario has steps 0 to 3"],
    [(cubelab, text) => cubelab.linkOf(text, 4), "step 4 is out of range: this scenario has steps 0 to 3"],
  ];
  for (const [fn, message] of cases) {
    const got = await pageCall(fn, lectureText);
    assert.equal(got.isCubeLabError, true, `${fn}: ${JSON.stringify(got)}`);
    if (message) assert.equal(got.refused, message, `${fn}`);
    else assert.ok(got.refused.length > 0, `${fn}`);
  }
  // A refused run leaves the run before it.
  const refused = await pageCall((cubelab) => cubelab.run("{"));
  assert.equal(refused.isCubeLabError, true);
  const after = await pageCall((cubelab) => JSON.parse(cubelab.view(3)).steps);
  assert.equal(after.value, 3);
});
