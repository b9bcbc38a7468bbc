// The rules every front end shares, as the server publishes them (GET /api/v1/rules): the web app keeps no copy.

import { api } from "./api.js";

let loading = null;

/** The server's rules, asked once per page. */
export function loadRules() {
  loading ??= api("rules").catch((failure) => {
    loading = null;
    throw failure;
  });
  return loading;
}

/** The first day of the week in `locale` as ISO numbers it (1 = Monday … 7 = Sunday), as Swift's calendar does. */
export function firstDayOfWeek(locale) {
  try {
    const found = new Intl.Locale(locale);
    return (found.getWeekInfo?.() ?? found.weekInfo)?.firstDay ?? 1;
  } catch {
    return 1;
  }
}
