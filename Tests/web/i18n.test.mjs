import assert from "node:assert/strict";
import { test } from "node:test";
import { describeGuests } from "../../Sources/StaysServer/Public/web/js/guests.js";
import { language, pickLanguage, t, useCatalogue } from "../../Sources/StaysServer/Public/web/js/i18n.js";
import { firstDayOfWeek, weekStartOfRegion } from "../../Sources/StaysServer/Public/web/js/rules.js";
import { describeRange, monthTitle, rating } from "../../Sources/StaysServer/Public/web/js/text.js";
import { describeWhen, resultsHeading, rowDates } from "../../Sources/StaysServer/Public/web/js/timing.js";
import { catalogue, useLanguage } from "./catalogues.mjs";

const OFFERED = [{ code: "en", locale: "en-US" }, { code: "ko", locale: "ko-KR" }];
const SEARCH = { bbox: null, checkin: "2026-12-03", checkout: "2026-12-10", flexible: null, months: [], flexDays: null };

test("the language is the first the person prefers that the server offers, in their region's locale", () => {
  assert.deepEqual(pickLanguage(OFFERED, ["ko-KR", "ko"]), { code: "ko", locale: "ko-KR" });
  assert.deepEqual(pickLanguage(OFFERED, ["ko"]), { code: "ko", locale: "ko-KR" }, "no region: the catalogue's own");
  assert.deepEqual(pickLanguage(OFFERED, ["ja-JP", "en-GB"]), { code: "en", locale: "en-GB" });
  assert.deepEqual(pickLanguage(OFFERED, ["fr-FR"]), { code: "en", locale: "en-US" }, "nothing offered: English");
  assert.deepEqual(pickLanguage(OFFERED, ["ko", "en-GB"], ["en-GB"]), { code: "ko", locale: "ko-KR" }, "a choice wins");
  assert.deepEqual(pickLanguage([], ["ko-KR"]), { code: "en", locale: "en-US" }, "no list: English");
});

test("plurals follow Intl.PluralRules and numbers are grouped for the locale", () => {
  useLanguage("en");
  assert.deepEqual([1, 7].map((count) => t("common.nights", { count })), ["1 night", "7 nights"]);
  assert.equal(t("common.stays", { count: 1234 }), "1,234 stays");
  useLanguage("ko");
  assert.deepEqual([1, 7].map((count) => t("common.nights", { count })), ["1박", "7박"]);
  assert.equal(t("common.stays", { count: 1234 }), "숙소 1,234개");
  useLanguage("en", "de-DE");
  assert.equal(t("common.stays", { count: 1234 }), "1.234 stays", "English read in Germany groups the German way");
});

test("a key the language lacks comes in English, and an unknown one shows as itself", () => {
  useLanguage("en");
  useCatalogue({ language: "xx", locale: "ko-KR", messages: { "common.nights": { other: "{count} n" } } });
  assert.equal(language().code, "xx");
  assert.equal(t("common.nights", { count: 3 }), "3 n");
  assert.equal(t("web.when.addDates"), "Add dates");
  assert.equal(t("web.no-such-key"), "web.no-such-key");
});

test("Korean dates, counters and headings read as Korean", () => {
  useLanguage("ko");
  assert.equal(describeRange(SEARCH, 2026), "12월 3일 (목) – 12월 10일 (목) · 7박");
  assert.match(describeRange({ checkin: "2026-12-30", checkout: "2027-01-02" }, 2026),
    /^2026년 12월 30일 \(?수\)? – 2027년 1월 2일 \(?토\)? · 3박$/);
  assert.equal(monthTitle("2026-12-01"), "2026년 12월");
  assert.equal(describeGuests({ adults: 2, children: 0, infants: 1, pets: 0 }), "게스트 2명, 유아 1명");
  assert.equal(describeWhen({ ...SEARCH, checkin: null, checkout: null, flexible: "week", months: ["2026-12", "2027-01"] }),
    "12월, 1월 중 일주일");
  assert.equal(rowDates("2026-12-12", "2026-12-14"), "12월 12일 – 14일");
  assert.equal(resultsHeading(1234, "서울", SEARCH), "서울 근처 숙소 1,234개");
  assert.equal(rating(4.87, 120), "★ 4.87 (후기 120개)");
});

test("English keeps its words and dates", () => {
  useLanguage("en");
  assert.equal(describeRange(SEARCH, 2026), "Dec 3 – Dec 10 · 7 nights");
  assert.equal(resultsHeading(1234, "Seoul", SEARCH), "1,234 stays near Seoul");
  assert.equal(rating(4.87, 1), "★ 4.87 (1 review)");
});

test("weeks start where the locale's do, with a table for browsers without week info", () => {
  assert.equal(firstDayOfWeek("ko-KR"), 7);
  assert.equal(firstDayOfWeek("en-GB"), 1);
  assert.deepEqual(["KR", "US", "JP", "GB", "DE", "FR", "EG"].map(weekStartOfRegion), [7, 7, 7, 1, 1, 1, 6]);
});

test("every catalogue spells its day format as Intl options", () => {
  for (const code of ["en", "ko"]) {
    const spelled = catalogue(code).messages["web.format.day"];
    assert.match(spelled, /^(\w+:\w+)( \w+:\w+)*$/, code);
    assert.doesNotThrow(() => new Intl.DateTimeFormat("en", Object.fromEntries(spelled.split(" ").map((p) => p.split(":")))));
  }
});
