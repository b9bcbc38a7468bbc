// Who comes: the same limits as `stays search` (GuestCounts): 1–16 adults, adults and children together at
// most 16, at most 5 infants and 5 pets.

export const KINDS = [
  { key: "adults", label: "Adults", hint: "Ages 13 or above", singular: "adult" },
  { key: "children", label: "Children", hint: "Ages 2–12", singular: "child" },
  { key: "infants", label: "Infants", hint: "Under 2", singular: "infant" },
  { key: "pets", label: "Pets", hint: "Only stays that allow pets", singular: "pet" },
];

export const DEFAULT_GUESTS = Object.freeze({ adults: 1, children: 0, infants: 0, pets: 0 });
const MAX_OCCUPANCY = 16;
const MAX_EACH = { adults: 16, children: 15, infants: 5, pets: 5 };

/** The counts read from numbers or text, or null with the reason when they break a rule. */
export function checkGuests(counts) {
  const values = {};
  for (const { key } of KINDS) {
    const value = Number(counts[key] ?? DEFAULT_GUESTS[key]);
    if (!Number.isInteger(value) || value < 0) return { error: `${key} must be a whole number of 0 or more` };
    values[key] = value;
  }
  if (values.adults < 1) return { error: "at least one adult must come" };
  if (values.adults + values.children > MAX_OCCUPANCY) return { error: "at most 16 guests (adults and children)" };
  if (values.infants > MAX_EACH.infants) return { error: "at most 5 infants" };
  if (values.pets > MAX_EACH.pets) return { error: "at most 5 pets" };
  return { guests: values };
}

/** Whether `key` can go one up. */
export function canIncrease(counts, key) {
  if (key === "adults" || key === "children") return counts.adults + counts.children < MAX_OCCUPANCY;
  return counts[key] < MAX_EACH[key];
}

/** Whether `key` can go one down (adults never below one). */
export function canDecrease(counts, key) {
  return counts[key] > (key === "adults" ? 1 : 0);
}

/** The counts with `key` changed by `step` when the rules allow it, else unchanged. */
export function stepGuests(counts, key, step) {
  const allowed = step > 0 ? canIncrease(counts, key) : canDecrease(counts, key);
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
