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

/** The API's price filter for two stops: nulls at the ends; an upper edge inside stops a cent short of it. */
export function priceFilter(buckets, low, high) {
  const edges = stops(buckets);
  const last = edges.length - 1;
  const minPrice = low <= 0 ? null : Math.round(edges[low] * 100) / 100;
  const maxPrice = high >= last ? null : Math.max(0, Math.floor(edges[high] * 100 - 1) / 100);
  return { minPrice, maxPrice };
}
