// Screenshots of a page at a phone's, a projector's and a wide screen's size, in English and
// German, at a telling place (the last step of a scenario, a question scene of a lesson):
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
  const probe = await openPage(browser, file);
  // The telling place: the first scene with a question, else the last step of the first scene.
  const fragment =
    fragmentArg ||
    (await probe.evaluate(() => {
      const data = JSON.parse(document.getElementById("cubelab-data").textContent);
      const several = data.scenes.length > 1;
      const q = data.scenes.findIndex((s) => s.question && s.question.form === "choice");
      const s = q >= 0 ? q : 0;
      const steps = data.scenes[s].steps;
      const k = q >= 0 ? steps[0].step : steps[steps.length - 1].step;
      return several ? `#scene=${s + 1}&step=${k}` : `#step=${k}`;
    }));
  await probe.close();
  const stem = basename(file).replace(/\.html?$/, "");
  for (const lang of ["en", "de"]) {
    for (const [width, height] of sizes) {
      const page = await openPage(browser, file, { width, height, hash: fragment });
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
