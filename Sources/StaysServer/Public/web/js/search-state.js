// The search as one plain object, and its round trip through the page's URL query.

import { parseDay } from "./calendar.js";
import { checkGuests, DEFAULT_GUESTS } from "./guests.js";

export const SORTS = [
  { value: "recommended", label: "Recommended" },
  { value: "price", label: "Lowest total price" },
  { value: "rating", label: "Highest rating" },
  { value: "distance", label: "Nearest" },
];
const VIEWS = new Set(["search", "trips"]);
const BOX = /^-?\d{1,3}(\.\d+)?(,-?\d{1,3}(\.\d+)?){3}$/;

/** An empty search. */
export function emptySearch() {
  return {
    place: null, bbox: null, checkin: null, checkout: null, ...DEFAULT_GUESTS,
    minPrice: null, maxPrice: null, sort: "recommended", stay: null, view: "search",
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
  else if (bbox) problems.push(`bbox ${JSON.stringify(bbox.slice(0, 60))} is not WEST,SOUTH,EAST,NORTH`);
  for (const name of ["checkin", "checkout"]) {
    const value = params.get(name);
    if (value && parseDay(value)) search[name] = value;
    else if (value) problems.push(`${name} ${JSON.stringify(value)} is not a day (YYYY-MM-DD)`);
  }
  if (search.checkin && search.checkout && search.checkout <= search.checkin) {
    problems.push("check-out must be after check-in");
    search.checkout = null;
  }
  const counts = {};
  for (const key of Object.keys(DEFAULT_GUESTS)) counts[key] = params.get(key) ?? DEFAULT_GUESTS[key];
  const checked = checkGuests(counts, rules);
  if (checked.guests) Object.assign(search, checked.guests);
  else problems.push(checked.error);
  for (const name of ["minPrice", "maxPrice"]) {
    const value = params.get(name);
    if (value === null) continue;
    const number = Number(value);
    if (value !== "" && Number.isFinite(number) && number >= 0 && number <= 1_000_000) search[name] = number;
    else problems.push(`${name} ${JSON.stringify(value)} is not a price`);
  }
  const sort = params.get("sort");
  if (sort && SORTS.some((option) => option.value === sort)) search.sort = sort;
  search.stay = text("stay");
  const view = params.get("view");
  if (view && VIEWS.has(view)) search.view = view;
  return { search, problems };
}

/** The URL query for a search: only what differs from the defaults, in a fixed order. */
export function queryFromSearch(search) {
  const params = new URLSearchParams();
  const defaults = emptySearch();
  const order = ["place", "bbox", "checkin", "checkout", "adults", "children", "infants", "pets", "minPrice", "maxPrice",
    "sort", "stay", "view"];
  for (const name of order) {
    const value = search[name];
    if (value === null || value === undefined || value === defaults[name]) continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Whether the search has what `GET /api/v1/stays` needs. */
export function isComplete(search) {
  return Boolean(search.place && search.checkin && search.checkout);
}

/** The API query for the search (price filter and sort optional), e.g. for the histogram without prices; a
 * searched area (`bbox`, from the map) stands instead of the place. */
export function apiQuery(search, { withPrice = true, withSort = true } = {}) {
  const params = new URLSearchParams({
    ...(search.bbox ? { bbox: search.bbox } : { place: search.place }), checkin: search.checkin, checkout: search.checkout,
    adults: search.adults, children: search.children, infants: search.infants, pets: search.pets,
  });
  if (withPrice && search.minPrice !== null) params.set("minPrice", search.minPrice);
  if (withPrice && search.maxPrice !== null) params.set("maxPrice", search.maxPrice);
  if (withSort) params.set("sort", search.sort);
  return params.toString();
}
