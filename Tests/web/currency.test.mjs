import { test } from "node:test";
import assert from "node:assert/strict";

import { chosenCurrency, defaultCurrency, describeRates, rememberCurrency } from "../../Sources/StaysServer/Public/web/js/currency.js";
import { approximateMoney, minorDigits, money } from "../../Sources/StaysServer/Public/web/js/text.js";
import { useLanguage } from "./catalogues.mjs";

useLanguage("en");

const CODES = ["EUR", "JPY", "KRW", "USD"];

/** A localStorage stand-in. */
function storage(initial = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => values.set(key, value) };
}

test("the default currency follows the browser's first language", () => {
  assert.equal(defaultCurrency(["ko-KR", "en-US"], CODES), "KRW");
  assert.equal(defaultCurrency(["ja"], CODES), "JPY");
  assert.equal(defaultCurrency(["de-AT"], CODES), "EUR");
  assert.equal(defaultCurrency(["fr-BE", "en"], CODES), "EUR");
  assert.equal(defaultCurrency(["en-GB"], CODES), "USD", "pounds are not offered here");
  assert.equal(defaultCurrency(["en-US", "ko"], CODES), "USD", "English first stays in dollars");
  assert.equal(defaultCurrency([], CODES), "USD");
  assert.equal(defaultCurrency(["ko"], ["EUR", "USD"]), "USD", "a currency the server lacks falls back");
});

test("a remembered choice wins while the server still offers it", () => {
  const kept = storage();
  rememberCurrency(kept, "JPY");
  assert.equal(chosenCurrency(kept, ["ko-KR"], CODES), "JPY");
  assert.equal(chosenCurrency(storage({ "stays.currency": "XYZ" }), ["ko-KR"], CODES), "KRW");
  const refusing = { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("denied"); } };
  assert.equal(chosenCurrency(refusing, ["ja-JP"], CODES), "JPY");
  rememberCurrency(refusing, "KRW");
});

test("money is written with the currency's own digits", () => {
  assert.equal(minorDigits("KRW"), 0);
  assert.equal(minorDigits("JPY"), 0);
  assert.equal(minorDigits("USD"), 2);
  assert.equal(minorDigits("BHD"), 3);
  assert.equal(money(120000, "KRW"), "₩120,000");
  assert.equal(money(120000.4, "KRW"), "₩120,000");
  assert.equal(money(89.5, "EUR"), "€89.50");
  assert.equal(money(1234, "USD"), "$1,234");
  assert.equal(approximateMoney(173044, "KRW"), "≈ ₩173,044");
});

test("the rate table is named with its source and day", () => {
  const text = describeRates({ source: "European Central Bank euro foreign exchange reference rates", date: "2026-10-30" });
  assert.equal(text, "Converted prices (≈) are approximate, at the European Central Bank's euro reference rates of " +
    "October 30, 2026. You pay in the stay's own currency.");
});

test("in Korean, won keep no decimals and the rate table's day is written the Korean way", () => {
  useLanguage("ko");
  assert.equal(money(120000, "KRW"), "₩120,000");
  assert.equal(approximateMoney(89.5, "USD"), "≈ US$89.50");
  const text = describeRates({ source: "ECB", date: "2026-10-30" });
  assert.ok(text.includes("2026년 10월 30일"), text);
  useLanguage("en");
});
