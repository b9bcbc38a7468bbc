// Who comes, by the server's rules: at least one adult, adults and children together at most the largest stay
// takes (`maximumGuests`), at most `maximumInfants` infants and `maximumPets` pets.

export const KINDS = [
  { key: "adults", label: "Adults", hint: "Ages 13 or above", singular: "adult" },
  { key: "children", label: "Children", hint: "Ages 2–12", singular: "child" },
  { key: "infants", label: "Infants", hint: "Under 2", singular: "infant" },
  { key: "pets", label: "Pets", hint: "Only stays that allow pets", singular: "pet" },
];

export const DEFAULT_GUESTS = Object.freeze({ adults: 1, children: 0, infants: 0, pets: 0 });
/** The counts read from numbers or text by `rules`, or the reason when they break one. */
export function checkGuests(counts, rules) {
  const values = {};
  for (const { key } of KINDS) {
    const value = Number(counts[key] ?? DEFAULT_GUESTS[key]);
    if (!Number.isInteger(value) || value < 0) return { error: `${key} must be a whole number of 0 or more` };
    values[key] = value;
  }
  if (values.adults < 1) return { error: "at least one adult must come" };
  if (values.adults + values.children > rules.maximumGuests) {
    return { error: `at most ${rules.maximumGuests} guests (adults and children)` };
  }
  if (values.infants > rules.maximumInfants) return { error: `at most ${rules.maximumInfants} infants` };
  if (values.pets > rules.maximumPets) return { error: `at most ${rules.maximumPets} pets` };
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

/** "2 guests, 1 infant, 1 pet". */
export function describeGuests(counts) {
  const guests = counts.adults + counts.children;
  const parts = [`${guests} guest${guests === 1 ? "" : "s"}`];
  if (counts.infants) parts.push(`${counts.infants} infant${counts.infants === 1 ? "" : "s"}`);
  if (counts.pets) parts.push(`${counts.pets} pet${counts.pets === 1 ? "" : "s"}`);
  return parts.join(", ");
}
