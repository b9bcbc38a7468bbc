// The host calendar's day arithmetic (calendar.js's days across month and year ends) and the nights of spans.

import assert from "node:assert/strict";
import { test } from "node:test";
import { addDays } from "../../Sources/StaysServer/Public/web/js/calendar.js";
import { nightsOf } from "../../Sources/StaysServer/Public/web/js/host-calendar.js";

test("days are added across months, years and a leap day", () => {
  assert.equal(addDays("2030-01-31", 1), "2030-02-01");
  assert.equal(addDays("2030-12-31", 1), "2031-01-01");
  assert.equal(addDays("2028-02-28", 1), "2028-02-29");
  assert.equal(addDays("2030-03-01", -1), "2030-02-28");
});

test("the nights of spans leave out each check-out day and merge overlaps", () => {
  const nights = nightsOf([{ checkin: "2030-03-30", checkout: "2030-04-02" }, { checkin: "2030-04-01", checkout: "2030-04-03" }]);
  assert.deepEqual([...nights].sort(), ["2030-03-30", "2030-03-31", "2030-04-01", "2030-04-02"]);
  assert.equal(nightsOf([]).size, 0);
});
