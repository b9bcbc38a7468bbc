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
  const pinPoints = stays.map((stay) => project.point(stay.coordinate));
  // Labels never sit under a pin, the chosen place or its name, and never run off the map.
  const obstacles = pinPoints.map((point) => ({ ...point, r: 8 })).concat({ x: middle.x, y: middle.y + 8, r: 24 });
  const fit = { width: WIDTH, height: HEIGHT, obstacles };
  const ringLabels = placeLabels(rings(radius).map((km) => (
    { x: middle.x + 14, y: middle.y - km * project.scale - 3, text: `${km} km` })), fit);
  const ringLayer = rings(radius).map((km) =>
    svg("circle", { className: "ring", cx: middle.x, cy: middle.y, r: (km * project.scale).toFixed(1) }));
  const ringText = ringLabels.map((label) =>
    svg("text", { className: "ring-label", x: label.x.toFixed(1), y: label.y.toFixed(1) }, label.text));
  const labels = placeLabels(places
    .filter((place) => place.name !== placeName)
    .map((place) => ({ ...project.point(place.coordinate), text: place.name }))
    .map(({ x, y, text }) => ({ x, y: y - 4, text, dot: { x, y } })), {
    ...fit, obstacles: obstacles.concat(ringLabels.map(({ box }) => ({
      x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2, r: (box.right - box.left) / 2 }))),
  });
  const baseLayer = labels.map((label) => [
    svg("circle", { className: "town", cx: label.dot.x.toFixed(1), cy: label.dot.y.toFixed(1), r: "2" }),
    svg("text", { className: "town-label", x: label.x.toFixed(1), y: label.y.toFixed(1) }, label.text),
  ]);
  const pins = stays.map((stay, index) => {
    const point = pinPoints[index];
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
    ...ringLayer, ...ringText, ...baseLayer.flat(),
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
