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

/** Labels kept in order, dropping those whose boxes (about `charWidth` per letter) overlap one kept earlier. */
export function placeLabels(labels, charWidth = 6, lineHeight = 12) {
  const kept = [];
  for (const label of labels) {
    const box = { left: label.x - (label.text.length * charWidth) / 2, top: label.y - lineHeight };
    box.right = box.left + label.text.length * charWidth;
    box.bottom = box.top + lineHeight;
    const overlaps = kept.some(({ box: other }) =>
      box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom);
    if (!overlaps) kept.push({ ...label, box });
  }
  return kept;
}
