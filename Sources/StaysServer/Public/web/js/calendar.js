// Calendar math on plain "YYYY-MM-DD" days (UTC dates, so no time zone or daylight-saving drift).

import { t } from "./i18n.js";
import { longDay } from "./text.js";

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses "YYYY-MM-DD" into a UTC Date, or null when it is not a real day. */
export function parseDay(text) {
  const match = DAY_PATTERN.exec(text ?? "");
  if (!match) return null;
  const date = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]));
  return formatDay(date) === text ? date : null;
}

/** Writes a UTC Date as "YYYY-MM-DD". */
export function formatDay(date) {
  return date.toISOString().slice(0, 10);
}

/** The local calendar day of `now` as "YYYY-MM-DD". */
export function localToday(now = new Date()) {
  const pad = (n) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The day `count` days after `day`. */
export function addDays(day, count) {
  return formatDay(new Date(parseDay(day).getTime() + count * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from, to) {
  return Math.round((parseDay(to) - parseDay(from)) / DAY_MS);
}

/** The first day of the month `offset` months after the month of `day`. */
export function addMonths(day, offset) {
  const date = parseDay(day);
  return formatDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1)));
}

/** Where `day` falls in a week starting on `firstDay` (ISO: 1 = Monday … 7 = Sunday): 0 for the first column. */
export function weekColumn(day, firstDay = 1) {
  return (parseDay(day).getUTCDay() - (firstDay % 7) + 7) % 7;
}

/** The weeks (starting on `firstDay`, ISO) of the month holding `day`: arrays of 7 days or nulls outside the month. */
export function monthWeeks(day, firstDay = 1) {
  const first = parseDay(addMonths(day, 0));
  const month = first.getUTCMonth();
  const lead = weekColumn(formatDay(first), firstDay);
  const weeks = [];
  let week = new Array(lead).fill(null);
  for (let date = first; date.getUTCMonth() === month; date = new Date(date.getTime() + DAY_MS)) {
    week.push(formatDay(date));
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length) weeks.push(week.concat(new Array(7 - week.length).fill(null)));
  return weeks;
}

/** The last day a check-out may be: the rules' horizon after today. */
export function lastCheckout(today, rules) {
  return addDays(today, rules.bookingHorizonDays);
}

/** Why `day` cannot be chosen next, or null: past days, days past the horizon, stays over the longest, and for
 * one stay's calendar its `taken` nights (a Set of days): a taken night cannot start a stay, and a stay cannot run
 * over one (it may end on the morning of one). */
export function unavailableReason(day, range, today, rules, taken = new Set()) {
  const last = lastCheckout(today, rules);
  const choosingCheckout = Boolean(range.checkin && !range.checkout);
  if (daysBetween(today, day) < 0) return t("web.day.past");
  if (daysBetween(day, last) < 0) return t("web.day.afterLast", { day: longDay(last) });
  if (choosingCheckout && daysBetween(range.checkin, day) > rules.maximumNights) {
    return t("web.day.tooLong", { nights: t("common.nights", { count: rules.maximumNights }) });
  }
  if (!choosingCheckout && taken.has(day)) return t("web.day.booked");
  if (choosingCheckout && day > range.checkin) {
    const firstTaken = [...taken].filter((night) => night >= range.checkin).sort()[0];
    if (firstTaken && day > firstTaken) return t("web.day.bookedBefore");
  }
  if (!(range.checkin && !range.checkout) && day === last) return t("web.day.checkoutOnly");
  return null;
}

/** The range after choosing `day`: the first click (or one before check-in) starts over, the next ends it. */
export function chooseDay(range, day) {
  if (range.checkin && !range.checkout && daysBetween(range.checkin, day) > 0) {
    return { checkin: range.checkin, checkout: day };
  }
  return { checkin: day, checkout: null };
}

/** Nights between check-in and check-out, or 0 when the range is open. */
export function nights(range) {
  return range.checkin && range.checkout ? daysBetween(range.checkin, range.checkout) : 0;
}

/** Where a key moves the focused day in weeks starting on `firstDay` (ISO), or null for keys the grid ignores. */
export function moveByKey(day, key, firstDay = 1) {
  const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
  if (key in moves) return addDays(day, moves[key]);
  const weekday = weekColumn(day, firstDay);
  if (key === "Home") return addDays(day, -weekday);
  if (key === "End") return addDays(day, 6 - weekday);
  if (key === "PageUp" || key === "PageDown") {
    const target = addMonths(day, key === "PageUp" ? -1 : 1);
    const date = parseDay(day).getUTCDate();
    const length = monthWeeks(target).flat().filter(Boolean).length;
    return addDays(target, Math.min(date, length) - 1);
  }
  return null;
}

/** Whether `day` lies strictly between check-in and check-out. */
export function isBetween(day, range) {
  return Boolean(range.checkin && range.checkout && day > range.checkin && day < range.checkout);
}
