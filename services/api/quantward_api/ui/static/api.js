// The API as the page calls it: same-origin fetches with the session cookie, the CSRF token on
// every change, and each error as an ApiError carrying the API's {code, message, field}.

let csrfToken = null;
let current = null;
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
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401) throw err;
    csrfToken = null;
    current = null;
  }
  return current;
}

export async function login(apiKey) {
  const session = await api("/v1/session", { method: "POST", body: { api_key: apiKey } });
  csrfToken = session.csrf_token;
  current = session.me;
  return current;
}

export async function logout() {
  try {
    await api("/v1/session", { method: "DELETE" });
  } finally {
    csrfToken = null;
    current = null;
  }
}
