import assert from "node:assert/strict";
import { test } from "node:test";
import { barHeights, countBetween, priceFilter, stops, stopsForRange } from "../../Sources/StaysServer/Public/web/js/histogram.js";

const buckets = [
  { lower: 20, upper: 40, count: 2 }, { lower: 40, upper: 60, count: 10 },
  { lower: 60, upper: 80, count: 0 }, { lower: 80, upper: 100, count: 1 },
];

test("bars scale to the tallest, and a bar with stays stays visible", () => {
  assert.deepEqual(barHeights(buckets, 50), [10, 50, 0, 5]);
  assert.deepEqual(barHeights([{ lower: 0, upper: 1, count: 1 }, { lower: 1, upper: 2, count: 1000 }], 64), [2, 64]);
  assert.deepEqual(barHeights([], 10), []);
});

test("the handles stop at the bars' edges and count the stays between", () => {
  assert.deepEqual(stops(buckets), [20, 40, 60, 80, 100]);
  assert.equal(countBetween(buckets, 0, 4), 13);
  assert.equal(countBetween(buckets, 1, 3), 10);
  assert.equal(countBetween(buckets, 2, 2), 0);
});

test("the ends mean no filter; an inner upper edge stops a cent short", () => {
  assert.deepEqual(priceFilter(buckets, 0, 4), { minPrice: null, maxPrice: null });
  assert.deepEqual(priceFilter(buckets, 1, 3), { minPrice: 40, maxPrice: 79.99 });
});

test("a price range from a link finds its stops", () => {
  assert.deepEqual(stopsForRange(buckets, null, null), { low: 0, high: 4 });
  assert.deepEqual(stopsForRange(buckets, 40, 79.99), { low: 1, high: 3 });
  assert.deepEqual(stopsForRange([], 40, 80), { low: 0, high: 0 });
});
