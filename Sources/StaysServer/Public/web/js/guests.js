// Who comes, by the server's rules: at least one adult, adults and children together at most the largest stay
// takes (`maximumGuests`), at most `maximumInfants` infants and `maximumPets` pets.

import { t } from "./i18n.js";

/** The kinds of guest; each names its words `web.who.<key>` (and `.hint`, `.add`, `.remove`). */
export const KINDS = [{ key: "adults" }, { key: "children" }, { key: "infants" }, { key: "pets" }];

export const DEFAULT_GUESTS = Object.freeze({ adults: 1, children: 0, infants: 0, pets: 0 });
/** The counts read from numbers or text by `rules`, or the reason when they break one. */
export function checkGuests(counts, rules) {
  const values = {};
  for (const { key } of KINDS) {
    const value = Number(counts[key] ?? DEFAULT_GUESTS[key]);
    if (!Number.isInteger(value) || value < 0) return { error: t("web.link.wholeNumber", { name: key }) };
    values[key] = value;
  }
  if (values.adults < 1) return { error: t("web.link.noAdult") };
  if (values.adults + values.children > rules.maximumGuests) {
    return { error: t("web.link.tooManyGuests", { maximum: rules.maximumGuests }) };
  }
  if (values.infants > rules.maximumInfants) return { error: t("web.link.tooManyInfants", { maximum: rules.maximumInfants }) };
  if (values.pets > rules.maximumPets) return { error: t("web.link.tooManyPets", { maximum: rules.maximumPets }) };
  return { guests: values };
}

/** Whether `key` can go one up by `rules`. */
export function canIncrease(counts, key, rules) {
  if (key === "adults" || key === "children") return counts.adults + counts.children < rules.maximumGuests;
  return counts[key] < (key === "infants" ? rules.maximumInfants : rules.maximumPets);
}

/** Whether `key` can go one down (adults never below one). */
export function canDecrease(counts, key) {
  return counts[key] > (key === "adults" ? 1 : 0);
}

/** The counts with `key` changed by `step` when `rules` allow it, else unchanged. */
export function stepGuests(counts, key, step, rules) {
  const allowed = step > 0 ? canIncrease(counts, key, rules) : canDecrease(counts, key);
  return allowed ? { ...counts, [key]: counts[key] + step } : counts;
}

/** "2 guests, 1 infant, 1 pet", "게스트 2명, 유아 1명, 반려동물 1마리". */
export function describeGuests(counts) {
  const parts = [t("common.guests", { count: counts.adults + counts.children })];
  if (counts.infants) parts.push(t("common.infants", { count: counts.infants }));
  if (counts.pets) parts.push(t("common.pets", { count: counts.pets }));
  return parts.join(t("web.list.separator"));
}
