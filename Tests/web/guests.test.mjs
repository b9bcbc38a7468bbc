import assert from "node:assert/strict";
import { test } from "node:test";
import { canIncrease, checkGuests, describeGuests, stepGuests } from "../../Sources/StaysServer/Public/web/js/guests.js";

const base = { adults: 1, children: 0, infants: 0, pets: 0 };

test("adults never go below one", () => {
  assert.deepEqual(stepGuests(base, "adults", -1), base);
});

test("adults and children together stop at sixteen", () => {
  const full = { ...base, adults: 10, children: 6 };
  assert.equal(canIncrease(full, "adults"), false);
  assert.equal(canIncrease(full, "children"), false);
  assert.equal(canIncrease(full, "infants"), true);
  assert.deepEqual(stepGuests(full, "children", 1), full);
});

test("infants and pets stop at five", () => {
  assert.deepEqual(stepGuests({ ...base, pets: 5 }, "pets", 1), { ...base, pets: 5 });
  assert.deepEqual(stepGuests({ ...base, infants: 4 }, "infants", 1), { ...base, infants: 5 });
});

test("counts from a link are checked with the command line's rules", () => {
  assert.deepEqual(checkGuests({ adults: "2", children: "1" }).guests, { adults: 2, children: 1, infants: 0, pets: 0 });
  assert.equal(checkGuests({ adults: "0" }).error, "at least one adult must come");
  assert.equal(checkGuests({ adults: "12", children: "5" }).error, "at most 16 guests (adults and children)");
  assert.equal(checkGuests({ pets: "6" }).error, "at most 5 pets");
  assert.match(checkGuests({ adults: "two" }).error, /whole number/);
});

test("the summary counts guests, infants and pets", () => {
  assert.equal(describeGuests({ adults: 2, children: 1, infants: 1, pets: 0 }), "3 guests, 1 infant");
  assert.equal(describeGuests(base), "1 guest");
});
