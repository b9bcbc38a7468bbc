// A listing's imported calendars on its calendar page: other platforms' addresses, read at once and every three
// hours by the server; each shows what its last reading blocked, and the nights that collide with bookings here.

import { api } from "./api.js";
import { el } from "./dom.js";
import { t } from "./i18n.js";
import { shortDay } from "./text.js";

/** The imported calendars of the listing with the encoded id `listing`; `redraw()` redraws the calendar page after a
 * change, `say(text, isError)` reports it. */
export async function hostFeeds({ listing, say, redraw }) {
  const { feeds } = await api(`host/listings/${listing}/feeds`);
  const input = el("input", { type: "url", id: "feed-url", autocomplete: "off" });
  const act = async (work, done) => {
    try {
      await work();
      await redraw();
      say(t(done));
    } catch (failure) {
      say(failure.message, true);
    }
  };
  const add = el("button", { type: "button", onclick: () => act(
    () => api(`host/listings/${listing}/feeds`, { method: "POST", body: { url: input.value } }), "web.hostCalendar.feedAdded") },
  t("web.hostCalendar.feedAdd"));
  const row = (feed) => el("li", { className: "host-feed", "data-feed": feed.id },
    el("p", {}, feed.url),
    el("p", { className: feed.outcome?.failure ? "warning" : "hint" }, describe(feed.outcome)),
    feed.outcome?.collidingWithBookings?.length
      ? el("p", { className: "warning" }, t("web.hostCalendar.feedColliding", {
        dates: feed.outcome.collidingWithBookings.map((span) => `${shortDay(span.checkin)} – ${shortDay(span.checkout)}`).join(", "),
      }))
      : null,
    el("div", { className: "panel-actions" },
      el("button", { type: "button", onclick: () => act(
        () => api(`host/listings/${listing}/feeds/${feed.id}/refresh`, { method: "POST", body: {} }), "web.hostCalendar.feedRead") },
      t("web.hostCalendar.feedRefresh")),
      el("button", { type: "button", onclick: () => act(
        () => api(`host/listings/${listing}/feeds/${feed.id}`, { method: "DELETE" }), "web.hostCalendar.feedRemoved") },
      t("web.hostCalendar.feedRemove"))));
  return el("section", { className: "host-feeds", "aria-labelledby": "host-feeds-heading" },
    el("h4", { id: "host-feeds-heading" }, t("web.hostCalendar.feedsTitle")),
    el("p", { className: "hint" }, t("web.hostCalendar.feedsHint")),
    feeds.length ? el("ul", { className: "host-feed-list" }, feeds.map(row)) : null,
    el("div", { className: "field-row" }, el("label", { for: "feed-url" }, t("web.hostCalendar.feedUrl")), input, add));
}

/** What a reading did, or why it failed, or that there was none yet. */
function describe(outcome) {
  if (!outcome) return t("web.hostCalendar.feedNever");
  if (outcome.failure) return t("web.hostCalendar.feedFailed", { reason: outcome.failure });
  return t("web.hostCalendar.feedOutcome", {
    blocked: outcome.newlyBlocked + outcome.alreadyBlocked, freed: outcome.freed, skipped: outcome.rejectedEvents,
  });
}
