import { randomBytes } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/**
 * Stored images: every input is decoded, auto-rotated, stripped of metadata (EXIF, GPS...) and
 * re-encoded to WebP under <dataDir>/uploads/images as <id>.webp (at most 1920 px wide) plus
 * <id>-480.webp and <id>-960.webp. Never enlarged. `app/lib/images.ts` derives srcsets from
 * this naming, so it must not change.
 */
export const storedImageWidths = [480, 960, 1920] as const;
const mainWidth = 1920;

/** Formats accepted as uploads: raster only (DESIGN.md: SVG is not accepted as an image). */
const rasterFormats = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);
/** Decompression-bomb guard: about 40 megapixels is plenty for a 5 MB photo. */
const maxInputPixels = 40_000_000;

export class ImageRejectedError extends Error {
  constructor(
    message = "Il file non è un'immagine valida (formati accettati: JPG, PNG, WebP, GIF, AVIF).",
  ) {
    super(message);
    this.name = "ImageRejectedError";
  }
}

export type StoredImage = { url: string; width: number; height: number };

export type StoreImageOptions = {
  /** Only for images the application draws itself (the demo seed renders SVG). Never for uploads. */
  allowSvg?: boolean;
  /** WebP encoder effort 0-6 (default 4); the seed trades a few percent of size for speed. */
  effort?: number;
};

export async function storeImage(
  input: Buffer,
  dataDir: string,
  options: StoreImageOptions = {},
): Promise<StoredImage> {
  const format = await detectFormat(input);
  const accepted = rasterFormats.has(format) || (options.allowSvg === true && format === "svg");
  if (!accepted) throw new ImageRejectedError();

  const dir = path.join(dataDir, "uploads", "images");
  await mkdir(dir, { recursive: true });
  // Hex keeps ids free of '-', so "<id>-480" can never be mistaken for another image's id.
  const id = randomBytes(16).toString("hex");
  const targets = storedImageWidths.map((width) => ({
    width,
    file: path.join(dir, width === mainWidth ? `${id}.webp` : `${id}-${width}.webp`),
  }));
  try {
    // Decode (and for SVG, render) once at the largest size; the smaller copies come from those pixels.
    const { data, info } = await sharp(input, {
      autoOrient: true,
      failOn: "error",
      limitInputPixels: maxInputPixels,
    })
      .resize({ width: mainWidth, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    await Promise.all(
      targets.map(({ width, file }) =>
        sharp(data, raw)
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80, effort: options.effort ?? 4 })
          .toFile(file),
      ),
    );
    return { url: `/uploads/images/${id}.webp`, width: info.width, height: info.height };
  } catch {
    await Promise.all(targets.map(({ file }) => rm(file, { force: true })));
    throw new ImageRejectedError(
      "Impossibile elaborare l'immagine: il file è danneggiato o in un formato non supportato.",
    );
  }
}

async function detectFormat(input: Buffer): Promise<string> {
  try {
    const metadata = await sharp(input, { limitInputPixels: maxInputPixels }).metadata();
    return metadata.format ?? "unknown";
  } catch {
    throw new ImageRejectedError();
  }
}
