import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { addAdmin, cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";
import {
  ADMIN_PASSWORD,
  BOUNDARY,
  multipartBody,
  softwarePayload,
  zipOf,
} from "#features/software/api/fixtures";
import { startS3Emulator, type S3Emulator } from "#tests/helpers/s3-emulator";
import { createTestApp } from "#tests/helpers/test-app";
import { createTestDatabase } from "#tests/helpers/test-db";
import { downloadableSoftware } from "#db/schema";
import { seedIfEmpty } from "#db/seed";
import { readEnv } from "../env";
import { createLogger } from "../logger";
import { createUploadStorage } from ".";

/**
 * Uploads in an S3-compatible bucket through the real routes (decision 029): the emulator of
 * tests/helpers/s3-emulator.ts in its own process, the whole app of server/app.ts on it.
 */
let handle: DatabaseHandle;
let emulator: S3Emulator;
let dataDir: string;
let app: ReturnType<typeof createTestApp>;
let admin: string;

const MB = 1024 * 1024;

beforeAll(async () => {
  [handle, emulator, dataDir] = await Promise.all([
    createTestDatabase(),
    startS3Emulator(),
    mkdtemp(path.join(tmpdir(), "sd-s3-uploads-")),
  ]);
  await addAdmin(handle.db, { username: "admin", password: ADMIN_PASSWORD });
  app = createTestApp(handle.db, { ...emulator.env, DATA_DIR: dataDir });
  admin = cookieOf(
    await app.request(
      "/api/admin/login",
      postJson({ username: "admin", password: ADMIN_PASSWORD }),
    ),
  );
}, 30_000);
afterAll(async () => {
  await Promise.all([handle?.close(), emulator?.stop(), rm(dataDir, { recursive: true })]);
});

const bucketKeys = (prefix: string) => emulator.objectKeys(prefix);

const asAdmin = (url: string, init: RequestInit = {}) =>
  app.request(url, { ...init, headers: { Cookie: admin, ...init.headers } });

function uploadSoftware(body: Uint8Array | ReadableStream<Uint8Array>) {
  return asAdmin("/api/upload/software", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: "half",
  } as RequestInit);
}

/**
 * A .zip-named multipart body with a file of `size` bytes made as it is read: `head` first, then
 * zeros, counted in `sent` (the head aside); the stream fails once `failAt` bytes are out.
 */
