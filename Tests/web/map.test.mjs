// The map's pure parts: the Web Mercator projection, views, the cells of map data, decoding and pin layout.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { layoutPins, pinText } from "../../Sources/StaysServer/Public/web/js/map-pins.js";
import {
  cellsFor, dataZoom, decodeMap, fitsSearch, fitView, panned, pointsToFit, screenPoint, TILE, toLonLat, toWorld, visibleBox, wrapLongitude, zoomed,
} from "../../Sources/StaysServer/Public/web/js/map-view.js";

const near = (a, b, within = 1e-9) => assert.ok(Math.abs(a - b) <= within, `${a} is not ${b}`);

// MARK: - Projection

test("the projection puts 0°,0° in the middle, north up, and comes back", () => {
  assert.deepEqual(toWorld(0, 0), { x: TILE / 2, y: TILE / 2 });
  assert.ok(toWorld(0, 60).y < TILE / 2);
  assert.ok(toWorld(10, 0).x > TILE / 2);
  const seoul = toLonLat(toWorld(126.978, 37.5665).x, toWorld(126.978, 37.5665).y);
  near(seoul.longitude, 126.978);
  near(seoul.latitude, 37.5665);
});

test("longitudes wrap into -180…180", () => {
  assert.equal(wrapLongitude(190), -170);
  assert.equal(wrapLongitude(-190), 170);
  assert.equal(wrapLongitude(180), 180);
});

// MARK: - Views

test("a fitted view shows every point inside the padding", () => {
  const points = [{ longitude: 126.9, latitude: 37.5 }, { longitude: 127.1, latitude: 37.6 }];
  const view = fitView(points, 400, 400, { padding: 40 });
  for (const point of points) {
    const screen = screenPoint(view, 400, 400, toWorld(point.longitude, point.latitude));
    assert.ok(screen.x >= 40 && screen.x <= 360 && screen.y >= 40 && screen.y <= 360, JSON.stringify(screen));
  }
});

test("a view fits the place, its stays and a few landmarks, the short way round the antimeridian", () => {
  const place = (name, distanceKm, longitude) => ({ name, distanceKm, coordinate: { latitude: -17, longitude } });
  const points = pointsToFit({
    center: { latitude: -17, longitude: 179.9 },
    stays: [{ distanceKm: 5, coordinate: { latitude: -17, longitude: -179.95 } }],
    places: [place("far", 50, 179), place("near", 8, 179.8), place("self", 0.1, 179.9)],
  });
  assert.deepEqual(points.map((point) => Number(point.longitude.toFixed(2))), [179.9, 180.05, 179.8]);
  const view = fitView(points, 400, 400);
  assert.ok(view.zoom > 8, `zoom ${view.zoom}`);
  assert.deepEqual(pointsToFit({ box: "179,-18,-179,-16", center: {}, stays: [] }).map((point) => point.longitude),
    [179, 181]);
});

test("zooming keeps the anchor still and panning moves by whole pixels", () => {
  const view = { x: 200, y: 100, zoom: 10 };
  const anchor = { x: 50, y: 300 };
  const world = { x: view.x + (anchor.x - 200) / 2 ** 10, y: view.y + (anchor.y - 200) / 2 ** 10 };
  const after = screenPoint(zoomed(view, 1.5, 400, 400, anchor), 400, 400, world);
  near(after.x, anchor.x, 1e-6);
  near(after.y, anchor.y, 1e-6);
  const moved = panned(view, 64, -32, 400);
  near((view.x - moved.x) * 2 ** 10, 64, 1e-6);
  near((view.y - moved.y) * 2 ** 10, -32, 1e-6);
});

test("the visible box reads WEST,SOUTH,EAST,NORTH and crosses the antimeridian with west east of east", () => {
  const seoul = toWorld(127, 37.55);
  const [west, south, east, north] = visibleBox({ ...seoul, zoom: 12 }, 400, 400).split(",").map(Number);
  assert.ok(west < 127 && east > 127 && south < 37.55 && north > 37.55);
  near(east - west, (400 / 256 / 2 ** 12) * 360, 1e-4);
  const [w, , e] = visibleBox({ ...toWorld(180, -17), zoom: 10 }, 400, 400).split(",").map(Number);
  assert.ok(w > 179 && e < -179, `${w},${e}`);
});

// MARK: - Cells

