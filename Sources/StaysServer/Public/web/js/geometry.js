// The results map: an equirectangular projection around the searched place, in SVG units.

const KM_PER_DEGREE = 111.32;

/** A projection of `center` to the middle of a `width`×`height` box showing `radiusKm` to the nearest edge. */
export function projection(center, radiusKm, width, height) {
  const scale = Math.min(width, height) / 2 / radiusKm;
  const cos = Math.cos((center.latitude * Math.PI) / 180) || 1e-6;
  return {
    scale,
    point(coordinate) {
      const dx = (coordinate.longitude - center.longitude) * KM_PER_DEGREE * cos;
      const dy = (coordinate.latitude - center.latitude) * KM_PER_DEGREE;
      return { x: width / 2 + dx * scale, y: height / 2 - dy * scale };
    },
  };
}

/** The smallest of 1, 2, 5, 10, 20, 50… km that holds every point's distance, and at least `minimum`. */
export function radiusFor(distancesKm, minimum = 2) {
  const farthest = Math.max(minimum, ...distancesKm.filter((d) => Number.isFinite(d)));
  for (let decade = 1; ; decade *= 10) {
    for (const step of [1, 2, 5]) if (step * decade >= farthest) return step * decade;
  }
}

/** Ring radii in km: the radius and its half and fifth. */
export function rings(radiusKm) {
  return [radiusKm / 5, radiusKm / 2, radiusKm];
}

/** Labels kept in order (each centred on x, its baseline at y), dropping those whose boxes (about `charWidth` per
 * letter) overlap one kept earlier or an obstacle (`{x, y, r}`, e.g. a pin), or leave the `width`×`height` map. */
export function placeLabels(labels, { charWidth = 6, lineHeight = 12, width = Infinity, height = Infinity, obstacles = [] } = {}) {
  const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const blocked = obstacles.map(({ x, y, r }) => ({ left: x - r, right: x + r, top: y - r, bottom: y + r }));
  const kept = [];
  for (const label of labels) {
    const box = { left: label.x - (label.text.length * charWidth) / 2, top: label.y - lineHeight };
    box.right = box.left + label.text.length * charWidth;
    box.bottom = box.top + lineHeight;
    const inside = box.left >= 0 && box.top >= 0 && box.right <= width && box.bottom <= height;
    if (inside && !kept.some((other) => overlap(box, other.box)) && !blocked.some((other) => overlap(box, other))) {
      kept.push({ ...label, box });
    }
  }
  return kept;
}
