// A listing's photos for its host: the ones shown, in order, each removable, and new ones chosen from the device,
// uploaded one by one (the server checks, turns upright, strips and resizes each).

import { api } from "./api.js";
import { el } from "./dom.js";
import { t } from "./i18n.js";

/** The photos section of host listing `item`; `say(text, isError)` reports, `onChange()` redraws the listings. */
export function hostPhotos({ item, say, onChange }) {
  const listing = encodeURIComponent(item.id);
  const input = el("input", { type: "file", id: "photo-files", accept: "image/jpeg,image/png,image/webp", multiple: true });
  const upload = el("button", { type: "button", className: "primary", onclick: async () => {
    const files = [...input.files];
    if (!files.length) return say(t("web.hostPhotos.chooseFirst"), true);
    upload.disabled = true;
    let added = 0;
    for (const file of files) {
      try {
        await api(`host/listings/${listing}/photos`, { method: "POST", file });
        added += 1;
      } catch (failure) {
        say(t("web.hostPhotos.refused", { name: file.name, reason: failure.message }), true);
      }
    }
    upload.disabled = false;
    if (added) {
      await onChange();
      say(t("web.hostPhotos.added", { count: added }));
    }
  } }, t("web.hostPhotos.upload"));
  const remove = (photo, number) => el("button", {
    type: "button", "aria-label": t("web.hostPhotos.removeNumber", { number }), onclick: async () => {
      try {
        await api(`host/listings/${listing}/photos/${photo.id}`, { method: "DELETE" });
        await onChange();
        say(t("web.hostPhotos.removed"));
      } catch (failure) {
        say(failure.message, true);
      }
    },
  }, t("web.hostPhotos.remove"));
  return el("section", { className: "host-photos", "aria-labelledby": "host-photos-heading" },
    el("h3", { id: "host-photos-heading", tabindex: "-1" }, t("web.hostPhotos.title", { title: item.listing.title })),
    el("p", { className: "hint" }, t("web.hostPhotos.hint")),
    item.photos.length
      ? el("ol", { className: "photo-list" }, item.photos.map((photo, index) => el("li", {},
        el("img", { src: photo.card, alt: t("web.stay.photo", { title: item.listing.title, number: index + 1 }) }),
        remove(photo, index + 1))))
      : el("p", {}, t("web.hostPhotos.none")),
    el("div", { className: "field-row" }, el("label", { for: "photo-files" }, t("web.hostPhotos.choose")), input, upload));
}
