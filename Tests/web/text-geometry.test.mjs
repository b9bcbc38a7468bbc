import assert from "node:assert/strict";
import { test } from "node:test";
import { placeLabels } from "../../Sources/StaysServer/Public/web/js/geometry.js";
import { bedrooms, describeRange, highlightParts, money, named } from "../../Sources/StaysServer/Public/web/js/text.js";
import { useLanguage } from "./catalogues.mjs";

useLanguage("en");

test("the matched parts of a title are marked, in order, clipped to the title", () => {
  assert.deepEqual(highlightParts("Springfield", [{ location: 0, length: 6 }]),
    [{ text: "Spring", matched: true }, { text: "field", matched: false }]);
  assert.deepEqual(highlightParts("São Paulo", [{ location: 4, length: 2 }, { location: 0, length: 1 }]), [
    { text: "S", matched: true }, { text: "ão ", matched: false }, { text: "Pa", matched: true }, { text: "ulo", matched: false },
  ]);
  assert.deepEqual(highlightParts("Oslo", [{ location: 2, length: 99 }, { location: 1, length: 2 }]),
    [{ text: "O", matched: false }, { text: "slo", matched: true }]);
});

test("a range reads as days and nights, or says what is missing", () => {
  assert.equal(describeRange({ checkin: null, checkout: null }, 2026), "Add dates");
  assert.equal(describeRange({ checkin: "2026-12-14", checkout: null }, 2026), "Dec 14 – ?");
  assert.equal(describeRange({ checkin: "2026-12-31", checkout: "2027-01-01" }, 2026),
    "Dec 31, 2026 – Jan 1, 2027 · 1 night");
  assert.equal(describeRange({ checkin: "2026-03-28", checkout: "2026-03-31" }, 2026), "Mar 28 – Mar 31 · 3 nights");
  assert.equal(describeRange({ checkin: "2028-03-28", checkout: "2028-03-31" }, 2026), "Mar 28 – Mar 31, 2028 · 3 nights");
  assert.equal(describeRange({ checkin: "2028-03-28", checkout: null }, 2026), "Mar 28, 2028 – ?");
});

test("money drops whole cents and keeps the currency", () => {
  assert.equal(money(1234, "USD"), "$1,234");
  assert.equal(money(89.5, "EUR"), "€89.50");
});

test("labels that would overlap an earlier one are dropped", () => {
  const kept = placeLabels([{ x: 100, y: 100, text: "Oslo" }, { x: 105, y: 102, text: "Bærum" }, { x: 300, y: 100, text: "Asker" }]);
  assert.deepEqual(kept.map((label) => label.text), ["Oslo", "Asker"]);
});

test("a label never sits under a pin or runs off the map", () => {
  const fit = { width: 400, height: 400, obstacles: [{ x: 100, y: 96, r: 8 }] };
  const kept = placeLabels([
    { x: 100, y: 100, text: "Under" }, { x: 10, y: 200, text: "Sunnyside" }, { x: 395, y: 200, text: "Edge" },
    { x: 200, y: 5, text: "Top" }, { x: 200, y: 200, text: "Clear" },
  ], fit);
  assert.deepEqual(kept.map((label) => label.text), ["Clear"]);
});

test("identifiers read as words, with the spellings people know", () => {
  assert.equal(named("amenity", "tv"), "TV");
  assert.equal(named("amenity", "wifi"), "Wi-Fi");
  assert.equal(named("room", "entire_place"), "Entire place");
  assert.equal(named("amenity", "sauna"), "sauna", "a code the catalogue does not know yet is shown as it is");
  assert.deepEqual([0, 1, 3].map(bedrooms), ["Studio", "1 bedroom", "3 bedrooms"]);
});
