// The When step around its calendar: a "Dates" and a "Flexible" tab, "Exact dates / ± N days" chips under the
// calendar, a weekend, week or month in chosen months, and "I'll add dates later". Chips are toggle buttons
// (`aria-pressed`), each in the tab order.

import { el } from "./dom.js";
import { t } from "./i18n.js";
import { LENGTHS, nextMonths, SPREADS, spreadLabel } from "./timing.js";

/** Draws the tabs and chips into `panel`, the calendar going into the answer's `calendar` element;
 * `onSpread(days or null)`, `onFlexible({flexible, months})` and `onSkip()` report choices, `focusCalendar()` puts
 * focus on the calendar's day. */
export function createWhenChoices({ panel, today, onSpread, onFlexible, onSkip, focusCalendar }) {
  let spread = null;
  let length = "week";
  let months = [];
  let tab = "dates";

  const chip = (label, value, group, extra = {}) =>
    el("button", { type: "button", className: "chip", "data-group": group, "data-value": String(value), "aria-pressed": "false", ...extra }, label);
  const tabButton = (name, label) => el("button", {
    type: "button", role: "tab", id: `when-tab-${name}`, "aria-controls": `when-${name}`, "data-tab": name,
  }, label);
  const calendar = el("div", { className: "when-calendar" });
  const tabs = el("div", { role: "tablist", "aria-label": t("web.when.tabs"), className: "when-tabs" },
    tabButton("dates", t("web.when.tab.dates")), tabButton("flexible", t("web.when.tab.flexible")));
  const datesPanel = el("div", { id: "when-dates", role: "tabpanel", "aria-labelledby": "when-tab-dates" },
    calendar,
    el("div", { role: "group", "aria-label": t("web.when.exactness"), className: "chips" },
      chip(t("web.when.exact"), "", "spread"), SPREADS.map((days) => chip(spreadLabel(days), days, "spread"))));
  const flexiblePanel = el("div", { id: "when-flexible", role: "tabpanel", "aria-labelledby": "when-tab-flexible" },
    el("h3", { id: "when-length-heading", className: "chips-heading" }, t("web.when.stayFor")),
    el("div", { role: "group", "aria-labelledby": "when-length-heading", className: "chips" },
      LENGTHS.map(({ value }) => chip(t(`web.when.length.${value}`), value, "length"))),
    el("h3", { id: "when-months-heading", className: "chips-heading" }, t("web.when.goIn")),
    el("div", { role: "group", "aria-labelledby": "when-months-heading", className: "chips" },
      nextMonths(today).map((month) => chip(month.short, month.value, "month", { "aria-label": month.long }))),
    el("p", { className: "hint" }, t("web.when.monthsHint")));
  panel.replaceChildren(tabs, datesPanel, flexiblePanel,
    el("div", { className: "panel-actions" }, el("button", { type: "button", onclick: () => onSkip() }, t("web.when.later"))));

  const draw = () => {
    for (const button of tabs.querySelectorAll("[role=tab]")) {
      const selected = button.dataset.tab === tab;
      button.setAttribute("aria-selected", String(selected));
      button.tabIndex = selected ? 0 : -1;
    }
    datesPanel.hidden = tab !== "dates";
    flexiblePanel.hidden = tab !== "flexible";
    const pressed = { spread: String(spread ?? ""), length, month: null };
    for (const button of panel.querySelectorAll(".chip")) {
      const { group, value } = button.dataset;
      const on = group === "month" ? months.includes(value) : pressed[group] === value;
      button.setAttribute("aria-pressed", String(on));
    }
  };
  const selectTab = (name, focus) => {
    tab = name;
    draw();
    if (focus) tabs.querySelector(`[data-tab="${name}"]`).focus();
  };
  const press = ({ group, value }) => {
    if (group === "spread") {
      spread = value ? Number(value) : null;
      draw();
      return onSpread(spread);
    }
    if (group === "length") length = value;
    else months = months.includes(value) ? months.filter((month) => month !== value) : [...months, value].sort();
    draw();
    onFlexible({ flexible: months.length ? length : null, months });
  };

  tabs.addEventListener("click", (event) => {
    const button = event.target.closest("[role=tab]");
    if (button) selectTab(button.dataset.tab, false);
  });
  tabs.addEventListener("keydown", (event) => {
    const names = ["dates", "flexible"];
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    selectTab(names[(names.indexOf(tab) + step + names.length) % names.length], true);
  });
  panel.addEventListener("click", (event) => {
    const button = event.target.closest(".chip");
    if (button) press(button.dataset);
  });
  draw();

  return {
    /** Where the calendar is drawn. */
    calendar,
    /** The days either side chosen under the calendar, or null for exact dates. */
    spread: () => spread,
    /** Shows the search's timing without reporting it (a restored search). */
    set(search) {
      spread = search.flexDays;
      length = search.flexible ?? length;
      months = [...search.months];
      tab = search.flexible ? "flexible" : "dates";
      draw();
    },
    /** Moves focus into the open tab: the calendar's day, or the Flexible tab. */
    focus() {
      if (tab === "dates") focusCalendar();
      else tabs.querySelector("[data-tab=flexible]").focus();
    },
  };
}
