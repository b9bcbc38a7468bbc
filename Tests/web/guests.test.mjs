import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { canIncrease, checkGuests, describeGuests, stepGuests } from "../../Sources/StaysServer/Public/web/js/guests.js";
import { useLanguage } from "./catalogues.mjs";

useLanguage("en");

const RULES = JSON.parse(readFileSync(new URL("../rules/shared-rules.json", import.meta.url))).rules;
const SIXTEEN = { ...RULES, maximumGuests: 16 };

const base = { adults: 1, children: 0, infants: 0, pets: 0 };

test("adults never go below one", () => {
  assert.deepEqual(stepGuests(base, "adults", -1, SIXTEEN), base);
});

test("adults and children together stop at sixteen", () => {
  const full = { ...base, adults: 10, children: 6 };
  assert.equal(canIncrease(full, "adults", SIXTEEN), false);
  assert.equal(canIncrease(full, "children", SIXTEEN), false);
  assert.equal(canIncrease(full, "infants", SIXTEEN), true);
  assert.deepEqual(stepGuests(full, "children", 1, SIXTEEN), full);
});

test("infants and pets stop at five", () => {
  assert.deepEqual(stepGuests({ ...base, pets: 5 }, "pets", 1, SIXTEEN), { ...base, pets: 5 });
  assert.deepEqual(stepGuests({ ...base, infants: 4 }, "infants", 1, SIXTEEN), { ...base, infants: 5 });
});

test("counts from a link are checked with the command line's rules", () => {
  assert.deepEqual(checkGuests({ adults: "2", children: "1" }, SIXTEEN).guests, { adults: 2, children: 1, infants: 0, pets: 0 });
  assert.equal(checkGuests({ adults: "0" }, SIXTEEN).error, "at least one adult must come");
  assert.equal(checkGuests({ adults: "12", children: "5" }, SIXTEEN).error, "at most 16 guests (adults and children)");
  assert.equal(checkGuests({ pets: "6" }, SIXTEEN).error, "at most 5 pets");
  assert.match(checkGuests({ adults: "two" }, SIXTEEN).error, /whole number/);
});

test("the summary counts guests, infants and pets", () => {
  assert.equal(describeGuests({ adults: 2, children: 1, infants: 1, pets: 0 }), "3 guests, 1 infant");
  assert.equal(describeGuests(base), "1 guest");
});
