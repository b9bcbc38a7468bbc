import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { apiQuery, emptySearch, queryFromSearch, searchFromQuery } from "../../Sources/StaysServer/Public/web/js/search-state.js";
import {
  describeWhen, nextMonths, priceSortLabel, resultsHeading, rowDates, rowPrice,
} from "../../Sources/StaysServer/Public/web/js/timing.js";
import { useLanguage } from "./catalogues.mjs";

useLanguage("en");

const RULES = JSON.parse(readFileSync(new URL("../rules/shared-rules.json", import.meta.url))).rules;

test("the month chips are the next twelve months from today's, across the new year", () => {
  const months = nextMonths("2026-11-26");
  assert.equal(months.length, 12);
  assert.deepEqual(months.slice(0, 3), [
    { value: "2026-11", short: "Nov", long: "November 2026" },
    { value: "2026-12", short: "Dec", long: "December 2026" },
    { value: "2027-01", short: "Jan", long: "January 2027" },
  ]);
  assert.equal(months[11].value, "2027-10");
  assert.equal(nextMonths("2027-01-31")[1].value, "2027-02", "the 31st does not skip February");
});

test("give or take days survive the URL both ways and go to the API", () => {
  const search = { ...emptySearch(), place: "p:1", checkin: "2026-12-14", checkout: "2026-12-17", flexDays: 3 };
  const query = queryFromSearch(search);
  assert.equal(query, "?place=p%3A1&checkin=2026-12-14&checkout=2026-12-17&flexDays=3");
  assert.deepEqual(searchFromQuery(query, RULES), { search, problems: [] });
  assert.match(apiQuery(search), /^place=p%3A1&checkin=2026-12-14&checkout=2026-12-17&flexDays=3&adults=1/);
});

test("a flexible week in chosen months survives the URL both ways and goes to the API without dates", () => {
  const search = { ...emptySearch(), place: "p:1", flexible: "week", months: ["2026-12", "2027-01"] };
  const query = queryFromSearch(search);
  assert.equal(query, "?place=p%3A1&flexible=week&months=2026-12%2C2027-01");
  assert.deepEqual(searchFromQuery(query, RULES), { search, problems: [] });
  const api = apiQuery(search);
  assert.match(api, /^place=p%3A1&flexible=week&months=2026-12%2C2027-01&adults=1/);
  assert.doesNotMatch(api, /checkin|checkout|flexDays/);
});

test("browsing is a place without dates, in the URL and in the API", () => {
  const search = { ...emptySearch(), place: "p:1", adults: 2 };
  assert.equal(queryFromSearch(search), "?place=p%3A1&adults=2");
  assert.deepEqual(searchFromQuery("?place=p%3A1&adults=2", RULES), { search, problems: [] });
  assert.equal(apiQuery(search, { withSort: false, withPrice: false }), "place=p%3A1&adults=2&children=0&infants=0&pets=0");
});

test("timing a link cannot use is left out and reported", () => {
  const cases = [
    ["?place=p&checkin=2026-12-14&checkout=2026-12-17&flexDays=5", "flexDays \"5\" is not one of 1, 2, 3, 7"],
    ["?place=p&flexDays=3", "flexDays needs check-in and check-out"],
    ["?place=p&flexible=fortnight&months=2026-12", "flexible \"fortnight\" is not weekend, week or month"],
    ["?place=p&flexible=week", "flexible needs 1 to 12 different months"],
    ["?place=p&flexible=week&months=2026-12,2026-12", "flexible needs 1 to 12 different months"],
    ["?place=p&flexible=week&months=2026-13", "months \"2026-13\" is not YYYY-MM"],
    ["?place=p&months=2026-12", "months needs flexible"],
    ["?place=p&checkin=2026-12-14&checkout=2026-12-17&flexible=week&months=2026-12",
      "flexible replaces check-in and check-out; give one or the other"],
    ["?place=p&checkin=2026-12-14", "check-in and check-out go together"],
  ];
  for (const [query, problem] of cases) {
    const { search, problems } = searchFromQuery(query, RULES);
    assert.deepEqual(problems, [problem], query);
    assert.equal(search.flexDays, null, query);
    assert.equal(search.flexible, null, query);
    assert.deepEqual(search.months, [], query);
  }
  assert.equal(searchFromQuery("?place=p&checkin=2026-12-14", RULES).search.checkin, null, "one day alone browses");
});

test("the When button names each kind of timing", () => {
  const dated = { ...emptySearch(), checkin: "2026-12-14", checkout: "2026-12-17" };
  assert.equal(describeWhen(emptySearch()), "Add dates");
  assert.match(describeWhen({ ...dated, flexDays: 2 }), /^Dec 14 – Dec 17(, 2026)? · 3 nights ± 2 days$/);
  assert.equal(describeWhen({ ...emptySearch(), flexible: "weekend", months: ["2026-12", "2027-01"] }), "A weekend in Dec, Jan");
});

test("a row's dates are short within a month and name both months across one", () => {
  assert.equal(rowDates("2026-12-12", "2026-12-14"), "Dec 12 – 14");
  assert.equal(rowDates("2026-12-30", "2027-01-02"), "Dec 30 – Jan 2");
});

test("a row shows its free window and total when the dates are flexible, its nightly price alone when browsing", () => {
  const item = { nightlyPrice: 120, currency: "USD", totalPrice: 300, checkin: "2026-12-12", checkout: "2026-12-14" };
  const flexible = { ...emptySearch(), flexible: "weekend", months: ["2026-12"] };
  assert.deepEqual(rowPrice(item, flexible), { dates: "Dec 12 – 14", total: "$300 total", rest: " for 2 nights · $120 a night" });
  const exact = { ...emptySearch(), checkin: "2026-12-12", checkout: "2026-12-14" };
  assert.equal(rowPrice(item, exact).dates, null, "exact dates are the search's own: not repeated on each row");
  assert.deepEqual(rowPrice({ ...item, totalPrice: null, checkin: null, checkout: null }, emptySearch()),
    { dates: null, total: null, rest: "$120 a night" });
});

test("browsing says so in the heading and sorts by the nightly price", () => {
  const browsing = emptySearch();
  const dated = { ...emptySearch(), checkin: "2026-12-12", checkout: "2026-12-14" };
  assert.equal(resultsHeading(132, "Seoul", browsing), "132 stays near Seoul · add dates for exact prices");
  assert.equal(resultsHeading(1, "Seoul", dated), "1 stay near Seoul");
  assert.equal(priceSortLabel(browsing), "Lowest nightly price");
  assert.equal(priceSortLabel(dated), "Lowest total price");
  assert.equal(priceSortLabel({ ...browsing, flexible: "month", months: ["2027-02"] }), "Lowest total price");
});
