// Assembles a page from web/page/ and a data object exactly as the C++ writer does
// (notes: the web page contract): each marker of page.html replaced once, every "<" of the
// data written as \u003c so no text in it can end its script element.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const pageDir = join(dirname(fileURLToPath(import.meta.url)), "..", "page");

function escapeHtml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function replaceOnce(page, marker, text) {
  const at = page.indexOf(marker);
  if (at < 0 || page.indexOf(marker, at + 1) >= 0)
    throw new Error(`page.html must hold ${marker} exactly once`);
  return page.slice(0, at) + text + page.slice(at + marker.length);
}

// The engine's two elements (its module and its script) as an exported page holds them, to put
// into a page assembled here: the player's tests then check answers with the real engine.
export function engineOf(exportedPage) {
  const html = readFileSync(exportedPage, "utf8");
  const wasm = html.match(
    /<script type="application\/json" id="cubelab-engine-wasm">\s*([^<]*?)\s*<\/script>/,
  );
  const script = wasm && html.slice(wasm.index + wasm[0].length).match(/<script>([\s\S]*?)<\/script>/);
  if (!script) throw new Error(`${exportedPage} holds no engine`);
  return { wasm: wasm[1], script: script[1] };
}

export function assemble(data, engine = null) {
  const read = (name) => readFileSync(join(pageDir, name), "utf8");
  const language = data.language === "de" ? "de" : "en";
  const title = (data.title && (data.title[language] ?? data.title.en)) || "";
  let page = read("page.html");
  // The template's markers are all found before any text is put in, as the writer does.
  const words = (data.ui && data.ui[language]) || {};
  page = replaceOnce(page, "<!--@cubelab-title@-->", escapeHtml(title));
  page = replaceOnce(page, "<!--@cubelab-no-data@-->", escapeHtml(words.noData || ""));
  page = replaceOnce(page, "@cubelab-lang@", language);
  page = replaceOnce(page, "/*@cubelab-data@*/", JSON.stringify(data).replace(/</g, "\\u003c"));
  page = replaceOnce(page, "/*@cubelab-style@*/", read("player.css"));
  if (engine) {
    page = replaceOnce(page, "/*@cubelab-engine-wasm@*/", engine.wasm);
    page = replaceOnce(page, "/*@cubelab-engine@*/", engine.script);
  }
  page = replaceOnce(page, "/*@cubelab-script@*/", read("questions.js") + "\n" + read("player.js"));
  page = replaceOnce(page, "/*@cubelab-explorer@*/", read("explorer.js"));
  return page;
}

export function assembleTo(data, file, engine = null) {
  writeFileSync(file, assemble(data, engine));
  return file;
}
