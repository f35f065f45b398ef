import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { srcSetFor } from "#features/shared/stored-image";
import { createLocalStorage } from "#server/storage/local-storage";
import type { UploadStorage } from "#server/storage/upload-storage";
import { ImageRejectedError, storeImage } from "./images.server";

let dataDir: string;
let storage: UploadStorage;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "images-test-"));
  storage = createLocalStorage(path.join(dataDir, "uploads"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const imagesDir = () => path.join(dataDir, "uploads", "images");
const fileFor = (url: string, suffix = "") =>
  path.join(dataDir, url.replace(/\.webp$/, `${suffix}.webp`));

function photo(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 20, g: 80, b: 160 } },
  });
}

describe("storeImage", () => {
  it("writes three WebP widths for a large photo, with the naming srcSetFor expects", async () => {
    const input = await photo(2400, 1200).jpeg().toBuffer();
    const stored = await storeImage(input, storage);

    expect(stored.url).toMatch(/^\/uploads\/images\/[a-f0-9]{32}\.webp$/);
    expect(srcSetFor(stored.url)).toContain("-480.webp 480w");
    expect(stored).toMatchObject({ width: 1920, height: 960 });
    const expected = [
      ["", 1920, 960],
      ["-960", 960, 480],
      ["-480", 480, 240],
    ] as const;
    for (const [suffix, width, height] of expected) {
      const meta = await sharp(await readFile(fileFor(stored.url, suffix))).metadata();
      expect(meta).toMatchObject({ format: "webp", width, height });
    }
    expect((await readdir(imagesDir())).sort()).toHaveLength(3);
  });

  it("never enlarges a small image", async () => {
    const input = await photo(300, 200).png().toBuffer();
    const stored = await storeImage(input, storage);
    for (const suffix of ["", "-960", "-480"]) {
      const meta = await sharp(await readFile(fileFor(stored.url, suffix))).metadata();
      expect(meta).toMatchObject({ width: 300, height: 200 });
    }
  });

  it("applies the EXIF orientation and strips the metadata", async () => {
    const input = await photo(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "Segreto GPS" } } })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const stored = await storeImage(input, storage);
    const meta = await sharp(await readFile(fileFor(stored.url))).metadata();
    expect(meta).toMatchObject({ width: 200, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it("gives every image a new id", async () => {
    const input = await photo(100, 100).png().toBuffer();
    const a = await storeImage(input, storage);
    const b = await storeImage(input, storage);
    expect(a.url).not.toBe(b.url);
    expect(await readdir(imagesDir())).toHaveLength(6);
  });

  it("rejects SVG unless the caller draws it itself", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#123"/></svg>',
    );
    await expect(storeImage(svg, storage)).rejects.toBeInstanceOf(ImageRejectedError);
    const stored = await storeImage(svg, storage, { allowSvg: true });
    const meta = await sharp(await readFile(fileFor(stored.url))).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 400, height: 200 });
  });

  it("rejects bytes that are not an image and leaves nothing behind", async () => {
    const notImage = Buffer.from("PK\u0003\u0004 questo non è un'immagine");
    await expect(storeImage(notImage, storage)).rejects.toBeInstanceOf(ImageRejectedError);
    const truncated = (await photo(800, 600).jpeg().toBuffer()).subarray(0, 400);
    await expect(storeImage(truncated, storage)).rejects.toBeInstanceOf(ImageRejectedError);
    const left = await readdir(imagesDir()).catch(() => []);
    expect(left).toEqual([]);
  });
});
