// The listing editor's pin on the offline map: a click puts the pin there, the arrow keys nudge it, and the editor's
// coordinate fields follow (and move the pin when typed into).

import { drawBase } from "./map-canvas.js";
import { el } from "./dom.js";
import { t } from "./i18n.js";
import { screenPoint, toLonLat, toWorld } from "./map-view.js";

const WIDTH = 320;
const HEIGHT = 220;
const ZOOM = 12;

/** The coordinate a click at (`x`, `y`) pixels of a map of the pin's view stands for. */
export function pointAt(view, x, y) {
  const scale = 2 ** view.zoom;
  return toLonLat(view.x + (x - WIDTH / 2) / scale, view.y + (y - HEIGHT / 2) / scale);
}

/** A map centred on the coordinate in `latitude` and `longitude` (two number inputs), its pin moved by a click or
 * the arrow keys, each move written back into the inputs. */
export function pinMap(latitude, longitude) {
  const canvas = el("canvas", { className: "pin-canvas", width: WIDTH, height: HEIGHT });
  const pin = el("span", { className: "map-pin-dot", "aria-hidden": "true" });
  const box = el("div", {
    className: "pin-map", tabindex: "0", role: "application", "aria-label": t("web.listing.pinMap"),
    "aria-describedby": "listing-pin-hint",
  }, canvas, pin);
  let view = null;
  const draw = () => {
    const lat = Number(latitude.value);
    const lon = Number(longitude.value);
    if (latitude.value === "" || longitude.value === "" || !Number.isFinite(lat) || !Number.isFinite(lon)) {
      box.hidden = true;
      return;
    }
    box.hidden = false;
    const world = toWorld(lon, lat);
    view = view && Math.abs(screenPoint(view, WIDTH, HEIGHT, world).x - WIDTH / 2) < WIDTH / 2 - 10
      && Math.abs(screenPoint(view, WIDTH, HEIGHT, world).y - HEIGHT / 2) < HEIGHT / 2 - 10
      ? view : { x: world.x, y: world.y, zoom: ZOOM };
    drawBase(canvas, view, WIDTH, HEIGHT, draw);
    const spot = screenPoint(view, WIDTH, HEIGHT, world);
    pin.style.left = `${spot.x}px`;
    pin.style.top = `${spot.y}px`;
  };
  const place = (point) => {
    latitude.value = point.latitude.toFixed(6);
    longitude.value = point.longitude.toFixed(6);
    draw();
  };
  canvas.addEventListener("click", (event) => {
    const bounds = canvas.getBoundingClientRect();
    if (view) place(pointAt(view, event.clientX - bounds.left, event.clientY - bounds.top));
  });
  box.addEventListener("keydown", (event) => {
    const steps = { ArrowUp: [0, -4], ArrowDown: [0, 4], ArrowLeft: [-4, 0], ArrowRight: [4, 0] }[event.key];
    if (!steps || !view) return;
    event.preventDefault();
    const spot = screenPoint(view, WIDTH, HEIGHT, toWorld(Number(longitude.value), Number(latitude.value)));
    place(pointAt(view, spot.x + steps[0], spot.y + steps[1]));
  });
  latitude.addEventListener("input", draw);
  longitude.addEventListener("input", draw);
  queueMicrotask(draw);
  return { element: box, redraw: draw };
}
