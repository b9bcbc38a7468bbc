// Nothing is left in English by accident: index.html holds no words of its own (its text and labels are
// `data-i18n` marks), and no web module writes a literal with letters where a person reads it — as an element's
// child, text content, label, title or placeholder, a message, a reason or a returned phrase — unless it is a
// catalogue key or on the short list of non-words below; and what is handed to `t()` is a key, not the words.

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";
import { literals } from "./source-literals.mjs";

const web = new URL("../../Sources/StaysServer/Public/web/", import.meta.url);
const KEY = /^(web|common|problem|status)\.[\w.-]+\.?$/;
const LETTERS = /\p{L}/u;
// Literals with letters that are not words: CSS units written into styles, the prefix of idempotency keys.
const NOT_WORDS = new Set(["px, ", "px)", "px) translateX(-50%)", "web-"]);
// Where a literal is read by a person: calls taking text and the first and last index of the arguments that do.
const ANY = [0, Infinity];
const TEXT_CALLS = {
  el: [2, Infinity], say: [0, 0], pin: [0, 0], show: [0, 0], push: ANY, append: ANY, prepend: ANY, replaceChildren: ANY,
  createTextNode: ANY,
};
const TEXT_ATTRIBUTES = new Set(["aria-label", "aria-valuetext", "aria-description", "title", "placeholder", "alt"]);
const TEXT_PROPERTIES = new Set([...TEXT_ATTRIBUTES, "text", "label", "hint", "legend", "error", "title"]);

/** Whether a literal used in `context` (source-literals.js) is text a person reads. */
function readByPeople(context) {
  if (context.key || context.compared) return false;
  const callee = context.callee?.split(".").pop();
  if (callee === "setAttribute") return context.argument === 1 && TEXT_ATTRIBUTES.has(context.first);
  if (callee) return callee in TEXT_CALLS && context.argument >= TEXT_CALLS[callee][0] && context.argument <= TEXT_CALLS[callee][1];
  if (context.property !== null) return TEXT_PROPERTIES.has(context.property);
  return Boolean(context.assigned) || context.returned;
}

/** The literals of `source` a person would read that are neither keys nor non-words. */
export function strayWords(source) {
  return literals(source)
    .filter(({ text, context }) => LETTERS.test(text) && !KEY.test(text) && !NOT_WORDS.has(text) && readByPeople(context))
    .map(({ text }) => text);
}

test("no web module writes words of its own where people read them", () => {
  const found = {};
  for (const name of readdirSync(new URL("js/", web))) {
    const stray = strayWords(readFileSync(new URL(`js/${name}`, web), "utf8"));
    if (stray.length) found[name] = stray;
  }
  assert.deepEqual(found, {});
});

test("every literal handed to t() is a key or a piece of one, never the words themselves", () => {
  const found = {};
  for (const name of readdirSync(new URL("js/", web))) {
    const handed = literals(readFileSync(new URL(`js/${name}`, web), "utf8"))
      .filter(({ context }) => context.callee === "t" && context.argument === 0)
      .filter(({ text }) => LETTERS.test(text) && !/^((web|common|problem|status)\.|\.)[\w.-]*$/.test(text));
    if (handed.length) found[name] = handed.map(({ text }) => text);
  }
  assert.deepEqual(found, {});
});

test("the check finds words in each place a person reads them", () => {
  const samples = [
    'el("p", { className: "hint" }, "Choose a day.")', 'button.textContent = open ? "Show list" : "Show map";',
    'el("button", { type: "button", "aria-label": `Remove ${name}` }, "−")', 'say(`Signed out.`);',
    'problems.push("check-out must be after check-in");', 'made.setAttribute("aria-label", `${count} stays`);',
    'function rating() {\n  return "New";\n}', 'return { error: "at least one adult must come" };',
  ];
  for (const sample of samples) assert.ok(strayWords(sample).length > 0, sample);
  const quiet = [
    'el("p", { className: "hint" }, t("web.when.rules"))', 'el("span", { id: "where-label" }, "★")',
    'if (mode === "closed") return;', 'list.querySelector(".stay a")', 'return t(`web.who.${key}.hint`);',
    'made.setAttribute("aria-expanded", "true");', 'el("input", { type: "checkbox", name: "amenities" })',
  ];
  for (const sample of quiet) assert.deepEqual(strayWords(sample), [], sample);
});

test("index.html has no words of its own: text and labels come from data-i18n marks", () => {
  const html = readFileSync(new URL("index.html", web), "utf8");
  const body = html.replace(/<!--[\s\S]*?-->/g, "").replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "");
  const text = [...body.matchAll(/>([^<]+)</g)].map((match) => match[1].trim()).filter((part) => LETTERS.test(part));
  assert.deepEqual(text, []);
  const labels = [...body.matchAll(/\s(aria-label|placeholder|title|alt)="([^"]*)"/g)].filter(([, , value]) => LETTERS.test(value));
  assert.deepEqual(labels.map(([whole]) => whole.trim()), []);
  assert.match(body, /<meta name="description" data-i18n-content="[\w.]+">/);
  for (const [, tag] of body.matchAll(/<(title|h1|h2|label|summary|option|button)\b[^>]*>\s*</g)) {
    assert.ok(tag, "an element that holds text starts empty");
  }
  for (const [element] of body.matchAll(/<(?:title|h1|label|summary|option)\b[^>]*>/g)) {
    assert.match(element, /data-i18n="/, `${element} takes its words from the catalogue`);
  }
});
