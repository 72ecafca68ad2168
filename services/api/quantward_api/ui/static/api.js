// The API as the page calls it: same-origin fetches with the session cookie, the CSRF token on
// every change, and each error as an ApiError carrying the API's {code, message, field}.

let csrfToken = null;
let current = null;
let endSessionUrl = null; // the issuer's logout, for a user signed in with OIDC
const listeners = new Set();

export class ApiError extends Error {
  constructor(status, body) {
    const error = (body && body.error) || {};
    super(error.message || `request failed (${status})`);
    this.status = status;
    this.code = error.code || "error";
    this.field = error.field || null;
  }
}

export function onLoggedOut(fn) {
  listeners.add(fn);
}

export function me() {
  return current;
}

export async function api(path, { method = "GET", body } = {}) {
  const headers = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (method !== "GET" && csrfToken) headers["X-CSRF-Token"] = csrfToken;
  const response = await fetch(path, {
    method,
    headers,
    credentials: "same-origin",
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 204) return null;
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const err = new ApiError(response.status, data);
    if (response.status === 401 && path !== "/v1/session") {
      current = null;
      csrfToken = null;
      for (const fn of listeners) fn(err);
    }
    throw err;
  }
  return data;
}

export async function loadSession() {
  try {
    const session = await api("/v1/session");
    csrfToken = session.csrf_token;
    current = session.me;
    endSessionUrl = session.end_session_url || null;
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401) throw err;
    csrfToken = null;
    current = null;
  }
  return current;
}

// How this API lets a browser log in (no credential needed): a key, and signing in with the
// OIDC issuer when it is set up.
export async function loginOptions() {
  return api("/v1/session/options");
}

export async function login(apiKey) {
  const session = await api("/v1/session", { method: "POST", body: { api_key: apiKey } });
  csrfToken = session.csrf_token;
  current = session.me;
  return current;
}

// Ends the session here; answers the issuer's logout address when the user signed in there
// (the page goes on to it, so the issuer's own session ends too).
export async function logout() {
  const issuerLogout = endSessionUrl;
  try {
    await api("/v1/session", { method: "DELETE" });
  } finally {
    csrfToken = null;
    current = null;
    endSessionUrl = null;
  }
  return issuerLogout;
}
