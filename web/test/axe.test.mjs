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

// The scenes the states are taken in: the largest table, the first question asking for an s_i
// and the first broadcast question.
function scenes(d) {
  const rows = (s) => Math.max(0, ...s.steps.map((st) => d.tables[st.table]?.rows.length ?? 0));
  const largest = d.scenes.reduce((best, s, i) => (rows(s) > rows(d.scenes[best]) ? i : best), 0);
  const withForm = (form) => d.scenes.findIndex((s) => s.question && s.question.form === form);
  return { largest, value: withForm("value"), broadcast: withForm("broadcast") };
}

for (const width of [360, 1024]) {
  for (const lang of ["en", "de"]) {
    test(`no axe-core violation at ${width} px in ${lang}`, { skip }, async () => {
      const d = data(lessonFile);
      const { largest, value, broadcast } = scenes(d);
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
      if (value >= 0) {
        // The engine checks what is written: the revealed answer is right, a lone a_0 is not.
        const answer = async (correct) => {
          const text = correct ? d.scenes[value].question.reveal.answer.text : "a_0";
          await page.$eval("#answer-text", (e, t) => (e.value = t), text);
          await page.click("#check");
          const verdict = correct ? "right" : "wrong";
          await page.waitForFunction((v) => document.querySelector("#feedback").className === v, {}, verdict);
        };
        await at(value, `scene ${value + 1} answered wrong`, () => answer(false));
        await at(value, `scene ${value + 1} answered right`, () => answer(true));
        await at(value, `scene ${value + 1} revealed`, async () => {
          await page.evaluate(() => document.activeElement && document.activeElement.blur());
          await page.keyboard.press("PageDown");
        });
      }
      if (broadcast >= 0) await at(broadcast, `scene ${broadcast + 1}'s broadcast question`);
      await at(0, "a program exercise open, run", async () => {
        await page.$eval("#exercises details", (d) => (d.open = true));
        await page.click("#exercise-1-run");
        await page.waitForFunction(() => document.querySelector("#exercise-1-feedback").textContent !== "");
      });
      assert.deepEqual(found, [], `axe-core's violations at ${width} px in ${lang}`);
      assert.deepEqual(page.problems, { errors: [], requests: [] });
    });
  }
}
