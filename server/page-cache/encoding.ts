import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

/** The encodings an entry keeps, and the suffix each one's ETag carries. */
export const ENCODINGS: readonly Encoding[] = ["br", "gzip", "identity"];
export const ETAG_SUFFIX: Record<Encoding, string> = { br: "-br", gzip: "-gz", identity: "" };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality 5: on a page of about 90 KB it is within a few per cent of quality 11 and tens
 * of times faster, which matters because every entry is compressed again after an admin write
 * or its five minutes. Both run on libuv's thread pool, off the event loop.
 */
export async function compressBodies(identity: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 6 }),
  ]);
  return { br, gzip: gz, identity };
}

/** Quality values of brotli and gzip in an Accept-Encoding header (`*` standing for both when neither is named). */
function qualities(header: string): { br: number; gzip: number } {
  const quality = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";");
    const token = name.trim().toLowerCase();
    if (!token) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    quality.set(token, Number.isFinite(q) ? q : 0);
  }
  const wildcard = quality.get("*");
  return {
    br: quality.get("br") ?? wildcard ?? 0,
    gzip: quality.get("gzip") ?? quality.get("x-gzip") ?? wildcard ?? 0,
  };
}

/**
 * The encoding to send for an Accept-Encoding header: brotli or gzip, whichever has the higher
 * quality value (brotli on a tie, `*` standing for both when neither is named), else none.
 */
export function chooseEncoding(header: string | null | undefined): Encoding {
  if (!header) return "identity";
  const { br, gzip } = qualities(header);
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return "identity";
}

/** Whether an Accept-Encoding header takes gzip (named, or through `*`, with a quality above 0). */
export function acceptsGzip(header: string | null | undefined): boolean {
  return Boolean(header) && qualities(header!).gzip > 0;
}
