// Hosting: the signed-in account's listings ("Become a host" while there are none), each opening its editor or its
// calendar, and listed or unlisted in one click.

import { api } from "./api.js";
import { currentAccount, rememberAccount } from "./account.js";
import { authForm } from "./auth-form.js";
import { el } from "./dom.js";
import { hostCalendar } from "./host-calendar.js";
import { hostPhotos } from "./host-photos.js";
import { loadPart, t } from "./i18n.js";
import { listingEditor } from "./listing-editor.js";
import { money, named } from "./text.js";

/** Draws the host's listings into `container`; `say(text, isError)` reports a change or an error, `today` is the
 * first night a calendar shows. */
export async function showHosting(container, { say, today }) {
  await loadPart("hosting");
  if (!document.querySelector("link[data-hosting]")) {  // the hosting pages' styles, kept out of the first load
    document.head.append(el("link", { rel: "stylesheet", href: "/web/hosting.css", "data-hosting": true }));
  }
  const heading = el("h2", { id: "host-heading", tabindex: "-1" }, t("web.host.title"));
  const again = () => showHosting(container, { say, today });
  if (!currentAccount()) {
    container.replaceChildren(heading, authForm({ purpose: "host", onSignedIn: again }));
    return;
  }
  container.replaceChildren(heading, el("p", { "aria-live": "polite" }, t("web.host.loading")));
  let listings;
  try {
    listings = (await api("host/listings")).listings;
  } catch (failure) {
    if (failure.status === 401) {
      rememberAccount(null);
      return again();
    }
    container.replaceChildren(heading, el("p", { className: "warning" }, failure.message));
    return;
  }
  const area = el("div", { id: "host-area" });
  const open = (node) => {
    area.replaceChildren(node);
    node.querySelector("h3")?.focus();
  };
  const saved = (listing) => async (item) => {
    await again();
    say(t(listing ? "web.host.saved" : "web.host.created", { title: item.listing.title }));
    container.querySelector(`[data-listing="${CSS.escape(item.id)}"] h3`)?.focus();
  };
  const photos = (item) => hostPhotos({ item, say, onChange: async () => {
    await again();
    const fresh = (await api("host/listings")).listings.find((listing) => listing.id === item.id);
    if (fresh) container.querySelector("#host-area")?.replaceChildren(photos(fresh));
  } });
  const editor = (listing) => listingEditor({ listing, onSaved: saved(listing), onCancel: again });
  const toggle = (item) => async (event) => {
    event.target.disabled = true;
    try {
      const id = encodeURIComponent(item.id);
      if (item.listed) await api(`host/listings/${id}/unlist`, { method: "POST", body: {} });
      else await api(`host/listings/${id}/relist`, { method: "POST", body: {} });
      await again();
      say(t(item.listed ? "web.host.unlistedNow" : "web.host.listedNow", { title: item.listing.title }));
    } catch (failure) {
      event.target.disabled = false;
      say(failure.message, true);
    }
  };
  const row = (item) => el("li", { className: "host-listing", "data-listing": item.id },
    item.photos[0] ? el("img", { className: "host-thumb", src: item.photos[0].card, alt: "" }) : null,
    el("h3", { tabindex: "-1" }, item.listing.title),
    el("p", {}, t("web.host.summary", {
      kind: named("kind", item.listing.propertyKind), price: money(item.listing.nightlyPrice, item.listing.currency),
      guests: item.listing.maximumGuests,
    })),
    el("p", { className: item.listed ? "hint" : "warning" }, t(item.listed ? "web.host.listed" : "web.host.unlisted")),
    el("div", { className: "panel-actions" },
      el("button", { type: "button", onclick: () => open(editor(item)) }, t("web.host.edit")),
      el("button", { type: "button", onclick: () => open(hostCalendar({ item, today, say })) }, t("web.host.calendar")),
      el("button", { type: "button", onclick: () => open(photos(item)) }, t("web.host.photos")),
      el("button", { type: "button", onclick: toggle(item) }, t(item.listed ? "web.host.unlist" : "web.host.relist")),
      item.listed ? el("a", { href: `/?stay=${encodeURIComponent(item.id)}` }, t("web.host.view")) : null));
  container.replaceChildren(heading,
    listings.length
      ? el("ul", { className: "host-listings", "aria-label": t("web.host.title") }, listings.map(row))
      : el("p", {}, t("web.host.intro")),
    el("button", { type: "button", className: "primary", id: "new-listing", onclick: () => open(editor(null)) },
      t(listings.length ? "web.host.new" : "web.host.become")),
    area);
}
