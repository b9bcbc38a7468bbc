import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { apiQuery, emptySearch, queryFromSearch, searchFromQuery } from "../../Sources/StaysServer/Public/web/js/search-state.js";
import { useLanguage } from "./catalogues.mjs";

useLanguage("en");

const RULES = JSON.parse(readFileSync(new URL("../rules/shared-rules.json", import.meta.url))).rules;
const SIXTEEN = { ...RULES, maximumGuests: 16 };

test("a search survives the URL both ways", () => {
  const search = { ...emptySearch(), place: "geonames:4250542", checkin: "2026-12-14", checkout: "2026-12-17",
    adults: 2, pets: 1, minPrice: 40, maxPrice: 180.5, sort: "price", stay: "stay:0000042" };
  const query = queryFromSearch(search);
  assert.equal(query,
    "?place=geonames%3A4250542&checkin=2026-12-14&checkout=2026-12-17&adults=2&pets=1&minPrice=40&maxPrice=180.5&sort=price&stay=stay%3A0000042");
  assert.deepEqual(searchFromQuery(query, SIXTEEN), { search, problems: [] });
});

test("filters sit in the URL after the price and go to the API", () => {
  const filters = { types: ["entire_place"], kinds: [], bedrooms: 2, beds: 0, bathrooms: 0, amenities: ["wifi", "kitchen"] };
  const search = { ...emptySearch(), place: "p:1", checkin: "2026-12-14", checkout: "2026-12-15", maxPrice: 90, filters, sort: "price" };
  const query = queryFromSearch(search);
  assert.equal(query,
    "?place=p%3A1&checkin=2026-12-14&checkout=2026-12-15&maxPrice=90&types=entire_place&amenities=wifi%2Ckitchen&bedrooms=2&sort=price");
  const rules = { ...SIXTEEN, filters: { roomTypes: ["entire_place"], propertyKinds: [], amenities: ["wifi", "kitchen"], largestMinimum: 50 } };
  assert.deepEqual(searchFromQuery(query, rules), { search, problems: [] });
  assert.match(apiQuery(search, { withPrice: false, withSort: false }), /&types=entire_place&amenities=wifi%2Ckitchen&bedrooms=2$/);
});

test("defaults are left out of the URL", () => {
  assert.equal(queryFromSearch(emptySearch()), "");
});

test("unreadable values in a shared link fall back and are reported", () => {
  const { search, problems } = searchFromQuery("?checkin=2026-13-01&checkout=2026-12-01&adults=0&minPrice=cheap&sort=best&view=admin", SIXTEEN);
  assert.equal(search.checkin, null);
  assert.equal(search.adults, 1);
  assert.equal(search.minPrice, null);
  assert.equal(search.sort, "recommended");
  assert.equal(search.view, "search");
  assert.equal(problems.length, 3);
});

test("check-out before check-in is dropped, and check-in with it", () => {
  const { search, problems } = searchFromQuery("?checkin=2026-12-14&checkout=2026-12-14", SIXTEEN);
  assert.equal(search.checkout, null);
  assert.equal(search.checkin, null);
  assert.deepEqual(problems, ["check-out must be after check-in"]);
});

test("the API query carries the search, and can leave out price and sort", () => {
  const search = { ...emptySearch(), place: "p:1", checkin: "2026-12-14", checkout: "2026-12-15", minPrice: 10 };
  assert.equal(apiQuery(search, { withPrice: false, withSort: false }),
    "place=p%3A1&checkin=2026-12-14&checkout=2026-12-15&adults=1&children=0&infants=0&pets=0");
  assert.match(apiQuery(search), /minPrice=10&sort=recommended$/);
});

test("an area searched from the map survives the URL and stands instead of the place", () => {
  const search = { ...emptySearch(), place: "geonames:1835848", bbox: "126.9,37.5,127.1,37.6",
    checkin: "2026-12-14", checkout: "2026-12-17" };
  const query = queryFromSearch(search);
  assert.equal(searchFromQuery(query, RULES).search.bbox, "126.9,37.5,127.1,37.6");
  const api = new URLSearchParams(apiQuery(search));
  assert.equal(api.get("bbox"), "126.9,37.5,127.1,37.6");
  assert.equal(api.get("place"), null);
  const bad = searchFromQuery("?place=geonames:1835848&bbox=north", RULES);
  assert.equal(bad.search.bbox, null);
  assert.match(bad.problems.join(" "), /bbox "north" is not WEST,SOUTH,EAST,NORTH/);
});
