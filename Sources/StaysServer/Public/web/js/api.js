// The HTTP API: JSON in and out, problems as errors a person can read.

import { language } from "./i18n.js";
import { problemWords } from "./problem-words.js";

/** An answer the server refused: its status, the problem's type and code, and words a person can read. */
export class ApiError extends Error {
  constructor(status, problem) {
    super(problemWords(status, problem));
    this.status = status;
    this.type = problem?.type ?? "/problems/http";
    this.code = problem?.code ?? null;
    this.field = problem?.field ?? null;
  }
}

/** Sends a request to `/api/v1/…` in the person's language (`Accept-Language`, so places and problems come back in
 * it), `body` as JSON or `file` (a `File` or `Blob`) as it is; answers the decoded JSON (null for 204) or throws
 * ApiError. */
export async function api(path, { method = "GET", body, file, headers = {}, signal } = {}) {
  let response;
  try {
    const asked = { "Accept-Language": language().locale, ...headers };
    const sent = file ? { "Content-Type": file.type || "application/octet-stream", ...asked }
      : body === undefined ? asked : { "Content-Type": "application/json", ...asked };
    response = await fetch(`/api/v1/${path}`, {
      method, signal, credentials: "same-origin", headers: sent,
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  } catch (error) {
    if (error?.name === "AbortError") throw error;
    throw new ApiError(0, null);
  }
  if (response.status === 204) return null;
  const text = await response.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) throw new ApiError(response.status, json);
  return json;
}

/** A fresh key for one booking attempt. */
export function idempotencyKey() {
  if (globalThis.crypto?.randomUUID) return `web-${crypto.randomUUID()}`;
  return `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
