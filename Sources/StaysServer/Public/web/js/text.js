// Text for people: highlighted matches, money, ratings, dates, and the names of codes.

import { dayText, formatOptions, has, language, number, t } from "./i18n.js";

/** `title` split into `{text, matched}` parts by UTF-16 ranges (overlapping or out-of-range ones are clipped,
 * touching ones joined). */
export function highlightParts(title, ranges = []) {
  const sorted = [...ranges].sort((a, b) => a.location - b.location);
  const parts = [];
  let position = 0;
  for (const { location, length } of sorted) {
    const start = Math.max(position, Math.min(location, title.length));
    const end = Math.min(title.length, location + length);
    if (end <= start) continue;
    if (start > position) parts.push({ text: title.slice(position, start), matched: false });
    const previous = parts[parts.length - 1];
    if (previous?.matched && start === position) previous.text += title.slice(start, end);
    else parts.push({ text: title.slice(start, end), matched: true });
    position = end;
  }
  if (position < title.length) parts.push({ text: title.slice(position), matched: false });
  return parts;
}

/** Digits after the decimal point of `currency` (0 for KRW and JPY, 2 for USD, 3 for BHD), as Intl knows them. */
export function minorDigits(currency) {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions().maximumFractionDigits;
  } catch {
    return 2;
  }
}

/** "$1,234", "€89.50" or "₩120,000" in the currency given, with its own digits; whole amounts lose their cents. */
export function money(amount, currency = "USD") {
  const digits = minorDigits(currency);
  const whole = Number.isInteger(amount);
  try {
    return new Intl.NumberFormat(language().locale, {
      style: "currency", currency, minimumFractionDigits: whole ? 0 : digits, maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    return `${amount.toFixed(whole ? 0 : digits)} ${currency}`;
  }
}

/** A converted amount, marked as approximate: "≈ ₩120,000". */
export function approximateMoney(amount, currency) {
  return t("web.price.approximate", { amount: money(amount, currency) });
}

/** "★ 4.87 (120 reviews)" or "New, no reviews yet", in the person's language. */
export function rating(value, reviews) {
  if (value === null || value === undefined) return t("web.rating.new");
  const shown = number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return t("web.rating", { rating: shown, reviews: t("web.rating.reviews", { count: reviews }) });
}

const MONTH = { month: "long", year: "numeric" };
const LONG_DAY = { weekday: "long", month: "long", day: "numeric", year: "numeric" };

/** "December 2026", "2026년 12월". */
export function monthTitle(day) {
  return dayText(day, MONTH);
}

/** "Dec 14", "12월 14일 (월)": the catalogue's `web.format.day`. */
export function shortDay(day) {
  return dayText(day, formatOptions("web.format.day"));
}

/** "Dec 14 – Dec 17 · 3 nights", "Dec 14 – ?" while check-out is open, or "Add dates"; a year other than
 * `thisYear` is written out ("Mar 28 – Apr 2, 2028", "Dec 30, 2026 – Jan 2, 2027"). */
export function describeRange(range, thisYear = new Date().getFullYear()) {
  if (!range.checkin) return t("web.when.addDates");
  const year = (day) => Number(day.slice(0, 4));
  const dated = (day) => dayText(day, { ...formatOptions("web.format.day"), year: "numeric" });
  if (!range.checkout) {
    return t("web.when.openRange", { start: year(range.checkin) === thisYear ? shortDay(range.checkin) : dated(range.checkin) });
  }
  const count = Math.round((Date.parse(range.checkout) - Date.parse(range.checkin)) / 86_400_000);
  const spansYears = year(range.checkin) !== year(range.checkout);
  const end = spansYears || year(range.checkout) !== thisYear ? dated(range.checkout) : shortDay(range.checkout);
  const start = spansYears ? dated(range.checkin) : shortDay(range.checkin);
  return t("web.when.range", { start, end, nights: t("common.nights", { count }) });
}

/** "Monday, December 14, 2026", "2026년 12월 14일 월요일". */
export function longDay(day) {
  return dayText(day, LONG_DAY);
}

/** The name of a code the rules or a stay carry (`group` kind, room, amenity or policy): "entire_place" →
 * "Entire place", "집 전체"; a code the catalogue does not know yet is shown as it is, spaced. */
export function named(group, code) {
  const key = `web.${group}.${code}`;
  return has(key) ? t(key) : String(code).replaceAll("_", " ");
}

/** "Studio", "1 bedroom", "3 bedrooms". */
export function bedrooms(count) {
  return count === 0 ? t("web.stay.studio") : t("web.stay.bedrooms", { count });
}
