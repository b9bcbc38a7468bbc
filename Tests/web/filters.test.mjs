import assert from "node:assert/strict";
import { test } from "node:test";
import { countFilters, describeMinimum, emptyFilters, filtersFromParams, setFilterParams, stepMinimum, toggleCode }
  from "../../Sources/StaysServer/Public/web/js/filters.js";
import { named } from "../../Sources/StaysServer/Public/web/js/text.js";
import { useLanguage } from "./catalogues.mjs";

useLanguage("en");

const VOCABULARY = {
  roomTypes: ["entire_place", "private_room", "shared_room"],
  propertyKinds: ["apartment", "house", "loft", "cabin", "cottage", "villa", "bungalow", "guesthouse"],
  amenities: ["wifi", "kitchen", "washer", "air_conditioning", "heating", "free_parking", "workspace", "tv", "pool",
    "hot_tub", "gym", "balcony", "self_check_in", "breakfast", "pets_allowed"],
  largestMinimum: 50,
};

test("filters survive query parameters both ways, codes in the vocabulary's order", () => {
  const params = new URLSearchParams("types=private_room,entire_place&kinds=loft&bedrooms=2&bathrooms=1.5&amenities=kitchen,wifi");
  const { filters, problems } = filtersFromParams(params, VOCABULARY);
  assert.deepEqual(problems, []);
  assert.deepEqual(filters, { types: ["entire_place", "private_room"], kinds: ["loft"], bedrooms: 2, beds: 0, bathrooms: 1.5,
    amenities: ["wifi", "kitchen"] });
  assert.equal(setFilterParams(new URLSearchParams(), filters).toString(),
    "types=entire_place%2Cprivate_room&kinds=loft&amenities=wifi%2Ckitchen&bedrooms=2&bathrooms=1.5");
  assert.deepEqual(filtersFromParams(setFilterParams(new URLSearchParams(), filters), VOCABULARY).filters, filters);
});

test("no filter sets no parameter", () => {
  assert.equal(setFilterParams(new URLSearchParams(), emptyFilters()).toString(), "");
  assert.deepEqual(filtersFromParams(new URLSearchParams(""), VOCABULARY), { filters: emptyFilters(), problems: [] });
});

test("unknown codes and minimums out of range are dropped and reported", () => {
  const params = new URLSearchParams("types=castle&kinds=villa,igloo&bedrooms=51&beds=-1&bathrooms=1.25&amenities=");
  const { filters, problems } = filtersFromParams(params, VOCABULARY);
  assert.deepEqual(filters, { ...emptyFilters(), kinds: ["villa"] });
  assert.equal(problems.length, 5, problems.join("; "));
  assert.deepEqual(filtersFromParams(new URLSearchParams("beds=1.5&bedrooms=50"), VOCABULARY).filters,
    { ...emptyFilters(), bedrooms: 50 });
});

test("the badge counts each type, kind and amenity, and each minimum above zero", () => {
  assert.equal(countFilters(emptyFilters()), 0);
  assert.equal(countFilters({ types: ["private_room"], kinds: ["loft", "villa"], bedrooms: 2, beds: 0, bathrooms: 0.5,
    amenities: ["wifi"] }), 6);
});

test("checking a box keeps the vocabulary's order, unchecking takes it out", () => {
  const order = VOCABULARY.amenities;
  assert.deepEqual(toggleCode(["kitchen"], "wifi", true, order), ["wifi", "kitchen"]);
  assert.deepEqual(toggleCode(["wifi", "kitchen"], "wifi", false, order), ["kitchen"]);
});

test("steppers go by whole numbers from Any up to the largest minimum", () => {
  assert.equal(stepMinimum(0, false, 50), 0);
  assert.equal(stepMinimum(0, true, 50), 1);
  assert.equal(stepMinimum(1.5, true, 50), 2);
  assert.equal(stepMinimum(1.5, false, 50), 1);
  assert.equal(stepMinimum(50, true, 50), 50);
  assert.equal(describeMinimum(0), "Any");
  assert.equal(describeMinimum(2), "2+");
});

test("every code of the vocabulary reads as words", () => {
  assert.equal(named("amenity", "air_conditioning"), "Air conditioning");
  assert.equal(named("amenity", "self_check_in"), "Self check-in");
  assert.equal(named("room", "private_room"), "Private room");
  const groups = [["room", VOCABULARY.roomTypes], ["kind", VOCABULARY.propertyKinds], ["amenity", VOCABULARY.amenities]];
  for (const [group, codes] of groups) {
    for (const code of codes) assert.match(named(group, code), /^[A-Z][A-Za-z -]+$/, code);
  }
});
