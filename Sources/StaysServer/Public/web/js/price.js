// Price: the histogram of nightly prices under a two-handle range (two native range inputs, so both handles
// work with arrows, Page Up/Down, Home and End), with the live count of stays in range.

import { el, svg } from "./dom.js";
import { barHeights, countBetween, priceFilter, stops, stopsForRange } from "./histogram.js";
import { money } from "./text.js";

const WIDTH = 320;
const HEIGHT = 64;

/** Draws into `container`; `onChange({minPrice, maxPrice})` gets each settled range. */
export function createPrice({ container, onChange }) {
  let histogram = null;
  let currency = "USD";
  let low = 0;
  let high = 0;

  const label = (index) => money(stops(histogram.buckets)[index], currency);
  const inRange = () => countBetween(histogram.buckets, low, high);
  const update = () => {
    const edges = stops(histogram.buckets);
    const last = edges.length - 1;
    const minimum = container.querySelector("#price-min");
    const maximum = container.querySelector("#price-max");
    minimum.value = String(low);
    maximum.value = String(high);
    minimum.setAttribute("aria-valuetext", label(low));
    maximum.setAttribute("aria-valuetext", `${label(high)}${high === last ? " or more" : ""}`);
    container.querySelectorAll(".bar").forEach((bar, index) => bar.classList.toggle("out", index < low || index >= high));
    const count = inRange();
    container.querySelector("#price-count").textContent =
      `${count} stay${count === 1 ? "" : "s"} from ${label(low)} to ${label(high)}${high === last ? "+" : ""} a night`;
  };
  const settle = () => onChange(priceFilter(histogram.buckets, low, high));
  const input = (which) => (event) => {
    const value = Number(event.target.value);
    if (which === "min") low = Math.min(value, high - 1);
    else high = Math.max(value, low + 1);
    update();
  };

  return {
    /** Shows a histogram (`null` hides it) and the handles at the search's price range. */
    show(next, range, nextCurrency = "USD") {
      histogram = next;
      currency = nextCurrency;
      if (!histogram || !histogram.buckets.length || histogram.total === 0) {
        container.replaceChildren(el("p", { className: "hint" }, "No prices to show for this search."));
        return;
      }
      ({ low, high } = stopsForRange(histogram.buckets, range.minPrice, range.maxPrice));
      if (high <= low) high = Math.min(low + 1, histogram.buckets.length);
      const heights = barHeights(histogram.buckets, HEIGHT);
      const barWidth = WIDTH / histogram.buckets.length;
      const last = histogram.buckets.length;
      const slider = (id, text, value) => el("input", {
        type: "range", id, min: "0", max: String(last), step: "1", value: String(value), "aria-label": text,
        oninput: input(id === "price-min" ? "min" : "max"), onchange: settle,
      });
      container.replaceChildren(
        el("h3", { id: "price-heading" }, "Nightly price"),
        el("p", { className: "hint" }, `Average ${money(Math.round(histogram.average), currency)} a night.`),
        el("div", { className: "price-chart" },
          svg("svg", { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, "aria-hidden": "true", focusable: "false", preserveAspectRatio: "none" },
            heights.map((height, index) => svg("rect", {
              className: "bar", x: (index * barWidth + 1).toFixed(1), y: String(HEIGHT - height),
              width: Math.max(1, barWidth - 2).toFixed(1), height: String(height),
            }))),
          el("div", { className: "range" }, slider("price-min", "Minimum nightly price", low),
            slider("price-max", "Maximum nightly price", high))),
        el("p", { id: "price-count", className: "price-count", "aria-live": "polite" }));
      update();
    },
  };
}
