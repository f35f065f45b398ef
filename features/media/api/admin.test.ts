import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import {
  addAdmin,
  addCustomer,
  cookieOf,
  postJson,
} from "#features/auth/api/admin-session-fixtures";

const PASSWORD = "Password-Admin-2026";
let handle: DatabaseHandle;
let dataDir: string;
let api: ReturnType<typeof createTestApi>;
let admin: string;
let customer: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "upload-test-"));
  await addAdmin(handle.db, { username: "admin", password: PASSWORD });
  await addCustomer(handle.db, { email: "mario.rossi@example.com", password: "Cliente2026!" });
  api = createTestApi(handle.db, { DATA_DIR: dataDir });
  admin = cookieOf(
    await api.request("/admin/login", postJson({ username: "admin", password: PASSWORD })),
  );
  customer = cookieOf(
    await api.request(
      "/customer/login",
      postJson({ email: "mario.rossi@example.com", password: "Cliente2026!" }),
    ),
  );
});
afterAll(async () => {
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });
});

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 170 } } });

function upload(
  file: Blob | string | null,
  name = "foto.png",
  headers: Record<string, string> = { Cookie: admin },
) {
  const form = new FormData();
  if (file instanceof Blob) form.append("image", file, name);
  else if (typeof file === "string") form.append("image", file);
  return api.request("/upload", { method: "POST", headers, body: form });
}

/** The multipart body and Content-Type a browser sends for an `image` file, to stream by hand. */
async function encoded(file: Blob, name: string) {
  const form = new FormData();
  form.append("image", file, name);
  const response = new Response(form);
  return {
    type: response.headers.get("content-type")!,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

const imagesDir = () => path.join(dataDir, "uploads", "images");
const storedFiles = async () => (await readdir(imagesDir()).catch(() => [])).sort();

describe("POST /api/upload", () => {
  it.each([
    ["PNG", "logo.png", () => picture(2400, 1350).png().toBuffer()],
    ["JPEG", "foto.JPG", () => picture(800, 600).jpeg().toBuffer()],
    ["WebP", "hero.webp", () => picture(640, 360).webp().toBuffer()],
  ])("accepts a real %s and stores WebP copies", async (_kind, name, make) => {
    const before = await storedFiles();
    const res = await upload(new Blob([new Uint8Array(await make())]), name);
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { url: string };
    expect(body.url).toMatch(/^\/uploads\/images\/[a-f0-9]{32}\.webp$/);
    const id = path.basename(body.url, ".webp");
    const added = (await storedFiles()).filter((f) => !before.includes(f));
    expect(added.sort()).toEqual([`${id}-480.webp`, `${id}-960.webp`, `${id}.webp`]);
    const meta = await sharp(await readFile(path.join(dataDir, body.url))).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBeLessThanOrEqual(1920);
  });

  it("refuses SVG, also when named .png", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>';
    const before = await storedFiles();
    for (const name of ["disegno.svg", "disegno.png"]) {
      const res = await upload(new Blob([svg], { type: "image/svg+xml" }), name);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(
        /^Formato immagine non supportato/,
      );
    }
    expect(await storedFiles()).toEqual(before);
  });

  it("refuses a text file renamed .png and a PNG named .txt", async () => {
    const text = await upload(
      new Blob(["non sono un'immagine"], { type: "image/png" }),
      "finto.png",
    );
    expect(text.status).toBe(400);
    expect(((await text.json()) as { message: string }).message).toMatch(
      /^Formato immagine non supportato/,
    );
    const png = await picture(20, 20).png().toBuffer();
    const wrongName = await upload(new Blob([new Uint8Array(png)]), "immagine.txt");
    expect(wrongName.status).toBe(400);
  });

  it("refuses files over 5 MB with 413", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(await picture(10, 10).png().toBuffer());
    const res = await upload(new Blob([big]), "enorme.png");
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/5 MB/);
    // A body far over the limit is cut off by the body limit itself.
    const huge = await upload(new Blob([new Uint8Array(7 * 1024 * 1024)]), "enorme.png");
    expect(huge.status).toBe(413);
  });

  it("refuses a request without the image field", async () => {
    expect((await upload(null)).status).toBe(400);
    expect((await upload("testo al posto del file")).status).toBe(400);
    const json = await api.request("/upload", {
      method: "POST",
      headers: { Cookie: admin, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(400);
  });

  it("uses the first of two image parts and ignores other fields", async () => {
    const form = new FormData();
    form.append("alt", "una descrizione");
    form.append(
      "image",
      new Blob([new Uint8Array(await picture(64, 32).png().toBuffer())]),
      "a.png",
    );
    form.append("image", new Blob(["non sono un'immagine"]), "b.png");
    const before = await storedFiles();
    const res = await api.request("/upload", {
      method: "POST",
      headers: { Cookie: admin },
      body: form,
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { width: number }).width).toBe(64);
    expect((await storedFiles()).length - before.length).toBe(3);
  });

  it("answers 400 for an empty file input and 413 for a streamed body over the limit", async () => {
    expect((await upload(new Blob([]), "")).status).toBe(400);
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(await picture(10, 10).png().toBuffer());
    const { type, bytes } = await encoded(new Blob([big]), "enorme.png");
    let offset = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(offset, offset + 65_536));
        offset += 65_536;
      },
    });
    const res = await api.request("/upload", {
      method: "POST",
      headers: { Cookie: admin, "Content-Type": type },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/5 MB/);
  });

  it("stores nothing when the request breaks off in the middle of the image", async () => {
    const png = await picture(400, 400).png({ compressionLevel: 0 }).toBuffer();
    const { type, bytes } = await encoded(new Blob([new Uint8Array(png)]), "interrotta.png");
    let sent = 0;
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes.length / 2) return controller.error(new Error("client gone"));
        controller.enqueue(bytes.slice(sent, sent + 8192));
        sent += 8192;
      },
    });
    const before = await storedFiles();
    const res = await api.request("/upload", {
      method: "POST",
      headers: { Cookie: admin, "Content-Type": type },
      body: broken,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(500);
    expect(await storedFiles()).toEqual(before);
  });

  it("answers 401 without a session, 403 to a customer and to a foreign Origin", async () => {
    const png = new Blob([new Uint8Array(await picture(20, 20).png().toBuffer())]);
    const before = await storedFiles();
    const anonymous = await upload(png, "a.png", {});
    expect(anonymous.status).toBe(401);
    expect((await upload(png, "a.png", { Cookie: customer })).status).toBe(403);
    const foreign = await upload(png, "a.png", { Cookie: admin, Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await storedFiles()).toEqual(before);
  });
});
