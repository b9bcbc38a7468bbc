// The Filters button and its modal dialog: type of place, property kinds, fewest bedrooms, beds and bathrooms,
// amenities, and a footer whose "Show N stays" counts the stays the chosen filters leave, asked again on each change.

import { el } from "./dom.js";
import { countFilters, describeMinimum, emptyFilters, MINIMUMS, stepMinimum, toggleCode } from "./filters.js";
import { t } from "./i18n.js";
import { debounce, latestOnly } from "./latest.js";
import { named } from "./text.js";

// Each group's legend and hint are `web.filters.<name>` and `web.filters.<name>.hint`; its codes are named by `code`.
const GROUPS = [
  { name: "types", list: "roomTypes", code: "room" },
  { name: "kinds", list: "propertyKinds", code: "kind" },
];
const AMENITIES = { name: "amenities", list: "amenities", code: "amenity" };

/** Builds the `<dialog>` `dialog` by the rules' `vocabulary`, `button` showing the applied filters and getting focus
 * back; `count(filters, signal)` answers how many stays the search leaves with `filters`, and `onApply(filters)`
 * takes the ones chosen. */
export function createFiltersDialog({ button, dialog, vocabulary, count, onApply, wait = 250, timers = globalThis }) {
  let applied = emptyFilters();
  let draft = applied;
  let counted = { pending: true, total: null };

  const show = el("button", { type: "button", className: "primary show-stays" }, t("web.filters.show"));
  const status = el("p", { className: "visually-hidden", "aria-live": "polite" });
  const checks = ({ name, list, code: group }) => el("fieldset", { className: "filter-group" },
    el("legend", {}, t(`web.filters.${name}`)),
    el("p", { className: "hint" }, t(`web.filters.${name}.hint`)),
    el("div", { className: "checks" }, vocabulary[list].map((code) => el("label", { className: "check", for: `filter-${name}-${code}` },
      el("input", { type: "checkbox", id: `filter-${name}-${code}`, name, value: code }), named(group, code)))));
  const stepper = ({ key }) => el("div", { className: "stepper", role: "group", "aria-labelledby": `filter-${key}-label` },
    el("span", { id: `filter-${key}-label`, className: "stepper-label" }, t(`web.filters.${key}.fewest`)),
    el("button", { type: "button", className: "icon", "aria-label": t(`web.filters.${key}.fewer`), "data-key": key, "data-up": "" }, "−"),
    el("output", { id: `filter-${key}`, "aria-live": "polite" }),
    el("button", { type: "button", className: "icon", "aria-label": t(`web.filters.${key}.more`), "data-key": key, "data-up": "1" }, "+"));
  const body = el("div", { className: "dialog-body" },
    ...GROUPS.map(checks),
    el("fieldset", { className: "filter-group" }, el("legend", {}, t("web.filters.rooms")), ...MINIMUMS.map(stepper)),
    checks(AMENITIES));
  dialog.setAttribute("aria-labelledby", "filters-title");
  dialog.append(
    el("div", { className: "dialog-header" },
      el("h2", { id: "filters-title", tabindex: "-1" }, t("web.filters.title")),
      el("button", { type: "button", className: "icon", "aria-label": t("web.filters.close"), onclick: () => dialog.close() }, "×")),
    body,
    el("div", { className: "dialog-footer" },
      el("button", { type: "button", className: "clear-all", onclick: () => change(emptyFilters()) }, t("web.filters.clear")),
      show),
    status);

  const drawCount = () => {
    const { pending, total } = counted;
    show.textContent = total === null ? t("web.filters.show") : t("web.filters.showCount", { count: total });
    show.setAttribute("aria-disabled", String(!pending && total === 0));
    show.setAttribute("aria-busy", String(pending));
    if (!pending) status.textContent = total === null ? t("web.filters.countFailed") : show.textContent;
  };
  const draw = () => {
    for (const box of body.querySelectorAll("input[type=checkbox]")) box.checked = draft[box.name].includes(box.value);
    for (const { key } of MINIMUMS) {
      const output = body.querySelector(`#filter-${key}`);
      output.textContent = describeMinimum(draft[key]);
      output.setAttribute("aria-label", t("web.filters.minimumValue", { name: t(`web.filters.${key}.fewest`), value: output.textContent }));
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
    button.textContent = set ? t("web.filters.buttonCount", { count: set }) : t("web.filters.title");
  };
  show.addEventListener("click", () => {
    if (show.getAttribute("aria-disabled") === "true") return;
    setApplied(draft);
    dialog.close();
    onApply(applied);
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
    /** Opens the dialog on the applied filters (the page calls it when `button` is pressed). */
    open() {
      draft = applied;
      counted = { pending: true, total: null };
      draw();
      dialog.showModal();
      dialog.querySelector("#filters-title").focus();
      load(draft);
    },
  };
}
