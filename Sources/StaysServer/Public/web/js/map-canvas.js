// The map's base layer on <canvas>: land, lakes, islands, rivers and borders from `/api/v1/map`, one request per
// cell, each kept for the page's life (and a week in the browser's cache).

import { api } from "./api.js";
import { cellsFor, decodeMap, KINDS, TILE } from "./map-view.js";

const COLOURS = {
  loading: "#e2e2e2", water: "#cfe2ec", land: "#f3f0e8", lake: "#cfe2ec", island: "#f3f0e8", river: "#8cb6cc", border: "#9c8aa5",
};
const FILLED = new Set(["land", "lake", "island"]);
const cells = new Map();  // key → { paths, left, top } once loaded, { pending: true } while asked for
const RETRY_MS = 30_000;  // a cell that failed (no map, a failing server) is asked for again after this long

/** Loads a cell once; calls `onLoad` when its data arrives. A failed cell waits `RETRY_MS` before it is asked again,
 * so panning a map without data does not ask for every cell on every frame. */
function load(cell, onLoad) {
  const known = cells.get(cell.key);
  if (known && !(known.failedAt && Date.now() - known.failedAt > RETRY_MS)) return;
  cells.set(cell.key, { pending: true });
  api(`map?bbox=${cell.bbox}&zoom=${cell.zoom}`)
    .then((answer) => {
      const left = cell.left - cell.shift;
      cells.set(cell.key, { paths: paths(decodeMap(answer), left, cell.top), left, top: cell.top });
      onLoad();
    })
    .catch(() => cells.set(cell.key, { failedAt: Date.now() }));
}

/** One `Path2D` per kind in units of the cell's own corner (small numbers, so precise at any zoom). */
function paths(data, left, top) {
  const made = {};
  for (const kind of KINDS) {
    const path = new Path2D();
    for (const points of data[kind]) {
      path.moveTo(points[0] - left, points[1] - top);
      for (let index = 2; index < points.length; index += 2) path.lineTo(points[index] - left, points[index + 1] - top);
      if (FILLED.has(kind)) path.closePath();
    }
    made[kind] = path;
  }
  return made;
}

/** The loaded cell at a coarser zoom that covers `cell`, for drawing while `cell` loads. */
function coarser(cell) {
  for (let zoom = cell.zoom - 1; zoom >= 0; zoom -= 1) {
    const size = Math.min(TILE, 512 / 2 ** zoom);
    const count = TILE / size;
    const column = Math.floor(cell.left / size);
    const row = Math.floor(cell.top / size);
    const wrapped = ((column % count) + count) % count;
    const found = cells.get(`${zoom}/${wrapped}/${row}`);
    if (found?.paths) return { key: `${zoom}/${column}/${row}`, ...found, shift: (column - wrapped) * size };
  }
  return null;
}

/** Draws the view on `canvas` (its CSS size width×height); answers whether every cell was loaded. `onLoad` is
 * called when a missing cell arrives. */
export function drawBase(canvas, view, width, height, onLoad) {
  const ratio = window.devicePixelRatio || 1;
  if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  const context = canvas.getContext("2d");
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.fillStyle = COLOURS.loading;  // until a cell or a coarser one covering it arrives
  context.fillRect(0, 0, width, height);
  const needed = cellsFor(view, width, height);
  needed.forEach((cell) => load(cell, onLoad));
  const ready = needed.filter((cell) => cells.get(cell.key)?.paths);
  const missing = needed.filter((cell) => !cells.get(cell.key)?.paths);
  const fallbacks = new Map();
  for (const cell of missing) {
    const parent = coarser(cell);
    if (parent) fallbacks.set(parent.key, parent);
  }
  const frame = { context, view, width, height, ratio, scale: 2 ** view.zoom };
  paint(frame, [...fallbacks.values()], missing);
  paint(frame, ready.map((cell) => ({ ...cells.get(cell.key), shift: cell.shift })), ready);
  return missing.length === 0;
}

/** Paints `layers` (cells' paths, corners and shifts), kind by kind, clipped to the squares of `area`. */
function paint({ context, view, width, height, ratio, scale }, layers, area) {
  if (layers.length === 0 || area.length === 0) return;
  const sx = (x) => (x - view.x) * scale + width / 2;
  const sy = (y) => (y - view.y) * scale + height / 2;
  context.save();
  context.beginPath();
  for (const cell of area) context.rect(sx(cell.left), sy(cell.top), cell.size * scale, cell.size * scale);
  context.clip();
  context.fillStyle = COLOURS.water;
  context.fillRect(0, 0, width, height);
  for (const kind of KINDS) {
    context.fillStyle = COLOURS[kind];
    context.strokeStyle = COLOURS[kind];
    context.lineWidth = (kind === "river" ? 1.4 : 1) / scale;
    context.setLineDash(kind === "border" ? [4 / scale, 3 / scale] : []);
    for (const layer of layers) {
      const x = ratio * sx(layer.left + layer.shift);
      const y = ratio * sy(layer.top);
      context.setTransform(ratio * scale, 0, 0, ratio * scale, x, y);
      if (FILLED.has(kind)) context.fill(layer.paths[kind]);
      else context.stroke(layer.paths[kind]);
    }
  }
  context.restore();
}
