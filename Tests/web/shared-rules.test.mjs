// The shared rule table (Tests/rules/shared-rules.json) through the web modules; the Swift feature layer runs the
// same table in Tests/StaysFeaturesTests/Rules.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { unavailableReason } from "../../Sources/StaysServer/Public/web/js/calendar.js";
import { canIncrease } from "../../Sources/StaysServer/Public/web/js/guests.js";
import { priceFilter } from "../../Sources/StaysServer/Public/web/js/histogram.js";
import { minorDigits } from "../../Sources/StaysServer/Public/web/js/text.js";
import { firstDayOfWeek } from "../../Sources/StaysServer/Public/web/js/rules.js";

const table = JSON.parse(readFileSync(new URL("../rules/shared-rules.json", import.meta.url)));
const rules = table.rules;

test("days: the web's calendar allows exactly the days the table allows", () => {
  for (const { why, today, checkin, day, choosable } of table.days) {
    const reason = unavailableReason(day, { checkin, checkout: null }, today, rules);
    assert.equal(reason === null, choosable, `${why}: ${day} (${reason})`);
  }
});

test("guests: the web's steppers add exactly where the table allows", () => {
  for (const { why, counts, add, allowed } of table.guests) {
    assert.equal(canIncrease(counts, add, rules), allowed, why);
  }
});

test("week starts: the web's calendar starts each locale's week on the table's day", () => {
  for (const { locale, firstDay } of table.weekStarts) assert.equal(firstDayOfWeek(locale), firstDay, locale);
});

test("price bars: the web's handles ask for exactly the table's minor units, in each currency's digits", () => {
  for (const { why, buckets, bars, currency, minimumCents, maximumCents } of table.priceBars) {
    const shaped = buckets.map(([lower, upper, count]) => ({ lower, upper, count }));
    const digits = minorDigits(currency ?? "USD");
    const { minPrice, maxPrice } = priceFilter(shaped, bars[0], bars[1] + 1, digits);
    const cents = (price) => (price === null ? null : Math.round(price * 10 ** digits));
    assert.deepEqual([cents(minPrice), cents(maxPrice)], [minimumCents, maximumCents], why);
  }
});
