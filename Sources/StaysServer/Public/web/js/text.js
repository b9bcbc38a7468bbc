// Text for people: highlighted matches, money, ratings, dates.

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
    return new Intl.NumberFormat("en-US", {
      style: "currency", currency, minimumFractionDigits: whole ? 0 : digits, maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    return `${amount.toFixed(whole ? 0 : digits)} ${currency}`;
  }
}

/** A converted amount, marked as approximate: "≈ ₩120,000". */
export function approximateMoney(amount, currency) {
  return `≈ ${money(amount, currency)}`;
}

/** "★ 4.87 (120 reviews)" or "New". */
export function rating(value, reviews) {
  if (value === null || value === undefined) return "New, no reviews yet";
  return `★ ${value.toFixed(2)} (${reviews} review${reviews === 1 ? "" : "s"})`;
}

const MONTH_FORMAT = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const SHORT_FORMAT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const LONG_FORMAT = new Intl.DateTimeFormat("en-US", {
  weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC",
});

/** "December 2026". */
export function monthTitle(day) {
  return MONTH_FORMAT.format(new Date(`${day}T00:00:00Z`));
}

/** "Dec 14". */
export function shortDay(day) {
  return SHORT_FORMAT.format(new Date(`${day}T00:00:00Z`));
}

/** "Dec 14 – Dec 17 · 3 nights", "Dec 14 – ?" while check-out is open, or "Add dates"; a year other than
 * `thisYear` is written out ("Mar 28 – Apr 2, 2028", "Dec 30, 2026 – Jan 2, 2027"). */
export function describeRange(range, thisYear = new Date().getFullYear()) {
  if (!range.checkin) return "Add dates";
  const year = (day) => Number(day.slice(0, 4));
  const dated = (day) => `${shortDay(day)}, ${year(day)}`;
  if (!range.checkout) return `${year(range.checkin) === thisYear ? shortDay(range.checkin) : dated(range.checkin)} – ?`;
  const count = Math.round((Date.parse(range.checkout) - Date.parse(range.checkin)) / 86_400_000);
  const spansYears = year(range.checkin) !== year(range.checkout);
  const end = spansYears || year(range.checkout) !== thisYear ? dated(range.checkout) : shortDay(range.checkout);
  const start = spansYears ? dated(range.checkin) : shortDay(range.checkin);
  return `${start} – ${end} · ${count} night${count === 1 ? "" : "s"}`;
}

/** "Monday, December 14, 2026". */
export function longDay(day) {
  return LONG_FORMAT.format(new Date(`${day}T00:00:00Z`));
}

/** Words for a kind: "entire_place" → "Entire place". */
export function words(identifier) {
  const text = String(identifier).replaceAll("_", " ");
  return SPELLED[text] ?? text.charAt(0).toUpperCase() + text.slice(1);
}

const SPELLED = { tv: "TV", wifi: "Wi-Fi", "self check in": "Self check-in" };

/** "Studio", "1 bedroom", "3 bedrooms". */
export function bedrooms(count) {
  return count === 0 ? "Studio" : `${count} bedroom${count === 1 ? "" : "s"}`;
}
