// The search as one plain object, and its round trip through the page's URL query.

import { parseDay } from "./calendar.js";
import { emptyFilters, filtersFromParams, setFilterParams } from "./filters.js";
import { checkGuests, DEFAULT_GUESTS } from "./guests.js";
import { t } from "./i18n.js";
import { setTimingParams, timingFromParams } from "./timing.js";

/** The orders the results can be sorted in (index.html's Sort by options). */
export const SORTS = ["recommended", "price", "rating", "distance"];
const VIEWS = new Set(["search", "trips", "host"]);
const BOX = /^-?\d{1,3}(\.\d+)?(,-?\d{1,3}(\.\d+)?){3}$/;

/** An empty search. */
export function emptySearch() {
  return {
    place: null, bbox: null, checkin: null, checkout: null, flexDays: null, flexible: null, months: [],
    ...DEFAULT_GUESTS, minPrice: null, maxPrice: null, filters: emptyFilters(), sort: "recommended", stay: null,
    view: "search",
  };
}

/** The search a URL query describes by the server's `rules`; unreadable values fall back to the defaults and are
 * listed in `problems`. */
export function searchFromQuery(query, rules) {
  const params = new URLSearchParams(query);
  const search = emptySearch();
  const problems = [];
  const text = (name) => {
    const value = params.get(name);
    return value && value.length <= 100 ? value : null;
  };
  search.place = text("place");
  const bbox = params.get("bbox");
  if (bbox && BOX.test(bbox)) search.bbox = bbox;
  else if (bbox) problems.push(t("web.link.bbox", { value: JSON.stringify(bbox.slice(0, 60)) }));
  for (const name of ["checkin", "checkout"]) {
    const value = params.get(name);
    if (value && parseDay(value)) search[name] = value;
    else if (value) problems.push(t("web.link.day", { name, value: JSON.stringify(value) }));
  }
  if (search.checkin && search.checkout && search.checkout <= search.checkin) {
    problems.push(t("web.link.checkoutFirst"));
    search.checkout = null;
  } else if (Boolean(search.checkin) !== Boolean(search.checkout) && !problems.length) {
    problems.push(t("web.link.datesTogether"));
  }
  if (!search.checkout) search.checkin = null;  // one day alone is no search: browse instead
  const timed = timingFromParams(params, search);
  Object.assign(search, timed.timing);
  problems.push(...timed.problems);
  const counts = {};
  for (const key of Object.keys(DEFAULT_GUESTS)) counts[key] = params.get(key) ?? DEFAULT_GUESTS[key];
  const checked = checkGuests(counts, rules);
  if (checked.guests) Object.assign(search, checked.guests);
  else problems.push(checked.error);
  for (const name of ["minPrice", "maxPrice"]) {
    const value = params.get(name);
    if (value === null) continue;
    const number = Number(value);
    if (value !== "" && Number.isFinite(number) && number >= 0 && number <= 1_000_000_000) search[name] = number;
    else problems.push(t("web.link.price", { name, value: JSON.stringify(value) }));
  }
  const filtered = filtersFromParams(params, rules.filters);
  search.filters = filtered.filters;
  problems.push(...filtered.problems);
  const sort = params.get("sort");
  if (sort && SORTS.includes(sort)) search.sort = sort;
  search.stay = text("stay");
  const view = params.get("view");
  if (view && VIEWS.has(view)) search.view = view;
  return { search, problems };
}

/** The URL query for a search: only what differs from the defaults, in a fixed order. */
export function queryFromSearch(search) {
  const params = new URLSearchParams();
  const defaults = emptySearch();
  const set = (names) => {
    for (const name of names) {
      const value = search[name];
      if (value !== null && value !== undefined && value !== defaults[name]) params.set(name, String(value));
    }
  };
  set(["place", "bbox"]);
  setTimingParams(params, search);
  set(["adults", "children", "infants", "pets", "minPrice", "maxPrice"]);
  setFilterParams(params, search.filters);
  set(["sort", "stay", "view"]);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The API query for the search with its filters (price filter and sort optional), e.g. for the histogram without
 * prices; a searched area (`bbox`, from the map) stands instead of the place; prices are in `currency` when given. */
export function apiQuery(search, { withPrice = true, withSort = true, currency = null } = {}) {
  const params = new URLSearchParams(search.bbox ? { bbox: search.bbox } : { place: search.place });
  setTimingParams(params, search);
  for (const name of ["adults", "children", "infants", "pets"]) params.set(name, search[name]);
  if (withPrice && search.minPrice !== null) params.set("minPrice", search.minPrice);
  if (withPrice && search.maxPrice !== null) params.set("maxPrice", search.maxPrice);
  setFilterParams(params, search.filters);
  if (withSort) params.set("sort", search.sort);
  if (currency) params.set("currency", currency);
  return params.toString();
}
