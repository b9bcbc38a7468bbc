// The map's top layer in HTML: price pins (buttons that never overlap) and nearby place names kept clear of them.

import { el } from "./dom.js";
import { placeLabels } from "./geometry.js";
import { layoutPins, pinText } from "./map-pins.js";
import { screenPoint, TILE, toWorld } from "./map-view.js";
import { money } from "./text.js";

const PIN_HEIGHT = 24;

/** The screen point of a coordinate, taking the way round the world nearest the view's centre. */
function place(view, width, height, coordinate) {
  const world = toWorld(coordinate.longitude, coordinate.latitude);
  const dx = ((((world.x - view.x) % TILE) + TILE * 1.5) % TILE) - TILE / 2;
  return screenPoint(view, width, height, { x: view.x + dx, y: world.y });
}

/** Creates the layer inside `container`; `callbacks` are results.js's pin callbacks and `onZoomTo(point)`. */
export function createOverlay(container) {
  const pinLayer = el("div", { className: "map-pins" });
  const labelLayer = el("div", { className: "map-labels", "aria-hidden": "true" });
  container.append(labelLayer, pinLayer);
  const buttons = new Map();  // stay id → its button, reused between frames
  let active = null;
  let shown = [];

  const button = (stay, callbacks) => {
    const made = el("button", { type: "button", className: "pin", "data-stay": stay.id });
    made.addEventListener("mouseenter", () => callbacks.onPinEnter(made.dataset.stay));
    made.addEventListener("mouseleave", () => callbacks.onPinLeave(made.dataset.stay));
    made.addEventListener("click", () => {
      const members = made.dataset.members.split(" ");
      if (members.length > 1) callbacks.onZoomTo({ x: Number(made.dataset.x), y: Number(made.dataset.y) });
      else callbacks.onPinClick(members[0]);
    });
    return made;
  };

  return {
    /** Draws the pins of `stays` and the names of `places` for the view. */
    draw(view, width, height, { stays, places, ...callbacks }) {
      const byId = new Map(stays.map((stay) => [stay.id, stay]));
      const prices = new Map(stays.map((stay) => [stay.id, money(stay.nightlyPrice, stay.currency)]));
      shown = layoutPins(stays.map((stay) => ({
        id: stay.id, ...place(view, width, height, stay.coordinate),
        width: prices.get(stay.id).length * 7 + 30, height: PIN_HEIGHT,
      })), { width, height });
      const used = new Set();
      for (const pin of shown) {
        const stay = byId.get(pin.id);
        let made = buttons.get(pin.id);
        if (!made) {
          made = button(stay, callbacks);
          buttons.set(pin.id, made);
        }
        used.add(pin.id);
        made.textContent = pinText(prices.get(pin.id), pin.members);
        made.dataset.members = pin.members.join(" ");
        made.dataset.x = String(pin.x);
        made.dataset.y = String(pin.y);
        made.setAttribute("aria-label", pin.members.length > 1
          ? `${pin.members.length} stays from ${prices.get(pin.id)} a night; zoom in`
          : `${stay.title}, ${prices.get(pin.id)} a night`);
        made.classList.toggle("active", pin.members.includes(active));
        made.style.transform = `translate(${(pin.x - pin.width / 2).toFixed(1)}px, ${(pin.y - PIN_HEIGHT / 2).toFixed(1)}px)`;
        if (made.parentNode !== pinLayer) pinLayer.append(made);
      }
      for (const [id, made] of buttons) {
        if (!used.has(id)) {
          made.remove();
          buttons.delete(id);
        }
      }
      const obstacles = shown.map((pin) => ({ x: pin.x, y: pin.y, r: pin.width / 2 + 2 }));
      const labels = placeLabels(places.map((known) => {
        const point = place(view, width, height, known.coordinate);
        return { x: point.x, y: point.y - 4, text: known.name };
      }), { width, height, obstacles });
      labelLayer.replaceChildren(...labels.map((label) => el("span", { className: "town-label" }, label.text)));
      [...labelLayer.children].forEach((span, index) => {
        span.style.transform = `translate(${labels[index].box.left.toFixed(1)}px, ${labels[index].box.top.toFixed(1)}px)`;
      });
    },
    /** Lights the pin standing for `stayId` (null for none) and brings it to the front. */
    highlight(stayId) {
      active = stayId;
      for (const made of buttons.values()) {
        const on = stayId !== null && made.dataset.members.split(" ").includes(stayId);
        made.classList.toggle("active", on);
        if (on) pinLayer.appendChild(made);
      }
    },
  };
}
