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

// Where `Intl.Locale` has no week info: the regions whose weeks start on Sunday or Saturday (CLDR's weekData).
const SUNDAY = new Set(("AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO " +
  "MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW").split(" "));
const SATURDAY = new Set("AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY".split(" "));

/** The first day of the week in `locale` as ISO numbers it (1 = Monday … 7 = Sunday), as Swift's calendar does:
 * the browser's week info, else `weekStartOfRegion` of the locale's (likely) region. */
export function firstDayOfWeek(locale) {
  try {
    const found = new Intl.Locale(locale);
    return (found.getWeekInfo?.() ?? found.weekInfo)?.firstDay ?? weekStartOfRegion(found.maximize().region);
  } catch {
    return 1;
  }
}

/** The first day of the week (ISO) in a region ("KR" → 7, "EG" → 6, "DE" → 1), by a table kept from CLDR. */
export function weekStartOfRegion(region) {
  return SUNDAY.has(region) ? 7 : SATURDAY.has(region) ? 6 : 1;
}
