// The map's top layer in HTML: price pins (buttons that never overlap) and nearby place names kept clear of them.

import { el } from "./dom.js";
import { t } from "./i18n.js";
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

/** A box (`{x, y, width, height}`, centred) as the squares `placeLabels` keeps names off: a row of them as tall as
 * the box, across its width. */
function squares(box) {
  const r = box.height / 2 + 1;
  const count = Math.ceil(box.width / (2 * r));
  return Array.from({ length: count }, (_, index) => ({
    x: box.x - box.width / 2 + r + (index * Math.max(0, box.width - 2 * r)) / Math.max(1, count - 1), y: box.y, r,
  }));
}

/** Creates the layer inside `container`; `callbacks` are results.js's pin callbacks and `onZoomTo(point)`. */
export function createOverlay(container) {
  const pinLayer = el("div", { className: "map-pins" });
  const labelLayer = el("div", { className: "map-labels", "aria-hidden": "true" });
  container.append(labelLayer, pinLayer);
  const buttons = new Map();  // stay id → its button, reused between frames
  let active = null;
  let shown = [];

  let latest = null;  // the last frame's callbacks: a button made in an earlier frame calls these, not its own
  const button = (stay) => {
    const made = el("button", { type: "button", className: "pin", "data-stay": stay.id });
    made.addEventListener("mouseenter", () => latest.onPinEnter(made.dataset.stay));
    made.addEventListener("mouseleave", () => latest.onPinLeave(made.dataset.stay));
    made.addEventListener("click", () => {
      const members = made.dataset.members.split(" ");
      if (members.length > 1) latest.onZoomTo({ x: Number(made.dataset.x), y: Number(made.dataset.y) });
      else latest.onPinClick(members[0]);
    });
    return made;
  };

  return {
    /** Draws the pins of `stays`, the searched place (unless an area was searched) and the names of `places`. */
    draw(view, width, height, { stays, places, center, placeName, box, ...callbacks }) {
      latest = callbacks;
      const chosen = box ? null : place(view, width, height, center);
      const mark = chosen && { x: chosen.x, y: chosen.y + 5, width: Math.max(24, placeName.length * 7 + 6), height: 32 };
      const byId = new Map(stays.map((stay) => [stay.id, stay]));
      const prices = new Map(stays.map((stay) => [stay.id, money(stay.nightlyPrice, stay.currency)]));
      shown = layoutPins(stays.map((stay) => ({
        id: stay.id, ...place(view, width, height, stay.coordinate),
        width: prices.get(stay.id).length * 7 + 30, height: PIN_HEIGHT,
      })), { width, height, blocked: mark ? [mark] : [] });
      const used = new Set();
      for (const pin of shown) {
        const stay = byId.get(pin.id);
        let made = buttons.get(pin.id);
        if (!made) {
          made = button(stay);
          buttons.set(pin.id, made);
        }
        used.add(pin.id);
        made.textContent = pinText(prices.get(pin.id), pin.members);
        made.dataset.members = pin.members.join(" ");
        made.dataset.x = String(pin.x);
        made.dataset.y = String(pin.y);
        made.setAttribute("aria-label", pin.members.length > 1
          ? t("web.map.cluster", { stays: t("common.stays", { count: pin.members.length }), price: prices.get(pin.id) })
          : t("web.map.pin", { title: stay.title, price: prices.get(pin.id) }));
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
      const obstacles = shown.concat(mark ? [mark] : []).flatMap(squares);
      const labels = placeLabels(places.filter((known) => known.name !== placeName).map((known) => {
        const point = place(view, width, height, known.coordinate);
        return { x: point.x, y: point.y - 4, text: known.name };
      }), { width, height, obstacles });
      const spans = labels.map((label) => {
        const span = el("span", { className: "town-label" }, label.text);
        span.style.transform = `translate(${label.box.left.toFixed(1)}px, ${label.box.top.toFixed(1)}px)`;
        return span;
      });
      if (chosen) {
        const named = el("span", { className: "chosen-label" }, el("span", { className: "chosen" }, "★"), placeName);
        named.style.transform = `translate(${chosen.x.toFixed(1)}px, ${(chosen.y - 9).toFixed(1)}px) translateX(-50%)`;
        spans.push(named);
      }
      labelLayer.replaceChildren(...spans);
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