test("cells are 512 pixels at their zoom, the world below zoom 2, and wrap across the antimeridian", () => {
  assert.equal(dataZoom(12.7), 12);
  const world = cellsFor({ x: 128, y: 128, zoom: 1.5 }, 400, 400);
  assert.deepEqual(world.map((cell) => cell.key), ["1/0/0"]);
  assert.equal(world[0].bbox, "-180,-85.051129,180,85.051129");
  const city = cellsFor({ ...toWorld(127, 37.55), zoom: 12 }, 400, 400);
  assert.ok(city.length >= 1 && city.length <= 4);
  for (const cell of city) {
    const [west, , east] = cell.bbox.split(",").map(Number);
    near(east - west, 720 / 2 ** 12, 1e-6);
  }
  const across = cellsFor({ ...toWorld(180, 66), zoom: 10 }, 400, 400);
  const shifts = new Set(across.map((cell) => cell.shift));
  assert.ok(shifts.has(0) && shifts.size === 2, JSON.stringify([...shifts]));
  assert.ok(across.every((cell) => Number(cell.key.split("/")[1]) < 2 ** 10 / 2));
});

test("an answer decodes from first point and changes to world units", () => {
  const decoded = decodeMap({ unit: 0.0001, land: [[1270000, 375000, 1000, 0, 0, 1000]], lake: [], island: [],
    river: [[1269500, 375200, 10, 20]], border: [] });
  assert.equal(decoded.land.length, 1);
  const [x, y] = decoded.land[0];
  near(x, toWorld(127, 37.5).x);
  near(y, toWorld(127, 37.5).y);
  near(decoded.land[0][4], toWorld(127.1, 37.6).x);
  near(decoded.river[0][3], toWorld(126.951, 37.522).y);
  assert.deepEqual(decoded.lake, []);
});

// MARK: - Pins

test("pins that would overlap move aside, and one with no room joins the pin it covers", () => {
  const pin = (id, x, y) => ({ id, x, y, width: 50, height: 20 });
  const shown = layoutPins([pin("a", 100, 100), pin("b", 105, 100), pin("c", 300, 300)], { width: 400, height: 400 });
  assert.equal(shown.length, 3);
  const meets = (p, q) => Math.abs(p.x - q.x) * 2 < p.width + q.width && Math.abs(p.y - q.y) * 2 < p.height + q.height;
  for (const p of shown) for (const q of shown) if (p !== q) assert.ok(!meets(p, q), `${p.id} meets ${q.id}`);
  const crowd = Array.from({ length: 12 }, (_, index) => pin(`s${index}`, 200, 200));
  const grouped = layoutPins(crowd, { width: 400, height: 400 });
  assert.ok(grouped.length < 12);
  assert.equal(grouped.flatMap((p) => p.members).length, 12);
  for (const p of grouped) for (const q of grouped) if (p !== q) assert.ok(!meets(p, q), `${p.id} meets ${q.id}`);
});

test("pins outside the map are left out and a group says how many it holds", () => {
  const shown = layoutPins([{ id: "far", x: -10, y: 50, width: 40, height: 20 }], { width: 400, height: 400 });
  assert.deepEqual(shown, []);
  assert.equal(pinText("$120", ["a"]), "$120");
  assert.equal(pinText("$120", ["a", "b", "c"]), "$120 +2");
});

test("pins keep off a blocked box such as the searched place's mark", () => {
  const mark = { x: 200, y: 200, width: 24, height: 22 };
  const [shown] = layoutPins([{ id: "a", x: 200, y: 200, width: 40, height: 20 }],
    { width: 400, height: 400, blocked: [mark] });
  assert.ok(Math.abs(shown.x - 200) * 2 >= 64 || Math.abs(shown.y - 200) * 2 >= 42, JSON.stringify(shown));
  const big = { x: 200, y: 200, width: 200, height: 200 };
  const [kept] = layoutPins([{ id: "b", x: 200, y: 200, width: 40, height: 20 }],
    { width: 400, height: 400, blocked: [big] });
  assert.deepEqual(kept.members, ["b"], "a pin with nowhere to go still shows");
});

test("a box fits a stay search only up to the rules' widest box, also across the antimeridian", () => {
  const widest = JSON.parse(readFileSync(new URL("../rules/shared-rules.json", import.meta.url))).rules.widestSearchBox;
  assert.equal(fitsSearch("126.9,37.5,127.1,37.6", widest), true);
  assert.equal(fitsSearch("0,0,30,20", widest), true);
  assert.equal(fitsSearch("0,0,30.5,20", widest), false);
  assert.equal(fitsSearch("0,0,10,20.5", widest), false);
  assert.equal(fitsSearch("170,-10,-170,10", widest), true);
  assert.equal(fitsSearch("150,-10,-170,10", widest), false);
  assert.equal(fitsSearch("-180,-85,180,85", widest), false);
});
