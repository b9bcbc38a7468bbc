// The signed-in guest: remembered by name in this browser (the session itself is the HttpOnly cookie), and the
// inline form that signs in or creates an account.

import { api } from "./api.js";
import { el, fill } from "./dom.js";

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

/** An inline sign-in / sign-up form; `onSignedIn(account)` runs once the session cookie is set. */
export function authForm({ purpose, onSignedIn }) {
  let creating = false;
  const form = el("form", { className: "auth", "aria-labelledby": "auth-heading", novalidate: true });
  const render = () => {
    const field = (id, label, type, autocomplete) => el("div", { className: "field-row" },
      el("label", { for: id }, label),
      el("input", { id, name: id, type, autocomplete, required: true }));
    fill(form,
      el("h3", { id: "auth-heading" }, creating ? `Create an account ${purpose}` : `Sign in ${purpose}`),
      creating ? field("auth-name", "Your name", "text", "name") : null,
      field("auth-email", "Email", "email", "email"),
      field("auth-password", "Password", "password", creating ? "new-password" : "current-password"),
      creating ? el("p", { className: "hint" }, "At least 8 characters.") : null,
      el("p", { className: "form-error", role: "alert", id: "auth-error" }),
      el("div", { className: "panel-actions" },
        el("button", { type: "submit", className: "primary" }, creating ? "Create account" : "Sign in"),
        el("button", { type: "button", onclick: () => {
          creating = !creating;
          render();
        } }, creating ? "I have an account" : "Create an account")));
  };
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const value = (id) => form.querySelector(`#${id}`)?.value ?? "";
    const submit = form.querySelector("button[type=submit]");
    const error = form.querySelector("#auth-error");
    error.textContent = "";
    submit.disabled = true;
    try {
      const credentials = { email: value("auth-email").trim(), password: value("auth-password") };
      if (creating) await api("accounts", { method: "POST", body: { ...credentials, name: value("auth-name").trim() } });
      const session = await api("sessions", { method: "POST", body: credentials });
      rememberAccount(session.account);
      onSignedIn(session.account);
    } catch (failure) {
      error.textContent = failure.message;
      submit.disabled = false;
    }
  });
  render();
  return form;
}
