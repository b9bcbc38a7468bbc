// The listing editor: every field a listing has, its place chosen through the place search (which sets the pin), the
// pin moved by its coordinates, prices in the currency where the place is. A refused field is named and focused.

import { api } from "./api.js";
import { el } from "./dom.js";
import { t } from "./i18n.js";
import { pinMap } from "./pin-map.js";
import { named } from "./text.js";

const KINDS = ["apartment", "house", "loft", "cabin", "cottage", "villa", "bungalow", "guesthouse"];
const ROOMS = ["entire_place", "private_room", "shared_room"];
const POLICIES = ["flexible", "moderate", "strict"];
const AMENITIES = ["wifi", "kitchen", "washer", "air_conditioning", "heating", "free_parking", "workspace", "tv", "pool",
  "hot_tub", "gym", "balcony", "self_check_in", "breakfast", "pets_allowed"];
const BLANK = {
  title: "", description: "", propertyKind: "apartment", roomType: "entire_place", maximumGuests: 2, bedrooms: 1,
  beds: 1, bathrooms: 1, amenities: ["wifi"], latitude: "", longitude: "", placeId: "", nightlyPrice: "",
  cleaningFee: 0, minimumNights: 1, maximumNights: "", cancellationPolicy: "flexible", houseRules: "",
};
const NUMBERS = ["maximumGuests", "bedrooms", "beds", "bathrooms", "latitude", "longitude", "nightlyPrice", "cleaningFee",
  "minimumNights", "maximumNights"];

/** The form for `listing` (a host listing from the API) or, when null, a new one; `onSaved(item)` runs once the
 * server kept it, `onCancel()` when the host leaves it. */
export function listingEditor({ listing, onSaved, onCancel }) {
  const value = { ...BLANK, ...(listing?.listing ?? {}) };
  const id = (name) => ["listing", name].join("-");
  const error = el("p", { className: "form-error", role: "alert", id: "listing-error" });
  const label = (name) => el("label", { for: id(name) }, t(`web.listing.${name}`));
  const input = (name, type, attributes = {}) => el("input", { id: id(name), name, type, value: value[name] ?? "", ...attributes });
  const row = (name, control) => el("div", { className: "field-row" }, label(name), control);
  const choice = (name, codes, group) => el("select", { id: id(name), name },
    codes.map((code) => el("option", { value: code, selected: value[name] === code }, named(group, code))));
  const place = placeField(value, id("placeId"), (chosen) => {
    form.elements.latitude.value = chosen.coordinate.latitude;
    form.elements.longitude.value = chosen.coordinate.longitude;
    map.redraw();
  });
  const latitude = input("latitude", "number", { min: -90, max: 90, step: "any" });
  const longitude = input("longitude", "number", { min: -180, max: 180, step: "any" });
  const map = pinMap(latitude, longitude);
  const form = el("form", { className: "listing-editor", "aria-labelledby": "listing-heading", novalidate: true },
    el("h3", { id: "listing-heading", tabindex: "-1" }, listing ? t("web.listing.editTitle", { title: value.title }) : t("web.listing.newTitle")),
    row("title", input("title", "text", { maxlength: 100, required: true })),
    row("description", el("textarea", { id: id("description"), name: "description", maxlength: 5000, rows: 4 }, value.description)),
    row("propertyKind", choice("propertyKind", KINDS, "kind")),
    row("roomType", choice("roomType", ROOMS, "room")),
    row("maximumGuests", input("maximumGuests", "number", { min: 1, max: 16, step: 1 })),
    row("bedrooms", input("bedrooms", "number", { min: 0, max: 50, step: 1 })),
    row("beds", input("beds", "number", { min: 1, max: 50, step: 1 })),
    row("bathrooms", input("bathrooms", "number", { min: 0, max: 50, step: 0.5 })),
    el("fieldset", { id: id("amenities") }, el("legend", {}, t("web.listing.amenities")),
      AMENITIES.map((code) => el("label", { className: "check" },
        el("input", { type: "checkbox", name: "amenities", value: code, checked: value.amenities.includes(code) }),
        ` ${named("amenity", code)}`))),
    row("placeId", place),
    el("fieldset", { id: id("coordinate") }, el("legend", {}, t("web.listing.pin")),
      map.element, row("latitude", latitude), row("longitude", longitude),
      el("p", { className: "hint", id: "listing-pin-hint" }, t("web.listing.pinHint"))),
    row("nightlyPrice", input("nightlyPrice", "number", { min: 0, step: "any", required: true })),
    row("cleaningFee", input("cleaningFee", "number", { min: 0, step: "any" })),
    el("p", { className: "hint" }, value.currency ? t("web.listing.currencyIs", { currency: value.currency }) : t("web.listing.localCurrency")),
    row("minimumNights", input("minimumNights", "number", { min: 1, max: 1125, step: 1 })),
    row("maximumNights", input("maximumNights", "number", { min: 1, max: 1125, step: 1 })),
    row("cancellationPolicy", choice("cancellationPolicy", POLICIES, "policy")),
    row("houseRules", el("textarea", { id: id("houseRules"), name: "houseRules", maxlength: 2000, rows: 3 }, value.houseRules)),
    error,
    el("div", { className: "panel-actions" },
      el("button", { type: "submit", className: "primary" }, t(listing ? "web.listing.save" : "web.listing.publish")),
      el("button", { type: "button", onclick: onCancel }, t("web.listing.cancel"))));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const body = readForm(form, value);
    const button = form.querySelector("[type=submit]");
    button.disabled = true;
    error.textContent = "";
    try {
      const path = listing ? `host/listings/${encodeURIComponent(listing.id)}` : "host/listings";
      onSaved(await api(path, { method: listing ? "PUT" : "POST", body }));
    } catch (failure) {
      button.disabled = false;
      error.textContent = failure.message;
      const field = { coordinate: "latitude", currency: "nightlyPrice" }[failure.field] ?? failure.field;
      (field && form.querySelector(`#${id(field)}`))?.focus();
    }
  });
  return form;
}

