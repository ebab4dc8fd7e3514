// The cost of a step change: 200 steps by the keyboard's Right and Left, each timed from the
// key's event to a forced layout, and the frame after it awaited.
//   node bench/step-change.mjs PAGE.html [#fragment]
// Prints {"page", "ready_ms", "steps", "median_ms", "p95_ms", "max_ms"} as JSON.
import { launch, openPage } from "../test/browser.mjs";
import { timeStepChanges } from "./stepchanges.mjs";

const [file, fragment = ""] = process.argv.slice(2);
if (!file) {
  console.error("usage: node bench/step-change.mjs PAGE.html [#fragment]");
  process.exit(2);
}
const browser = await launch();
try {
  const page = await openPage(browser, file, { width: 1920, height: 1080, hash: fragment });
  // From the navigation's start until the player has read (unpacked) its data and drawn the
  // first step: openPage waits for that, so this is an upper bound by a frame.
  const readyMs = await page.evaluate(() => performance.now());
  const times = await timeStepChanges(page, 200);
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const round = (x) => Math.round(x * 100) / 100;
  console.log(
    JSON.stringify({
      page: file,
      ready_ms: round(readyMs),
      steps: times.length,
      median_ms: round(at(0.5)),
      p95_ms: round(at(0.95)),
      max_ms: round(sorted[sorted.length - 1]),
      problems: page.problems.errors.length + page.problems.requests.length,
    }),
  );
} finally {
  await browser.close();
}
