// The pages the program exports (cubelab --export-html), given by the environment:
//   CUBELAB_WEB_REDUCE  the lecture's reduce (lecture-reduce.json): 8 nodes, steps 0…3
//   CUBELAB_WEB_LESSON  the lesson reduce-allreduce: 12 scenes
// Each is skipped, saying why, when its variable is unset.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { haveChromium, chromiumPath, launch, openPage, ready, cutLists } from "./browser.mjs";

const reduceFile = process.env.CUBELAB_WEB_REDUCE;
const lessonFile = process.env.CUBELAB_WEB_LESSON;
const noBrowser = haveChromium() ? false : `no browser at ${chromiumPath} (set CHROMIUM)`;
const skipReduce =
  noBrowser || (reduceFile ? false : "CUBELAB_WEB_REDUCE (the exported reduce page) is not set");
const skipLesson =
  noBrowser || (lessonFile ? false : "CUBELAB_WEB_LESSON (the exported lesson page) is not set");

let browser;
const pages = [];

before(async () => {
  if (!skipReduce || !skipLesson) browser = await launch();
});

after(async () => {
  if (browser) await browser.close();
});

async function open(file, options) {
  assert.ok(existsSync(file), `${file} exists`);
  const page = await openPage(browser, file, options);
  pages.push(page);
  return page;
}

const text = (page, selector) => page.$eval(selector, (e) => e.textContent.trim());
// The page's data as CubeLab packs it (deflated, base64) or plain, read from the file.
async function data(page) {
  const file = decodeURIComponent(new URL(page.fileUrl).pathname);
  const html = readFileSync(file, "utf8");
  const held = JSON.parse(
    html.match(/<script type="application\/json" id="cubelab-data">([^<]*)<\/script>/)[1],
  );
  if (held.encoding !== "deflate-base64") return held;
  return JSON.parse(inflateSync(Buffer.from(held.data, "base64")).toString("utf8"));
}
async function press(page, key, times = 1) {
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}
// Subscripts as <sub> elements or as Unicode digits read the same.
const plain = (s) => s.replace(/[₀-₉]/g, (d) => String(d.charCodeAt(0) - 0x2080)).replace(/\s+/g, "");

function assertClean(page) {
  assert.deepEqual(page.problems.requests, [], "no request left the page");
  assert.deepEqual(page.problems.errors, [], "nothing was logged as an error");
}

test(
  "the lecture's reduce: steps 0 to 3, step c), and node 000's s_0 as the lecture writes it",
  { skip: skipReduce },
  async () => {
    const page = await open(reduceFile);
    const d = await data(page);
    assert.equal(d.format, "cubelab-web-page");
    assert.equal(d.scenes.length, 1);
    assert.deepEqual(
      d.scenes[0].steps.map((s) => s.step),
      [0, 1, 2, 3],
    );
    const stepOf = (k, n) => d.ui[d.language].stepOf.replace("%1", k).replace("%2", n);
    assert.equal(await text(page, "#step-label"), stepOf(0, 3));
    assert.equal(await page.$$eval("#results tbody tr", (rows) => rows.length), 8);
    await press(page, "ArrowRight", 3);
    assert.equal(await text(page, "#step-label"), stepOf(3, 3));
    assert.match(await text(page, "#caption"), /^c\)/, "step 3's caption is step c)");
    assert.match(await page.$eval("#picture", (e) => e.getAttribute("aria-label")), /c\)/);
    assert.equal(await page.$$eval("#picture svg", (s) => s.length), 1);
    assert.equal(await page.evaluate(() => location.hash), "#step=3");
    const s0 = await page.$eval('#results tr[data-node="0"] td.expression', (e) => e.textContent);
    assert.equal(s0.trim(), "[(a₀+a₄)+(a₂+a₆)]+[(a₁+a₅)+(a₃+a₇)]");
    assert.equal(plain(s0), "[(a0+a4)+(a2+a6)]+[(a1+a5)+(a3+a7)]");
    // The link to this moment opens it again.
    await page.reload({ waitUntil: "load" });
    await ready(page);
    assert.equal(await text(page, "#step-label"), stepOf(3, 3));
    assert.equal(await text(page, "#caption"), d.scenes[0].steps[3].caption[d.language]);
    await page.select("#language", "de");
    assert.equal(await text(page, "#caption"), d.scenes[0].steps[3].caption.de);
    assert.notEqual(d.scenes[0].steps[3].caption.de, d.scenes[0].steps[3].caption.en);
    assert.equal(await text(page, "#step-label"), d.ui.de.stepOf.replace("%1", 3).replace("%2", 3));
    assert.equal(await page.$eval("html", (e) => e.lang), "de");
    await page.select("#theme", "dark");
    await page.select("#theme", "high-contrast");
    assert.equal(await page.$$eval("#picture svg", (s) => s.length), 1);
    assertClean(page);
  },
);

