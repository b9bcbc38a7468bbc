// The results map: a real, offline base map (map-canvas.js) under price pins and place names (map-overlay.js).
// Drag or touch to pan, wheel, pinch, buttons or +/− to zoom, arrows to pan; "Search this area" after a move.

import { el } from "./dom.js";
import { t } from "./i18n.js";
import { drawBase } from "./map-canvas.js";
import { createOverlay } from "./map-overlay.js";
import { fitsSearch, fitView, panned, pointsToFit, visibleBox, zoomed } from "./map-view.js";

const maps = new WeakMap();
const KEY_PAN = 80;

/** Draws the results on the map inside `container` (a focusable element), keeping the view the person chose
 * while the searched place stays the same. Options: `center`, `placeName`, `places`, `stays`, `box` (the searched
 * `bbox`, if any), `widestBox` (the rules' `widestSearchBox`), `onPinEnter`, `onPinLeave`, `onPinClick` and
 * `onSearchArea(bbox)`. */
export function drawMap(container, options) {
  if (!maps.has(container)) maps.set(container, createMap(container));
  maps.get(container).update(options);
}

/** Lights the pin of `stayId` (null for none). */
export function highlightPin(container, stayId) {
  maps.get(container)?.overlay.highlight(stayId);
}

function createMap(container) {
  const canvas = el("canvas", { className: "map-canvas", "aria-hidden": "true" });
  const zoomIn = el("button", { type: "button", className: "map-zoom", "aria-label": t("web.map.zoomIn") }, "+");
  const zoomOut = el("button", { type: "button", className: "map-zoom", "aria-label": t("web.map.zoomOut") }, "−");
  const searchArea = el("button", { type: "button", className: "map-search-area", hidden: true }, t("web.map.searchArea"));
  // The controls come first in tab order, before the pins; CSS keeps them above the pins.
  container.replaceChildren(canvas, searchArea, el("div", { className: "map-controls" }, zoomIn, zoomOut));
  const overlay = createOverlay(container);
  let options = null;
  let view = null;
  let key = null;
  let asked = null;  // the box "Search this area" asked for, whose results keep the view
  let moved = false;  // whether the person moved the view since it was last fitted
  let unsized = false;  // whether the view was last fitted while the map had no size
  let frame = 0;
  let paintPending = false;

  const size = () => ({ width: container.clientWidth, height: container.clientHeight });
  const draw = () => {
    frame = 0;
    const { width, height } = size();
    if (!options || !view || width === 0) return;
    if (unsized) {  // fitted while hidden (a phone showing the list): fit again now the map has a size
      unsized = false;
      if (!moved && !options.box) view = fitView(pointsToFit(options), width, height);
    }
    const started = performance.now();
    const complete = drawBase(canvas, view, width, height, schedule);
    overlay.draw(view, width, height, { ...options, onZoomTo: (point) => move(zoomed(view, 2, width, height, point)) });
    performance.measure("map-frame", { start: started, end: performance.now() });
    if (performance.getEntriesByName("map-frame").length > 600) performance.clearMeasures("map-frame");
    if (complete && paintPending) {
      paintPending = false;
      performance.measure("map-first-paint", "map-results");
      performance.clearMarks("map-results");
    }
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(draw);
  };
  const move = (next) => {
    view = next;
    moved = true;
    const { width, height } = size();
    const fits = !options?.widestBox || fitsSearch(visibleBox(view, width, height), options.widestBox);
    searchArea.hidden = false;
    searchArea.disabled = !fits;
    searchArea.textContent = t(fits ? "web.map.searchArea" : "web.map.zoomToSearch");
    schedule();
  };

  // MARK: - Pointer, wheel and keys

  const pointers = new Map();
  canvas.addEventListener("pointerdown", (event) => {
    canvas.setPointerCapture(event.pointerId);
    pointers.set(event.pointerId, { x: event.offsetX, y: event.offsetY });
  });
  canvas.addEventListener("pointermove", (event) => {
    const last = pointers.get(event.pointerId);
    if (!last || !view) return;
    const { width, height } = size();
    const now = { x: event.offsetX, y: event.offsetY };
    if (pointers.size === 1) {
      move(panned(view, now.x - last.x, now.y - last.y, height));
    } else {
      const other = [...pointers.entries()].find(([id]) => id !== event.pointerId)[1];
      const before = Math.hypot(last.x - other.x, last.y - other.y) || 1;
      const after = Math.hypot(now.x - other.x, now.y - other.y) || 1;
      const middle = { x: (now.x + other.x) / 2, y: (now.y + other.y) / 2 };
      move(zoomed(panned(view, (now.x - last.x) / 2, (now.y - last.y) / 2, height), Math.log2(after / before),
        width, height, middle));
    }
    pointers.set(event.pointerId, now);
  });
  for (const name of ["pointerup", "pointercancel"]) canvas.addEventListener(name, (event) => pointers.delete(event.pointerId));
  canvas.addEventListener("wheel", (event) => {
    if (!view) return;
    event.preventDefault();
    const { width, height } = size();
    const delta = Math.max(-1, Math.min(1, -event.deltaY / 300));
    move(zoomed(view, delta, width, height, { x: event.offsetX, y: event.offsetY }));
  }, { passive: false });
  container.addEventListener("keydown", (event) => {
    if (event.target !== container || !view) return;
    const { width, height } = size();
    const pans = { ArrowLeft: [KEY_PAN, 0], ArrowRight: [-KEY_PAN, 0], ArrowUp: [0, KEY_PAN], ArrowDown: [0, -KEY_PAN] };
    const zooms = { "+": 1, "=": 1, "-": -1, _: -1 };
    if (pans[event.key]) move(panned(view, ...pans[event.key], height));
    else if (zooms[event.key]) move(zoomed(view, zooms[event.key], width, height));
    else return;
    event.preventDefault();
  });
  zoomIn.addEventListener("click", () => view && move(zoomed(view, 1, size().width, size().height)));
  zoomOut.addEventListener("click", () => view && move(zoomed(view, -1, size().width, size().height)));
  searchArea.addEventListener("click", () => {
    const { width, height } = size();
    asked = visibleBox(view, width, height);
    searchArea.hidden = true;
    options.onSearchArea?.(asked);
  });
  new ResizeObserver(schedule).observe(container);

  // MARK: - New results

  const update = (next) => {
    options = next;
    const nextKey = `${next.placeName}|${next.center.latitude},${next.center.longitude}|${next.box ?? ""}`;
    const keep = view && (next.box ? next.box === asked : moved && nextKey === key);
    if (!keep) {
      const { width, height } = size();
      unsized = width === 0;
      view = fitView(pointsToFit(next), width || 400, height || 400);
      moved = false;
      searchArea.hidden = true;
    }
    key = nextKey;
    performance.mark("map-results");
    paintPending = true;
    schedule();
  };
  return { update, overlay };
}
