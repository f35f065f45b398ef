import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { createTestApp } from "#tests/helpers/test-app";
import { API_BODY_LIMIT_BYTES } from "../http/body-limit";
import { addAdmin, cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";

/**
 * Issue point 5: one body limit for all of /api/*, answered before the body is read, raised
 * only by the routes that need it (blog articles, settings, solutions, uploads).
 */

const PASSWORD = "Password-Admin-2026";
const MB = 1024 * 1024;
let handle: DatabaseHandle;
let dataDir: string;
let api: ReturnType<typeof createTestApi>;
let admin: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "body-limit-test-"));
  await addAdmin(handle.db, { username: "admin", password: PASSWORD });
  api = createTestApi(handle.db, { DATA_DIR: dataDir });
  admin = cookieOf(
    await api.request("/admin/login", postJson({ username: "admin", password: PASSWORD })),
  );
});
afterAll(async () => {
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * A body of `total` bytes made only when the server pulls it, 64 KB at a time: `pulled()` says
 * how much the server actually read.
 */
function lazyBody(total: number) {
  let pulled = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const size = Math.min(chunk.length, total - pulled);
        pulled += size;
        controller.enqueue(chunk.subarray(0, size));
        if (pulled >= total) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

/** A POST with a streamed body: with a Content-Length header, or chunked (no length) when null. */
function streamedPost(
  stream: ReadableStream<Uint8Array>,
  length: number | null,
  headers: Record<string, string> = {},
) {
  return {
    method: "POST",
    body: stream,
    duplex: "half",
    headers: {
      "Content-Type": "application/json",
      ...(length === null ? {} : { "Content-Length": String(length) }),
      ...headers,
    },
  } as RequestInit;
}

type Answer = { message: string };

describe("the default body limit of /api/*", () => {
  it("is 100 KB", () => {
    expect(API_BODY_LIMIT_BYTES).toBe(100 * 1024);
  });

  it("answers 413 from Content-Length without reading the body", async () => {
    const body = lazyBody(200 * 1024);
    const res = await api.request("/proxy/iubenda-policy", streamedPost(body.stream, 200 * 1024));
    expect(res.status).toBe(413);
    expect(((await res.json()) as Answer).message).toBe(
      "Richiesta troppo grande: il limite è di 100 KB",
    );
    expect(body.pulled()).toBe(0);
  });

  it("stops reading a chunked body without length just past the limit", async () => {
    const body = lazyBody(5 * MB);
    const res = await api.request("/proxy/iubenda-policy", streamedPost(body.stream, null));
    expect(res.status).toBe(413);
    expect(((await res.json()) as Answer).message).toMatch(/100 KB/);
    expect(body.pulled()).toBeLessThanOrEqual(API_BODY_LIMIT_BYTES + 64 * 1024);
  });

  it("refuses 50 MB sent to the public /api/proxy/* with 413, with or without a length", async () => {
    const declared = lazyBody(50 * MB);
    const res = await api.request("/proxy/iubenda-policy", streamedPost(declared.stream, 50 * MB));
    expect(res.status).toBe(413);
    expect(declared.pulled()).toBe(0);

    const chunked = lazyBody(50 * MB);
    const streamed = await api.request("/proxy/iubenda-policy", streamedPost(chunked.stream, null));
    expect(streamed.status).toBe(413);
    expect(chunked.pulled()).toBeLessThan(MB);
  });

  it("lets a normal body through", async () => {
    const res = await api.request(
      "/proxy/iubenda-policy",
      postJson({ lingua: "it", tipo: "P", cosa: "B" }),
    );
    expect(res.status).toBe(200);
  });

  it("covers admin routes without a limit of their own, before validation", async () => {
    const body = lazyBody(10 * MB);
    const res = await api.request(
      "/admin/hero-variants",
      streamedPost(body.stream, 10 * MB, { Cookie: admin }),
    );
    expect(res.status).toBe(413);
    expect(body.pulled()).toBe(0);
  });
});

describe("routes that raise the limit", () => {
  /** 150,000 two-byte characters: 300 KB of article, within the schema's 200,000 characters. */
  const longArticle = (chars: number) => ({
    title: "Un articolo molto lungo",
    content: `<p>${"è".repeat(chars)}</p>`,
    category: "tecnologia",
  });

  it("accept an article over the default and under 1 MB", async () => {
    const res = await api.request("/admin/blog", postJson(longArticle(150_000), { Cookie: admin }));
    expect(res.status).toBe(201);
  });

  it("still refuse a body over their own limit", async () => {
    const body = lazyBody(2 * MB);
    const res = await api.request(
      "/admin/blog",
      streamedPost(body.stream, 2 * MB, { Cookie: admin }),
    );
    expect(res.status).toBe(413);
    expect(((await res.json()) as Answer).message).toBe(
      "Richiesta troppo grande: il limite è di 1 MB",
    );
    expect(body.pulled()).toBe(0);
  });

  it("do not raise it for someone without a session", async () => {
    const body = lazyBody(300 * 1024);
    const res = await api.request("/admin/blog", streamedPost(body.stream, 300 * 1024));
    expect(res.status).toBe(401);
    expect(body.pulled()).toBe(0);
  });

  it("accept a 4 MB image upload", async () => {
    // 1200 x 1200 RGB stored without compression: a little over 4 MB of PNG.
    const side = 1200;
    const raw = Buffer.alloc(side * side * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (i * 7) % 251;
    const png = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(4 * MB);
    expect(png.length).toBeLessThan(5 * MB);
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(png)]), "grande.png");
    const res = await api.request("/upload", {
      method: "POST",
      headers: { Cookie: admin },
      body: form,
    });
    expect(res.status).toBe(201);
  });

  it("work the same when /api is mounted in the whole app", async () => {
    const app = createTestApp(handle.db, { DATA_DIR: dataDir });
    const accepted = await app.request(
      "/api/admin/blog",
      postJson(longArticle(120_000), { Cookie: admin }),
    );
    expect(accepted.status).toBe(201);
    const body = lazyBody(200 * 1024);
    const refused = await app.request(
      "/api/admin/hero-variants",
      streamedPost(body.stream, 200 * 1024, { Cookie: admin }),
    );
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as Answer).message).toMatch(/100 KB/);
  });
});