/** The body the form stands for: numbers as numbers (an empty maximum nights left out), amenities checked. */
function readForm(form, value) {
  const data = new FormData(form);
  const body = { ...value, amenities: data.getAll("amenities") };
  for (const name of ["title", "description", "propertyKind", "roomType", "cancellationPolicy", "houseRules"]) body[name] = data.get(name);
  for (const name of NUMBERS) body[name] = data.get(name) === "" ? null : Number(data.get(name));
  if (body.maximumNights === null) delete body.maximumNights;
  return body;
}

/** The place box: typing asks the place search for single places (cities and airports' towns), choosing one sets
 * `value.placeId` and calls `onChosen(suggestion)`. */
function placeField(value, inputId, onChosen) {
  const list = el("ul", { id: `${inputId}-options`, role: "listbox", className: "listing-places", hidden: true });
  const box = el("input", {
    id: inputId, type: "text", role: "combobox", autocomplete: "off", "aria-autocomplete": "list",
    "aria-expanded": "false", "aria-controls": list.id, spellcheck: "false",
  });
  if (value.placeId) api(`places/${encodeURIComponent(value.placeId)}`).then((found) => { box.value = found.name; }, () => {});
  let asked = 0;
  box.addEventListener("input", async () => {
    const text = box.value.trim();
    const ticket = ++asked;
    if (!text) return show([]);
    const found = await api(`places/suggestions?q=${encodeURIComponent(text)}&limit=6`).catch(() => ({ suggestions: [] }));
    if (ticket === asked) show(found.suggestions.filter((suggestion) => suggestion.kind === "city"));
  });
  const show = (suggestions) => {
    list.replaceChildren(...suggestions.map((suggestion) => el("li", { role: "option", "aria-selected": "false" },
      el("button", { type: "button", onclick: () => {
        value.placeId = suggestion.id;
        box.value = suggestion.title;
        show([]);
        onChosen(suggestion);
        box.focus();
      } }, `${suggestion.title} · ${suggestion.subtitle}`))));
    list.hidden = suggestions.length === 0;
    box.setAttribute("aria-expanded", String(!list.hidden));
  };
  return el("div", { className: "listing-place" }, box, list);
}
