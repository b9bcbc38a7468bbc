// Stay detail: everything the catalogue holds, the trip's price breakdown, and reserve (signing in inline
// first). One Idempotency-Key per booking attempt, so a double click books once.

import { api, idempotencyKey } from "./api.js";
import { authForm, currentAccount, rememberAccount } from "./account.js";
import { nights as nightCount } from "./calendar.js";
import { el } from "./dom.js";
import { describeGuests } from "./guests.js";
import { approximateMoney, bedrooms, minorDigits, money, rating, shortDay, words } from "./text.js";

/** Draws the stay `stay` for the `search` into `container`; `chooseDates(panel)` resolves to the stay's own
 * calendar drawn into `panel` (its booked nights unavailable), whose complete range becomes the search's dates.
 * Prices are the stay's own, the ones a booking is charged in; a stay loaded in another display currency adds them
 * converted, marked approximate. */
export function showStay(container, { stay, search, onBack, chooseDates, onBooked }) {
  const nights = nightCount(search);
  const shown = stay.displayPrice;
  const about = (amount) => (shown ? ` (${approximateMoney(amount, shown.currency)})` : "");
  const scale = 10 ** minorDigits(stay.currency);
  const exact = (amount) => money(Math.round(amount * scale) / scale, stay.currency);
  const facts = [
    ["Kind", `${words(stay.propertyKind)}, ${words(stay.roomType).toLowerCase()}`],
    ["Guests", `Up to ${stay.maximumGuests}`],
    ["Rooms", `${bedrooms(stay.bedrooms)}, ${stay.beds} bed${stay.beds === 1 ? "" : "s"}, ${stay.bathrooms} bath${stay.bathrooms === 1 ? "" : "s"}`],
    ["Rating", rating(stay.rating, stay.reviewCount)],
    ["Host", stay.hostName],
    ["Minimum stay", `${stay.minimumNights} night${stay.minimumNights === 1 ? "" : "s"}`],
    ["Pets", stay.allowsPets ? "Allowed" : "Not allowed"],
    ["Location", `${stay.coordinate.latitude.toFixed(4)}, ${stay.coordinate.longitude.toFixed(4)}`],
    ["Nightly price", money(stay.nightlyPrice, stay.currency) + about(shown?.nightlyPrice)],
    ["Cleaning fee", money(stay.cleaningFee, stay.currency) + about(shown?.cleaningFee)],
    ["Cancellation", `${words(stay.cancellationPolicy)}: ${stay.cancellationPolicySummary}`],
  ];
  const problems = [];
  if (!nights) problems.push("Choose dates to see the price and book.");
  else if (nights < stay.minimumNights) problems.push(`This stay asks for at least ${stay.minimumNights} nights; you chose ${nights}.`);
  if (search.adults + search.children > stay.maximumGuests) problems.push(`This stay takes at most ${stay.maximumGuests} guests.`);
  if (search.pets > 0 && !stay.allowsPets) problems.push("This stay does not allow pets.");

  const booking = el("section", { className: "booking", "aria-labelledby": "booking-heading" },
    el("h3", { id: "booking-heading" }, "Your trip"));
  container.replaceChildren(
    el("button", { type: "button", className: "back", onclick: onBack }, "← Back to results"),
    el("article", { className: "detail" },
      el("div", { className: `photo big photo-${stay.propertyKind}`, "aria-hidden": "true" }, words(stay.propertyKind).charAt(0)),
      el("h2", { id: "stay-heading", tabindex: "-1" }, stay.title),
      el("p", { className: "hint" }, "A synthetic listing, generated for this demonstration."),
      el("dl", { className: "facts" }, facts.map(([term, detail]) => [el("dt", {}, term), el("dd", {}, detail)])),
      el("h3", {}, "Amenities"),
      el("ul", { className: "amenities" }, stay.amenities.map((amenity) => el("li", {}, words(amenity))))),
    booking);

  const drawBooking = () => {
    const trip = nights
      ? el("p", {}, `${shortDay(search.checkin)} – ${shortDay(search.checkout)} · ${describeGuests(search)}`)
      : null;
    const breakdown = nights ? el("table", { className: "breakdown" },
      el("caption", {}, "Price breakdown"),
      el("tbody", {},
        el("tr", {}, el("th", { scope: "row" }, `${money(stay.nightlyPrice, stay.currency)} × ${nights} night${nights === 1 ? "" : "s"}`),
          el("td", {}, exact(stay.nightlyPrice * nights))),
        el("tr", {}, el("th", { scope: "row" }, "Cleaning fee"), el("td", {}, money(stay.cleaningFee, stay.currency))),
        el("tr", { className: "total" }, el("th", { scope: "row" }, "Total"),
          el("td", {}, exact(stay.nightlyPrice * nights + stay.cleaningFee), shown ? el("span", { className: "hint" },
            ` ${approximateMoney(shown.nightlyPrice * nights + shown.cleaningFee, shown.currency)}`) : null)))) : null;
    const notes = problems.map((text) => el("p", { className: "warning" }, text));
    const policy = nights ? el("p", { className: "hint" },
      `${words(stay.cancellationPolicy)} cancellation: ${stay.cancellationPolicySummary.toLowerCase()}.`) : null;
    const calendar = el("div", { className: "panel", role: "group", "aria-label": "Choose dates for this stay", hidden: true });
    const datesButton = !nights ? el("button", { type: "button", "aria-expanded": "false", onclick: async () => {
      try {
        const when = await chooseDates(calendar);
        calendar.hidden = false;
        datesButton.setAttribute("aria-expanded", "true");
        when.focus();
      } catch (failure) {
        container.querySelector("#booking-error").textContent = failure.message;
      }
    } }, "Choose dates") : null;
    const account = currentAccount();
    const action = problems.length ? null : account
      ? reserveButton(account)
      : authForm({ purpose: "to reserve", onSignedIn: () => drawBooking() });
    const parts = [booking.firstChild, trip, breakdown, policy, ...notes, datesButton, datesButton && calendar, action,
      el("p", { className: "form-error", role: "alert", id: "booking-error" })];
    booking.replaceChildren(...parts.filter(Boolean));
  };

  let key = idempotencyKey();
  let busy = false;
  const reserveButton = (account) => {
    const button = el("button", { type: "button", className: "primary reserve" }, `Reserve as ${account.name}`);
    button.addEventListener("click", async () => {
      if (busy) return;
      busy = true;
      button.disabled = true;
      button.textContent = "Reserving…";
      const error = () => container.querySelector("#booking-error");
      try {
        const reservation = await api("reservations", {
          method: "POST", headers: { "Idempotency-Key": key },
          body: { stayId: stay.id, checkin: search.checkin, checkout: search.checkout,
            guests: { adults: search.adults, children: search.children, infants: search.infants, pets: search.pets } },
        });
        key = idempotencyKey();
        onBooked(reservation);
      } catch (failure) {
        if (failure.status === 401) {
          rememberAccount(null);
          drawBooking();
          error().textContent = "Your session ended. Sign in again to reserve.";
        } else {
          if (failure.status && failure.status < 500) key = idempotencyKey();
          error().textContent = failure.message;
          button.disabled = false;
          button.textContent = `Reserve as ${account.name}`;
        }
      } finally {
        busy = false;
      }
    });
    return button;
  };
  drawBooking();
}

/** Loads a stay, with its prices converted into `currency` when that is not its own, or throws ApiError. */
export function loadStay(id, currency = null) {
  return api(`stays/${encodeURIComponent(id)}?${new URLSearchParams(currency ? { currency } : {})}`);
}
