// Below 1000 px the results show either the list or the map: one toggle button switches them, as Airbnb's
// floating "Map" button does; from 1000 px both are shown and the button is hidden by CSS.

import { t } from "./i18n.js";

/** Wires `button` to show the map in `layout` (adding `showing-map`) or the list again. */
export function createMapToggle(button, layout) {
  const show = (map) => {
    layout.classList.toggle("showing-map", map);
    button.setAttribute("aria-pressed", String(map));
    button.textContent = t(map ? "web.map.showList" : "web.map.show");
  };
  button.addEventListener("click", () => show(button.getAttribute("aria-pressed") !== "true"));
}
