// The map's base layer on <canvas>: land, lakes, islands, rivers and borders from `/api/v1/map`, one request per
// cell, each kept for the page's life (and a week in the browser's cache).

import { api } from "./api.js";
import { cellsFor, decodeMap, KINDS, TILE } from "./map-view.js";

const COLOURS = {
  loading: "#e2e2e2", water: "#cfe2ec", land: "#f3f0e8", lake: "#cfe2ec", island: "#f3f0e8", river: "#8cb6cc", border: "#9c8aa5",
};
const cells = new Map();  // key → { data } once loaded, { pending: true } while asked for

/** Loads a cell once; calls `onLoad` when its data arrives. */
function load(cell, onLoad) {
  if (cells.has(cell.key)) return;
  cells.set(cell.key, { pending: true });
  api(`map?bbox=${cell.bbox}&zoom=${cell.zoom}`)
    .then((answer) => {
      cells.set(cell.key, { data: decodeMap(answer) });
      onLoad();
    })
    .catch(() => cells.delete(cell.key));
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
    if (found?.data) return { key: `${zoom}/${column}/${row}`, data: found.data, shift: (column - wrapped) * size };
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
  const ready = needed.filter((cell) => cells.get(cell.key)?.data);
  const missing = needed.filter((cell) => !cells.get(cell.key)?.data);
  const fallbacks = new Map();
  for (const cell of missing) {
    const parent = coarser(cell);
    if (parent) fallbacks.set(parent.key, parent);
  }
  const frame = { context, view, width, height, scale: 2 ** view.zoom };
  paint(frame, [...fallbacks.values()], missing);
  paint(frame, ready.map((cell) => ({ data: cells.get(cell.key).data, shift: cell.shift })), ready);
  return missing.length === 0;
}

/** Paints `layers` (decoded data and their shifts), kind by kind, clipped to the cells' squares. */
function paint({ context, view, width, height, scale }, layers, area) {
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
    const fill = kind === "land" || kind === "lake" || kind === "island";
    context.beginPath();
    for (const { data, shift } of layers) {
      for (const points of data[kind]) {
        context.moveTo(sx(points[0] + shift), sy(points[1]));
        for (let index = 2; index < points.length; index += 2) {
          context.lineTo(sx(points[index] + shift), sy(points[index + 1]));
        }
        if (fill) context.closePath();
      }
    }
    if (fill) {
      context.fillStyle = COLOURS[kind];
      context.fill();
    } else {
      context.strokeStyle = COLOURS[kind];
      context.lineWidth = kind === "river" ? 1.4 : 1;
      context.setLineDash(kind === "border" ? [4, 3] : []);
      context.stroke();
    }
  }
  context.restore();
}
