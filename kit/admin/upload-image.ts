/**
 * The browser side of POST /api/upload (multipart field `image`, answer `{ url }`), and the
 * spec's upload messages (../shared/spec/back-office.md §8). Errors keep the API client's shape
 * "{status}: {body}" so the admin query provider still recognizes a 401; an expired session is
 * renewed in place first, as for the API client's calls (kit/lib/session-renewal.ts).
 */
import { fetchRenewingSession } from "#kit/lib/session-renewal";

export const UPLOAD_ERROR_TITLE = "Errore upload";
export const UPLOAD_NO_URL = "URL non ricevuto dal server";
export const UPLOAD_UNKNOWN = "Errore sconosciuto durante l'upload";
export const UPLOAD_HINT = "PNG, JPG fino a 5MB";
/** What the file picker offers (the server checks the bytes anyway). */
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp,image/gif,image/avif";

export class UploadError extends Error {
  constructor(
    /** The HTTP status, or null when the server answered without a url or never answered. */
    readonly status: number | null,
    message: string,
    /** The server's JSON `message`, when it gave one. */
    readonly serverMessage: string | null = null,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

/** The `message` of a JSON error answer, when it has a non-empty one. */
export function jsonMessage(text: string): string | null {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === "string" && body.message.trim() ? body.message : null;
  } catch {
    return null;
  }
}

/** Uploads one image and gives its stored URL; throws UploadError otherwise. */
export async function uploadImage(
  file: File,
  {
    endpoint = "/api/upload",
    fetcher = fetchRenewingSession,
  }: { endpoint?: string; fetcher?: typeof fetch } = {},
): Promise<string> {
  const body = new FormData();
  body.append("image", file, file.name);
  let response: Response;
  try {
    response = await fetcher(endpoint, { method: "POST", body, credentials: "include" });
  } catch {
    throw new UploadError(null, UPLOAD_UNKNOWN);
  }
  const text = await response.text().catch(() => "");
  if (!response.ok) {
    throw new UploadError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      jsonMessage(text),
    );
  }
  let url: unknown;
  try {
    url = (JSON.parse(text) as { url?: unknown }).url;
  } catch {
    url = undefined;
  }
  if (typeof url !== "string" || url.trim() === "") throw new UploadError(null, UPLOAD_NO_URL);
  return url;
}

/** The toast description for a failed upload. */
export function uploadErrorText(error: unknown): string {
  if (!(error instanceof UploadError)) return UPLOAD_UNKNOWN;
  if (error.status === null) return error.message;
  const base = `Errore durante l'upload: ${error.status}`;
  return error.serverMessage ? `${base}. ${error.serverMessage}` : base;
}
