// The shipped catalogues for the web tests: `useLanguage("ko")` makes the web modules speak Korean, as a page that
// loaded that catalogue does.

import { readdirSync, readFileSync } from "node:fs";
import { useCatalogue } from "../../Sources/StaysServer/Public/web/js/i18n.js";

const folder = new URL("../../Sources/StaysMessages/Catalogues/", import.meta.url);

/** The language codes there is a catalogue for, English first. */
export function catalogueCodes() {
  const codes = readdirSync(folder).filter((name) => name.endsWith(".json")).map((name) => name.slice(0, -5)).sort();
  return ["en", ...codes.filter((code) => code !== "en")];
}

/** The parsed catalogue of `code`. */
export function catalogue(code) {
  return JSON.parse(readFileSync(new URL(`${code}.json`, folder), "utf8"));
}

/** Makes the web modules' words come from `code`'s catalogue, dates and numbers in `locale` (the catalogue's own). */
export function useLanguage(code, locale) {
  useCatalogue(catalogue(code), locale);
}
