// The guest's display currency: the server's list and rate table (GET /api/v1/currencies), a default from the
// browser's languages, and the choice remembered in localStorage.

import { api } from "./api.js";
import { dayText, t } from "./i18n.js";

const KEY = "stays.currency";
// Languages whose home is in the euro area, by their primary subtag.
const EURO_LANGUAGES = new Set([
  "de", "fr", "it", "es", "nl", "pt", "fi", "el", "et", "lv", "lt", "sk", "sl", "mt", "ga", "hr", "lb", "ca", "eu", "gl",
]);
const REGION_CURRENCIES = { KR: "KRW", JP: "JPY", US: "USD", GB: "GBP", CH: "CHF", CA: "CAD", AU: "AUD" };

let loading = null;

/** The server's display currencies and rate table, asked once per page. */
export function loadCurrencies() {
  loading ??= api("currencies").catch((failure) => {
    loading = null;
    throw failure;
  });
  return loading;
}

/** The default display currency for `languages` (navigator.languages): ko → KRW, ja → JPY, a euro-area language
 * → EUR, else USD; one the server does not list falls back to USD. */
export function defaultCurrency(languages, codes) {
  for (const tag of languages ?? []) {
    const [language, region] = String(tag).split("-");
    const code = language === "ko" ? "KRW" : language === "ja" ? "JPY"
      : EURO_LANGUAGES.has(language.toLowerCase()) ? "EUR" : REGION_CURRENCIES[region?.toUpperCase()] ?? null;
    if (code && codes.includes(code)) return code;
    if (language === "en") break;
  }
  return codes.includes("USD") ? "USD" : codes[0] ?? "USD";
}

/** The remembered choice when the server still lists it, else the default for `languages`. */
export function chosenCurrency(storage, languages, codes) {
  let remembered = null;
  try {
    remembered = storage?.getItem(KEY) ?? null;
  } catch {
    remembered = null;
  }
  return remembered && codes.includes(remembered) ? remembered : defaultCurrency(languages, codes);
}

/** Remembers the guest's choice (a browser that refuses storage just forgets it). */
export function rememberCurrency(storage, code) {
  try {
    storage?.setItem(KEY, code);
  } catch {
    // private browsing: the choice lasts this page only
  }
}

/** "Converted prices (≈) are approximate: the European Central Bank's euro reference rates of 30 October 2026. You
 * pay in the stay's own currency." The catalogue names the publisher, in the person's language: the shipped table is
 * always the ECB's (`scripts/make-currency-data.py`), and `list.source` says so in English. */
export function describeRates(list) {
  const day = dayText(list.date, { day: "numeric", month: "long", year: "numeric" });
  return t("web.currency.rates", { day });
}
