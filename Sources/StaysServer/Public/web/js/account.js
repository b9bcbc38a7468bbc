// The signed-in guest: remembered by name in this browser (the session itself is the HttpOnly cookie); the form that
// signs in or creates an account is auth-form.js, loaded with the pages that show it.

import { api } from "./api.js";

const KEY = "stays.account";

/** The account this browser signed in with, or null. */
export function currentAccount() {
  try {
    return JSON.parse(localStorage.getItem(KEY));
  } catch {
    return null;
  }
}

/** Remembers (or with null forgets) the signed-in account. */
export function rememberAccount(account) {
  if (account) localStorage.setItem(KEY, JSON.stringify(account));
  else localStorage.removeItem(KEY);
  document.dispatchEvent(new CustomEvent("stays:account"));
}

/** Ends the session on the server and here. */
export async function signOut() {
  try {
    await api("sessions/current", { method: "DELETE" });
  } finally {
    rememberAccount(null);
  }
}
