// Compresses the client build's fingerprinted assets once, at build time (decision 015): next to
// each compressible file of $BUILD_DIR/client/assets/ it writes `<file>.br` (brotli quality 11)
// and `<file>.gz` (gzip level 9), each only when it is smaller than the file. The server sends
// them as they are (`serveStatic({ precompressed: true })` in server/app.ts), so an asset costs
// no compression per request, and the browser gets smaller files than the per-request gzip
// level 6 gave. Fonts and images are already compressed and are left alone.
//
// `npm run build` runs it after `react-router build` (which empties $BUILD_DIR), and so does
// scripts/build-if-needed.mjs; it then writes $BUILD_DIR/precompressed.json, which tells
// build-if-needed that this build's assets are done.
import { readdir, readFile, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats the build writes under assets/ (source maps are not served to visitors). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html|xml|webmanifest)$/;

/** The record of a finished run, relative to $BUILD_DIR. */
export const PRECOMPRESSED_RECORD = "precompressed.json";

/** gzip level 9 and brotli quality 11 of `data`: the encodings a browser may be sent. */
export async function compressAsset(data) {
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: 9 }),
  ]);
  return { br, gz };
}

/**
 * Writes the `.br` and `.gz` files of every compressible file under `dir`, a few at a time (zlib
 * runs on libuv's thread pool), and returns the byte counts.
 */
export async function precompressDir(dir) {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const totals = { files: files.length, bytes: 0, br: 0, gzip: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      const [data, { mtime }] = await Promise.all([readFile(file), stat(file)]);
      const { br, gz } = await compressAsset(data);
      totals.bytes += data.length;
      for (const [suffix, encoded, key] of [
        [".br", br, "br"],
        [".gz", gz, "gzip"],
      ]) {
        if (encoded.length >= data.length) {
          totals[key] += data.length;
          continue;
        }
        totals[key] += encoded.length;
        await writeFile(file + suffix, encoded);
        // The same Last-Modified whichever encoding is sent.
        await utimes(file + suffix, mtime, mtime);
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}

/** Precompresses $BUILD_DIR/client/assets and records it in $BUILD_DIR/precompressed.json. */
export async function precompressBuild(buildDir = process.env.BUILD_DIR ?? "build") {
  const started = Date.now();
  const totals = await precompressDir(path.join(buildDir, "client", "assets"));
  await writeFile(
    path.join(buildDir, PRECOMPRESSED_RECORD),
    JSON.stringify(totals, null, 1) + "\n",
  );
  const kb = (bytes) => `${Math.round(bytes / 1024)} kB`;
  console.error(
    `precompress: ${totals.files} assets, ${kb(totals.bytes)} -> br ${kb(totals.br)}, gzip ${kb(totals.gzip)} in ${Date.now() - started} ms`,
  );
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await precompressBuild();
}
