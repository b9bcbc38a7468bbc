// The inline form that signs in or creates an account, on a stay's page and on Trips.

import { rememberAccount } from "./account.js";
import { api } from "./api.js";
import { el, fill } from "./dom.js";
import { t } from "./i18n.js";

/** An inline sign-in / sign-up form for a `purpose` ("reserve" or "trips": its heading says why); `onSignedIn(account)`
 * runs once the session cookie is set. */
export function authForm({ purpose, onSignedIn }) {
  let creating = false;
  const form = el("form", { className: "auth", "aria-labelledby": "auth-heading", novalidate: true });
  const render = () => {
    const field = (id, label, type, autocomplete) => el("div", { className: "field-row" },
      el("label", { for: id }, label),
      el("input", { id, name: id, type, autocomplete, required: true }));
    fill(form,
      el("h3", { id: "auth-heading" }, t(`web.account.${creating ? "create" : "signIn"}.${purpose}`)),
      creating ? field("auth-name", t("web.account.name"), "text", "name") : null,
      field("auth-email", t("web.account.email"), "email", "email"),
      field("auth-password", t("web.account.password"), "password", creating ? "new-password" : "current-password"),
      creating ? el("p", { className: "hint" }, t("web.account.passwordHint")) : null,
      el("p", { className: "form-error", role: "alert", id: "auth-error" }),
      el("div", { className: "panel-actions" },
        el("button", { type: "submit", className: "primary" }, t(creating ? "web.account.createButton" : "web.account.signInButton")),
        el("button", { type: "button", onclick: () => {
          creating = !creating;
          render();
        } }, t(creating ? "web.account.haveAccount" : "web.account.createInstead"))));
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