function generatedUpload(
  size: number,
  head = "PK\u0003\u0004",
  failAt = Infinity,
  sent = { bytes: 0 },
) {
  const opening = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="grande.zip"\r\n` +
      `Content-Type: application/zip\r\n\r\n${head}`,
    "latin1",
  );
  const closing = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const zeros = new Uint8Array(256 * 1024);
  let left = size - head.length;
  let phase: "open" | "file" | "done" = "open";
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (phase === "open") {
        phase = "file";
        return controller.enqueue(opening);
      }
      if (sent.bytes >= failAt) return controller.error(new Error("client gone"));
      if (left > 0) {
        // The same zeros each time: the test makes no garbage of its own for memory to measure.
        const chunk = left >= zeros.length ? zeros : zeros.subarray(0, left);
        left -= chunk.length;
        sent.bytes += chunk.length;
        return controller.enqueue(chunk);
      }
      if (phase === "file") {
        phase = "done";
        return controller.enqueue(closing);
      }
      controller.close();
    },
  });
}

/** Runs `work` while sampling the process's resident memory; gives the peak growth in bytes. */
async function peakMemoryGrowth(work: () => Promise<void>): Promise<number> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, process.memoryUsage().rss) - before;
}

describe("uploads in an S3 bucket", () => {
  it("stores an image's WebP copies in the bucket and serves them from /uploads", async () => {
    const png = await sharp({
      create: { width: 1200, height: 600, channels: 3, background: { r: 20, g: 80, b: 160 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(png)]), "foto.png");
    const res = await asAdmin("/api/upload", { method: "POST", body: form });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const id = path.basename(url, ".webp");
    expect(await bucketKeys(`images/${id}`)).toEqual([
      `images/${id}-480.webp`,
      `images/${id}-960.webp`,
      `images/${id}.webp`,
    ]);
    // Nothing went to the local disk.
    expect(await readdir(dataDir)).toEqual([]);

    const served = await app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("content-disposition")).toBeNull();
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1200, height: 600 });
  });

  it("uploads, downloads (whole, a range, HEAD) and deletes a software file", async () => {
    const zip = zipOf(300_000);
    const res = await uploadSoftware(multipartBody({ name: "Agente Backup.zip", bytes: zip }));
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/software\/[0-9a-f]{16}-Agente-Backup\.zip$/);
    const key = url.slice("/uploads/".length);
    expect(await bucketKeys("software/")).toEqual([key]);

    const whole = await app.request(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-disposition")).toBe(
      'attachment; filename="Agente-Backup.zip"',
    );
    expect(whole.headers.get("content-length")).toBe(String(zip.length));
    expect(Buffer.compare(Buffer.from(await whole.arrayBuffer()), Buffer.from(zip))).toBe(0);

    const part = await app.request(url, { headers: { Range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${zip.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(Buffer.from(zip.subarray(100, 200)));
    const head = await app.request(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(zip.length));

    // The item that uses the file is deleted: no other uses it, so the object goes too.
    const created = await asAdmin("/api/admin/software", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(softwarePayload({ fileUrl: url })),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await asAdmin(`/api/admin/software/${id}`, { method: "DELETE" })).status).toBe(204);
    expect(await bucketKeys("software/")).toEqual([]);
  });

  it("keeps nothing in the bucket for a refused or broken upload, aborting the multipart upload", async () => {
    // 12 MB (three parts) named .zip whose bytes are a Windows program: refused at the end.
    const wrong = await uploadSoftware(generatedUpload(12 * MB, "MZ"));
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toMatch(
      /^Il contenuto del file non corrisponde a un file \.zip/,
    );
    // The request breaks off after 11 MB, two parts already stored.
    const broken = await uploadSoftware(generatedUpload(30 * MB, undefined, 11 * MB));
    expect(broken.status).toBe(500);
    expect(await bucketKeys("software/")).toEqual([]);
    expect(await emulator.pendingUploads()).toBe(0);
  });

  it("refuses a file over SOFTWARE_UPLOAD_MAX_BYTES with 413, keeping nothing", async () => {
    const limited = createTestApp(handle.db, {
      ...emulator.env,
      DATA_DIR: dataDir,
      SOFTWARE_UPLOAD_MAX_BYTES: String(8 * MB),
    });
    const res = await limited.request("/api/upload/software", {
      method: "POST",
      headers: { Cookie: admin, "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: generatedUpload(12 * MB),
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await bucketKeys("software/")).toEqual([]);
    expect(await emulator.pendingUploads()).toBe(0);
  });

  it("with S3_PRESIGNED_DOWNLOADS=1 sends a download to a short-lived URL of the bucket", async () => {
    const res = await uploadSoftware(multipartBody({ name: "setup.zip", bytes: zipOf(5000) }));
    const { url } = (await res.json()) as { url: string };
    const presigning = createTestApp(handle.db, {
      ...emulator.env,
      DATA_DIR: dataDir,
      S3_PRESIGNED_DOWNLOADS: "1",
      S3_PRESIGNED_TTL_SECONDS: "60",
    });
    const redirect = await presigning.request(url);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("cache-control")).toBe("no-store");
    const location = new URL(redirect.headers.get("location")!);
    expect(location.origin).toBe(emulator.env.S3_ENDPOINT);
    expect(location.searchParams.get("X-Amz-Expires")).toBe("60");
    const direct = await fetch(location);
    expect(direct.status).toBe(200);
    expect(direct.headers.get("content-disposition")).toBe('attachment; filename="setup.zip"');
    expect((await direct.arrayBuffer()).byteLength).toBeGreaterThan(5000);
  });

  it("seeds an empty database's demo images and software files into the bucket", async () => {
    const fresh = await createTestDatabase();
    try {
      const env = readEnv({ NODE_ENV: "test", ...emulator.env, DATA_DIR: dataDir });
      const { seeded } = await seedIfEmpty(fresh.db, {
        env,
        logger: createLogger({ ...env, LOG_LEVEL: "silent" }),
        storage: createUploadStorage(env),
      });
      expect(seeded).toBe(true);
      const [software] = await fresh.db.select().from(downloadableSoftware).limit(1);
      expect(await bucketKeys(software!.fileUrl.slice("/uploads/".length))).toHaveLength(1);
      expect((await bucketKeys("images/")).length).toBeGreaterThan(10);
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await fresh.close();
    }
  }, 40_000);

  it("streams a file over 100 MB up and down with bounded memory", async () => {
    const size = 120 * MB;
    // Upload: what the client has sent and the bucket has not yet received is what the server
    // holds (busboy, the content check, the parts in flight).
    const sent = { bytes: 0 };
    let inFlight = 0;
    let url = "";
    const sampler = setInterval(async () => {
      const produced = sent.bytes;
      // Once all is sent the emulator joins the parts into the object: no longer comparable.
      if (produced >= size - 4) return;
      inFlight = Math.max(inFlight, produced - (await emulator.pendingBytes()));
    }, 25);
    const upGrowth = await peakMemoryGrowth(async () => {
      const res = await uploadSoftware(generatedUpload(size, undefined, Infinity, sent));
      expect(res.status).toBe(201);
      url = ((await res.json()) as { url: string }).url;
    }).finally(() => clearInterval(sampler));
    expect(sent.bytes).toBe(size - 4);
    expect(await bucketKeys(url.slice("/uploads/".length))).toHaveLength(1);

    // Download by a client that stops reading for a while: the server reads the bucket only as
    // fast as the client takes it, so nothing piles up in between.
    let received = 0;
    const downGrowth = await peakMemoryGrowth(async () => {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-length")).toBe(String(size));
      const reader = res.body!.getReader();
      received += (await reader.read()).value!.length;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        received += next.value.length;
      }
    });
    expect(received).toBe(size);

    console.info(
      `120 MB through S3: at most ${Math.round(inFlight / MB)} MB in flight uploading; ` +
        `resident memory grew ${Math.round(upGrowth / MB)} MB uploading, ${Math.round(downGrowth / MB)} MB downloading`,
    );
    // Parts of 5 MB, two being sent and one being filled, and the streams' small buffers.
    expect(inFlight).toBeLessThan(24 * MB);
    expect(upGrowth).toBeLessThan(size / 2);
    expect(downGrowth).toBeLessThan(size / 2);
  }, 50_000);
});
