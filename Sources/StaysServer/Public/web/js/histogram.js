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

/** The stop indexes a price range maps to (the nearest stops inside the range, or the ends). */
export function stopsForRange(buckets, minPrice, maxPrice) {
  const edges = stops(buckets);
  if (!edges.length) return { low: 0, high: 0 };
  let low = 0;
  let high = edges.length - 1;
  if (minPrice !== null && minPrice !== undefined) {
    while (low < high && edges[low] + 0.005 < minPrice) low += 1;
  }
  if (maxPrice !== null && maxPrice !== undefined) {
    while (high > low && edges[high] - 0.005 > maxPrice + 0.01) high -= 1;
  }
  return { low, high };
}

/** The smallest whole number of cents at or above `price`, forgiving binary rounding (100.1 as 100.0999…). */
export function firstCent(price) {
  return Math.ceil(price * 100 - 1e-6);
}

/** The API's price filter keeping exactly the stays of the bars between two stops, as Swift's
 * `NightlyPriceHistogram.priceRange(keepingBars:)`: nulls at the ends; a bar holds lower ≤ price < upper, so the
 * upper end stops a cent below the next bar's lower edge. */
export function priceFilter(buckets, low, high) {
  const edges = stops(buckets);
  const last = edges.length - 1;
  const minCents = low <= 0 ? null : firstCent(edges[low]);
  const maxCents = high >= last ? null : Math.max(firstCent(edges[high]) - 1, minCents ?? 0);
  return { minPrice: minCents === null ? null : minCents / 100, maxPrice: maxCents === null ? null : maxCents / 100 };
}
