// Trips: the signed-in guest's reservations, newest first (every page of them): upcoming ones can be cancelled
// after a confirmation that names the refund; cancelled ones stay, with what was refunded.

import { api } from "./api.js";
import { authForm, currentAccount, rememberAccount } from "./account.js";
import { el } from "./dom.js";
import { describeGuests } from "./guests.js";
import { approximateMoney, money, shortDay, words } from "./text.js";

/** Draws the guest's trips into `container` as upcoming, past (by `today`) and cancelled; cancelling asks first and
 * says what the stay's policy refunds; `say(text)` reports a change or an error. Each total is the one charged, in
 * the stay's currency, with its approximate value in `currency` when that differs. */
export async function showTrips(container, { say, today, currency = null }) {
  const heading = el("h2", { id: "trips-heading", tabindex: "-1" }, "Trips");
  if (!currentAccount()) {
    container.replaceChildren(heading,
      authForm({ purpose: "to see your trips", onSignedIn: () => showTrips(container, { say, today, currency }) }));
    return;
  }
  container.replaceChildren(heading, el("p", { "aria-live": "polite" }, "Loading your trips…"));
  const reservations = [];
  try {
    let cursor = null;
    do { // full pages, following nextCursor; a cursor that does not move on ends the list
      const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
      const page = await api(`reservations?limit=1000${after}${currency ? `&currency=${currency}` : ""}`);
      reservations.push(...page.reservations);
      cursor = page.nextCursor && page.nextCursor !== cursor && page.reservations.length ? page.nextCursor : null;
    } while (cursor);
  } catch (failure) {
    if (failure.status === 401) {
      rememberAccount(null);
      return showTrips(container, { say, today, currency });
    }
    container.replaceChildren(heading, el("p", { className: "warning" }, failure.message));
    return;
  }
  const when = (reservation) =>
    `${shortDay(reservation.checkin)} – ${shortDay(reservation.checkout)} ${reservation.checkin.slice(0, 4)} · ` +
    `${reservation.price.nights} night${reservation.price.nights === 1 ? "" : "s"} · ${describeGuests(reservation.guests)}`;
  const cost = (reservation, amount) => money(amount, reservation.price.currency);
  const converted = (reservation) => {
    const shown = reservation.displayPrice;
    return shown ? ` (${approximateMoney(shown.totalPrice, shown.currency)})` : "";
  };
  const row = (reservation) => {
    const item = el("li", { className: "trip", "data-reservation": reservation.id },
      el("h3", {}, reservation.stayTitle),
      el("p", {}, when(reservation)),
      el("p", {}, `Total ${cost(reservation, reservation.total)}${converted(reservation)} · ` +
        `booked as ${reservation.guestName} · ${reservation.id}`),
      reservation.status === "cancelled"
        ? el("p", {}, `Cancelled · refunded ${cost(reservation, reservation.refund ?? 0)}`)
        : el("p", {}, `${words(reservation.cancellationPolicy)} cancellation policy`));
    if (reservation.status === "confirmed" && reservation.checkout >= today) item.append(cancelControls(reservation, item));
    return item;
  };
  const cancelControls = (reservation, item) => {
    const ask = el("button", { type: "button", "aria-label": `Cancel reservation at ${reservation.stayTitle}`, "aria-expanded": "false" },
      "Cancel reservation");
    const refund = reservation.refundIfCancelledNow ?? 0;
    const confirm = el("div", { className: "confirm", role: "group", "aria-label": `Cancel ${reservation.stayTitle}?`, hidden: true },
      el("p", { id: `refund-${reservation.id}` },
        `Cancel this trip? By its ${reservation.cancellationPolicy} cancellation policy you get back ` +
        `${cost(reservation, refund)} of ${cost(reservation, reservation.total)}.`),
      el("button", { type: "button", onclick: () => {
        confirm.hidden = true;
        ask.setAttribute("aria-expanded", "false");
        ask.focus();
      } }, "Keep trip"),
      el("button", { type: "button", className: "primary", "aria-describedby": `refund-${reservation.id}`, onclick: async (event) => {
        event.target.disabled = true;
        try {
          const cancelled = await api(`reservations/${encodeURIComponent(reservation.id)}`, { method: "DELETE" });
          say(`Cancelled your reservation at ${reservation.stayTitle}. Refund: ${cost(reservation, cancelled.refund ?? 0)}.`);
          await showTrips(container, { say, today, currency });
          container.querySelector("#trips-heading")?.focus();
        } catch (failure) {
          event.target.disabled = false;
          say(failure.message, true);
        }
      } }, "Yes, cancel trip"));
    ask.addEventListener("click", () => {
      confirm.hidden = false;
      ask.setAttribute("aria-expanded", "true");
      confirm.querySelector("button").focus();
    });
    return el("div", {}, ask, confirm);
  };
  const section = (title, list, empty) => [
    el("h3", { className: "trips-group" }, title),
    list.length ? el("ul", { className: "trips", "aria-label": title }, list.map(row)) : el("p", { className: "hint" }, empty),
  ];
  const upcoming = reservations.filter((r) => r.status === "confirmed" && r.checkout >= today);
  const past = reservations.filter((r) => r.status === "confirmed" && r.checkout < today);
  const cancelled = reservations.filter((r) => r.status === "cancelled");
  container.replaceChildren(heading,
    ...(reservations.length
      ? [...section("Upcoming", upcoming, "No upcoming trips."), ...(past.length ? section("Past", past, "") : []),
        ...(cancelled.length ? section("Cancelled", cancelled, "") : [])]
      : [el("p", {}, "No trips yet. Find a stay and reserve it.")]));
}
