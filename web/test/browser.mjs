// The browser the tests drive: Debian's chromium (or $CHROMIUM), headless, and a page that
// refuses every request but its own file and collects console errors.
import puppeteer from "puppeteer-core";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

export const chromiumPath = process.env.CHROMIUM || "/usr/bin/chromium";

export function haveChromium() {
  return existsSync(chromiumPath);
}

export async function launch() {
  return puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--no-first-run",
      "--no-default-browser-check",
    ],
  });
}

// A page that opens file and refuses every other request. page.problems lists the console
// errors, page errors and refused requests.
export async function openPage(
  browser,
  file,
  { width = 1280, height = 800, deviceScaleFactor = 1, hash = "", touch = false } = {},
) {
  const page = await browser.newPage();
  const problems = { errors: [], requests: [] };
  const url = pathToFileURL(file).href;
  // touch: a phone's screen, tapped (isMobile, hasTouch).
  await page.setViewport({ width, height, deviceScaleFactor, isMobile: touch, hasTouch: touch });
  await page.setRequestInterception(true);
  page.on("request", (request) => {
    const requested = request.url().split("#")[0];
    if (requested === url && request.isNavigationRequest()) request.continue();
    else {
      problems.requests.push(request.url());
      request.abort();
    }
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.errors.push(`pageerror: ${error.message}`));
  await page.goto(url + hash, { waitUntil: "load" });
  await ready(page);
  page.problems = problems;
  page.fileUrl = url;
  return page;
}

// The player has read its data (unpacking it takes a moment after "load").
export async function ready(page) {
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
}

// The lists (select) shown narrower than their longest choice needs, each as "name: has of
// needs px": the same list, unconstrained, is measured beside it (in the same parent, so in
// the same font).
export function cutLists(page) {
  return page.$$eval("select", (selects) =>
    selects
      .filter((s) => s.getClientRects().length)
      .map((s) => {
        const free = s.cloneNode(true);
        free.style.cssText = "position:absolute;width:auto;max-width:none;min-width:0;flex:none";
        s.after(free);
        const needs = free.getBoundingClientRect().width;
        free.remove();
        return { what: s.getAttribute("aria-label") || s.id, has: s.getBoundingClientRect().width, needs };
      })
      .filter((s) => s.has + 0.5 < s.needs)
      .map((s) => `${s.what}: ${s.has.toFixed(1)} of ${s.needs.toFixed(1)} px`),
  );
}
