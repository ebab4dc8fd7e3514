// The exported lesson (CUBELAB_WEB_LESSON) checked by axe-core in Debian's chromium: no
// violation of any rule axe runs by default (WCAG 2 A and AA and its best practices) at a
// phone's width (360 px) and a projector's (1024 px), in English and in German, in the states
// a student meets: the opening with the scene list open, the explorer open with an input
// refused, the largest table, a question answered wrong and one answered right. Skipped,
// saying why, when the variable is unset.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import { haveChromium, chromiumPath, launch, openPage } from "./browser.mjs";

const lessonFile = process.env.CUBELAB_WEB_LESSON;
const skip = !haveChromium()
  ? `no browser at ${chromiumPath} (set CHROMIUM)`
  : lessonFile
    ? false
    : "CUBELAB_WEB_LESSON (the exported lesson page) is not set";
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let browser;
let page;
before(async () => {
  if (skip) return;
  browser = await launch();
  page = await openPage(browser, lessonFile);
  await page.evaluate(axeSource);
});
after(async () => {
  if (browser) await browser.close();
});

// The page's data as the program packs it (deflated, base64) or plain.
function data(file) {
  const html = readFileSync(file, "utf8");
  const held = JSON.parse(
    html.match(/<script type="application\/json" id="cubelab-data">([^<]*)<\/script>/)[1],
  );
  if (held.encoding !== "deflate-base64") return held;
  return JSON.parse(inflateSync(Buffer.from(held.data, "base64")).toString("utf8"));
}

// axe's violations on the page as it is now, one line each: the rule, its impact, what it
// asks, and where (the first few elements).
async function violations() {
  const found = await page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ["violations"] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      where: v.nodes.slice(0, 4).map((n) => n.target.join(" ")),
    }));
  });
  return found.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.where.join(", ")}`);
}

// The fragment set and the page moved there (the player's hashchange handler runs first).
function goTo(hash) {
  return page.evaluate(
    (h) =>
      new Promise((moved) => {
        if (location.hash === h) return moved();
        window.addEventListener("hashchange", () => moved(), { once: true });
        location.hash = h;
      }),
    hash,
  );
}

// The scenes the states are taken in: the largest table, the first choice question and the
// first broadcast question.
function scenes(d) {
  const rows = (s) => Math.max(0, ...s.steps.map((st) => d.tables[st.table]?.rows.length ?? 0));
  const largest = d.scenes.reduce((best, s, i) => (rows(s) > rows(d.scenes[best]) ? i : best), 0);
  const withForm = (form) => d.scenes.findIndex((s) => s.question && s.question.form === form);
  return { largest, choice: withForm("choice"), broadcast: withForm("broadcast") };
}

for (const width of [360, 1024]) {
  for (const lang of ["en", "de"]) {
    test(`no axe-core violation at ${width} px in ${lang}`, { skip }, async () => {
      const d = data(lessonFile);
      const { largest, choice, broadcast } = scenes(d);
      const langPart = lang === d.language ? "" : `&lang=${lang}`;
      await page.setViewport({ width, height: 768 });
      const found = [];
      const at = async (scene, what, act) => {
        const hash = `#scene=${scene + 1}&step=0${langPart}`;
        // Through another moment, so that the scene is drawn anew (its question unanswered).
        await goTo(`#scene=${scene === 0 ? 2 : 1}&step=0`);
        await goTo(hash);
        assert.equal(await page.$eval("html", (e) => e.lang), lang);
        if (act) await act();
        found.push(...(await violations()).map((v) => `${what}: ${v}`));
        if (act) await page.keyboard.press("Escape");
      };
      await at(0, "the opening, the scene list open", () => page.click("#scene-toggle"));
      await at(0, "the explorer open, a link order refused", async () => {
        await page.waitForSelector("#change-this:not([hidden])");
        await page.click("#change-this");
        await page.click("#explore-linkOrder", { clickCount: 3 });
        await page.type("#explore-linkOrder", "1,1");
        await page.keyboard.press("Enter");
        await page.waitForSelector("#explore-linkOrder-message:not([hidden])");
      });
      await at(largest, `scene ${largest + 1}'s table at its last step`, async () => {
        await page.evaluate(() => document.activeElement && document.activeElement.blur());
        await page.keyboard.press("End");
      });
      if (choice >= 0) {
        const options = d.scenes[choice].question.options;
        const answer = async (correct) => {
          const i = options.findIndex((o) => o.result.correct === correct);
          await page.click(`#question input[name="answer"][value="${i}"]`);
          await page.click("#check");
        };
        await at(choice, `scene ${choice + 1} answered wrong`, () => answer(false));
        await at(choice, `scene ${choice + 1} answered right`, () => answer(true));
      }
      if (broadcast >= 0) await at(broadcast, `scene ${broadcast + 1}'s broadcast question`);
      assert.deepEqual(found, [], `axe-core's violations at ${width} px in ${lang}`);
      assert.deepEqual(page.problems, { errors: [], requests: [] });
    });
  }
}
