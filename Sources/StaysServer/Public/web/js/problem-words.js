// What a refused request means to a person, in their language: the catalogue's `problem.<code>` for the problem's
// `code` (the API's problem documents carry it), filled from the problem's values. The server's `title` and
// `detail` are never shown, whatever language they are in.

import { has, t } from "./i18n.js";

/** The sentence a person reads for a refused request with `status` and problem document `problem` (or null). */
export function problemWords(status, problem) {
  const code = problem?.code;
  if (code && hasWords(code)) return t(`problem.${code}`, values(problem));
  if (status === 0) return t("problem.unreachable");
  if (status === 429 || status === 503) return t("problem.busy");
  if (status >= 500) return t("problem.server-failed");
  if (status === 404) return t("problem.not-found");
  return t("problem.invalid-request");
}

/** Whether a problem code has words of its own (the tests check every code the API sends has). */
export function hasWords(code) {
  return has(`problem.${code}`);
}

/** The problem's values as message parameters; a value with words of its own (`problem.value.bathrooms`) in them. */
function values(problem) {
  const named = {};
  for (const [name, value] of Object.entries(problem)) {
    if (typeof value === "number") named[name] = value;
    else if (typeof value === "string") named[name] = has(`problem.value.${value}`) ? t(`problem.value.${value}`) : value;
  }
  return named;
}
