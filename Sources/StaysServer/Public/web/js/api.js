// The HTTP API: JSON in and out, problems as errors a person can read.

/** An answer the server refused, with its status and the problem's words. */
export class ApiError extends Error {
  constructor(status, type, detail) {
    super(detail);
    this.status = status;
    this.type = type;
  }
}

/** Sends a request to `/api/v1/…`; answers the decoded JSON (null for 204) or throws ApiError. */
export async function api(path, { method = "GET", body, headers = {}, signal } = {}) {
  let response;
  try {
    response = await fetch(`/api/v1/${path}`, {
      method, signal, credentials: "same-origin",
      headers: body === undefined ? headers : { "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (error?.name === "AbortError") throw error;
    throw new ApiError(0, "offline", "The server cannot be reached. Check that stays serve is running, then try again.");
  }
  if (response.status === 204) return null;
  const text = await response.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const detail = json?.detail ?? `The server answered ${response.status}.`;
    throw new ApiError(response.status, json?.type ?? "/problems/http", detail);
  }
  return json;
}

/** A fresh key for one booking attempt. */
export function idempotencyKey() {
  if (globalThis.crypto?.randomUUID) return `web-${crypto.randomUUID()}`;
  return `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
