// Results: the list of stays (placeholder photo, title, kind, rating, nightly and total price), sort and
// "show more" by cursor; rows and map pins light each other up.

import { el } from "./dom.js";
import { drawMap, highlightPin } from "./map.js";
import { money, rating, words } from "./text.js";

/** Wires the results section; `onOpen(stayId)` opens a stay, `onSearchArea(bbox)` searches the map's area. */
export function createResults({ list, heading, more, map, onOpen, onSearchArea }) {
  let stays = [];
  let context = null;

  const lightRow = (stayId) => {
    list.querySelectorAll(".stay").forEach((row) => row.classList.toggle("active", row.dataset.stay === stayId));
  };
  const row = (stay, nights) => {
    const item = el("li", { className: "stay", "data-stay": stay.id },
      el("div", { className: `photo photo-${stay.propertyKind}`, "aria-hidden": "true" }, words(stay.propertyKind).charAt(0)),
      el("div", { className: "stay-text" },
        el("h3", { className: "stay-title" },
          el("a", { href: `?stay=${encodeURIComponent(stay.id)}`, onclick: (event) => {
            event.preventDefault();
            onOpen(stay.id);
          } }, stay.title)),
        el("p", { className: "stay-kind" }, `${words(stay.propertyKind)} · ${words(stay.roomType)} · ${stay.guests} guest${stay.guests === 1 ? "" : "s"}` +
          (stay.distanceKm !== null ? ` · ${stay.distanceKm} km away` : "")),
        el("p", { className: "stay-rating" }, rating(stay.rating, stay.reviewCount)),
        el("p", { className: "stay-price" },
          el("strong", {}, `${money(stay.totalPrice, stay.currency)} total`),
          ` for ${nights} night${nights === 1 ? "" : "s"} · ${money(stay.nightlyPrice, stay.currency)} a night`)));
    item.addEventListener("mouseenter", () => highlightPin(map, stay.id));
    item.addEventListener("mouseleave", () => highlightPin(map, null));
    item.addEventListener("focusin", () => highlightPin(map, stay.id));
    return item;
  };
  const drawPins = () => {
    if (!context) return;
    drawMap(map, {
      ...context, stays,
      onPinEnter: lightRow, onPinLeave: () => lightRow(null), onPinClick: onOpen, onSearchArea,
    });
    map.setAttribute("aria-label",
      `Map of ${stays.length} stays around ${context.placeName}, with nearby places; arrow keys pan, + and − zoom`);
  };

  return {
    /** Shows the first page (`append` false) or adds the next one. */
    show(page, { nights, append, center, placeName, places, box = null }) {
      stays = append ? stays.concat(page.stays) : page.stays;
      context = { center, placeName, places, box };
      heading.textContent = page.total === 0
        ? "No stays are free for this search. Try other dates, fewer guests or a wider price range."
        : `${page.total} stay${page.total === 1 ? "" : "s"} ${box ? "in the map's area" : `near ${placeName}`}`;
      const rows = page.stays.map((stay) => row(stay, nights));
      if (append) list.append(...rows);
      else list.replaceChildren(...rows);
      more.hidden = !page.nextCursor;
      more.dataset.cursor = page.nextCursor ?? "";
      drawPins();
      return rows[0];
    },
    /** Replaces the base layer's places and draws again. */
    setPlaces(places) {
      if (context) {
        context.places = places;
        drawPins();
      }
    },
  };
}
