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
