// A listing's calendar for its host: two months of nights, booked ones marked and fixed, the rest blocked or freed
// night by night or as a range; what the server did is said, including booked nights it left to their bookings.

import { api } from "./api.js";
import { addDays, addMonths, monthWeeks } from "./calendar.js";
import { el } from "./dom.js";
import { describeGuests } from "./guests.js";
import { hostFeeds } from "./host-feeds.js";
import { language, t } from "./i18n.js";
import { firstDayOfWeek } from "./rules.js";
import { longDay, monthTitle, shortDay } from "./text.js";

const BOOKING_WORDS = { confirmed: "web.hostCalendar.booking", cancelled: "web.hostCalendar.cancelledBooking" };

/** Every night of the spans (`{checkin, checkout}`), as `YYYY-MM-DD`. */
export function nightsOf(spans) {
  const nights = new Set();
  for (const span of spans) for (let night = span.checkin; night < span.checkout; night = addDays(night, 1)) nights.add(night);
  return nights;
}

/** The calendar of the host listing `item` from `today` on; `say(text, isError)` reports what changed. */
export function hostCalendar({ item, today, say }) {
  const section = el("section", { className: "host-calendar", "aria-labelledby": "host-calendar-heading" });
  const listing = encodeURIComponent(item.id);
  const [first, second, end] = [0, 1, 2].map((offset) => addMonths(today, offset));
  const change = async (action, checkin, checkout) => {
    try {
      const body = { spans: [{ checkin, checkout }] };
      const answer = action === "block"
        ? await api(`host/listings/${listing}/calendar/block`, { method: "POST", body })
        : await api(`host/listings/${listing}/calendar/unblock`, { method: "POST", body });
      const booked = nightsOf(answer.collidingWithBookings ?? []).size;
      const done = nightsOf(answer.newlyBlocked ?? answer.unblocked).size;
      await draw();
      const said = action === "block" ? "web.hostCalendar.didBlock" : "web.hostCalendar.didUnblock";
      say(t(said, { count: done })
        + (booked ? ` ${t("web.hostCalendar.keptBookings", { count: booked })}` : ""));
    } catch (failure) {
      say(failure.message, true);
    }
  };
  const range = () => {
    const from = el("input", { type: "date", id: "block-from", min: today, value: today });
    const to = el("input", { type: "date", id: "block-to", min: addDays(today, 1), value: addDays(today, 1) });
    const act = (action, key) => el("button", { type: "button", onclick: () => change(action, from.value, to.value) },
      t(key));
    return el("div", { className: "field-row block-range" },
      el("label", { for: "block-from" }, t("web.hostCalendar.from")), from,
      el("label", { for: "block-to" }, t("web.hostCalendar.to")), to, act("block", "web.hostCalendar.blockRange"),
      act("unblock", "web.hostCalendar.unblockRange"));
  };
  const feed = () => {
    const address = el("input", { type: "text", id: "feed-address", readonly: true, hidden: true });
    const make = el("button", { type: "button", onclick: async () => {
      try {
        const answer = await api(`host/listings/${listing}/calendar/feed`, { method: "POST", body: {} });
        address.value = `${location.origin}${answer.path}`;
        address.hidden = false;
        address.select();
        say(t("web.hostCalendar.feedMade"));
      } catch (failure) {
        say(failure.message, true);
      }
    } }, t("web.hostCalendar.feedButton"));
    return el("div", { className: "field-row" },
      el("label", { for: "feed-address" }, t("web.hostCalendar.feedLabel")), make, address,
      el("p", { className: "hint" }, t("web.hostCalendar.feedHint")));
  };
  const month = (start, booked, blocked) => el("table", { className: "month", "aria-label": monthTitle(start) },
    el("caption", {}, monthTitle(start)),
    el("tbody", {}, monthWeeks(start, firstDayOfWeek(language().locale)).map((week) => el("tr", {}, week.map((day) => el("td", {},
      !day || day < today ? (day ? el("span", { className: "past" }, Number(day.slice(8))) : null)
        : nightButton(day, booked.has(day), blocked.has(day), change)))))));
  const draw = async () => {
    const nights = await api(`host/listings/${listing}/calendar?from=${today}&to=${end}`);
    const { reservations } = await api(`host/listings/${listing}/reservations`);
    const imported = await hostFeeds({ listing, say, redraw: draw });
    const booked = nightsOf(nights.booked);
    const blocked = nightsOf(nights.blocked);
    section.replaceChildren(
      el("h3", { id: "host-calendar-heading", tabindex: "-1" }, t("web.hostCalendar.title", { title: item.listing.title })),
      el("p", { className: "hint" }, t("web.hostCalendar.hint")), range(), feed(),
      el("div", { className: "months" }, month(first, booked, blocked), month(second, booked, blocked)),
      el("h4", { id: "host-reservations-heading" }, t("web.hostCalendar.reservations")),
      reservations.length
        ? el("ul", { className: "host-reservations", "aria-labelledby": "host-reservations-heading" },
          reservations.map((booking) => el("li", { className: booking.status },
            t(BOOKING_WORDS[booking.status], {
              name: booking.guestFirstName, start: shortDay(booking.checkin), end: shortDay(booking.checkout),
              guests: describeGuests(booking.guests),
            }))))
        : el("p", { className: "hint" }, t("web.hostCalendar.noReservations")),
      imported);
  };
  section.append(el("h3", { id: "host-calendar-heading", tabindex: "-1" }, t("web.hostCalendar.title", { title: item.listing.title })));
  draw().catch((failure) => say(failure.message, true));
  return section;
}

/** One night's button: booked nights cannot be changed, blocked ones free on a click, free ones block. */
function nightButton(day, booked, blocked, change) {
  const state = booked ? "booked" : blocked ? "blocked" : "free";
  return el("button", {
    type: "button", className: `night ${state}`, "data-night": day, disabled: booked, "aria-pressed": String(blocked),
    "aria-label": t(`web.hostCalendar.${state}`, { day: longDay(day) }),
    onclick: () => change(blocked ? "unblock" : "block", day, addDays(day, 1)),
  }, Number(day.slice(8)));
}
