import { ApiError, login } from "../api.js";
import { h, page } from "../dom.js";

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
  page(main, "Log in", expired, form);
  key.focus();
}
