// A search's filters (type of place, property kind, fewest bedrooms, beds and bathrooms, amenities) as one plain
// object, its round trip through query parameters, and the rule that counts how many are set.

import { t } from "./i18n.js";

/** The minimums the dialog steps; each names its words `web.filters.<key>.fewest` (and `.fewer`, `.more`). */
export const MINIMUMS = [{ key: "bedrooms" }, { key: "beds" }, { key: "bathrooms" }];

const LISTS = { types: "roomTypes", kinds: "propertyKinds", amenities: "amenities" };

/** The query names the filters use, the same in the page's URL and in the API's. */
export const FILTER_NAMES = [...Object.keys(LISTS), ...MINIMUMS.map(({ key }) => key)];

/** No filter: every stay passes. */
export function emptyFilters() {
  return { types: [], kinds: [], bedrooms: 0, beds: 0, bathrooms: 0, amenities: [] };
}

/** The filters in `params` (URLSearchParams) by the rules' `vocabulary` (`GET /api/v1/rules`' `filters`); codes
 * it does not list and minimums out of range are left out and described in `problems`. */
export function filtersFromParams(params, vocabulary) {
  const filters = emptyFilters();
  const problems = [];
  for (const [name, list] of Object.entries(LISTS)) {
    const value = params.get(name);
    if (!value) continue;
    const known = vocabulary?.[list] ?? [];
    const codes = value.split(",");
    const unknown = codes.filter((code) => !known.includes(code));
    if (unknown.length) problems.push(t("web.link.unknownChoice", { name, value: JSON.stringify(unknown.join(",")) }));
    filters[name] = known.filter((code) => codes.includes(code));
  }
  for (const { key } of MINIMUMS) {
    const value = params.get(key);
    if (value === null) continue;
    const number = readMinimum(value, key, vocabulary?.largestMinimum ?? 0);
    if (number === null) problems.push(t("web.link.notMinimum", { name: key, value: JSON.stringify(value) }));
    else filters[key] = number;
  }
  return { filters, problems };
}

/** Sets the filters that are set on `params` (URLSearchParams), codes joined by commas in the order given. */
export function setFilterParams(params, filters) {
  for (const name of Object.keys(LISTS)) if (filters[name].length) params.set(name, filters[name].join(","));
  for (const { key } of MINIMUMS) if (filters[key] > 0) params.set(key, String(filters[key]));
  return params;
}

/** How many filters are set: each type, kind and amenity once, each minimum above zero once ("Filters · 3"). */
export function countFilters(filters) {
  const minimums = MINIMUMS.filter(({ key }) => filters[key] > 0).length;
  return filters.types.length + filters.kinds.length + filters.amenities.length + minimums;
}

/** `codes` with `code` added (in the vocabulary's `order`) or taken out. */
export function toggleCode(codes, code, on, order) {
  const next = new Set(codes);
  if (on) next.add(code);
  else next.delete(code);
  return order.filter((known) => next.has(known));
}

/** The next whole minimum from `value` one step `up` or down, within 0…`largest` (1.5 goes to 2 or 1). */
export function stepMinimum(value, up, largest) {
  const next = up ? Math.floor(value) + 1 : Math.ceil(value) - 1;
  return Math.min(largest, Math.max(0, next));
}

/** "Any", or "2+" for a minimum. */
export function describeMinimum(value) {
  return value > 0 ? t("web.filters.atLeast", { count: value }) : t("web.filters.any");
}

function readMinimum(text, key, largest) {
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const number = Number(text);
  const step = key === "bathrooms" ? 0.5 : 1;
  return number <= largest && Number.isInteger(number / step) ? number : null;
}
