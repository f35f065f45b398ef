import { jsonMessage, UPLOAD_NO_URL, UPLOAD_UNKNOWN, UploadError } from "#kit/admin/upload-image";
import {
  SOFTWARE_UPLOAD_FIELD,
  SOFTWARE_UPLOAD_TIMEOUT_MS,
  type SoftwareUploadAnswer,
} from "../software-upload";

export const UPLOAD_TIMED_OUT =
  "Il caricamento ha superato il tempo massimo di 5 minuti. Riprova con una connessione più veloce.";

/**
 * POST /api/upload/software with XMLHttpRequest (fetch cannot report upload progress):
 * multipart field `file`, 5-minute timeout, `onProgress` with 0..1. Resolves the server's
 * { url, fileSize }; rejects with an UploadError whose message keeps the API client's
 * "{status}: {body}" shape (so the admin query provider still recognizes a 401).
 */
export function uploadSoftwareFile(
  file: File,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<SoftwareUploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/upload/software");
    xhr.withCredentials = true;
    xhr.timeout = SOFTWARE_UPLOAD_TIMEOUT_MS;
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText ?? "";
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(
          new UploadError(
            xhr.status,
            `${xhr.status}: ${text || xhr.statusText}`,
            jsonMessage(text) ?? (text.trim() || xhr.statusText || null),
          ),
        );
        return;
      }
      let answer: Partial<SoftwareUploadAnswer> = {};
      try {
        answer = JSON.parse(text) as Partial<SoftwareUploadAnswer>;
      } catch {
        // No JSON: handled below as an answer without a url.
      }
      if (typeof answer.url !== "string" || answer.url.trim() === "") {
        reject(new UploadError(null, UPLOAD_NO_URL));
        return;
      }
      onProgress?.(1);
      resolve({
        url: answer.url,
        fileSize: typeof answer.fileSize === "string" ? answer.fileSize : "",
      });
    };
    xhr.onerror = () => reject(new UploadError(null, UPLOAD_UNKNOWN));
    xhr.onabort = () => reject(new UploadError(null, "Caricamento annullato"));
    xhr.ontimeout = () => reject(new UploadError(null, UPLOAD_TIMED_OUT));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });

    const body = new FormData();
    body.append(SOFTWARE_UPLOAD_FIELD, file, file.name);
    xhr.send(body);
  });
}

/** The toast text of a failed software upload (the spec's, with the server's text appended). */
export function softwareUploadErrorText(error: unknown): string {
  if (!(error instanceof UploadError)) return UPLOAD_UNKNOWN;
  if (error.status === null) return error.message;
  const server = error.serverMessage ? ` ${error.serverMessage}` : "";
  return `Errore durante l'upload: ${error.status}${server}`;
}
