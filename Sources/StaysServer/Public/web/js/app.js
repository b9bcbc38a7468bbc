// The page: wires Where, When, Who, Price, Results, Stay and Trips to one search that lives in the URL.

import { api, ApiError } from "./api.js";
import { currentAccount, signOut } from "./account.js";
import { localToday } from "./calendar.js";
import { el } from "./dom.js";
import { browserStorage, chooseLanguage, language, t } from "./i18n.js";
import { createMapToggle } from "./map-toggle.js";
import { createMessages } from "./messages.js";
import { debounce, latestOnly } from "./latest.js";
import { createLanguageSwitch, translatePage } from "./page-words.js";
import { createPrice } from "./price.js";
import { createDiscover } from "./discover.js";
import { createResults } from "./results.js";
import { firstDayOfWeek, loadRules } from "./rules.js";
import { apiQuery, queryFromSearch, searchFromQuery } from "./search-state.js";
import { describeRange, shortDay } from "./text.js";
import { describeWhen, isBrowsing, NO_DATES, priceSortLabel } from "./timing.js";
import { createWhen } from "./when.js";
import { createWhenChoices } from "./when-choices.js";
import { createWhere } from "./where.js";
import { createWho } from "./who.js";

const $ = (id) => document.getElementById(id);
const today = localToday();
const phone = matchMedia("(max-width: 719px)");
const { loaded } = await chooseLanguage();  // index.html preloads the list: the catalogue and the rules come together
const [rules] = await Promise.all([loadRules(), loaded]).catch((failure) => {
  $("message").textContent = failure.message;  // nothing can be searched without the rules
  $("message").hidden = false;
  throw failure;
});
translatePage();
createLanguageSwitch($("language"));
const firstDay = firstDayOfWeek(language().locale);
let search = searchFromQuery(location.search, rules).search;
let place = null;
let nearby = { placeId: null, places: [] };
let shownResults = "";
let shownHistogram = "";
let currency = null;  // the guest's display currency, chosen when prices are first shown (`useCurrencies`)
let currencies = null;
let shownStay = null;  // the stay on screen, so Back to the results puts focus on its row
let resultsSearch = null;  // the search a stay was opened from, e.g. a flexible one, for "Back to results"

// MARK: - Messages and panels

/** What went wrong, for a person: a refused request's own words, else (a module that did not load) unreachable. */
const wordsFor = (failure) => (failure instanceof ApiError ? failure.message : t("problem.unreachable"));

const messages = createMessages($("message"));
const say = messages.say;

function openPanel(name) {
  for (const other of ["when", "who"]) {
    const open = other === name && $(`${other}-panel`).hidden;
    $(`${other}-panel`).hidden = !open;
    $(`${other}-button`).setAttribute("aria-expanded", String(open));
    if (open && other === "when") choices.focus();
  }
}

// MARK: - The search and the URL

function commit(changes, { push = true } = {}) {
  messages.unpin();
  search = { ...search, ...changes };
  const query = queryFromSearch(search);
  if (query !== location.search) history[push ? "pushState" : "replaceState"](null, "", query || location.pathname);
  render();
}

function syncControls() {
  when.setRange(search);
  choices.set(search);
  who.setCounts(search);
  $("when-value").textContent = describeWhen(search);
  $("who-value").textContent = who.describe();
  $("sort").value = search.sort;
  filtersDialog?.then((dialog) => dialog.setApplied(search.filters));
  if (!search.place) where.setText("");
}

async function ensurePlace() {
  if (place?.id === search.place) return place;
  const found = await api(`places/${encodeURIComponent(search.place)}`);
  place = { id: found.id, name: found.name, coordinate: found.coordinate };
  where.setText(found.name);
  return place;
}

// MARK: - Views

