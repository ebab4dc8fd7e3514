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

export function assemble(data) {
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
  page = replaceOnce(page, "/*@cubelab-script@*/", read("player.js"));
  page = replaceOnce(page, "/*@cubelab-explorer@*/", read("explorer.js"));
  return page;
}

export function assembleTo(data, file) {
  writeFileSync(file, assemble(data));
  return file;
}
