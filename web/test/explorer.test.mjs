// The explorer (web/page/explorer.js) on the program's own pages, in Chromium:
//   CUBELAB_WEB_REDUCE  the lecture's reduce (one scene)
//   CUBELAB_WEB_LESSON  the lesson reduce-allreduce (12 scenes)
// A student changes n and the collective and the page runs the engine at once; a refused input
// says the engine's words beside its control and keeps the run; the fragment holds the moment,
// so a reload opens the same run and step; a bad fragment says why and the page goes on; at a
// phone's size a scene is walked with taps and changed. No request leaves the page. Each part
// is skipped, saying why, when its variable is unset.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { haveChromium, chromiumPath, launch, openPage, ready } from "./browser.mjs";

const reduceFile = process.env.CUBELAB_WEB_REDUCE;
const lessonFile = process.env.CUBELAB_WEB_LESSON;
const noBrowser = haveChromium() ? false : `no browser at ${chromiumPath} (set CHROMIUM)`;
const skipReduce =
  noBrowser || (reduceFile ? false : "CUBELAB_WEB_REDUCE (the exported reduce page) is not set");
const skipLesson =
  noBrowser || (lessonFile ? false : "CUBELAB_WEB_LESSON (the exported lesson page) is not set");

let browser;
before(async () => {
  if (!skipReduce || !skipLesson) browser = await launch();
});
after(async () => {
  if (browser) await browser.close();
});

function data(file) {
  const html = readFileSync(file, "utf8");
  const held = JSON.parse(
    html.match(/<script type="application\/json" id="cubelab-data">([^<]*)<\/script>/)[1],
  );
  if (held.encoding !== "deflate-base64") return held;
  return JSON.parse(inflateSync(Buffer.from(held.data, "base64")).toString("utf8"));
}

// The page opened, its engine started and the explorer wired ("Change this" shown).
async function open(file, options) {
  assert.ok(existsSync(file), `${file} exists`);
  const page = await openPage(browser, file, options);
  await page.evaluate(() => window.cubelab.ready);
  return page;
}

const text = (page, selector) => page.$eval(selector, (e) => e.textContent.trim());
const nodes = (page) => page.$$eval("#picture svg .node", (n) => n.length);
const staged = (page) => page.$eval("main", (m) => m.classList.contains("staged"));
// The fragment once the page has written it (a staged run's is written when the page is idle).
async function hashOf(page) {
  await page.waitForFunction(() => !document.documentElement.dataset.fragment);
  return page.evaluate(() => location.hash);
}
const momentOf = async (page) => new URLSearchParams((await hashOf(page)).slice(1)).get("moment");

function assertClean(page) {
  assert.deepEqual(page.problems.requests, [], "no request left the page");
  assert.deepEqual(page.problems.errors, [], "nothing was logged as an error");
}

// What the engine itself says, asked in a page of its own: the moment's run at its step (the
// caption in a language, with the program's words for it), or the refusal of a scenario.
async function engineSays(file, ask) {
  const page = await open(file);
  try {
    return await page.evaluate(ask.fn, ask.arg);
  } finally {
    await page.close();
  }
}

// A moment's scenario is a scenario file's content without its header.
const fileOf = (scenario) => JSON.stringify({ format: "cubelab-scenario", version: 2, ...scenario });

function captionOf([link, step, language, words]) {
  const moment = JSON.parse(window.cubelab.moment(link));
  if (words) window.cubelab.setWords(language, JSON.stringify(words));
  window.cubelab.run(JSON.stringify({ format: "cubelab-scenario", version: 2, ...moment.scenario }));
  return { moment, caption: JSON.parse(window.cubelab.view(step, language)).caption };
}

async function changeTo(page, id, value) {
  await page.select(`#${id}`, value);
}

async function cubeDo(page) {
  return page.$eval(
    "#explore-collective",
    (s) => Array.from(s.options).find((o) => o.text === "Cube_Do").value,
  );
}

