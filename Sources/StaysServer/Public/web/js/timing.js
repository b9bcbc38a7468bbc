// When a search asks stays to be free: exact dates, dates give or take some days, a weekend, week or month in
// chosen months, or no dates at all (browsing); its round trip through query parameters and its words.

import { addMonths, daysBetween } from "./calendar.js";
import { dayText, t } from "./i18n.js";
import { approximateMoney, describeRange, money } from "./text.js";

/** The days either side of exact dates a search may move them (`flexDays`). */
export const SPREADS = [1, 2, 3, 7];

/** The lengths a flexible search asks for (`flexible`); each names its words `web.when.length.<value>`. */
export const LENGTHS = [{ value: "weekend" }, { value: "week" }, { value: "month" }];

/** A search's timing fields when it has no dates: it browses. */
export const NO_DATES = Object.freeze({ checkin: null, checkout: null, flexDays: null, flexible: null, months: Object.freeze([]) });

/** The most months one flexible search names. */
export const MOST_MONTHS = 12;

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const SHORT_MONTH = { month: "short" };
const LONG_MONTH = { month: "long", year: "numeric" };
const ROW_DAY = { month: "short", day: "numeric" };

/** The `count` months from the one holding `today`: `{value: "2026-12", short: "Dec", long: "December 2026"}`. */
export function nextMonths(today, count = MOST_MONTHS) {
  return Array.from({ length: count }, (_, index) => {
    const first = addMonths(today, index);
    return { value: first.slice(0, 7), short: dayText(first, SHORT_MONTH), long: dayText(first, LONG_MONTH) };
  });
}

/** `flexDays`, `flexible` and `months` from `params` (URLSearchParams) for a search whose exact dates are
 * `dates`; values that cannot be used are left out and described in `problems`. */
export function timingFromParams(params, dates) {
  const timing = { flexDays: null, flexible: null, months: [] };
  const problems = [];
  const spread = params.get("flexDays");
  if (spread !== null) {
    const choices = SPREADS.join(", ");
    if (!SPREADS.includes(Number(spread))) problems.push(t("web.link.flexDays", { value: JSON.stringify(spread), choices }));
    else if (!dates.checkin || !dates.checkout) problems.push(t("web.link.flexDaysNeedsDates"));
    else timing.flexDays = Number(spread);
  }
  const length = params.get("flexible");
  const months = params.get("months")?.split(",") ?? [];
  if (length !== null) {
    const bad = months.filter((month) => !MONTH_PATTERN.test(month));
    if (!LENGTHS.some(({ value }) => value === length)) problems.push(t("web.link.flexible", { value: JSON.stringify(length) }));
    else if (dates.checkin) problems.push(t("web.link.flexibleOrDates"));
    else if (bad.length) problems.push(t("web.link.months", { value: JSON.stringify(bad.join(",")) }));
    else if (!months.length || months.length > MOST_MONTHS || new Set(months).size !== months.length) {
      problems.push(t("web.link.monthCount", { maximum: MOST_MONTHS }));
    } else Object.assign(timing, { flexible: length, months: [...months].sort() });
  } else if (months.length) problems.push(t("web.link.monthsNeedFlexible"));
  return { timing, problems };
}

/** Sets the search's timing on `params` (URLSearchParams), in the API's names; nothing when browsing. */
export function setTimingParams(params, search) {
  if (search.checkin) params.set("checkin", search.checkin);
  if (search.checkout) params.set("checkout", search.checkout);
  if (search.flexDays) params.set("flexDays", String(search.flexDays));
  if (search.flexible && search.months.length) {
    params.set("flexible", search.flexible);
    params.set("months", search.months.join(","));
  }
}

/** Whether the search has no dates of any kind: every stay is listed by its nightly price. */
export function isBrowsing(search) {
  return !(search.checkin && search.checkout) && !search.flexible;
}

/** "± 3 days", "± 1 day". */
export function spreadLabel(days) {
  return t("web.when.spread", { count: days });
}

/** Words for the When button: "Dec 14 – Dec 17 · 3 nights ± 2 days", "A week in Dec, Jan", or "Add dates". */
export function describeWhen(search) {
  if (search.flexible && search.months.length) {
    const names = search.months.map((month) => dayText(`${month}-01`, SHORT_MONTH));
    return t(`web.when.flexible.${search.flexible}`, { months: names.join(t("web.list.separator")) });
  }
  const range = describeRange(search);
  return search.flexDays && search.checkout ? `${range} ${spreadLabel(search.flexDays)}` : range;
}

/** "Dec 12 – 14", or "Dec 30 – Jan 2" across months: the nights a result is free for. */
export function rowDates(checkin, checkout) {
  const end = dayText(checkout, checkin.slice(0, 7) === checkout.slice(0, 7) ? { day: "numeric" } : ROW_DAY);
  return t("web.when.rowDates", { start: dayText(checkin, ROW_DAY), end });
}

/** A result's price line for `search`: `{dates, total, rest}`, e.g. `{dates: "Dec 12 – 14", total: "$300 total",
 * rest: " for 2 nights · $120 a night"}`, dates only when the search's are flexible; without dates only
 * `{dates: null, total: null, rest: "$120 a night"}`. A stay priced in another currency than the chosen one adds
 * its converted price, marked approximate: "€116 total (≈ ₩173,044)". */
export function rowPrice(stay, search) {
  const shown = stay.displayPrice;
  const about = (amount) => (shown && amount !== null ? ` (${approximateMoney(amount, shown.currency)})` : "");
  const nightly = t("web.price.nightly", { price: money(stay.nightlyPrice, stay.currency) });
  if (stay.totalPrice === null || !stay.checkin) {
    return { dates: null, total: null, rest: nightly + about(shown?.nightlyPrice ?? null) };
  }
  const count = daysBetween(stay.checkin, stay.checkout);
  return {
    dates: search.flexDays || search.flexible ? rowDates(stay.checkin, stay.checkout) : null,
    total: t("web.price.total", { price: money(stay.totalPrice, stay.currency) }) + about(shown?.totalPrice ?? null),
    rest: ` ${t("web.price.forNights", { nights: t("common.nights", { count }), nightly })}`,
  };
}

/** The results heading: "132 stays near Seoul", with "· add dates for exact prices" when browsing. */
export function resultsHeading(total, placeName, search) {
  if (total === 0) return t("web.results.none");
  const stays = t("common.stays", { count: total });
  const count = search.bbox ? t("web.results.inArea", { stays }) : t("web.results.near", { stays, place: placeName });
  return isBrowsing(search) ? t("web.results.browsing", { heading: count }) : count;
}

/** The words of the "price" sort: nightly when browsing, total otherwise. */
export function priceSortLabel(search) {
  return isBrowsing(search) ? t("web.sort.nightly") : t("web.sort.price");
}
