import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { softwareDisposition } from "#features/software/software-files.server";
import { createLocalStorage } from "./local-storage";
import { byteRange, serveUploads } from "./serve-uploads";
import { uploadKeyOf } from "./upload-storage";

let root: string;
let app: Hono;
const bytes = Buffer.from("0123456789abcdefghij");

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "sd-serve-uploads-"));
  await mkdir(path.join(root, "software"));
  await writeFile(path.join(root, "software", "0123456789abcdef-Setup.exe"), bytes);
  await writeFile(path.join(root, "segreto.txt"), "non servito");
  app = new Hono();
  app.use(
    "/uploads/*",
    serveUploads(createLocalStorage(root), { disposition: softwareDisposition }),
  );
  app.all("*", (c) => c.text("oltre", 404));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const url = "/uploads/software/0123456789abcdef-Setup.exe";

describe("/uploads/* from the local storage", () => {
  it("streams a download whole, with its name and immutable caching", async () => {
    const res = await app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/octet-stream");
    expect(res.headers.get("content-length")).toBe("20");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="Setup.exe"');
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("last-modified")).toBeTruthy();
    expect(await res.text()).toBe(bytes.toString());
  });

  it("answers a range with 206, an impossible one with 416, and HEAD without a body", async () => {
    const part = await app.request(url, { headers: { Range: "bytes=5-9" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 5-9/20");
    expect(await part.text()).toBe("56789");
    const tail = await app.request(url, { headers: { Range: "bytes=-3" } });
    expect(await tail.text()).toBe("hij");
    const outside = await app.request(url, { headers: { Range: "bytes=50-" } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get("content-range")).toBe("bytes */20");
    const head = await app.request(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("20");
    expect(await head.text()).toBe("");
  });

  it("leaves missing objects, other paths and other methods to the next handler", async () => {
    for (const path of [
      "/uploads/software/0000000000000000-manca.zip",
      "/uploads/segreto.txt",
      "/uploads/software/../segreto.txt",
      "/uploads/software/%2e%2e/segreto.txt",
      "/uploads/a/b/c.webp",
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe("oltre");
    }
    expect((await app.request(url, { method: "POST" })).status).toBe(404);
  });
});

describe("upload keys and byte ranges", () => {
  it("takes one folder and one plain name only", () => {
    expect(uploadKeyOf("/uploads/images/a1.webp")).toBe("images/a1.webp");
    expect(uploadKeyOf("/uploads/images/.hidden")).toBeNull();
    expect(uploadKeyOf("/uploads/images/a..webp")).toBeNull();
    expect(uploadKeyOf("/uploads/images/a b.webp")).toBeNull();
    expect(uploadKeyOf("/altro/images/a.webp")).toBeNull();
  });

  it("reads the single-range forms within the size", () => {
    expect(byteRange("bytes=0-0", 10)).toEqual({ start: 0, end: 0 });
    expect(byteRange("bytes=4-", 10)).toEqual({ start: 4, end: 9 });
    expect(byteRange("bytes=4-100", 10)).toEqual({ start: 4, end: 9 });
    expect(byteRange("bytes=-4", 10)).toEqual({ start: 6, end: 9 });
    expect(byteRange("bytes=-40", 10)).toEqual({ start: 0, end: 9 });
    for (const bad of [
      "bytes=10-",
      "bytes=5-2",
      "bytes=-0",
      "bytes=-",
      "items=0-1",
      "bytes=0-1,3-4",
    ]) {
      expect(byteRange(bad, 10), bad).toBeNull();
    }
    expect(byteRange("bytes=0-1", 0)).toBeNull();
  });
});
