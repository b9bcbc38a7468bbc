// Where: the WAI-ARIA combobox — recommendations on focus, debounced suggestions with the match in bold, stale
// answers dropped, and groups that open the list of their places.

import { api } from "./api.js";
import { debounce, latestOnly } from "./latest.js";
import { highlightParts } from "./text.js";
import { el } from "./dom.js";
import { t } from "./i18n.js";

const EXPANDS = new Set(["group", "region", "country"]);
// A key after a pause asks at once; keys faster than this apart are held back and only the last one asks.
const DEBOUNCE_MS = 60;

/** Wires the combobox, its lists as long as the server's `rules` say; `onChoose(place)` gets `{id, name,
 * coordinate}` of a city or airport. */
export function createWhere({ input, popup, list, heading, status, rules, onChoose }) {
  const limit = rules.suggestionCount;
  let rows = [];
  let active = -1;
  let mode = "closed";
  let chosenText = "";          // the name of the place chosen, which the results show
  let rowsText = "";            // the text the suggestion rows answer
  let chooseWhenAnswered = false;  // a choice came before the answer to the typed text: take its first row then
  const cache = new Map();

  const show = (title, items, nextMode) => {
    mode = nextMode;
    rows = items;
    active = -1;
    heading.textContent = title;
    list.replaceChildren(...items.map((item, index) => option(item, index)));
    popup.hidden = false;
    input.setAttribute("aria-expanded", "true");
    input.removeAttribute("aria-activedescendant");
    status.textContent = items.length ? t("web.where.status", { title, results: t("web.where.results", { count: items.length }) }) : title;
  };
  const close = () => {
    mode = "closed";
    popup.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  };
  const option = (item, index) => {
    const title = el("span", { className: "option-title" },
      ...highlightParts(item.title, item.titleHighlights).map((part) => (part.matched ? el("b", {}, part.text) : part.text)));
    const count = item.matchCount > 1 ? ` · ${t("web.where.places", { count: item.matchCount })}` : "";
    const row = el("li", {
      id: `where-option-${index}`, role: "option", "aria-selected": "false", className: `option kind-${item.kind}`,
      "aria-label": `${item.title}${count}, ${item.subtitle ?? ""}`,
    },
      title, el("span", { className: "option-count" }, count), el("span", { className: "option-subtitle" }, item.subtitle ?? ""));
    row.addEventListener("mousedown", (event) => event.preventDefault());
    row.addEventListener("click", () => choose(index));
    return row;
  };
  const highlight = (index) => {
    active = index;
    [...list.children].forEach((row, position) => row.setAttribute("aria-selected", String(position === index)));
    if (index < 0) return input.removeAttribute("aria-activedescendant");
    input.setAttribute("aria-activedescendant", `where-option-${index}`);
    list.children[index].scrollIntoView({ block: "nearest" });
  };
  const painted = (text) =>
    requestAnimationFrame(() => setTimeout(() => performance.mark(`where-painted:${text}`), 0));

  const suggest = latestOnly(
    async (text, signal) => {
      if (cache.has(text)) return cache.get(text);
      const answer = await api(`places/suggestions?${new URLSearchParams({ q: text, limit })}`, { signal });
      cache.set(text, answer.suggestions);
      return answer.suggestions;
    },
    (suggestions, text) => {
      if (input.value.trim() !== text) return;
      show(suggestions.length ? t("web.where.suggestions") : t("web.where.noMatch", { text }), suggestions, "suggestions");
      rowsText = text;
      painted(text);
      if (chooseWhenAnswered && suggestions.length) choose(0);
      chooseWhenAnswered = false;
    },
    (error) => show(error.message, [], "error"));
  const typed = debounce((text) => suggest(text), DEBOUNCE_MS, globalThis, { leading: true });

  const isFallback = (start) => start.name === rules.fallbackStart.name &&
    start.coordinate.latitude === rules.fallbackStart.coordinate.latitude &&
    start.coordinate.longitude === rules.fallbackStart.coordinate.longitude;
  const placesAsRows = (places) => places.map((place) => ({
    id: place.id, kind: place.kind, title: place.name, subtitle: place.subtitle,
    coordinate: place.coordinate, matchCount: 1, titleHighlights: [],
  }));
  const recommend = latestOnly(
    async (near, signal) => {
      let center = near;
      let title = t("web.where.nearYou");
      if (!center) {
        const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
        const start = await api(`places/starting-point?${new URLSearchParams({ timeZone })}`, { signal });
        if (isFallback(start)) { // nothing says where the person is: the world's destinations, not one city's suburbs
          const answer = await api(`places/destinations?${new URLSearchParams({ limit })}`, { signal });
          return { title: t("web.discover.title"), rows: placesAsRows(answer.places) };
        }
        center = start.coordinate;
        title = t("web.where.near", { place: start.name });
      }
      const point = `${center.latitude.toFixed(4)},${center.longitude.toFixed(4)}`;
      const answer = await api(`places/nearby?${new URLSearchParams({ near: point, limit })}`, { signal });
      return { title, rows: placesAsRows(answer.places) };
    },
    ({ title, rows: items }) => {
      if (!input.value.trim()) show(title, items, "recommendations");
    },
    (error) => show(error.message, [], "error"));
  const recommendations = () => {
    recommend(null);
    if (!navigator.geolocation || !navigator.permissions) return;
    navigator.permissions.query({ name: "geolocation" }).then((permission) => {
      if (permission.state !== "granted") return;
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => {
          if (!input.value.trim() && document.activeElement === input) recommend({ latitude: coords.latitude, longitude: coords.longitude });
        },
        () => {}, { timeout: 3000, maximumAge: 600_000 });
    }, () => {});
  };

  const openGroup = async (item) => {
    suggest.cancel();
    typed.cancel();
    show(t("web.where.loading", { place: item.title }), [], "loading");
    try {
      const answer = await api(`places/search?${new URLSearchParams({ group: item.id, limit: 50 })}`);
      show(t("web.where.group", { place: item.title, places: t("web.where.places", { count: answer.places.length }) }),
        placesAsRows(answer.places), "group");
      input.focus();
    } catch (error) {
      show(error.message, [], "error");
    }
  };
  /** Takes the first suggestion for the typed text, now if the list answers it, else when its answer comes. */
  const chooseFirst = () => {
    const text = input.value.trim();
    if (mode === "suggestions" && rowsText === text && rows.length) return choose(0);
    chooseWhenAnswered = true;
    suggest(text);
  };
  const choose = (index) => {
    const item = rows[index];
    if (!item) return;
    if (EXPANDS.has(item.kind)) return openGroup(item);
    input.value = item.title;
    chosenText = item.title;
    close();
    onChoose({ id: item.id, name: item.title, coordinate: item.coordinate });
  };

  input.addEventListener("focus", () => {
    if (!input.value.trim()) recommendations();
  });
  input.addEventListener("input", () => {
    const text = input.value.trim();
    chooseWhenAnswered = false;
    if (performance.getEntriesByType("mark").length > 2000) performance.clearMarks();
    performance.mark(`where-key:${text}`);
    if (!text) {
      typed.cancel();
      suggest.cancel();
      return recommendations();
    }
    typed(text);
  });
  input.addEventListener("keydown", (event) => {
    if (event.isComposing) return;  // Enter or an arrow finishing a Hangul syllable belongs to the input method
    const open = mode !== "closed" && rows.length > 0;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (mode === "closed") return input.value.trim() ? suggest(input.value.trim()) : recommendations();
      if (!open) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      highlight((active + step + rows.length + (active < 0 && step < 0 ? 1 : 0)) % rows.length);
    } else if (event.key === "Enter") {
      const text = input.value.trim();
      if (open && active >= 0) {
        event.preventDefault();
        choose(active);
      } else if (text && !["closed", "group", "loading"].includes(mode)) {
        event.preventDefault();
        chooseFirst();  // Enter takes the first suggestion for the typed text
      } else if (mode !== "closed") event.preventDefault();
    } else if (event.key === "Escape") {
      if (mode !== "closed") {
        event.preventDefault();
        close();
      } else input.value = chosenText;  // the box goes back to naming what the results show
    }
  });
  input.addEventListener("blur", () => setTimeout(() => {
    if (document.activeElement !== input) close();
  }, 150));

  return {
    /** Whether the box holds text that is not the chosen place's name. */
    hasUnchosenText: () => input.value.trim() !== "" && input.value.trim() !== chosenText,
    /** Chooses the first suggestion for the typed text, once it is answered (Search with a text not yet chosen). */
    chooseFirst,
    /** Shows a chosen place's name without asking for suggestions. */
    setText(text) {
      input.value = text;
      chosenText = text;
      close();
    },
  };
}
