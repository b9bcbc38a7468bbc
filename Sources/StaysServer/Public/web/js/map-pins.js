// Price pins that never overlap, no DOM: each pin keeps its place, moves aside by up to two of its sizes, or joins
// the pin it would cover (which then counts it).

/** Places pins (`{id, x, y, width, height}` at their points, most important first) inside a width×height map and
 * off the `blocked` boxes (same shape, e.g. the searched place's mark): returns the shown pins (`{id, x, y, width,
 * height, members}`, x and y the pin's centre) with the ids each one stands for; a pin that overlaps every nearby
 * spot joins the first pin it overlaps. */
export function layoutPins(pins, { width, height, gap = 2, blocked = [] } = {}) {
  const shown = [];
  const meets = (a, b) => Math.abs(a.x - b.x) * 2 < a.width + b.width + 2 * gap &&
    Math.abs(a.y - b.y) * 2 < a.height + b.height + 2 * gap;
  const inside = (pin) => pin.x >= 0 && pin.y >= 0 && pin.x <= width && pin.y <= height;
  for (const pin of pins) {
    if (!inside(pin)) continue;
    const step = { x: pin.width / 2 + gap, y: pin.height + gap };
    const spots = [[0, 0], [0, -1], [0, 1], [1, 0], [-1, 0], [0, -2], [0, 2], [2, 0], [-2, 0]]
      .map(([dx, dy]) => ({ ...pin, x: pin.x + dx * step.x, y: pin.y + dy * step.y }));
    const free = spots.find((spot) => inside(spot) && !shown.concat(blocked).some((other) => meets(spot, other)));
    if (free) {
      shown.push({ ...free, members: [pin.id] });
    } else {
      const host = shown.find((other) => spots.some((spot) => meets(spot, other)));
      if (host) host.members.push(pin.id);
      else shown.push({ ...spots[0], members: [pin.id] });  // only a blocked box is in the way: cover it
    }
  }
  return shown;
}

/** The text of a shown pin: its price, and "+N" for the pins that joined it. */
export function pinText(price, members) {
  return members.length > 1 ? `${price} +${members.length - 1}` : price;
}
