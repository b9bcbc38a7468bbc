// The price histogram: bar heights, and a two-handle range whose stops are the bars' edges.

/** Bar heights from 0 to `height`, scaled to the tallest bar (a bar with stays is at least 2 high). */
export function barHeights(buckets, height) {
  const tallest = Math.max(0, ...buckets.map((bucket) => bucket.count));
  return buckets.map((bucket) =>
    tallest === 0 || bucket.count === 0 ? 0 : Math.max(2, Math.round((bucket.count / tallest) * height)));
}

/** The stops a handle can sit on: each bar's lower edge, then the last bar's upper edge. */
export function stops(buckets) {
  if (!buckets.length) return [];
  return buckets.map((bucket) => bucket.lower).concat(buckets[buckets.length - 1].upper);
}

/** Stays in the bars from stop `low` up to stop `high`. */
export function countBetween(buckets, low, high) {
  let count = 0;
  for (let index = Math.max(0, low); index < Math.min(high, buckets.length); index += 1) {
    count += buckets[index].count;
  }
  return count;
}

/** The stop indexes a price range maps to (the nearest stops inside the range, or the ends); `digits` are the
 * currency's minor-unit digits (2 for cents, 0 for won). */
export function stopsForRange(buckets, minPrice, maxPrice, digits = 2) {
  const edges = stops(buckets);
  if (!edges.length) return { low: 0, high: 0 };
  const unit = 1 / 10 ** digits;
  let low = 0;
  let high = edges.length - 1;
  if (minPrice !== null && minPrice !== undefined) {
    while (low < high && edges[low] + unit / 2 < minPrice) low += 1;
  }
  if (maxPrice !== null && maxPrice !== undefined) {
    while (high > low && edges[high] - unit / 2 > maxPrice + unit) high -= 1;
  }
  return { low, high };
}

/** The smallest whole number of minor units (cents, won) at or above `price`, forgiving binary rounding (100.1 as
 * 100.0999…). */
export function firstMinorUnit(price, digits = 2) {
  return Math.ceil(price * 10 ** digits - 1e-6);
}

/** The API's price filter keeping exactly the stays of the bars between two stops, as Swift's
 * `NightlyPriceHistogram.priceRange(keepingBars:)`: nulls at the ends; a bar holds lower ≤ price < upper, so the
 * upper end stops one minor unit (a cent, a won) below the next bar's lower edge. */
export function priceFilter(buckets, low, high, digits = 2) {
  const edges = stops(buckets);
  const last = edges.length - 1;
  const scale = 10 ** digits;
  const minimum = low <= 0 ? null : firstMinorUnit(edges[low], digits);
  const maximum = high >= last ? null : Math.max(firstMinorUnit(edges[high], digits) - 1, minimum ?? 0);
  return { minPrice: minimum === null ? null : minimum / scale, maxPrice: maximum === null ? null : maximum / scale };
}
