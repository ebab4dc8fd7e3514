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
// A feedback line of the data as the page shows it: its text without the markup.
const linesOf = (html) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
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
  const page = await open(lessonFile);
  const d = await data(page);
  assert.equal(d.scenes.length, 12);
  const titles = d.scenes.map((s) => s.title[d.language]);
  const seen = new Set([await text(page, "#scene-title")]);
  const totalSteps = d.scenes.reduce((n, s) => n + s.steps.length, 0);
  for (let i = 0; i < totalSteps + 5 && seen.size < new Set(titles).size; i++) {
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

test(
  "the lesson's choice question: wrong explains, right says so and Continue goes on",
  { skip: skipLesson },
  async () => {
    const page = await open(lessonFile);
    const d = await data(page);
    const k = d.scenes.findIndex((s) => s.question && s.question.form === "choice");
    assert.ok(k >= 0, "the lesson has a choice question");
    // Reached by keys: End and Right through the scenes before it.
    for (let i = 0; i < k; i++) {
      await press(page, "End");
      await press(page, "ArrowRight");
    }
    assert.equal(await text(page, "#scene-title"), d.scenes[k].title[d.language]);
    const options = d.scenes[k].question.options;
    const wrong = options.findIndex((o) => !o.result.correct);
    const right = options.findIndex((o) => o.result.correct);
    assert.ok(wrong >= 0 && right >= 0);
    await page.click(`#question input[name="answer"][value="${wrong}"]`);
    await page.click("#check");
    assert.equal(await page.$eval("#feedback", (e) => e.className), "wrong");
    // The checker's own feedback for that answer, every line of it.
    const shownFeedback = await text(page, "#feedback");
    for (const line of options[wrong].result.feedback[d.language])
      assert.ok(shownFeedback.includes(linesOf(line)), `the feedback shows "${linesOf(line)}"`);
    await page.click(`#question input[name="answer"][value="${right}"]`);
    await page.click("#check");
    assert.equal(await page.$eval("#feedback", (e) => e.className), "right");
    // The checker's "Right: …" is the headline: the verdict is said once ("RightRight" was).
    assert.ok(options[right].result.saysRight, "the checker's first message says it is right");
    const said = await page.$$eval("#feedback > *", (lines) => lines.map((x) => x.textContent));
    assert.deepEqual(said, options[right].result.feedback[d.language].map(linesOf));
    if (k + 1 < d.scenes.length) {
      await page.click("#continue");
      assert.equal(await text(page, "#scene-title"), d.scenes[k + 1].title[d.language]);
    }
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
