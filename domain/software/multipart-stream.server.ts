/**
 * An incremental multipart/form-data parser (RFC 7578): it reads the request body chunk by chunk
 * and hands each part's bytes on as they arrive, so a large upload goes to disk without ever
 * being held in memory (Hono's parseBody buffers the whole body). At most one boundary length
 * of data is kept back between chunks.
 */

export type MultipartPart = {
  /** The form field name. */
  name: string;
  /** The file name the browser sent, or null for a plain field. */
  filename: string | null;
  contentType: string | null;
};

export type MultipartEvent =
  { type: "part"; part: MultipartPart } | { type: "data"; chunk: Uint8Array } | { type: "partEnd" };

/** A body that is not valid multipart: the API answers 400 with this message. */
export class MultipartError extends Error {}

export type MultipartLimits = {
  /** Bytes of one part's header block. */
  maxHeaderBytes?: number;
  /** Number of parts. */
  maxParts?: number;
  /** Bytes before the first boundary. */
  maxPreambleBytes?: number;
};

const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");

/** The boundary of a multipart/form-data Content-Type, or null when it is not one. */
export function multipartBoundary(contentType: string | null | undefined): string | null {
  if (!contentType) return null;
  const [type, ...params] = contentType.split(";");
  if (type?.trim().toLowerCase() !== "multipart/form-data") return null;
  for (const param of params) {
    const eq = param.indexOf("=");
    if (eq < 0 || param.slice(0, eq).trim().toLowerCase() !== "boundary") continue;
    const value = param
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
    return /^[0-9A-Za-z'()+_,\-./:=? ]{1,70}$/.test(value) && !value.endsWith(" ") ? value : null;
  }
  return null;
}

/** A parameter of a header value, quoted or not: param('form-data; name="file"', 'name'). */
function headerParam(value: string, key: string): string | null {
  const re = new RegExp(`(?:^|;)\\s*${key}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, "i");
  const match = re.exec(value);
  if (!match) return null;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, "$1") : (match[2] ?? "");
}

function parseHeaders(block: Buffer): MultipartPart {
  const headers = new Map<string, string>();
  for (const line of block.toString("utf8").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get("content-disposition");
  if (!disposition || !/^form-data\b/i.test(disposition)) {
    throw new MultipartError("Richiesta multipart non valida: manca Content-Disposition");
  }
  const name = headerParam(disposition, "name");
  if (name === null) throw new MultipartError("Richiesta multipart non valida: campo senza nome");
  return {
    name,
    filename: headerParam(disposition, "filename"),
    contentType: headers.get("content-type") ?? null,
  };
}

/** The chunks of a web ReadableStream (the lock is released on exit, the stream not cancelled). */
export async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (value.length > 0) yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * The parts of a multipart body as events: `part` (its headers), `data` (zero or more chunks of
 * its content), `partEnd`. The consumer pulls the next chunk only when it asks for the next
 * event, so a slow disk slows the reading of the request (backpressure). Throws MultipartError
 * for a malformed or truncated body.
 */
export async function* parseMultipart(
  source: AsyncIterable<Uint8Array>,
  boundary: string,
  limits: MultipartLimits = {},
): AsyncGenerator<MultipartEvent> {
  const maxHeaderBytes = limits.maxHeaderBytes ?? 16 * 1024;
  const maxParts = limits.maxParts ?? 20;
  const maxPreambleBytes = limits.maxPreambleBytes ?? 16 * 1024;
  const first = Buffer.from(`--${boundary}`);
  const next = Buffer.from(`\r\n--${boundary}`);

  let state: "preamble" | "boundary" | "headers" | "body" | "done" = "preamble";
  let buffer: Buffer = Buffer.alloc(0);
  let skipped = 0;
  let parts = 0;

  for await (const chunk of source) {
    buffer = buffer.length === 0 ? Buffer.from(chunk) : Buffer.concat([buffer, chunk]);
    for (;;) {
      if (state === "preamble") {
        const at = buffer.indexOf(first);
        if (at < 0) {
          const drop = Math.max(0, buffer.length - first.length + 1);
          skipped += drop;
          buffer = buffer.subarray(drop);
          if (skipped > maxPreambleBytes)
            throw new MultipartError("Richiesta multipart non valida");
          break;
        }
        buffer = buffer.subarray(at + first.length);
        state = "boundary";
      } else if (state === "boundary") {
        // After a boundary: "--" closes the body, otherwise (optional padding) CRLF opens a part.
        if (buffer.length < 2) break;
        if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
          state = "done";
          break;
        }
        const eol = buffer.indexOf(CRLF);
        if (eol < 0) {
          if (buffer.length > 256) throw new MultipartError("Richiesta multipart non valida");
          break;
        }
        if (!/^[ \t]*$/.test(buffer.subarray(0, eol).toString("latin1"))) {
          throw new MultipartError("Richiesta multipart non valida");
        }
        buffer = buffer.subarray(eol + 2);
        state = "headers";
      } else if (state === "headers") {
        // A part without headers starts straight with the blank line.
        const end = buffer.subarray(0, 2).equals(CRLF) ? -2 : buffer.indexOf(HEADER_END);
        if (end === -1) {
          if (buffer.length > maxHeaderBytes) {
            throw new MultipartError("Richiesta multipart non valida: intestazioni troppo lunghe");
          }
          break;
        }
        if (++parts > maxParts) throw new MultipartError("Richiesta multipart con troppe parti");
        const part = parseHeaders(end === -2 ? Buffer.alloc(0) : buffer.subarray(0, end));
        buffer = buffer.subarray(end === -2 ? 2 : end + 4);
        state = "body";
        yield { type: "part", part };
      } else if (state === "body") {
        const at = buffer.indexOf(next);
        if (at < 0) {
          // Keep back what could be the start of a boundary split across chunks.
          const keep = next.length - 1;
          if (buffer.length > keep) {
            const data = buffer.subarray(0, buffer.length - keep);
            buffer = buffer.subarray(buffer.length - keep);
            yield { type: "data", chunk: data };
          }
          break;
        }
        const data = buffer.subarray(0, at);
        buffer = buffer.subarray(at + next.length);
        state = "boundary";
        if (data.length > 0) yield { type: "data", chunk: data };
        yield { type: "partEnd" };
      } else {
        // Epilogue after the closing boundary: ignored.
        buffer = Buffer.alloc(0);
        break;
      }
    }
  }
  if (state !== "done") throw new MultipartError("Richiesta multipart incompleta");
}
