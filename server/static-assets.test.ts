import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { precompressDir } from "../scripts/precompress.mjs";
import { createTestApp } from "../tests/helpers/test-app";
import { createTestDatabase } from "../tests/helpers/test-db";

// The client build's /assets/* as production serves them (server/app.ts, decision 015): each
// compressible file with the .br and .gz written by scripts/precompress.mjs next to it.

const script = Buffer.from(
  Array.from(
    { length: 300 },
    (_, i) => `export function step${i}(value){return value*${i}+"passo ${i}";}`,
  ).join("\n"),
);
const styles = Buffer.from(".card{padding:1rem;border-radius:.5rem}\n".repeat(100));
const font = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 37) % 256));

let handle: DatabaseHandle;
let clientDir: string;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  handle = await createTestDatabase();
  clientDir = await mkdtemp(path.join(tmpdir(), "static-assets-test-"));
  const assets = path.join(clientDir, "assets");
  await mkdir(assets);
  await writeFile(path.join(assets, "page-Ab12Cd34.js"), script);
  await writeFile(path.join(assets, "late-Ef56Gh78.js"), script);
  await writeFile(path.join(assets, "shell-Ij90Kl12.css"), styles);
  await writeFile(path.join(assets, "inter-Mn34Op56.woff2"), font);
  await precompressDir(assets);
  // A build whose precompression did not run for this file.
  await rm(path.join(assets, "late-Ef56Gh78.js.br"));
  await rm(path.join(assets, "late-Ef56Gh78.js.gz"));
  app = createTestApp(handle.db, { DATA_DIR: clientDir }, { clientDir });
});
afterAll(async () => {
  await handle?.close();
  if (clientDir) await rm(clientDir, { recursive: true, force: true });
});

const get = (file: string, acceptEncoding?: string, method = "GET") =>
  app.request(`/assets/${file}`, {
    method,
    headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding },
  });

const body = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("precompressed assets", () => {
  it("writes a .br and a .gz next to each compressible file, not next to fonts", async () => {
    const assets = path.join(clientDir, "assets");
    const br = await readFile(path.join(assets, "page-Ab12Cd34.js.br"));
    const gz = await readFile(path.join(assets, "page-Ab12Cd34.js.gz"));
    expect(brotliDecompressSync(br)).toEqual(script);
    expect(gunzipSync(gz)).toEqual(script);
    expect(br.length).toBeLessThan(gz.length);
    await expect(stat(path.join(assets, "shell-Ij90Kl12.css.br"))).resolves.toBeTruthy();
    await expect(stat(path.join(assets, "inter-Mn34Op56.woff2.br"))).rejects.toThrow();
    await expect(stat(path.join(assets, "inter-Mn34Op56.woff2.gz"))).rejects.toThrow();
  });

  it("sends brotli to a browser that takes it, as it is on disk", async () => {
    const res = await get("page-Ab12Cd34.js", "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const encoded = await body(res);
    const onDisk = await readFile(path.join(clientDir, "assets", "page-Ab12Cd34.js.br"));
    expect(encoded).toEqual(onDisk);
    expect(res.headers.get("content-length")).toBe(String(onDisk.length));
    expect(brotliDecompressSync(encoded)).toEqual(script);
  });

  it("sends the level 9 gzip file to a browser that takes gzip only", async () => {
    const res = await get("page-Ab12Cd34.js", "gzip");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const encoded = await body(res);
    expect(encoded).toEqual(await readFile(path.join(clientDir, "assets", "page-Ab12Cd34.js.gz")));
    expect(gunzipSync(encoded)).toEqual(script);
  });

  it("sends the plain file to a client that takes no encoding", async () => {
    for (const acceptEncoding of [undefined, "identity"]) {
      const res = await get("page-Ab12Cd34.js", acceptEncoding);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await body(res)).toEqual(script);
    }
  });

  it("answers HEAD with the headers and length of the encoding a GET would send", async () => {
    const res = await get("shell-Ij90Kl12.css", "br, gzip", "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toMatch(/^text\/css/);
    const onDisk = await readFile(path.join(clientDir, "assets", "shell-Ij90Kl12.css.br"));
    expect(res.headers.get("content-length")).toBe(String(onDisk.length));
    expect((await body(res)).length).toBe(0);
  });

  it("sends a font as it is, without Vary", async () => {
    const res = await get("inter-Mn34Op56.woff2", "br, gzip");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await body(res)).toEqual(font);
  });

  it("still gzips, per request, a file that has no precompressed copy", async () => {
    const res = await get("late-Ef56Gh78.js", "br, gzip");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(gunzipSync(await body(res))).toEqual(script);
  });
});