test(
  "the reduce's page: n = 4 and Cube_Do run at once, a refused order keeps the run, a reload opens it",
  {
    skip: skipReduce,
  },
  async () => {
    const d = data(reduceFile);
    const page = await open(reduceFile);
    await page.waitForSelector("#change-this:not([hidden])");
    assert.equal(await staged(page), false);
    await page.click("#change-this");
    assert.equal(await staged(page), true);
    assert.equal(await nodes(page), 8, "the scene's own run: the 3-cube");
    await changeTo(page, "explore-dimension", "4");
    await changeTo(page, "explore-collective", await cubeDo(page));
    await page.click("#next");
    assert.equal(await nodes(page), 16, "the 4-cube's 16 nodes");
    assert.equal(await page.$$eval("#results tbody tr", (rows) => rows.length), 16);
    const lang = d.language;
    assert.equal(
      await text(page, "#step-label"),
      d.ui[lang].stepOf.replace("%1", 1).replace(/%2/, await lastStep(page)),
    );
    const link = await momentOf(page);
    assert.ok(link && link.startsWith("cubelab:"), `the fragment holds the moment (${link})`);
    const said = await engineSays(reduceFile, {
      fn: ([l, language]) => {
        const moment = JSON.parse(window.cubelab.moment(l));
        window.cubelab.run(JSON.stringify({ format: "cubelab-scenario", version: 2, ...moment.scenario }));
        return { moment, caption: JSON.parse(window.cubelab.view(1, language)).caption };
      },
      arg: [link, "en"],
    });
    assert.equal(said.moment.scenario.dimension, 4);
    assert.equal(said.moment.scenario.algorithm, "cube-allreduce");
    assert.equal(said.moment.step, 1);
    assert.equal(await text(page, "#caption"), said.caption, "step 1's caption is the engine's");
    assert.ok(said.caption.length > 0);

    // A link order that is no permutation: the engine's message beside the field, the run kept.
    const refused = await engineSays(reduceFile, {
      fn: (scenario) => {
        try {
          window.cubelab.run(JSON.stringify(scenario));
          return null;
        } catch (error) {
          return error.message;
        }
      },
      arg: JSON.parse(fileOf({ ...said.moment.scenario, linkOrder: [1, 1, 2, 3] })),
    });
    assert.ok(refused, "the engine refuses 1,1,2,3 on the 4-cube");
    const caption = await text(page, "#caption");
    await page.click("#explore-linkOrder", { clickCount: 3 });
    await page.type("#explore-linkOrder", "1,1,2,3");
    await page.keyboard.press("Enter");
    const message = await page.$eval("#explore-linkOrder-message", (e) => ({
      text: e.textContent,
      hidden: e.hidden,
      elements: e.children.length,
    }));
    assert.deepEqual(
      message,
      { text: refused, hidden: false, elements: 0 },
      "the engine's words, as plain text",
    );
    assert.equal(await page.$eval("#explore-linkOrder", (e) => e.getAttribute("aria-invalid")), "true");
    assert.equal(await nodes(page), 16, "the last run stays");
    assert.equal(await text(page, "#caption"), caption);
    assert.equal(await momentOf(page), link);

    // The fragment round-trips: a reload opens the same run at the same step.
    await page.click("#next");
    const there = { hash: await hashOf(page), caption: await text(page, "#caption") };
    await page.reload({ waitUntil: "load" });
    await ready(page);
    await page.waitForSelector("main.staged");
    assert.equal(await hashOf(page), there.hash);
    assert.equal(await text(page, "#caption"), there.caption);
    assert.equal(await nodes(page), 16);
    assert.equal(await page.$eval("#explore-dimension", (e) => e.value), "4");
    assert.equal(await page.$eval("#explore-collective", (e) => e.value), "cube-allreduce");
    assert.equal(await page.$eval("#explore-linkOrder-message", (e) => e.hidden), true);

    // In German the caption is the engine's with the program's German words.
    await page.select("#language", "de");
    const german = await engineSays(reduceFile, {
      fn: ([l, words]) => {
        const moment = JSON.parse(window.cubelab.moment(l));
        window.cubelab.setWords("de", JSON.stringify(words));
        window.cubelab.run(JSON.stringify({ format: "cubelab-scenario", version: 2, ...moment.scenario }));
        return JSON.parse(window.cubelab.view(moment.step, "de")).caption;
      },
      arg: [await momentOf(page), d.stepWords.de],
    });
    assert.equal(await text(page, "#caption"), german);
    assert.notEqual(german, there.caption);
    assertClean(page);
  },
);

