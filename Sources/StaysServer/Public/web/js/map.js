// The results map in SVG, no tiles: nearby place names as the base layer, distance rings around the chosen
// place, and the stays as pins that light up with their rows.

import { svg } from "./dom.js";
import { placeLabels, projection, radiusFor, rings } from "./geometry.js";
import { money } from "./text.js";

const WIDTH = 400;
const HEIGHT = 400;

/** Draws the map into the `<svg>` element `canvas`. */
export function drawMap(canvas, { center, placeName, stays, places, onPinEnter, onPinLeave, onPinClick }) {
  const radius = radiusFor(stays.map((stay) => stay.distanceKm ?? 0));
  const project = projection(center, viewRadius(radius, places) * 1.1, WIDTH, HEIGHT);
  const middle = project.point(center);
  const ringLayer = rings(radius).map((km) => [
    svg("circle", { className: "ring", cx: middle.x, cy: middle.y, r: (km * project.scale).toFixed(1) }),
    svg("text", { className: "ring-label", x: middle.x + 3, y: (middle.y - km * project.scale - 3).toFixed(1) }, `${km} km`),
  ]);
  const labels = placeLabels(places
    .filter((place) => place.name !== placeName)
    .map((place) => ({ ...project.point(place.coordinate), text: place.name }))
    .filter(({ x, y }) => x > 20 && x < WIDTH - 20 && y > 14 && y < HEIGHT - 4)
    .filter(({ x, y }) => Math.hypot(x - middle.x, y - middle.y) > 36));
  const baseLayer = labels.map((label) => [
    svg("circle", { className: "town", cx: label.x.toFixed(1), cy: label.y.toFixed(1), r: "2" }),
    svg("text", { className: "town-label", x: label.x.toFixed(1), y: (label.y - 4).toFixed(1) }, label.text),
  ]);
  const pins = stays.map((stay) => {
    const point = project.point(stay.coordinate);
    const pin = svg("g", { className: "pin", "data-stay": stay.id, transform: `translate(${point.x.toFixed(1)} ${point.y.toFixed(1)})` },
      svg("title", {}, `${stay.title}, ${money(stay.nightlyPrice, stay.currency)} a night`),
      svg("circle", { r: "6" }));
    pin.addEventListener("mouseenter", () => onPinEnter(stay.id));
    pin.addEventListener("mouseleave", () => onPinLeave(stay.id));
    pin.addEventListener("click", () => onPinClick(stay.id));
    return pin;
  });
  canvas.setAttribute("viewBox", `0 0 ${WIDTH} ${HEIGHT}`);
  canvas.replaceChildren(
    svg("rect", { className: "sea", x: "0", y: "0", width: String(WIDTH), height: String(HEIGHT) }),
    ...ringLayer.flat(), ...baseLayer.flat(),
    svg("path", { className: "chosen", d: `M${middle.x} ${middle.y - 9} l3 6 7 1 -5 5 1 7 -6 -3 -6 3 1 -7 -5 -5 7 -1z` }),
    svg("text", { className: "chosen-label", x: middle.x, y: middle.y + 22 }, placeName ?? ""),
    ...pins);
}

/** The radius shown: the stays' ring, widened (at most twice) until a few neighbouring places fit as landmarks. */
function viewRadius(radius, places) {
  const distances = places.map((place) => place.distanceKm).filter((d) => d > 0.5).sort((a, b) => a - b);
  return Math.min(radius * 2, Math.max(radius, distances[4] ?? radius));
}

/** Lights the pin of `stayId` (null for none). */
export function highlightPin(canvas, stayId) {
  canvas.querySelectorAll(".pin").forEach((pin) => {
    const on = pin.dataset.stay === stayId;
    pin.classList.toggle("active", on);
    if (on) pin.parentNode.appendChild(pin);
  });
}
