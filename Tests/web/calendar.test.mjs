import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import {
  addDays, addMonths, chooseDay, daysBetween, lastCheckout, monthWeeks, moveByKey, nights, parseDay, unavailableReason,
} from "../../Sources/StaysServer/Public/web/js/calendar.js";
import { useLanguage } from "./catalogues.mjs";

useLanguage("en");

const RULES = JSON.parse(readFileSync(new URL("../rules/shared-rules.json", import.meta.url))).rules;

test("a day that does not exist is not read", () => {
  assert.equal(parseDay("2026-02-30"), null);
  assert.equal(parseDay("2026-2-3"), null);
  assert.equal(parseDay("2028-02-29").toISOString(), "2028-02-29T00:00:00.000Z");
});

test("days and months add across year ends and leap days", () => {
  assert.equal(addDays("2026-12-31", 1), "2027-01-01");
  assert.equal(addDays("2028-03-01", -1), "2028-02-29");
  assert.equal(daysBetween("2026-03-28", "2026-03-30"), 2);
  assert.equal(addMonths("2026-12-14", 1), "2027-01-01");
});

test("a month's weeks start on Monday and pad with nothing", () => {
  const weeks = monthWeeks("2026-11-23");
  assert.deepEqual(weeks[0], [null, null, null, null, null, null, "2026-11-01"]);
  assert.equal(weeks.flat().filter(Boolean).length, 30);
  assert.ok(weeks.every((week) => week.length === 7));
});

test("the first click starts a range, a later day ends it, an earlier day starts over", () => {
  let range = chooseDay({ checkin: null, checkout: null }, "2026-12-14");
  assert.deepEqual(range, { checkin: "2026-12-14", checkout: null });
  assert.deepEqual(chooseDay(range, "2026-12-10"), { checkin: "2026-12-10", checkout: null });
  assert.deepEqual(chooseDay(range, "2026-12-14"), { checkin: "2026-12-14", checkout: null });
  range = chooseDay(range, "2026-12-17");
  assert.equal(nights(range), 3);
  assert.deepEqual(chooseDay(range, "2026-12-20"), { checkin: "2026-12-20", checkout: null });
});

test("past days, days past two years and stays over 365 nights cannot be chosen", () => {
  const today = "2026-11-23";
  const open = { checkin: null, checkout: null };
  assert.equal(unavailableReason("2026-11-22", open, today, RULES), "in the past");
  assert.equal(unavailableReason("2026-11-23", open, today, RULES), null);
  assert.equal(lastCheckout(today, RULES), "2028-11-23");
  assert.equal(unavailableReason("2028-11-23", open, today, RULES), "check-out only");
  assert.equal(unavailableReason("2028-11-24", open, today, RULES), "after Thursday, November 23, 2028, the last day that can be booked");
  const started = { checkin: "2026-12-01", checkout: null };
  assert.equal(unavailableReason("2027-12-01", started, today, RULES), null);
  assert.equal(unavailableReason("2027-12-02", started, today, RULES), "over 365 nights");
});

test("keys move by day, week, week edge and month", () => {
  assert.equal(moveByKey("2026-11-23", "ArrowRight"), "2026-11-24");
  assert.equal(moveByKey("2026-11-23", "ArrowUp"), "2026-11-16");
  assert.equal(moveByKey("2026-11-25", "Home"), "2026-11-23");
  assert.equal(moveByKey("2026-11-25", "End"), "2026-11-29");
  assert.equal(moveByKey("2027-01-31", "PageDown"), "2027-02-28");
  assert.equal(moveByKey("2026-11-23", "Tab"), null);
});

test("a week starting on Sunday pads and moves by Sunday", () => {
  const weeks = monthWeeks("2026-11-23", 7);
  assert.deepEqual(weeks[0].slice(0, 2), ["2026-11-01", "2026-11-02"]);
  assert.equal(moveByKey("2026-11-25", "Home", 7), "2026-11-22");
  assert.equal(moveByKey("2026-11-25", "End", 7), "2026-11-28");
});

test("one stay's taken nights: none can start a stay, and no stay runs over one", () => {
  const today = "2026-11-23";
  const taken = new Set(["2026-12-05", "2026-12-06"]);
  const open = { checkin: null, checkout: null };
  assert.equal(unavailableReason("2026-12-05", open, today, RULES, taken), "booked");
  assert.equal(unavailableReason("2026-12-04", open, today, RULES, taken), null);
  const started = { checkin: "2026-12-01", checkout: null };
  assert.equal(unavailableReason("2026-12-05", started, today, RULES, taken), null, "leaving the morning it is booked");
  assert.equal(unavailableReason("2026-12-06", started, today, RULES, taken), "a booked night comes first");
  assert.equal(unavailableReason("2026-12-10", { checkin: "2026-12-07", checkout: null }, today, RULES, taken), null);
});
