// Trips: the signed-in guest's reservations, newest first (every page of them): upcoming ones can be cancelled
// after a confirmation that names the refund; cancelled ones stay, with what was refunded.

import { api } from "./api.js";
import { currentAccount, rememberAccount } from "./account.js";
import { authForm } from "./auth-form.js";
import { el } from "./dom.js";
import { describeGuests } from "./guests.js";
import { language, t } from "./i18n.js";
import { approximateMoney, money, named, shortDay } from "./text.js";

/** Draws the guest's trips into `container` as upcoming, past (by `today`) and cancelled; cancelling asks first and
 * says what the stay's policy refunds; `say(text)` reports a change or an error. Each total is the one charged, in
 * the stay's currency, with its approximate value in `currency` when that differs. */
export async function showTrips(container, { say, today, currency = null }) {
  const heading = el("h2", { id: "trips-heading", tabindex: "-1" }, t("web.trips.title"));
  if (!currentAccount()) {
    container.replaceChildren(heading,
      authForm({ purpose: "trips", onSignedIn: () => showTrips(container, { say, today, currency }) }));
    return;
  }
  container.replaceChildren(heading, el("p", { "aria-live": "polite" }, t("web.trips.loading")));
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
  const when = (reservation) => t("web.trips.when", {
    start: shortDay(reservation.checkin), end: shortDay(reservation.checkout), year: reservation.checkin.slice(0, 4),
    nights: t("common.nights", { count: reservation.price.nights }), guests: describeGuests(reservation.guests),
  });
  const policy = (reservation) => named("policy", reservation.cancellationPolicy);
  const cost = (reservation, amount) => money(amount, reservation.price.currency);
  const converted = (reservation) => {
    const shown = reservation.displayPrice;
    return shown ? ` (${approximateMoney(shown.totalPrice, shown.currency)})` : "";
  };
  const row = (reservation) => {
    const item = el("li", { className: "trip", "data-reservation": reservation.id },
      el("h3", {}, reservation.stayTitle),
      el("p", {}, when(reservation)),
      el("p", {}, t("web.trips.total", {
        total: cost(reservation, reservation.total) + converted(reservation), name: reservation.guestName, id: reservation.id,
      })),
      reservation.status === "cancelled"
        ? el("p", {}, t("web.trips.refunded", { refund: cost(reservation, reservation.refund ?? 0) }))
        : el("p", {}, t("web.trips.policy", { policy: policy(reservation) })));
    if (reservation.status === "confirmed" && reservation.checkout >= today) item.append(cancelControls(reservation, item));
    return item;
  };
  const cancelControls = (reservation, item) => {
    const title = reservation.stayTitle;
    const ask = el("button", { type: "button", "aria-label": t("web.trips.cancelAt", { title }), "aria-expanded": "false" },
      t("web.trips.cancel"));
    const refund = reservation.refundIfCancelledNow ?? 0;
    const confirm = el("div", { className: "confirm", role: "group", "aria-label": t("web.trips.cancelQuestion", { title }), hidden: true },
      el("p", { id: `refund-${reservation.id}` }, t("web.trips.refundQuestion", {
        policy: policy(reservation).toLocaleLowerCase(language().locale),
        refund: cost(reservation, refund), total: cost(reservation, reservation.total),
      })),
      el("button", { type: "button", onclick: () => {
        confirm.hidden = true;
        ask.setAttribute("aria-expanded", "false");
        ask.focus();
      } }, t("web.trips.keep")),
      el("button", { type: "button", className: "primary", "aria-describedby": `refund-${reservation.id}`, onclick: async (event) => {
        event.target.disabled = true;
        try {
          const cancelled = await api(`reservations/${encodeURIComponent(reservation.id)}`, { method: "DELETE" });
          say(t("web.trips.cancelled", { title: reservation.stayTitle, refund: cost(reservation, cancelled.refund ?? 0) }));
          await showTrips(container, { say, today, currency });
          container.querySelector("#trips-heading")?.focus();
        } catch (failure) {
          event.target.disabled = false;
          say(failure.message, true);
        }
      } }, t("web.trips.confirmCancel")));
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
      ? [...section(t("web.trips.upcoming"), upcoming, t("web.trips.noUpcoming")),
        ...(past.length ? section(t("web.trips.past"), past, "") : []),
        ...(cancelled.length ? section(t("web.trips.cancelledGroup"), cancelled, "") : [])]
      : [el("p", {}, t("web.trips.none"))]));
}