async function render() {
  $("when-value").textContent = describeWhen(search);
  $("sort").querySelector("[value=price]").textContent = priceSortLabel(search);
  $("who-value").textContent = who.describe();
  const view = ["trips", "host"].includes(search.view) ? search.view : search.stay ? "stay" : "search";
  $("search-view").hidden = view !== "search";
  $("stay-view").hidden = view !== "stay";
  $("trips-view").hidden = view !== "trips";
  $("host-view").hidden = view !== "host";
  if (view === "search" && !search.place) discover.show();
  else discover.hide();
  document.title = t(`web.title.${view}`);
  if (view !== "search" || search.place) await useCurrencies();
  const leftStay = view === "stay" ? null : shownStay;
  shownStay = view === "stay" ? search.stay : null;
  if (view === "trips") {
    const { showTrips } = await import("./trips.js");  // a stay's page and Trips load their code when first shown
    await showTrips($("trips-view"), { say, today, currency });
    $("trips-heading")?.focus();
  } else if (view === "host") {
    const { showHosting } = await import("./hosting.js");
    await showHosting($("host-view"), { say, today });
    $("host-heading")?.focus();
  } else if (view === "stay") {
    await renderStay();
  } else if (search.place) {
    await renderResults();
    if (leftStay) ($(`results-list`).querySelector(`[data-stay="${CSS.escape(leftStay)}"] a`) ?? $("results-heading")).focus();
  }
}

async function renderStay() {
  const container = $("stay-view");
  container.replaceChildren();
  try {
    const [{ showStay }, stay] = await Promise.all([import("./detail.js"), api(`stays/${encodeURIComponent(search.stay)}?${new URLSearchParams(currency ? { currency } : {})}`)]);
    showStay(container, {
      stay, search,
      onBack: () => commit({ ...resultsSearch, stay: null }),
      chooseDates: async (panel) => {
        const calendar = await api(`stays/${encodeURIComponent(stay.id)}/calendar`);
        return createWhen({
          panel, today, rules, firstDay, isPhone: () => true, taken: new Set(calendar.takenNights),
          onChange: (range) => {
            if (!range.checkout) return;
            resultsSearch = null;
            commit({ ...NO_DATES, checkin: range.checkin, checkout: range.checkout });
          },
        });
      },
      onBooked: (reservation) => {
        commit({ stay: null, view: "trips" }, { push: false });  // Back from Trips goes to the results, not Reserve
        say(t("web.stay.reserved", {
          title: reservation.stayTitle, start: shortDay(reservation.checkin), end: shortDay(reservation.checkout), id: reservation.id,
        }));
      },
    });
    $("stay-heading").focus();
  } catch (failure) {
    container.replaceChildren(
      el("h2", { id: "stay-heading", tabindex: "-1" }, wordsFor(failure)),
      el("button", { type: "button", className: "back", onclick: () => commit({ stay: null }) }, t("web.stay.backToSearch")));
    $("stay-heading").focus();
  }
}

