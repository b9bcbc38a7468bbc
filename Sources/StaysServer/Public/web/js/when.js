// When: two months side by side (one on a phone), range selection by mouse and keyboard, nights counted, past
// days disabled, and the stay-length rules spelled out.

import {
  addMonths, chooseDay, daysBetween, isBetween, lastCheckout, monthWeeks, moveByKey, nights, unavailableReason,
} from "./calendar.js";
import { el } from "./dom.js";
import { dayText, t } from "./i18n.js";
import { longDay, monthTitle, shortDay } from "./text.js";

/** The week's days in the locale, short and long, from Monday (2024-01-01 was one) to Sunday. */
function weekdayNames() {
  return Array.from({ length: 7 }, (_, index) => {
    const day = `2024-01-0${index + 1}`;
    return [dayText(day, { weekday: "short" }), dayText(day, { weekday: "long" })];
  });
}

/** Draws the calendar into `panel` by the server's `rules`, weeks starting on `firstDay` (ISO: 1 = Monday), one
 * stay's `taken` nights unavailable; `onChange(range)` gets each new range, complete or not. */
export function createWhen({ panel, today, rules, firstDay, onChange, isPhone, taken = new Set() }) {
  const names = weekdayNames();
  const weekdays = names.slice(firstDay - 1).concat(names.slice(0, firstDay - 1));
  const last = lastCheckout(today, rules);
  const reasonFor = (day) => unavailableReason(day, range, today, rules, taken);
  let range = { checkin: null, checkout: null };
  let firstMonth = addMonths(today, 0);
  let focusDay = today;

  const months = () => (isPhone() ? 1 : 2);
  const summary = () => {
    if (!range.checkin) return t("web.when.chooseCheckin");
    if (!range.checkout) return t("web.when.chooseCheckout", { day: shortDay(range.checkin) });
    const chosen = { start: shortDay(range.checkin), end: shortDay(range.checkout) };
    return t("web.when.chosen", { ...chosen, nights: t("common.nights", { count: nights(range) }) });
  };
  const dayCell = (day) => {
    if (!day) return el("td", { role: "gridcell", className: "empty" });
    const reason = reasonFor(day);
    const isEnd = day === range.checkin || day === range.checkout;
    const end = day === range.checkin ? "web.day.checkin" : day === range.checkout ? "web.day.checkout" : null;
    const named = end ? t(end, { day: longDay(day) }) : longDay(day);
    const cell = el("td", {
      role: "gridcell", tabindex: day === focusDay ? "0" : "-1", "data-day": day,
      "aria-selected": String(isEnd || isBetween(day, range)), "aria-disabled": reason ? "true" : null,
      "aria-label": reason ? t("web.day.unavailable", { day: named, reason }) : named,
      className: ["day", isEnd ? "end" : "", isBetween(day, range) ? "between" : "", day === today ? "today" : ""].join(" "),
    }, String(Number(day.slice(8))));
    return cell;
  };
  const month = (first) => {
    const id = `month-${first.slice(0, 7)}`;
    return el("div", { className: "month" },
      el("h3", { id, className: "month-title" }, monthTitle(first)),
      el("table", { role: "grid", "aria-labelledby": id, className: "month-grid" },
        el("thead", {}, el("tr", {}, weekdays.map(([short, long]) => el("th", { scope: "col", abbr: long }, short)))),
        el("tbody", {}, monthWeeks(first, firstDay).map((week) => el("tr", {}, week.map(dayCell))))));
  };
  const render = (focus = false) => {
    const count = months();
    const canGoBack = daysBetween(addMonths(today, 0), firstMonth) > 0;
    const canGoOn = daysBetween(addMonths(firstMonth, count), last) >= 0;
    panel.replaceChildren(
      el("div", { className: "calendar-nav" },
        el("button", { type: "button", className: "icon", "aria-label": t("web.when.previousMonth"), disabled: !canGoBack, onclick: () => shift(-1) }, "‹"),
        el("button", { type: "button", className: "icon", "aria-label": t("web.when.nextMonth"), disabled: !canGoOn, onclick: () => shift(1) }, "›")),
      el("div", { className: "months" }, Array.from({ length: count }, (_, index) => month(addMonths(firstMonth, index)))),
      el("p", { className: "calendar-summary", "aria-live": "polite", id: "when-summary" }, summary()),
      el("p", { className: "hint" }, t("web.when.rules", { maximum: rules.maximumNights, day: longDay(last) })),
      el("div", { className: "panel-actions" },
        el("button", { type: "button", onclick: () => set({ checkin: null, checkout: null }, true) }, t("web.when.clear"))));
    if (focus) panel.querySelector(`[data-day="${focusDay}"]`)?.focus();
  };
  const shift = (offset) => {
    firstMonth = addMonths(firstMonth, offset);
    render();
  };
  const set = (next, notify) => {
    range = next;
    render(true);
    if (notify) onChange(range);
  };
  const pick = (day) => {
    if (reasonFor(day)) return;
    focusDay = day;
    set(chooseDay(range, day), true);
  };
  const moveFocus = (day) => {
    if (daysBetween(today, day) < 0 || daysBetween(day, last) < 0) return;
    focusDay = day;
    const visible = daysBetween(firstMonth, day) >= 0 && daysBetween(day, addMonths(firstMonth, months())) > 0;
    if (!visible) firstMonth = addMonths(day, daysBetween(firstMonth, day) < 0 ? 0 : 1 - months());
    render(true);
  };

  panel.addEventListener("click", (event) => {
    const cell = event.target.closest("[data-day]");
    if (cell) pick(cell.dataset.day);
  });
  panel.addEventListener("keydown", (event) => {
    const cell = event.target.closest("[data-day]");
    if (!cell) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      pick(cell.dataset.day);
      return;
    }
    const next = moveByKey(cell.dataset.day, event.key, firstDay);
    if (next) {
      event.preventDefault();
      moveFocus(next);
    }
  });

  return {
    /** Shows `next` without reporting it (a restored search). */
    setRange(next) {
      range = { checkin: next.checkin, checkout: next.checkout };
      if (range.checkin) {
        focusDay = range.checkin;
        firstMonth = addMonths(range.checkin, 0);
      }
      render();
    },
    /** Draws again, e.g. after the width changed. */
    render,
    /** Moves focus to the chosen or today's day. */
    focus() {
      render(true);
    },
  };
}
