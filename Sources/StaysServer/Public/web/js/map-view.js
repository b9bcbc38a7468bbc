// The results map's arithmetic, no DOM: Web Mercator world units (the world is 256 wide at zoom 0), the view's box,
// the cells the map data is asked for, and the route's answers decoded into world units.

/** The world's width in world units at zoom 0 (one 256-pixel tile). */
export const TILE = 256;
/** The latitude where Web Mercator's square world ends, north and south. */
export const MAX_LATITUDE = 85.0511287798;
/** The farthest out the map zooms. */
export const MIN_ZOOM = 1;
/** The closest in the map zooms. */
export const MAX_ZOOM = 17;
/** The drawing order of the route's kinds: fills first, then lines. */
export const KINDS = ["land", "lake", "island", "river", "border"];

const clamp = (value, low, high) => Math.min(high, Math.max(low, value));

// MARK: - Projection

/** World units of a longitude and latitude (x east from 180° W, y south from the top). */
export function toWorld(longitude, latitude) {
  const phi = (clamp(latitude, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180;
  return {
    x: ((longitude + 180) / 360) * TILE,
    y: ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * TILE,
  };
}

/** The longitude (wrapped to -180…180) and latitude of world units. */
export function toLonLat(x, y) {
  const n = Math.PI - (2 * Math.PI * y) / TILE;
  return { longitude: wrapLongitude((x / TILE) * 360 - 180), latitude: (180 / Math.PI) * Math.atan(Math.sinh(n)) };
}

/** A longitude brought into -180…180. */
export function wrapLongitude(longitude) {
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && longitude > 0 ? 180 : wrapped;
}

/** Screen pixels of world units in a view (`{x, y}` centre in world units, `zoom`) of a width×height map. */
export function screenPoint(view, width, height, world) {
  const scale = 2 ** view.zoom;
  return { x: (world.x - view.x) * scale + width / 2, y: (world.y - view.y) * scale + height / 2 };
}

// MARK: - Views

/** The view that shows every point (`{longitude, latitude}`) with `padding` pixels to spare, at most `maxZoom`. */
export function fitView(points, width, height, { padding = 40, maxZoom = 15 } = {}) {
  const world = points.map((point) => toWorld(point.longitude, point.latitude));
  const xs = world.map((p) => p.x);
  const ys = world.map((p) => p.y);
  const spanX = Math.max(...xs) - Math.min(...xs) || 1e-6;
  const spanY = Math.max(...ys) - Math.min(...ys) || 1e-6;
  const zoom = Math.log2(Math.min((width - 2 * padding) / spanX, (height - 2 * padding) / spanY));
  return {
    x: (Math.max(...xs) + Math.min(...xs)) / 2, y: (Math.max(...ys) + Math.min(...ys)) / 2,
    zoom: clamp(Math.floor(zoom * 4) / 4, MIN_ZOOM, maxZoom),
  };
}

/** What a fitted view shows: the searched box, else the place, its stays and up to four nearby places within twice
 * the farthest stay's distance, as landmarks; longitudes taken the short way round from the place. */
export function pointsToFit({ box, center, stays, places = [] }) {
  if (box) {
    const [west, south, east, north] = box.split(",").map(Number);
    return [{ longitude: west, latitude: south }, { longitude: east < west ? east + 360 : east, latitude: north }];
  }
  const farthest = Math.max(2, ...stays.map((stay) => stay.distanceKm ?? 0));
  const landmarks = places.filter((known) => known.distanceKm > 0.5 && known.distanceKm <= farthest * 2)
    .sort((a, b) => a.distanceKm - b.distanceKm).slice(0, 4);
  const near = ({ latitude, longitude }) =>
    ({ latitude, longitude: center.longitude + wrapLongitude(longitude - center.longitude) });
  return [center, ...stays.map((stay) => near(stay.coordinate)), ...landmarks.map((known) => near(known.coordinate))];
}

/** The view moved by screen pixels and kept on the map (north and south edges inside, east and west wrapping). */
export function panned(view, dx, dy, height) {
  const scale = 2 ** view.zoom;
  const half = height / 2 / scale;
  const y = clamp(view.y - dy / scale, Math.min(half, TILE / 2), Math.max(TILE - half, TILE / 2));
  return { ...view, x: (((view.x - dx / scale) % TILE) + TILE) % TILE, y };
}

/** The view zoomed by `delta` (fractional) keeping the screen point (`anchor`, default the centre) still. */
export function zoomed(view, delta, width, height, anchor = { x: width / 2, y: height / 2 }) {
  const zoom = clamp(view.zoom + delta, MIN_ZOOM, MAX_ZOOM);
  const before = 2 ** view.zoom;
  const after = 2 ** zoom;
  const ax = anchor.x - width / 2;
  const ay = anchor.y - height / 2;
  return { x: view.x + ax / before - ax / after, y: view.y + ay / before - ay / after, zoom };
}

/** The box the view shows, as the stay search takes it: `WEST,SOUTH,EAST,NORTH`, west east of east across 180°. */
export function visibleBox(view, width, height) {
  const scale = 2 ** view.zoom;
  const left = view.x - width / 2 / scale;
  const right = view.x + width / 2 / scale;
  const north = toLonLat(left, view.y - height / 2 / scale).latitude;
  const south = toLonLat(left, view.y + height / 2 / scale).latitude;
  const whole = right - left >= TILE;
  const west = whole ? -180 : toLonLat(left, 0).longitude;
  const east = whole ? 180 : toLonLat(right, 0).longitude;
  return [west, south, east, north].map((value) => Number(value.toFixed(5))).join(",");
}

/** Whether a `WEST,SOUTH,EAST,NORTH` box spans no more than `widest` (`{ latitude, longitude }` in degrees, the
 * rules' `widestSearchBox`), so a stay search takes it. */
export function fitsSearch(box, widest) {
  const [west, south, east, north] = box.split(",").map(Number);
  const width = east >= west ? east - west : east - west + 360;
  return north - south <= widest.latitude && width <= widest.longitude;
}

// MARK: - Cells of map data

/** The zoom the map data is asked at for a view's (fractional) zoom. */
export function dataZoom(zoom) {
  return clamp(Math.floor(zoom), 0, 22);
}

/** The cells (512 pixels a side at their zoom, the whole world below zoom 2) covering the view, each with the
 * route's `bbox` and the world units its drawing is shifted by (east or west of the wrapped world). */
export function cellsFor(view, width, height) {
  const zoom = dataZoom(view.zoom);
  const size = Math.min(TILE, 512 / 2 ** zoom);
  const count = TILE / size;
  const scale = 2 ** view.zoom;
  const first = Math.floor((view.x - width / 2 / scale) / size);
  const last = Math.floor((view.x + width / 2 / scale) / size);
  const top = clamp(Math.floor((view.y - height / 2 / scale) / size), 0, count - 1);
  const bottom = clamp(Math.floor((view.y + height / 2 / scale) / size), 0, count - 1);
  const cells = [];
  for (let column = first; column <= last; column += 1) {
    const wrapped = ((column % count) + count) % count;
    for (let row = top; row <= bottom; row += 1) {
      cells.push({
        key: `${zoom}/${wrapped}/${row}`, zoom, shift: (column - wrapped) * size, size,
        left: column * size, top: row * size, bbox: cellBox(wrapped, row, size),
      });
    }
  }
  return cells;
}

function cellBox(column, row, size) {
  const west = (column * size * 360) / TILE - 180;
  const east = ((column + 1) * size * 360) / TILE - 180;
  const north = Math.min(MAX_LATITUDE, toLonLat(0, row * size).latitude);
  const south = Math.max(-MAX_LATITUDE, toLonLat(0, (row + 1) * size).latitude);
  return [west, south, east, north].map((value) => Number(value.toFixed(6))).join(",");
}

/** The route's answer (`unit`, and per kind arrays of first point then changes) as per kind arrays of flat world
 * unit coordinates (`Float64Array` x, y, x, y…). */
export function decodeMap(answer) {
  const decoded = {};
  for (const kind of KINDS) {
    decoded[kind] = (answer[kind] ?? []).map((feature) => {
      const world = new Float64Array(feature.length);
      let lon = 0;
      let lat = 0;
      for (let index = 0; index + 1 < feature.length; index += 2) {
        lon += feature[index];
        lat += feature[index + 1];
        const point = toWorld(lon * answer.unit, lat * answer.unit);
        world[index] = point.x;
        world[index + 1] = point.y;
      }
      return world;
    });
  }
  return decoded;
}
