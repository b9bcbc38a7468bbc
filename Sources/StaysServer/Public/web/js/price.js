// Price: the histogram of nightly prices under a two-handle range (two native range inputs, so both handles
// work with arrows, Page Up/Down, Home and End), with the live count of stays in range.

import { el, svg } from "./dom.js";
import { barHeights, countBetween, priceFilter, stops, stopsForRange } from "./histogram.js";
import { t } from "./i18n.js";
import { minorDigits, money } from "./text.js";

const WIDTH = 320;
const HEIGHT = 64;

/** Draws into `container`; `onChange({minPrice, maxPrice})` gets each settled range. */
export function createPrice({ container, onChange }) {
  let histogram = null;
  let currency = "USD";
  let low = 0;
  let high = 0;
  let linked = null;  // a range from a link or typed, between stops: shown as it is, with the search's own count

  const label = (index) => money(stops(histogram.buckets)[index], currency);
  const update = () => {
    const edges = stops(histogram.buckets);
    const last = edges.length - 1;
    const minimum = container.querySelector("#price-min");
    const maximum = container.querySelector("#price-max");
    minimum.value = String(low);
    maximum.value = String(high);
    const from = linked?.minPrice != null ? money(linked.minPrice, currency) : label(low);
    const open = linked ? linked.maxPrice == null : high === last;
    const to = linked?.maxPrice != null ? money(linked.maxPrice, currency) : label(high);
    minimum.setAttribute("aria-valuetext", from);
    maximum.setAttribute("aria-valuetext", open ? t("web.price.orMore", { price: to }) : to);
    container.querySelectorAll(".bar").forEach((bar, index) => bar.classList.toggle("out", index < low || index >= high));
    const count = linked ? linked.count : countBetween(histogram.buckets, low, high);
    container.querySelector("#price-count").textContent =
      t("web.price.count", { stays: t("common.stays", { count }), from, to: open ? t("web.price.upward", { price: to }) : to });
  };
  const settle = () => onChange(priceFilter(histogram.buckets, low, high, minorDigits(currency)));
  const input = (which) => (event) => {
    const value = Number(event.target.value);
    if (which === "min") low = Math.min(value, high - 1);
    else high = Math.max(value, low + 1);
    linked = null;
    update();
  };

  return {
    /** Shows a histogram (`null` hides it; its prices are in its `currency`) and the handles at the search's price
     * range; a range that falls between the bars' edges is shown as it is, with `matching`, the count of stays the
     * search found. */
    show(next, range, matching = null) {
      histogram = next;
      currency = next?.currency ?? "USD";
      if (!histogram || !histogram.buckets.length || histogram.total === 0) {
        container.replaceChildren(el("p", { className: "hint" }, t("web.price.none")));
        return;
      }
      const digits = minorDigits(currency);
      ({ low, high } = stopsForRange(histogram.buckets, range.minPrice, range.maxPrice, digits));
      if (high <= low) high = Math.min(low + 1, histogram.buckets.length);
      const snapped = priceFilter(histogram.buckets, low, high, digits);
      const asGiven = snapped.minPrice === range.minPrice && snapped.maxPrice === range.maxPrice;
      linked = asGiven || matching === null ? null : { minPrice: range.minPrice, maxPrice: range.maxPrice, count: matching };
      const heights = barHeights(histogram.buckets, HEIGHT);
      const barWidth = WIDTH / histogram.buckets.length;
      const last = histogram.buckets.length;
      const slider = (id, key, value) => el("input", {
        type: "range", id, min: "0", max: String(last), step: "1", value: String(value), "aria-label": t(key),
        oninput: input(id === "price-min" ? "min" : "max"), onchange: settle,
      });
      container.replaceChildren(
        el("h3", { id: "price-heading" }, t("web.price.title")),
        el("p", { className: "hint" }, t("web.price.average", { price: money(Math.round(histogram.average), currency) })),
        el("div", { className: "price-chart" },
          svg("svg", { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, "aria-hidden": "true", focusable: "false", preserveAspectRatio: "none" },
            heights.map((height, index) => svg("rect", {
              className: "bar", x: (index * barWidth + 1).toFixed(1), y: String(HEIGHT - height),
              width: Math.max(1, barWidth - 2).toFixed(1), height: String(height),
            }))),
          el("div", { className: "range" }, slider("price-min", "web.price.minimum", low),
            slider("price-max", "web.price.maximum", high))),
        el("p", { id: "price-count", className: "price-count", "aria-live": "polite" }));
      update();
    },
  };
}
