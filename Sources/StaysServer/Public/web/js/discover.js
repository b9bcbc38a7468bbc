// The first page under the search bar: the world's most visited cities (GET /api/v1/places/destinations), each a
// button that starts a search there, so the page invites a trip before anything is typed.

import { api } from "./api.js";
import { el } from "./dom.js";
import { t } from "./i18n.js";

const COUNT = 12;

/** Draws into `container` (a section); `onChoose(place)` gets `{id, name, coordinate}` of the city chosen. */
export function createDiscover({ container, onChoose }) {
  let loaded = null;
  let wanted = false;  // a search may begin while the destinations load: they stay hidden then

  const card = (place) => el("li", {},
    el("button", { type: "button", className: "destination", onclick: () => onChoose(place) },
      el("span", { className: "destination-name" }, place.name),
      el("span", { className: "destination-where" }, place.subtitle)));
  const draw = (places) => {
    container.replaceChildren(
      el("h2", { id: "discover-heading" }, t("web.discover.title")),
      el("p", { className: "hint" }, t("web.discover.hint")),
      el("ul", { className: "destinations" }, places.map(card)));
  };

  return {
    /** Shows the destinations once they have loaded (an empty section would have no name to be a region by). */
    async show() {
      wanted = true;
      loaded ??= api(`places/destinations?limit=${COUNT}`).then((answer) => answer.places);
      try {
        draw(await loaded);
        container.hidden = !wanted;
      } catch {
        loaded = null;
        container.hidden = true;
      }
    },
    /** Hides the section. */
    hide() {
      wanted = false;
      container.hidden = true;
    },
  };
}
