import js from "@eslint/js";
import globals from "globals";

// The player writes no word of its own: every text it shows is the program's (the data's "ui"
// table, German from the program's translations). A string that reads as words, a table of
// capitalised strings, or a literal put where the page shows text is refused.
const wordsAreTheProgramsOnly = "the player's words come from the data's table (data.ui), not from player.js";
const noWordsInThePlayer = [
  {
    // not "use strict", nor a list of class names
    selector:
      "Literal[value=/[A-Za-z]{2,} [A-Za-z]/]:not(ExpressionStatement > Literal):not(Property[key.name='class'] > Literal)",
    message: wordsAreTheProgramsOnly,
  },
  { selector: "TemplateElement[value.raw=/[A-Za-z]{2,} [A-Za-z]/]", message: wordsAreTheProgramsOnly },
  { selector: "Property > Literal.value[value=/^[A-Z][a-z]/]", message: wordsAreTheProgramsOnly },
  {
    selector:
      "AssignmentExpression[left.property.name=/^(textContent|innerText|innerHTML|title|alt|placeholder)$/] > Literal.right",
    message: wordsAreTheProgramsOnly,
  },
  {
    selector: "Property[key.name=/^(text|html|title)$/] > Literal.value",
    message: wordsAreTheProgramsOnly,
  },
  {
    selector:
      "CallExpression[callee.property.name='setAttribute'][arguments.0.value=/^(aria-label|aria-valuetext|title|alt|placeholder)$/] > Literal.arguments:nth-child(2)",
    message: wordsAreTheProgramsOnly,
  },
];

export default [
  { ignores: ["node_modules/"] },
  js.configs.recommended,
  {
    files: ["page/**/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "script", globals: { ...globals.browser } },
    rules: { "no-restricted-syntax": ["error", ...noWordsInThePlayer] },
  },
  {
    // The engine's API shows nothing on the page: its messages are for a developer's console.
    files: ["page/engine.js"],
    languageOptions: { globals: { createCubeLabEngine: "readonly" } },
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: ["test/**/*.{js,mjs}", "bench/**/*.{js,mjs}", "tools/**/*.{js,mjs}", "*.js"],
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: "module",
      globals: { ...globals.node, ...globals.browser },
    }, // browser: page.evaluate callbacks
  },
];
