// The message catalogues agree with each other and with what the web app asks of them: the same keys and
// `{parameters}` in every language, plural forms as `Intl.PluralRules` picks them, and a message for every key the
// modules and index.html use (the Swift tests check the first two as well).

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";
import { catalogue, catalogueCodes } from "./catalogues.mjs";
import { literals } from "./source-literals.mjs";

const web = new URL("../../Sources/StaysServer/Public/web/", import.meta.url);
const rules = JSON.parse(readFileSync(new URL("../rules/shared-rules.json", import.meta.url))).rules;
const openapi = readFileSync(new URL("../../Sources/StaysServer/Public/openapi.yaml", import.meta.url), "utf8");
const KEY = /^(web|common|problem|status)\.[\w.-]+$/;
const codes = catalogueCodes();
const catalogues = Object.fromEntries(codes.map((code) => [code, catalogue(code)]));

const parameters = (message) =>
  [...new Set((typeof message === "string" ? [message] : Object.values(message)).join(" ").match(/\{\w+\}/g) ?? [])].sort();

/** The keys the modules and index.html name: literal keys, and keys built in template literals as patterns. */
function usedKeys() {
  const exact = new Set();
  const patterns = new Set();
  for (const name of readdirSync(new URL("js/", web))) {
    const parts = literals(readFileSync(new URL(`js/${name}`, web), "utf8"));
    for (const { text } of parts) if (KEY.test(text) && !text.endsWith(".")) exact.add(text);
    for (const [index, { text }] of parts.entries()) {  // `web.who.${key}.hint`: the parts of one template in a row
      if (!/^(web|common|problem)\.\S*\.$/.test(text)) continue;
      const rest = parts[index + 1]?.text ?? "";
      patterns.add(`${text}*${/^\.[\w.]+$/.test(rest) ? rest : ""}`);
    }
  }
  const html = readFileSync(new URL("index.html", web), "utf8");
  for (const [, key] of html.matchAll(/data-i18n(?:-[\w-]+)?="([^"]+)"/g)) exact.add(key);
  return { exact, patterns };
}

test("every catalogue has the keys English has, and no others", () => {
  const english = Object.keys(catalogues.en.messages).sort();
  for (const code of codes) assert.deepEqual(Object.keys(catalogues[code].messages).sort(), english, code);
});

test("every message takes the parameters its English one takes", () => {
  for (const code of codes) {
    for (const [key, message] of Object.entries(catalogues[code].messages)) {
      assert.deepEqual(parameters(message), parameters(catalogues.en.messages[key]), `${code} ${key}`);
    }
  }
});

test("plural messages have exactly the forms Intl.PluralRules picks in the catalogue's locale", () => {
  const declared = { "one-other": ["one", "other"], other: ["other"] };
  for (const code of codes) {
    const { locale, plural, messages } = catalogues[code];
    const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.sort();
    assert.deepEqual(forms, declared[plural], `${code}: "${plural}" against ${locale}`);
    for (const [key, message] of Object.entries(messages)) {
      if (typeof message !== "string") assert.deepEqual(Object.keys(message).sort(), forms, `${code} ${key}`);
    }
  }
});

test("every key the web app names has a message, and every key built from a code matches some", () => {
  const { exact, patterns } = usedKeys();
  assert.ok(exact.size > 200, `found ${exact.size} keys`);
  const known = Object.keys(catalogues.en.messages);
  assert.deepEqual([...exact].filter((key) => !(key in catalogues.en.messages)), []);
  for (const pattern of patterns) {
    const [start, end] = pattern.split("*");
    assert.ok(known.some((key) => key.startsWith(start) && key.endsWith(end) && key.length > pattern.length - 1), pattern);
  }
});

test("every code the rules and the API list has a name", () => {
  const policies = /CancellationPolicy:[\s\S]*?enum: \[([^\]]+)\]/.exec(openapi)[1].split(", ");
  const named = [["room", rules.filters.roomTypes], ["kind", rules.filters.propertyKinds],
    ["amenity", rules.filters.amenities], ["policy", policies]];
  for (const [group, list] of named) {
    for (const code of list) assert.ok(`web.${group}.${code}` in catalogues.en.messages, `web.${group}.${code}`);
  }
  for (const policy of policies) assert.ok(`web.policy.${policy}.rule` in catalogues.en.messages, policy);
});
