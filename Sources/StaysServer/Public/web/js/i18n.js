// The person's language: the best of the server's languages (`/api/v1/languages`) for the remembered choice or the
// browser's languages, its one catalogue, and words by key with plurals and `{parameters}`; dates and numbers are
// written for the locale that language is read in (`en-GB` for a British browser, else the catalogue's own).

const REMEMBERED = "stays.language";
const FALLBACK = "en";

let current = { code: FALLBACK, locale: "en-US", messages: {} };
let offered = [];
let english = null;  // the fallback's messages: asked for only when the chosen catalogue lacks a key
let plurals = new Intl.PluralRules("en-US");
let numbers = new Intl.NumberFormat("en-US");
const dateFormats = new Map();

/** The language for `tags` (most preferred first, e.g. a remembered code then `navigator.languages`) among
 * `languages` (`{code, locale}`): `{code, locale}`, the locale taken from the browser when it names a region. */
export function pickLanguage(languages, tags, browserTags = tags) {
  const primary = (tag) => String(tag).split(/[-_]/)[0].toLowerCase();
  const found = tags.map(primary).map((code) => languages.find((language) => language.code === code)).find(Boolean) ??
    languages.find((language) => language.code === FALLBACK) ?? { code: FALLBACK, locale: "en-US" };
  const regional = browserTags.find((tag) => primary(tag) === found.code && /[-_][A-Za-z]{2}$/.test(tag));
  return { code: found.code, locale: regional ? regional.replace("_", "-") : found.locale };
}

/** Chooses the language from the server's list (index.html preloads it, so this rarely waits), so requests from
 * now on ask for it; answers `{loaded}`, a promise of its catalogue in use (words stay keys when it fails). */
export async function chooseLanguage({ storage = browserStorage(), browser = globalThis.navigator } = {}) {
  const list = await getJSON("/api/v1/languages").catch(() => ({ languages: [] }));
  offered = list.languages ?? [];
  const remembered = storage?.getItem(REMEMBERED);
  const browserTags = [...(browser?.languages ?? [browser?.language ?? FALLBACK])];
  const chosen = pickLanguage(offered, remembered ? [remembered, ...browserTags] : browserTags, browserTags);
  current = { ...current, ...chosen };
  const url = offered.find((language) => language.code === chosen.code)?.catalog;
  const loaded = (url ? getJSON(url) : Promise.reject(new Error("no catalogue")))
    .then((catalogue) => useCatalogue(catalogue, chosen.locale), () => {});
  return { loaded };
}

/** Adds the words of a part the first catalogue leaves out (`messages/<code>-<part>.json`, e.g. "hosting"); words
 * stay keys when it cannot be read. */
export async function loadPart(part) {
  const url = offered.find((language) => language.code === current.code)?.catalog;
  if (!url || current.parts?.has(part)) return;
  try {
    const catalogue = await getJSON(url.replace(/\.json$/, `-${part}.json`));
    current.messages = { ...current.messages, ...catalogue.messages };
    current.parts = new Set([...(current.parts ?? []), part]);
  } catch {
    // the keys show, and the page still works
  }
}

/** Makes `catalogue` (a parsed `messages/<code>.json`) the one words come from, dates and numbers in `locale`. */
export function useCatalogue(catalogue, locale = catalogue.locale) {
  current = { code: catalogue.language, locale, messages: catalogue.messages ?? {} };
  if (current.code === FALLBACK) english = current.messages;
  plurals = new Intl.PluralRules(locale);
  numbers = new Intl.NumberFormat(locale);
  dateFormats.clear();
}

/** The words of `key` with `{name}` filled from `params` (numbers grouped for the locale); a plural message takes
 * the form `Intl.PluralRules` picks for `params.count`. A key the language lacks comes in English once loaded. */
export function t(key, params = {}) {
  const message = current.messages[key] ?? english?.[key] ?? missing(key);
  if (message === undefined) return key;
  const form = typeof message === "string" ? null : "count" in params ? plurals.select(params.count) : "other";
  const text = form === null ? message : message[form] ?? message.other;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? written(params[name]) : whole));
}

/** Whether the catalogue (or English) has words for `key`. */
export function has(key) {
  return key in current.messages || Boolean(english && key in english);
}

/** The chosen language: `{code, locale}`. */
export function language() {
  return { code: current.code, locale: current.locale };
}

/** The languages the server offers: `{code, name, locale, catalog}`, English first. */
export function languages() {
  return offered;
}

/** Remembers `code` as the person's choice for the next pages (where the browser lets the page store anything). */
export function rememberLanguage(code, storage = browserStorage()) {
  try {
    storage?.setItem(REMEMBERED, code);
  } catch {
    // storage full or refused: the choice holds for this page only
  }
}

/** `value` with the locale's grouping and decimal mark; `options` as `Intl.NumberFormat` takes them. */
export function number(value, options) {
  return options ? new Intl.NumberFormat(current.locale, options).format(value) : numbers.format(value);
}

/** A "YYYY-MM-DD" day written by `Intl.DateTimeFormat` `options` in the locale (formats kept per options). */
export function dayText(day, options) {
  const name = JSON.stringify(options);
  if (!dateFormats.has(name)) dateFormats.set(name, new Intl.DateTimeFormat(current.locale, { ...options, timeZone: "UTC" }));
  return dateFormats.get(name).format(new Date(`${day}T00:00:00Z`));
}

/** The `Intl.DateTimeFormat` options a catalogue spells as words, e.g. "month:short day:numeric". */
export function formatOptions(key) {
  return Object.fromEntries(t(key).split(/\s+/).map((part) => part.split(":")).filter((pair) => pair.length === 2));
}

/** `localStorage`, or null where the browser refuses it (reading it can throw). */
export function browserStorage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function written(value) {
  return typeof value === "number" ? numbers.format(value) : String(value);
}

function missing(key) {
  if (current.code !== FALLBACK && english === null) {
    english = {};
    const url = offered.find((language) => language.code === FALLBACK)?.catalog;
    if (url) {
      getJSON(url).then((catalogue) => {
        english = catalogue.messages;
        globalThis.document?.dispatchEvent(new CustomEvent("stays:words"));
      }, () => {});
    }
  }
  return undefined;
}

async function getJSON(url) {
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}
