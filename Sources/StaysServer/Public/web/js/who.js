// Who: adults, children, infants and pets with − and + steppers and the server's rules.

import { el } from "./dom.js";
import { canDecrease, canIncrease, describeGuests, KINDS, stepGuests } from "./guests.js";
import { number, t } from "./i18n.js";

/** Draws the steppers into `panel` by the server's `rules`; `onChange(counts)` gets each change. */
export function createWho({ panel, rules, onChange }) {
  let counts = { adults: 1, children: 0, infants: 0, pets: 0 };

  const row = ({ key }) => {
    const id = `who-${key}`;
    const label = t(`web.who.${key}`);
    return el("div", { className: "stepper", role: "group", "aria-labelledby": `${id}-label` },
      el("div", {},
        el("span", { id: `${id}-label`, className: "stepper-label" }, label),
        el("span", { className: "hint" }, t(`web.who.${key}.hint`))),
      el("button", { type: "button", className: "icon", "aria-label": t(`web.who.${key}.remove`), "data-key": key, "data-step": "-1",
        disabled: !canDecrease(counts, key) }, "−"),
      el("output", { id, "aria-live": "polite", "aria-label": t("web.who.count", { kind: label, count: counts[key] }) },
        number(counts[key])),
      el("button", { type: "button", className: "icon", "aria-label": t(`web.who.${key}.add`), "data-key": key, "data-step": "1",
        disabled: !canIncrease(counts, key, rules) }, "+"));
  };
  const render = (focusKey, focusStep) => {
    panel.replaceChildren(
      ...KINDS.map(row),
      el("p", { className: "hint" }, t("web.who.limits",
        { guests: rules.maximumGuests, infants: rules.maximumInfants, pets: rules.maximumPets })));
    if (focusKey) {
      const same = panel.querySelector(`[data-key="${focusKey}"][data-step="${focusStep}"]`);
      (same?.disabled ? panel.querySelector(`[data-key="${focusKey}"]:not([disabled])`) : same)?.focus();
    }
  };
  panel.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-key]");
    if (!button || button.disabled) return;
    const { key, step } = button.dataset;
    counts = stepGuests(counts, key, Number(step), rules);
    render(key, step);
    onChange(counts);
  });
  render();
  return {
    /** Shows counts without reporting them. */
    setCounts(next) {
      counts = { adults: next.adults, children: next.children, infants: next.infants, pets: next.pets };
      render();
    },
    describe: () => describeGuests(counts),
  };
}