test("the lesson reduce-allreduce: every scene reached by keys alone", { skip: skipLesson }, async () => {
  const page = await open(lessonFile, { hash: "#scene=1&step=0" });
  const d = await data(page);
  assert.equal(d.scenes.length, 12);
  const titles = d.scenes.map((s) => s.title[d.language]);
  const seen = new Set([await text(page, "#scene-title")]);
  const totalSteps = d.scenes.reduce((n, s) => n + s.steps.length, 0);
  // One press a step, one a question's reveal, one a scene.
  const questions = d.scenes.filter((s) => s.question).length;
  for (let i = 0; i < totalSteps + questions + 5 && seen.size < new Set(titles).size; i++) {
    await press(page, "ArrowRight");
    seen.add(await text(page, "#scene-title"));
  }
  assert.deepEqual([...seen].sort(), [...new Set(titles)].sort());
  assert.equal(
    await text(page, "#scene-of"),
    d.ui[d.language].sceneOf.replace("%1", "12").replace("%2", "12"),
  );
  assertClean(page);
});

// The engine's verdict in the page (cubelab.check, as `cubelab-cli check --format json`).
const verdict = (page, id, answer, language) =>
  page.evaluate(
    (...a) => window.cubelab.ready.then((api) => JSON.parse(api.check(...a))),
    id,
    answer,
    language,
  );
// The lesson's question asking for s_0 after b), opened afresh (no progress kept).
async function openS0(options) {
  const page = await open(lessonFile, options);
  const d = await data(page);
  const k = d.scenes.findIndex((s) => s.question && s.question.exercise === "predict-reduce-root");
  assert.ok(k >= 0, "the lesson asks for s_0");
  // What earlier tests kept is forgotten once the page has moved (a move keeps the place), and
  // the page is opened again: it reads its store once.
  await page.evaluate(
    (h) =>
      new Promise((done) => {
        const forget = () => setTimeout(() => done(localStorage.clear()));
        if (location.hash === h) return forget();
        window.addEventListener("hashchange", forget, { once: true });
        location.hash = h;
      }),
    `#scene=${k + 1}&step=${d.scenes[k].steps[0].step}`,
  );
  await page.reload({ waitUntil: "load" });
  await ready(page);
  await page.waitForFunction(() => document.querySelector("#answer-text"));
  return { page, d, k, q: d.scenes[k].question };
}
async function answer(page, text, className) {
  await page.$eval("#answer-text", (e) => (e.value = ""));
  await page.type("#answer-text", text);
  await page.click("#check");
  await page.waitForFunction((c) => document.querySelector("#feedback").className === c, {}, className);
  return page.$$eval("#feedback > *", (lines) => lines.map((x) => x.textContent));
}

for (const language of ["en", "de"]) {
  test(
    `the lesson's s_0 written with brackets is checked by the engine (${language})`,
    { skip: skipLesson },
    async () => {
      const { page, d, k, q } = await openS0();
      if (language !== d.language) await page.select("#language", language);
      assert.equal(await text(page, "#scene-title"), d.scenes[k].title[language]);
      // The task says "write it with brackets": the answer is written, not chosen.
      assert.match(await text(page, "#question .task"), language === "en" ? /with brackets/ : /mit Klammern/);
      assert.equal(await page.$$eval('#question input[type="radio"]', (r) => r.length), 0);
      const asked = (t) => ({ type: "value", step: q.step, node: q.node, text: t });
      const wrong = await verdict(page, q.exercise, asked("(a_0+a_4)"), language);
      assert.equal(wrong.correct, false);
      assert.ok(wrong.feedback.length > 0, "the checker says why");
      assert.deepEqual(await answer(page, "(a_0+a_4)", "wrong"), [
        "✗ " + wrong.verdict,
        ...wrong.feedback.map((f) => f.text),
      ]);
      assert.equal(await page.$eval("#continue", (e) => e.hidden), true);
      const right = await verdict(page, q.exercise, asked(q.reveal.answer.text), language);
      assert.equal(right.correct, true);
      const said = await answer(page, q.reveal.answer.text, "right");
      assert.match(said[0], language === "en" ? /^✓ Right/ : /^✓ Richtig/);
      const lines = right.saysRight
        ? right.feedback.map((f) => f.text)
        : [right.verdict, ...right.feedback.map((f) => f.text)];
      assert.deepEqual(said, ["✓ " + lines[0], ...lines.slice(1)]);
      await page.click("#continue");
      assert.equal(await text(page, "#scene-title"), d.scenes[k + 1].title[language]);
      assertClean(page);
    },
  );
}

