// Results: the list of stays (placeholder photo, title, kind, rating, the dates a stay is free for, nightly and total
// price), sort and "show more" by cursor; rows and map pins light each other up.

import { el } from "./dom.js";
import { number, t } from "./i18n.js";
import { named, rating } from "./text.js";
import { resultsHeading, rowPrice } from "./timing.js";

/** Wires the results section; `onOpen(stayId, item)` opens a stay, with its list item (its free window);
 * `onSearchArea(bbox)` searches the map's area, at most `widestBox` across (the rules' `widestSearchBox`). */
export function createResults({ list, heading, more, map, onOpen, onSearchArea, widestBox }) {
  let mapCode = null;  // the map's modules, loaded with the first results so the first page does not wait for them
  const withMap = (use) => (mapCode ??= import("./map.js")).then(use);
  const highlightPin = (stayId) => withMap((code) => code.highlightPin(map, stayId));
  let stays = [];
  let context = null;
  let search = null;

  const open = (stayId) => onOpen(stayId, stays.find((stay) => stay.id === stayId));

  const lightRow = (stayId) => {
    list.querySelectorAll(".stay").forEach((row) => row.classList.toggle("active", row.dataset.stay === stayId));
  };
  const row = (stay) => {
    const price = rowPrice(stay, search);
    const item = el("li", { className: "stay", "data-stay": stay.id },
      stay.photo
        ? el("img", { className: "photo card-photo", src: stay.photo, alt: "", loading: "lazy" })
        : el("div", { className: `photo photo-${stay.propertyKind}`, "aria-hidden": "true" }, named("kind", stay.propertyKind).charAt(0)),
      el("div", { className: "stay-text" },
        el("h3", { className: "stay-title" },
          el("a", { href: `?stay=${encodeURIComponent(stay.id)}`, onclick: (event) => {
            event.preventDefault();
            open(stay.id);
          } }, stay.title)),
        el("p", { className: "stay-kind" }, [
          named("kind", stay.propertyKind), named("room", stay.roomType), t("common.guests", { count: stay.guests }),
          stay.distanceKm !== null ? t("web.results.distance", { distance: number(stay.distanceKm) }) : null,
        ].filter(Boolean).join(" · ")),
        el("p", { className: "stay-rating" }, rating(stay.rating, stay.reviewCount)),
        price.dates && el("p", { className: "stay-dates", "data-checkin": stay.checkin, "data-checkout": stay.checkout }, price.dates),
        el("p", { className: "stay-price" }, price.total && el("strong", {}, price.total), price.rest)));
    item.addEventListener("mouseenter", () => highlightPin(stay.id));
    item.addEventListener("mouseleave", () => highlightPin(null));
    item.addEventListener("focusin", () => highlightPin(stay.id));
    return item;
  };
  const drawPins = () => {
    if (!context) return;
    const drawn = {
      ...context, stays,
      onPinEnter: lightRow, onPinLeave: () => lightRow(null), onPinClick: open, onSearchArea,
    };
    withMap((code) => code.drawMap(map, drawn));
    map.setAttribute("aria-label", t("web.map.label", { stays: t("common.stays", { count: stays.length }), place: context.placeName }));
  };

  return {
    /** Shows the first page (`append` false) or adds the next one, for `search`. */
    show(page, { search: shown, append, center, placeName, places }) {
      search = shown;
      stays = append ? stays.concat(page.stays) : page.stays;
      context = { center, placeName, places, box: shown.bbox, widestBox };
      heading.textContent = resultsHeading(page.total, placeName, shown);
      const rows = page.stays.map(row);
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
