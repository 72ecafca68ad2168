import { ApiError, login, loginOptions } from "../api.js";
import { h, page } from "../dom.js";

// Why a sign-in with the issuer came back without a session (`/v1/session/oidc/callback`).
const OIDC_FAILURES = {
  denied: "The sign-in was cancelled or refused at your organisation's sign-in page.",
  expired: "That sign-in took too long or was already used: sign in again.",
  state: "That sign-in was not started in this browser: sign in again.",
  token: "Your organisation's sign-in did not accept this login: sign in again.",
  claims: "Your account's token is missing a team or a role quantward needs: ask your administrator.",
  issuer: "Your organisation's sign-in cannot be reached right now.",
  disabled: "Signing in with your organisation is not set up here: log in with a key.",
};

function oidcSection(options) {
  if (!options || !options.oidc_login_url) return null;
  const back = location.hash && !location.hash.startsWith("#/login") ? location.hash : "#/runs";
  const href = `${options.oidc_login_url}?return_to=${encodeURIComponent("/ui/" + back)}`;
  let where = "your organisation";
  try {
    where = new URL(options.oidc_issuer).host;
  } catch (err) {
    // keep the generic name
  }
  return h("div", { class: "card narrow" },
    h("a", { id: "oidc-login", class: "button", href }, `Sign in with ${where}`),
    h("p", { class: "help" }, "Your organisation's sign-in page opens; you come back here signed in."));
}

export function showLogin(main, params, done) {
  const error = h("p", { id: "login-error", class: "error", role: "alert" });
  const key = h("input", {
    id: "api-key", name: "api_key", type: "password", autocomplete: "off", required: true,
    "aria-describedby": "api-key-help login-error", spellcheck: "false",
  });
  const form = h("form", { class: "card narrow", novalidate: true },
    h("label", { for: "api-key" }, "API key"),
    key,
    h("p", { id: "api-key-help", class: "help" },
      "A key from `quantward api-keys create` (qw_…). It is exchanged once for a session cookie " +
      "and not kept by this page. On your own machine, `quantward ui` prints a one-time login link."),
    h("button", { type: "submit" }, "Log in"),
    error);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    key.removeAttribute("aria-invalid");
    try {
      await login(key.value.trim());
      key.value = "";
      done();
    } catch (err) {
      key.setAttribute("aria-invalid", "true");
      error.textContent = err instanceof ApiError ? err.message : String(err);
      key.focus();
    }
  });
  const expired = params.get("link") === "expired"
    ? h("p", { class: "error", role: "alert" }, "That login link was already used or has expired: run `quantward ui` again or log in with a key.")
    : null;
  const failed = params.get("oidc");
  const oidcError = failed
    ? h("p", { id: "oidc-error", class: "error", role: "alert" }, OIDC_FAILURES[failed] || "The sign-in failed: sign in again.")
    : null;
  const slot = h("div", {});
  page(main, "Log in", expired, oidcError, slot, form);
  key.focus();
  loginOptions().then((options) => {
    const section = oidcSection(options);
    if (section) slot.append(section);
  }).catch(() => {});
}
