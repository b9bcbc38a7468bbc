// The page's own words, index.html's `data-i18n` (text) and `data-i18n-<attribute>` marks filled from the catalogue,
// and the language switcher in the header.

import { el } from "./dom.js";
import { language, languages, rememberLanguage, t } from "./i18n.js";

const ATTRIBUTES = ["aria-label", "placeholder", "title", "content"];
const REFOCUS = "stays.focus-language";

/** Writes the catalogue's words into every marked element under `root` that is still empty or shows its key (so
 * words the app has since written stay), and sets `<html lang>`. */
export function translatePage(root = document) {
  document.documentElement.lang = language().code;
  for (const element of root.querySelectorAll("[data-i18n]")) {
    const key = element.dataset.i18n;
    if (!element.textContent || element.textContent === key) element.textContent = t(key);
  }
  for (const name of ATTRIBUTES) {
    for (const element of root.querySelectorAll(`[data-i18n-${name}]`)) {
      const key = element.getAttribute(`data-i18n-${name}`);
      if (!element.getAttribute(name) || element.getAttribute(name) === key) element.setAttribute(name, t(key));
    }
  }
}

/** Lists the server's languages in `select`, each by its own name; choosing one remembers it and loads the same URL
 * again (the search lives in it), with focus back on the switcher. Hidden when there is nothing to choose. */
export function createLanguageSwitch(select) {
  const offered = languages();
  select.closest("[data-language-switch]").hidden = offered.length < 2;
  select.replaceChildren(...offered.map(({ code, name }) => el("option", { value: code, lang: code }, name)));
  select.value = language().code;
  select.addEventListener("change", () => {
    rememberLanguage(select.value);
    session((storage) => storage.setItem(REFOCUS, "1"));
    location.reload();
  });
  if (session((storage) => storage.getItem(REFOCUS))) {
    session((storage) => storage.removeItem(REFOCUS));
    select.focus();
  }
}

/** `use(sessionStorage)`, or null where the browser refuses the page any storage. */
function session(use) {
  try {
    return use(globalThis.sessionStorage);
  } catch {
    return null;
  }
}