async function lastStep(page) {
  return page.$eval("#slider", (s) => s.max);
}

test("a bad fragment says the engine's words and the page goes on", { skip: skipReduce }, async () => {
  const bad = "cubelab:1/!!";
  const page = await open(reduceFile, { hash: `#step=2&moment=${bad}` });
  const why = await page.evaluate((l) => {
    try {
      window.cubelab.moment(l);
      return null;
    } catch (error) {
      return error.message;
    }
  }, bad);
  assert.ok(why, "the engine refuses the link");
  await page.waitForSelector("#explorer-notice:not([hidden])");
  const shown = await page.$eval("#explorer-notice", (e) => ({
    text: e.textContent,
    elements: e.children.length,
  }));
  assert.ok(shown.text.includes(why), `the notice says "${why}"`);
  assert.equal(shown.elements, 0, "as plain text");
  assert.equal(await staged(page), false);
  // The page's own run at its step, and it still steps.
  assert.match(await text(page, "#caption"), /^b\)/);
  await page.click("#next");
  assert.match(await text(page, "#caption"), /^c\)/);
  assert.equal(await momentOf(page), null, "the refused moment left the fragment");
  assertClean(page);
});

test("the lesson at 360×740: a scene walked with taps, and Change this", { skip: skipLesson }, async () => {
  const d = data(lessonFile);
  const page = await open(lessonFile, { width: 360, height: 740, touch: true });
  await page.waitForSelector("#change-this:not([hidden])");
  const scene = d.scenes[0];
  assert.ok(scene.scenario, "each scene carries its scenario");
  const steps = Math.min(2, scene.steps.length - 1);
  for (let i = 0; i < steps; i++) await page.tap("#next");
  assert.equal(await text(page, "#caption"), scene.steps[steps].caption[d.language]);
  await page.tap("#change-this");
  await page.waitForSelector("main.staged");
  assert.equal(await nodes(page), 2 ** scene.scenario.dimension);
  assert.equal(await page.$eval("#slider", (s) => s.value), String(scene.steps[steps].step));
  // The settings fold away and come back with a tap.
  await page.tap("#explorer-settings");
  assert.equal(await page.$eval("#explorer-form", (f) => f.hidden), true);
  await page.tap("#explorer-settings");
  assert.equal(await page.$eval("#explorer-form", (f) => f.hidden), false);
  await changeTo(page, "explore-dimension", "4");
  await changeTo(page, "explore-collective", await cubeDo(page));
  await page.tap("#first");
  await page.tap("#next");
  assert.equal(await nodes(page), 16);
  const link = await momentOf(page);
  const words = d.language === "en" ? null : d.stepWords[d.language];
  const said = await engineSays(lessonFile, { fn: captionOf, arg: [link, 1, d.language, words] });
  assert.equal(await text(page, "#caption"), said.caption);
  assert.equal(
    await page.evaluate(() => document.documentElement.scrollWidth),
    360,
    "nothing wider than the phone",
  );
  // Back to the scene: its own picture and caption.
  await page.tap("#explorer-close");
  assert.equal(await staged(page), false);
  assert.equal(await text(page, "#caption"), scene.steps[steps].caption[d.language]);
  assert.equal(await momentOf(page), null);
  assertClean(page);
});
