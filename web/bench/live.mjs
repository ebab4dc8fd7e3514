// The page on a phone's CPU: Chromium's CPU throttled (4× by default, as DevTools' "4x slowdown"
// does), then the page opened and timed — until the engine has started and the first step is
// drawn, a re-run of each scenario of scenarios.json (cubelab.run and reading its trace), and
// 100 step changes by the keyboard.
//   node bench/live.mjs PAGE.html [RATE]
// Prints JSON: {"page", "throttle", "ready_ms", "runs": [{"name", "median_ms"}], "step": {...}}.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { launch } from "../test/browser.mjs";
import { timeStepChanges } from "./stepchanges.mjs";

const [file, rate = "4"] = process.argv.slice(2);
if (!file) {
  console.error("usage: node bench/live.mjs PAGE.html [RATE]");
  process.exit(2);
}
const scenarios = JSON.parse(readFileSync(new URL("scenarios.json", import.meta.url), "utf8"));
const round = (x) => Math.round(x * 100) / 100;
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 360, height: 740, deviceScaleFactor: 2 });
  const session = await page.target().createCDPSession();
  await session.send("Emulation.setCPUThrottlingRate", { rate: Number(rate) });
  const url = pathToFileURL(file).href;
  await page.setRequestInterception(true);
  let requests = 0;
  page.on("request", (request) => {
    if (request.url().split("#")[0] === url && request.isNavigationRequest()) request.continue();
    else {
      requests++;
      request.abort();
    }
  });
  await page.goto(url, { waitUntil: "load" });
  // From the navigation's start until the engine runs and the player has drawn its first step.
  const readyMs = await page.evaluate(async () => {
    await window.cubelab.ready;
    while (document.documentElement.dataset.ready !== "true")
      await new Promise((resolve) => requestAnimationFrame(resolve));
    return performance.now();
  });
  const runs = [];
  for (const { name, scenario } of scenarios) {
    const measured = await page.evaluate((text) => {
      const result = [];
      let bytes = 0;
      try {
        for (let i = 0; i < 7; i++) {
          const start = performance.now();
          const trace = window.cubelab.run(text);
          JSON.parse(trace);
          result.push(performance.now() - start);
          bytes = trace.length;
        }
      } catch (error) {
        return { error: String(error.message).slice(0, 300) };
      }
      return { times: result.sort((a, b) => a - b), bytes };
    }, JSON.stringify(scenario));
    if (measured.error) runs.push({ name, error: measured.error });
    else
      runs.push({
        name,
        median_ms: round(measured.times[3]),
        min_ms: round(measured.times[0]),
        trace_bytes: measured.bytes,
      });
  }
  const steps = (await timeStepChanges(page, 100)).sort((x, y) => x - y);
  console.log(
    JSON.stringify(
      {
        page: file,
        throttle: Number(rate),
        ready_ms: round(readyMs),
        runs,
        step: { median_ms: round(steps[50]), p95_ms: round(steps[95]), max_ms: round(steps[99]) },
        requests,
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
}