const loadResults = latestOnly(
  async ({ query, histogramQuery, cursor }, signal) => {
    const chosen = await ensurePlace();
    const pageQuery = `${query}&limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const [page, histogram] = await Promise.all([
      api(`stays?${pageQuery}`, { signal }),
      histogramQuery === shownHistogram || cursor ? null : api(`stays/histogram?${histogramQuery}&buckets=24`, { signal }),
    ]);
    return { chosen, page, histogram };
  },
  ({ chosen, page, histogram }, { query, histogramQuery, cursor }) => {
    if (histogram) {
      shownHistogram = histogramQuery;
      price.show(histogram, search, page.total);
    }
    shownResults = query;
    $("results-section").hidden = false;
    const first = results.show(page, {
      search, append: Boolean(cursor), center: chosen.coordinate, placeName: chosen.name, places: nearby.places,
    });
    if (cursor) first?.querySelector("a")?.focus();
    loadNearby(chosen);
  },
  (failure) => say(failure.message, true));

async function renderResults() {
  filters().catch(() => {});
  const query = apiQuery(search, { currency });
  if (query === shownResults) return;
  await loadResults({ query, histogramQuery: apiQuery(search, { withPrice: false, withSort: false, currency }) });
}

async function loadNearby(chosen) {
  if (nearby.placeId === chosen.id) return;
  nearby = { placeId: chosen.id, places: [] };
  try {
    const near = `${chosen.coordinate.latitude.toFixed(4)},${chosen.coordinate.longitude.toFixed(4)}`;
    nearby.places = (await api(`places/nearby?near=${near}&limit=40`)).places;
    results.setPlaces(nearby.places);
  } catch {
    nearby.places = [];
  }
}

// MARK: - Components

function choosePlace(chosen) {
  place = chosen;
  say("");
  commit({ place: chosen.id, bbox: null, stay: null, view: "search", minPrice: null, maxPrice: null });
  if (isBrowsing(search)) openPanel("when");
}

const where = createWhere({
  input: $("where"), popup: $("where-popup"), list: $("where-list"), heading: $("where-heading"), status: $("where-status"),
  rules, onChoose: choosePlace,
});
const discover = createDiscover({
  container: $("discover"),
  onChoose: (chosen) => {
    where.setText(chosen.name);
    choosePlace(chosen);
  },
});
performance.mark("where-ready");
const choices = createWhenChoices({
  panel: $("when-panel"), today, focusCalendar: () => when.focus(),
  onSpread: (flexDays) => search.checkout && commit({ flexDays }),
  onFlexible: (timing) => commit({ ...NO_DATES, ...timing, minPrice: null, maxPrice: null, view: "search" }),
  onSkip: () => {
    commit({ ...NO_DATES, view: "search" });
    syncControls();  // a half-chosen range and unapplied chips go too
    openPanel(null);
    $("who-button").focus();
  },
});
const when = createWhen({
  panel: choices.calendar, today, rules, firstDay, isPhone: () => phone.matches,
  onChange: (range) => {
    if (!range.checkin && search.checkout) return commit({ ...NO_DATES, view: "search" });  // "Clear dates" browses
    if (!range.checkout) return void ($("when-value").textContent = describeRange(range));
    commit({ ...NO_DATES, checkin: range.checkin, checkout: range.checkout, flexDays: choices.spread(), minPrice: null, maxPrice: null, view: "search" });
    choices.set(search);  // dates replace chosen months
    openPanel(null);  // a complete range closes the calendar; Who is next
    $("who-button").focus();
  },
});
const who = createWho({
  panel: $("who-panel"), rules,
  onChange: debounce((counts) => commit({ ...counts, minPrice: null, maxPrice: null }), 300),
});
const price = createPrice({
  container: $("price"),
  onChange: debounce((range) => commit(range), 250),
});
let filtersDialog = null;  // the Filters dialog's code loads with the first results, as the map's does
const filters = () => (filtersDialog ??= import("./filters-dialog.js").then(({ createFiltersDialog }) => {
  const dialog = createFiltersDialog({
    button: $("filters-button"), dialog: $("filters-dialog"), vocabulary: rules.filters,
    count: async (chosen, signal) => (await api(`stays?${apiQuery({ ...search, filters: chosen }, { currency })}&limit=1`, { signal })).total,
    onApply: (chosen) => commit({ filters: chosen }),
  });
  dialog.setApplied(search.filters);
  return dialog;
}, (failure) => {
  filtersDialog = null;  // asked again on the next press
  throw failure;
}));
const results = createResults({
  list: $("results-list"), heading: $("results-heading"), more: $("show-more"), map: $("map"),
  widestBox: rules.widestSearchBox,
  onOpen: (stayId, item) => {
    resultsSearch = { ...search };
    openPanel(null);  // a loose search leaves When open; the stay's page closes it
    commit({ stay: stayId, ...(item?.checkin && { ...NO_DATES, checkin: item.checkin, checkout: item.checkout }) });
  },
  onSearchArea: (bbox) => commit({ bbox, stay: null }),
});
createMapToggle($("map-toggle"), $("map").parentElement);

// MARK: - Events

$("when-button").addEventListener("click", () => openPanel("when"));
for (const name of ["when", "who"]) {
  $(`${name}-panel`).addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    openPanel(null);
    $(`${name}-button`).focus();
  });
}
$("who-button").addEventListener("click", () => openPanel("who"));
$("filters-button").addEventListener("click", () => {
  filters().then((dialog) => dialog.open(), (failure) => say(wordsFor(failure), true));
});
$("sort").addEventListener("change", (event) => commit({ sort: event.target.value }));
$("show-more").addEventListener("click", () => {
  loadResults({
    query: apiQuery(search, { currency }), histogramQuery: shownHistogram, cursor: $("show-more").dataset.cursor,
  });
});
$("search-form").addEventListener("submit", (event) => {
  event.preventDefault();
  if (where.hasUnchosenText()) return where.chooseFirst();  // the box names what the results will show
  if (!search.place) {
    say(t("web.search.choosePlace"), true);
    return $("where").focus();
  }
  say("");
  openPanel(null);
  shownResults = "";
  commit({ view: "search", stay: null });
});
$("trips-link").addEventListener("click", (event) => {
  event.preventDefault();
  commit({ view: "trips", stay: null });
});
$("host-link").addEventListener("click", (event) => {
  event.preventDefault();
  commit({ view: "host", stay: null });
});
$("home-link").addEventListener("click", (event) => {
  event.preventDefault();
  commit({ view: "search", stay: null });
});
$("sign-out").addEventListener("click", async () => {
  await signOut().catch(() => {});
  say(t("web.account.signedOut"));
  render();
});
document.addEventListener("stays:account", showAccount);
document.addEventListener("stays:words", () => translatePage());  // English came for words the catalogue lacks
window.addEventListener("popstate", () => {
  search = searchFromQuery(location.search, rules).search;
  shownHistogram = "";
  shownResults = "";
  syncControls();
  render();
});
phone.addEventListener("change", () => {
  when.render();
  $("filters").open = !phone.matches;
});
$("filters").open = !phone.matches;  // a phone shows the stays first, price and sort one tap away

let currenciesAsked = null;
/** Loads the rate table and its module the first time prices are shown (the first page needs neither), chooses the
 * display currency and fills its chooser; without them each stay shows its own currency only. */
function useCurrencies() {
  currenciesAsked ??= import("./currency.js").then(async (module) => {
    currencies = await module.loadCurrencies();
    const codes = currencies.currencies.map((item) => item.code);
    currency = module.chosenCurrency(browserStorage(), [language().locale, ...navigator.languages], codes);
    showCurrencies(module);
  }).catch(() => {
    $("currency").parentElement.hidden = true;
  });
  return currenciesAsked;
}

function showCurrencies({ describeRates, rememberCurrency }) {
  const chooser = $("currency");
  chooser.replaceChildren(...currencies.currencies.map((item) => el("option", { value: item.code }, item.code)));
  chooser.value = currency;
  $("rates-note").textContent = describeRates(currencies);
  chooser.addEventListener("change", () => {
    currency = chooser.value;
    rememberCurrency(browserStorage(), currency);
    commit({ minPrice: null, maxPrice: null });  // a budget in another currency means nothing in this one
  });
}

function showAccount() {
  const account = currentAccount();
  $("account-name").textContent = account ? t("web.account.signedInAs", { name: account.name }) : "";
  $("sign-out").hidden = !account;
}

// MARK: - Start

const { problems } = searchFromQuery(location.search, rules);
if (problems.length) messages.pin(t("web.link.problems", { problems: problems.join("; ") }));
showAccount();
syncControls();
render().catch((failure) => say(wordsFor(failure), true));
