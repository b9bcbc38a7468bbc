// What a refused request means to a person, keyed by the problem's `code` (the API's problem documents carry it):
// the server's `detail` is written for developers and never shown when a code is known.

const WORDS = {
  "check-in-in-the-past": () => "Check-in is in the past. Choose dates from today on.",
  "dates-too-far-ahead": () => "Those dates are too far ahead to book yet. Choose dates within the next two years.",
  "stay-too-long": () => "That stay is too long. Choose a stay of at most a year.",
  "no-adults": () => "At least one adult must come.",
  "negative-price": () => "Prices start at zero.",
  "swapped-prices": () => "The lowest price must not be above the highest.",
  "unknown-currency": () => "Prices cannot be shown in that currency. Choose another one.",
  "unknown-stay": () => "This stay is not listed any more.",
  "unknown-reservation": () => "This trip was not found. It may have been cancelled already.",
  "reservation-cancelled": () => "This trip was cancelled.",
  "not-available": () => "Those nights were just booked by someone else. Choose other dates.",
  "too-many-guests": (problem) => `This stay takes at most ${problem.maximum ?? "a few"} guests.`,
  "pets-not-allowed": () => "This stay does not allow pets.",
  "below-minimum-nights": (problem) => `This stay asks for at least ${problem.nights ?? "a few"} nights.`,
  "invalid-email": () => "That email address does not look right.",
  "invalid-name": () => "Enter your name as you want hosts to see it.",
  "password-too-short": () => "Use a password of at least 8 characters.",
  "password-too-long": () => "That password is too long. Use at most 72 characters.",
  "email-taken": () => "An account with that email already exists. Sign in instead.",
  "wrong-credentials": () => "That email and password do not match an account.",
  "not-signed-in": () => "Sign in to book and to see your trips.",
  "unknown-place": () => "That place is not in Stays' list of places. Search for it in Where.",
  "text-too-long": () => "That is too long to search for. Type fewer words.",
  "page-size-out-of-range": () => "That asked for too many results at once.",
  "limit-out-of-range": () => "That asked for too many results at once.",
  "radius-out-of-range": () => "That area is too large to search.",
  "malformed-cursor": () => "The list could not go on from there. Search again.",
  "invalid-guest-name": () => "Enter your name as you want hosts to see it.",
  "idempotency-key-reused": () => "That booking attempt was already used. Press Reserve again.",
  "price-out-of-range": () => "That price is out of range. Choose a lower one.",
  "filter-out-of-range": (problem) =>
    `That asks for too many ${problem.filter ?? "rooms"}. Choose a smaller number in Filters.`,
  "invalid-password": () => "That password cannot be used. Choose another.",
  "latitude-out-of-range": () => "That point is not on the map.",
  "longitude-out-of-range": () => "That point is not on the map.",
  "invalid-bounding-box": () => "That part of the map cannot be searched.",
  "invalid-request": () => "That request could not be used. Check what you entered, then try again.",
};

/** The sentence a person reads for a refused request with `status` and problem document `problem` (or null). */
export function problemWords(status, problem) {
  const words = problem?.code && WORDS[problem.code];
  if (words) return words(problem);
  if (status === 0) return "Stays cannot be reached. Check your connection, then try again.";
  if (status === 429 || status === 503) return "Stays is busy right now. Try again in a moment.";
  if (status >= 500) return "Something went wrong on our side. Try again in a moment.";
  if (status === 404) return "That page or item was not found.";
  return "That request could not be used. Check what you entered, then try again.";
}

/** Whether a problem code has words of its own (the tests check every code the API sends has). */
export function hasWords(code) {
  return Object.hasOwn(WORDS, code);
}
