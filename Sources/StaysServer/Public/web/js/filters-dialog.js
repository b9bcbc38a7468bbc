// The Filters button and its modal dialog: type of place, property kinds, fewest bedrooms, beds and bathrooms,
// amenities, and a footer whose "Show N stays" counts the stays the chosen filters leave, asked again on each change.

import { el } from "./dom.js";
import { countFilters, describeMinimum, emptyFilters, MINIMUMS, stepMinimum, toggleCode } from "./filters.js";
import { debounce, latestOnly } from "./latest.js";
import { words } from "./text.js";

const GROUPS = [
  { name: "types", list: "roomTypes", legend: "Type of place", hint: "None checked: any type." },
  { name: "kinds", list: "propertyKinds", legend: "Property kind", hint: "None checked: any kind." },
];
const AMENITIES = { name: "amenities", list: "amenities", legend: "Amenities", hint: "Stays have every one checked." };

/** Wires `button` to the `<dialog>` `dialog` by the rules' `vocabulary`; `count(filters, signal)` answers how many
 * stays the search leaves with `filters`, and `onApply(filters)` takes the ones chosen. */
export function createFiltersDialog({ button, dialog, vocabulary, count, onApply, wait = 250, timers = globalThis }) {
  let applied = emptyFilters();
  let draft = applied;
  let counted = { pending: true, total: null };

  const show = el("button", { type: "button", className: "primary show-stays" }, "Show stays");
  const status = el("p", { className: "visually-hidden", "aria-live": "polite" });
  const checks = ({ name, list, legend, hint }) => el("fieldset", { className: "filter-group" },
    el("legend", {}, legend),
    el("p", { className: "hint" }, hint),
    el("div", { className: "checks" }, vocabulary[list].map((code) => el("label", { className: "check", for: `filter-${name}-${code}` },
      el("input", { type: "checkbox", id: `filter-${name}-${code}`, name, value: code }), words(code)))));
  const stepper = ({ key, label, singular }) => el("div", { className: "stepper", role: "group", "aria-labelledby": `filter-${key}-label` },
    el("span", { id: `filter-${key}-label`, className: "stepper-label" }, `Fewest ${label.toLowerCase()}`),
    el("button", { type: "button", className: "icon", "aria-label": `Fewer ${singular}s`, "data-key": key, "data-up": "" }, "−"),
    el("output", { id: `filter-${key}`, "aria-live": "polite" }),
    el("button", { type: "button", className: "icon", "aria-label": `More ${singular}s`, "data-key": key, "data-up": "1" }, "+"));
  const body = el("div", { className: "dialog-body" },
    ...GROUPS.map(checks),
    el("fieldset", { className: "filter-group" }, el("legend", {}, "Rooms and beds"), ...MINIMUMS.map(stepper)),
    checks(AMENITIES));
  dialog.setAttribute("aria-labelledby", "filters-title");
  dialog.append(
    el("div", { className: "dialog-header" },
      el("h2", { id: "filters-title", tabindex: "-1" }, "Filters"),
      el("button", { type: "button", className: "icon", "aria-label": "Close filters", onclick: () => dialog.close() }, "×")),
    body,
    el("div", { className: "dialog-footer" },
      el("button", { type: "button", className: "clear-all", onclick: () => change(emptyFilters()) }, "Clear all"),
      show),
    status);

  const drawCount = () => {
    const { pending, total } = counted;
    show.textContent = total === null ? "Show stays" : `Show ${total} stay${total === 1 ? "" : "s"}`;
    show.setAttribute("aria-disabled", String(!pending && total === 0));
    show.setAttribute("aria-busy", String(pending));
    if (!pending) status.textContent = total === null ? "The count could not be had." : show.textContent;
  };
  const draw = () => {
    for (const box of body.querySelectorAll("input[type=checkbox]")) box.checked = draft[box.name].includes(box.value);
    for (const { key, label } of MINIMUMS) {
      const output = body.querySelector(`#filter-${key}`);
      output.textContent = describeMinimum(draft[key]);
      output.setAttribute("aria-label", `Fewest ${label.toLowerCase()}: ${describeMinimum(draft[key])}`);
      body.querySelector(`[data-key=${key}]:not([data-up="1"])`).disabled = draft[key] === 0;
      body.querySelector(`[data-key=${key}][data-up="1"]`).disabled = draft[key] >= vocabulary.largestMinimum;
    }
    drawCount();
  };
  const load = latestOnly((filters, signal) => count(filters, signal),
    (total) => { counted = { pending: false, total }; drawCount(); },
    () => { counted = { pending: false, total: null }; drawCount(); });
  const ask = debounce(load, wait, timers);
  const change = (filters) => {
    draft = filters;
    counted = { ...counted, pending: true };
    draw();
    ask(draft);
  };

  body.addEventListener("change", (event) => {
    const box = event.target;
    if (box.type !== "checkbox") return;
    const list = [...GROUPS, AMENITIES].find((group) => group.name === box.name).list;
    change({ ...draft, [box.name]: toggleCode(draft[box.name], box.value, box.checked, vocabulary[list]) });
  });
  body.addEventListener("click", (event) => {
    const step = event.target.closest("button[data-key]");
    if (!step || step.disabled) return;
    const { key, up } = step.dataset;
    change({ ...draft, [key]: stepMinimum(draft[key], Boolean(up), vocabulary.largestMinimum) });
    if (step.disabled) body.querySelector(`[data-key=${key}]:not([disabled])`)?.focus();
  });
  const setApplied = (filters) => {
    applied = filters;
    const set = countFilters(filters);
    button.textContent = set ? `Filters · ${set}` : "Filters";
  };
  show.addEventListener("click", () => {
    if (show.getAttribute("aria-disabled") === "true") return;
    setApplied(draft);
    dialog.close();
    onApply(applied);
  });
  button.addEventListener("click", () => {
    draft = applied;
    counted = { pending: true, total: null };
    draw();
    dialog.showModal();
    dialog.querySelector("#filters-title").focus();
    load(draft);
  });
  dialog.addEventListener("close", () => {
    ask.cancel();
    load.cancel();
    button.focus();
  });

  return {
    /** Shows `filters` as the applied ones (from the URL) on the button, closing the dialog if it is open. */
    setApplied(filters) {
      setApplied(filters);
      if (dialog.open) dialog.close();
    },
  };
}
