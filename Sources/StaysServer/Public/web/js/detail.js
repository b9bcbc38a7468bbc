// Stay detail: everything the catalogue holds, the trip's price breakdown, and reserve (signing in inline
// first). One Idempotency-Key per booking attempt, so a double click books once.

import { api, idempotencyKey } from "./api.js";
import { currentAccount, rememberAccount } from "./account.js";
import { authForm } from "./auth-form.js";
import { nights as nightCount } from "./calendar.js";
import { el } from "./dom.js";
import { describeGuests } from "./guests.js";
import { language, number, t } from "./i18n.js";
import { approximateMoney, bedrooms, minorDigits, money, named, rating, shortDay } from "./text.js";

/** Draws the stay `stay` for the `search` into `container`; `chooseDates(panel)` resolves to the stay's own
 * calendar drawn into `panel` (its booked nights unavailable), whose complete range becomes the search's dates.
 * Prices are the stay's own, the ones a booking is charged in; a stay loaded in another display currency adds them
 * converted, marked approximate. */
export function showStay(container, { stay, search, onBack, chooseDates, onBooked }) {
  const nights = nightCount(search);
  const policy = named("policy", stay.cancellationPolicy);
  const rule = t(`web.policy.${stay.cancellationPolicy}.rule`);
  const degrees = (value) => number(value, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  const shown = stay.displayPrice;
  const about = (amount) => (shown ? ` (${approximateMoney(amount, shown.currency)})` : "");
  const scale = 10 ** minorDigits(stay.currency);
  const exact = (amount) => money(Math.round(amount * scale) / scale, stay.currency);
  const facts = [
    ["web.stay.kind", t("web.stay.kindValue",
      { kind: named("kind", stay.propertyKind), room: named("room", stay.roomType).toLocaleLowerCase(language().locale) })],
    ["web.stay.guests", t("web.stay.upTo", { count: stay.maximumGuests })],
    ["web.stay.rooms", [bedrooms(stay.bedrooms), t("web.stay.beds", { count: stay.beds }), t("web.stay.baths", { count: stay.bathrooms })]
      .join(t("web.list.separator"))],
    ["web.stay.rating", rating(stay.rating, stay.reviewCount)],
    ["web.stay.host", stay.hostName],
    ["web.stay.minimum", t("common.nights", { count: stay.minimumNights })],
    ["web.stay.pets", t(stay.allowsPets ? "web.stay.petsAllowed" : "web.stay.petsNotAllowed")],
    ["web.stay.location", t("web.stay.coordinate",
      { latitude: degrees(stay.coordinate.latitude), longitude: degrees(stay.coordinate.longitude) })],
    ["web.stay.nightlyPrice", money(stay.nightlyPrice, stay.currency) + about(shown?.nightlyPrice)],
    ["web.stay.cleaningFee", money(stay.cleaningFee, stay.currency) + about(shown?.cleaningFee)],
    ["web.stay.cancellation", t("web.stay.policy", { policy, rule })],
  ];
  const problems = [];
  if (!nights) problems.push(t("web.stay.chooseDatesFirst"));
  else if (nights < stay.minimumNights) {
    problems.push(t("web.stay.tooShort", { nights: t("common.nights", { count: stay.minimumNights }), chosen: nights }));
  }
  if (search.adults + search.children > stay.maximumGuests) problems.push(t("problem.too-many-guests", { maximum: stay.maximumGuests }));
  if (search.pets > 0 && !stay.allowsPets) problems.push(t("problem.pets-not-allowed"));

  const booking = el("section", { className: "booking", "aria-labelledby": "booking-heading" },
    el("h3", { id: "booking-heading" }, t("web.stay.yourTrip")));
  container.replaceChildren(
    el("button", { type: "button", className: "back", onclick: onBack }, t("web.stay.back")),
    el("article", { className: "detail" },
      stay.photos?.length
        ? el("div", { className: "gallery" }, stay.photos.map((photo, index) => el("img", {
          src: index === 0 ? photo.page : photo.card, alt: t("web.stay.photo", { title: stay.title, number: index + 1 }),
          className: index === 0 ? "photo-main" : "photo-thumb", loading: index === 0 ? "eager" : "lazy",
        })))
        : el("div", { className: `photo big photo-${stay.propertyKind}`, "aria-hidden": "true" }, named("kind", stay.propertyKind).charAt(0)),
      el("h2", { id: "stay-heading", tabindex: "-1" }, stay.title),
      stay.synthetic ? el("p", { className: "hint" }, t("web.stay.synthetic")) : null,
      el("dl", { className: "facts" }, facts.map(([term, detail]) => [el("dt", {}, t(term)), el("dd", {}, detail)])),
      el("h3", {}, t("web.stay.amenities")),
      el("ul", { className: "amenities" }, stay.amenities.map((amenity) => el("li", {}, named("amenity", amenity.replace(/[ -]/g, "_")))))),
    booking);

  const drawBooking = () => {
    const trip = nights
      ? el("p", {}, t("web.stay.trip", { start: shortDay(search.checkin), end: shortDay(search.checkout), guests: describeGuests(search) }))
      : null;
    const breakdown = nights ? el("table", { className: "breakdown" },
      el("caption", {}, t("web.stay.breakdown")),
      el("tbody", {},
        el("tr", {}, el("th", { scope: "row" }, t("web.stay.priceTimesNights",
          { price: money(stay.nightlyPrice, stay.currency), nights: t("common.nights", { count: nights }) })),
          el("td", {}, exact(stay.nightlyPrice * nights))),
        el("tr", {}, el("th", { scope: "row" }, t("web.stay.cleaningFee")), el("td", {}, money(stay.cleaningFee, stay.currency))),
        el("tr", { className: "total" }, el("th", { scope: "row" }, t("web.stay.total")),
          el("td", {}, exact(stay.nightlyPrice * nights + stay.cleaningFee), shown ? el("span", { className: "hint" },
            ` ${approximateMoney(shown.nightlyPrice * nights + shown.cleaningFee, shown.currency)}`) : null)))) : null;
    const notes = problems.map((text) => el("p", { className: "warning" }, text));
    const note = nights ? el("p", { className: "hint" }, t("web.stay.policyNote", { policy, rule })) : null;
    const calendar = el("div", { className: "panel", role: "group", "aria-label": t("web.stay.chooseDatesLabel"), hidden: true });
    const datesButton = !nights ? el("button", { type: "button", "aria-expanded": "false", onclick: async () => {
      try {
        const when = await chooseDates(calendar);
        calendar.hidden = false;
        datesButton.setAttribute("aria-expanded", "true");
        when.focus();
      } catch (failure) {
        container.querySelector("#booking-error").textContent = failure.message;
      }
    } }, t("web.stay.chooseDates")) : null;
    const account = currentAccount();
    const action = problems.length ? null : account
      ? reserveButton(account)
      : authForm({ purpose: "reserve", onSignedIn: () => drawBooking() });
    const parts = [booking.firstChild, trip, breakdown, note, ...notes, datesButton, datesButton && calendar, action,
      el("p", { className: "form-error", role: "alert", id: "booking-error" })];
    booking.replaceChildren(...parts.filter(Boolean));
  };

  let key = idempotencyKey();
  let busy = false;
  const reserveButton = (account) => {
    const button = el("button", { type: "button", className: "primary reserve" }, t("web.stay.reserveAs", { name: account.name }));
    button.addEventListener("click", async () => {
      if (busy) return;
      busy = true;
      button.disabled = true;
      button.textContent = t("web.stay.reserving");
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
          error().textContent = t("web.stay.sessionEnded");
        } else {
          if (failure.status && failure.status < 500) key = idempotencyKey();
          error().textContent = failure.message;
          button.disabled = false;
          button.textContent = t("web.stay.reserveAs", { name: account.name });
        }
      } finally {
        busy = false;
      }
    });
    return button;
  };
  drawBooking();
}
