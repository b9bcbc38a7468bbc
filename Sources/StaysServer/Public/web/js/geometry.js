// Where the map's place names go: kept in order, never over each other, a pin or the map's edge.

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
