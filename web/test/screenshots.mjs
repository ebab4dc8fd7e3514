// Screenshots of a page at a phone's, a projector's and a wide screen's size, in English and
// German, at the place the fragment names (the page's start without one):
//   node test/screenshots.mjs PAGE.html OUTDIR [fragment]
import { mkdirSync } from "node:fs";
import { basename, join } from "node:path";
import { launch, openPage } from "./browser.mjs";

const [file, outDir, fragmentArg] = process.argv.slice(2);
if (!file || !outDir) {
  console.error("usage: node test/screenshots.mjs PAGE.html OUTDIR [#fragment]");
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const sizes = [
  [360, 740],
  [1024, 768],
  [1920, 1080],
];
const browser = await launch();
try {
  // The place to show: the fragment given (a question scene, the last step), else the start.
  const fragment = fragmentArg || "";
  const stem = basename(file).replace(/\.html?$/, "");
  for (const lang of ["en", "de"]) {
    for (const [width, height] of sizes) {
      const page = await openPage(browser, file, { width, height, hash: fragment });
      // A fragment with a moment opens the explorer once the engine has started.
      if (fragment.includes("moment=")) await page.waitForSelector("main.staged");
      await page.select("#language", lang);
      const out = join(outDir, `${stem}-${lang}-${width}x${height}.png`);
      await page.screenshot({ path: out });
      console.log(out);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
