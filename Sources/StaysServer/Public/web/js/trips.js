// Trips: the signed-in guest's reservations, newest first (every page of them), each with cancel.

import { api } from "./api.js";
import { authForm, currentAccount, rememberAccount } from "./account.js";
import { el } from "./dom.js";
import { describeGuests } from "./guests.js";
import { money, shortDay } from "./text.js";

/** Draws the guest's trips into `container`; `say(text)` reports a change or an error. */
export async function showTrips(container, { say }) {
  const heading = el("h2", { id: "trips-heading", tabindex: "-1" }, "Trips");
  if (!currentAccount()) {
    container.replaceChildren(heading,
      authForm({ purpose: "to see your trips", onSignedIn: () => showTrips(container, { say }) }));
    return;
  }
  container.replaceChildren(heading, el("p", { "aria-live": "polite" }, "Loading your trips…"));
  const reservations = [];
  try {
    let cursor = null;
    do { // full pages, following nextCursor; a cursor that does not move on ends the list
      const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
      const page = await api(`reservations?limit=1000${after}`);
      reservations.push(...page.reservations);
      cursor = page.nextCursor && page.nextCursor !== cursor && page.reservations.length ? page.nextCursor : null;
    } while (cursor);
  } catch (failure) {
    if (failure.status === 401) {
      rememberAccount(null);
      return showTrips(container, { say });
    }
    container.replaceChildren(heading, el("p", { className: "warning" }, failure.message));
    return;
  }
  const row = (reservation) => el("li", { className: "trip" },
    el("h3", {}, reservation.stayTitle),
    el("p", {}, `${shortDay(reservation.checkin)} – ${shortDay(reservation.checkout)} ${reservation.checkin.slice(0, 4)} · ` +
      `${reservation.price.nights} night${reservation.price.nights === 1 ? "" : "s"} · ${describeGuests(reservation.guests)}`),
    el("p", {}, `Total ${money(reservation.total, reservation.price.currency)} · booked as ${reservation.guestName} · ${reservation.id}`),
    el("button", { type: "button", "aria-label": `Cancel reservation at ${reservation.stayTitle}`, onclick: async (event) => {
      event.target.disabled = true;
      try {
        await api(`reservations/${encodeURIComponent(reservation.id)}`, { method: "DELETE" });
        say(`Cancelled your reservation at ${reservation.stayTitle}.`);
        await showTrips(container, { say });
      } catch (failure) {
        event.target.disabled = false;
        say(failure.message, true);
      }
    } }, "Cancel reservation"));
  container.replaceChildren(heading,
    reservations.length
      ? el("ul", { className: "trips", "aria-labelledby": "trips-heading" }, reservations.map(row))
      : el("p", {}, "No trips yet. Find a stay and reserve it."));
}