test(
  "Next at the lesson's open question reveals its answer and plays its step",
  { skip: skipLesson },
  async () => {
    const { page, d, k, q } = await openS0();
    const steps = d.scenes[k].steps;
    await press(page, "PageDown");
    assert.equal(await page.$eval("#feedback", (e) => e.className), "answer");
    const said = await page.$$eval("#feedback > *", (lines) => lines.map((x) => x.textContent));
    assert.deepEqual(said, [d.ui[d.language].answer, ...q.reveal.said[d.language]]);
    assert.equal(await page.$eval("#answer-text", (e) => e.value), q.reveal.answer.text);
    assert.equal(await page.evaluate(() => location.hash), `#scene=${k + 1}&step=${steps[1].step}`);
    // The next Next goes on.
    await press(page, "PageDown", steps.length - 1);
    assert.equal(await text(page, "#scene-title"), d.scenes[k + 1].title[d.language]);
    assertClean(page);
  },
);

test(
  "the lesson's progress survives a reload: the place and the answer checked",
  { skip: skipLesson },
  async () => {
    const { page, k, q } = await openS0();
    const said = await answer(page, q.reveal.answer.text, "right");
    await page.goto(page.fileUrl, { waitUntil: "load" });
    await ready(page);
    assert.equal(
      await page.evaluate((h) => location.hash.startsWith(h), `#scene=${k + 1}&`),
      true,
      "at the scene again",
    );
    assert.equal(await page.$eval("#answer-text", (e) => e.value), q.reveal.answer.text);
    await page.waitForFunction(() => document.querySelector("#feedback").className === "right");
    assert.deepEqual(await page.$$eval("#feedback > *", (lines) => lines.map((x) => x.textContent)), said);
    await page.evaluate(() => localStorage.clear());
    assertClean(page);
  },
);

// The shipped solution of the exercise (tests/cli/answercli_test.cpp's right program).
const solution = readFileSync(
  new URL("../../tests/data/programs/high-links-first.lua", import.meta.url),
  "utf8",
);
const looping = 'implements = "Tree_Down"\nfunction program(node)\n  while true do end\nend\n';

test(
  "a program written in the page's editor runs and is checked; a looping one is stopped",
  { skip: skipLesson },
  async () => {
    const page = await open(lessonFile, { width: 360, height: 740, hash: "#scene=1&step=0" });
    const d = await data(page);
    const i = d.exercises.findIndex((e) => e.exercise === "program-tree-down-high-links");
    assert.ok(i >= 0, "every page offers the program exercises");
    const id = `#exercise-${i + 1}`;
    await page.click(`#exercises details:nth-of-type(${i + 1}) summary`);
    assert.deepEqual(
      await page.$eval(`${id}-source`, (e) => e.labels[0].textContent),
      d.ui[d.language].program,
    );
    assert.equal(await page.$eval(`${id}-source`, (e) => e.value), d.exercises[i].template.source);
    // Typed: the page's keys stay in the editor.
    await page.$eval(`${id}-source`, (e) => (e.value = ""));
    await page.click(`${id}-source`);
    const before = await text(page, "#step-label");
    await page.keyboard.type(solution);
    await page.keyboard.press("PageDown");
    assert.equal(await text(page, "#step-label"), before);
    assert.equal(await page.$eval(`${id}-source`, (e) => e.value.trim()), solution.trim());
    const said = () => page.$$eval(`${id}-feedback > *`, (lines) => lines.map((x) => x.textContent));
    await page.click(`${id}-run`);
    await page.waitForFunction((f) => document.querySelector(f).textContent !== "", {}, `${id}-feedback`);
    const ran = new RegExp("^" + d.ui[d.language].ran.replace("%1", "\\d+").replace(".", "\\.") + "$");
    assert.match((await said())[0], ran);
    await page.click(`#exercises details:nth-of-type(${i + 1}) button[type="submit"]`);
    await page.waitForFunction(
      (f) => document.querySelector(f).classList.contains("right"),
      {},
      `${id}-feedback`,
    );
    assert.match((await said())[0], /^✓ /);
    // A program that loops is stopped by the engine's instruction limit, and says so.
    await page.$eval(`${id}-source`, (e, s) => (e.value = s), looping);
    await page.click(`${id}-run`);
    await page.waitForFunction(
      (f) => document.querySelector(f).classList.contains("wrong"),
      {},
      `${id}-feedback`,
    );
    assert.match((await said()).join(" "), /instruction/);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360);
    assertClean(page);
  },
);

test("the lesson's broadcast question at a phone's width: no list cut", { skip: skipLesson }, async () => {
  const page = await open(lessonFile, { width: 360, height: 740 });
  const d = await data(page);
  const k = d.scenes.findIndex((s) => s.question && s.question.form === "broadcast");
  assert.ok(k >= 0, "the lesson has a broadcast question");
  await page.evaluate((h) => (location.hash = h), `#scene=${k + 1}&step=0`);
  await page.waitForFunction(() => document.querySelector("#question select[data-node]"));
  assert.deepEqual(await cutLists(page), []);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360);
  assertClean(page);
});
