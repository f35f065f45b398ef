import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { UploadStorage } from "#server/storage";
import { uploadUrlOf } from "#server/storage/upload-storage";

/**
 * Stored images: every input is decoded, auto-rotated, stripped of metadata (EXIF, GPS...) and
 * re-encoded to WebP and stored in the uploads' storage (DATA_DIR/uploads or the S3 bucket,
 * decision 029) as images/<id>.webp (at most 1920 px wide) plus images/<id>-480.webp and
 * images/<id>-960.webp. Never enlarged. `features/shared/stored-image.ts` derives srcsets from
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

/** The main copy's address, dimensions and size in bytes. */
export type StoredImage = { url: string; width: number; height: number; bytes: number };

export type StoreImageOptions = {
  /** Only for images the application draws itself (the demo seed renders SVG). Never for uploads. */
  allowSvg?: boolean;
  /** WebP encoder effort 0-6 (default 4); the seed trades a few percent of size for speed. */
  effort?: number;
};

export async function storeImage(
  input: Buffer,
  storage: UploadStorage,
  options: StoreImageOptions = {},
): Promise<StoredImage> {
  const format = await detectFormat(input);
  const accepted = rasterFormats.has(format) || (options.allowSvg === true && format === "svg");
  if (!accepted) throw new ImageRejectedError();

  // Hex keeps ids free of '-', so "<id>-480" can never be mistaken for another image's id.
  const id = randomBytes(16).toString("hex");
  const keys = storedImageWidths.map((width) =>
    width === mainWidth ? `images/${id}.webp` : `images/${id}-${width}.webp`,
  );
  const { copies, width, height } = await encodeCopies(input, options.effort ?? 4);
  try {
    await Promise.all(keys.map((key, i) => storage.put(key, copies[i]!)));
  } catch (error) {
    // The store failed part way: no image is half there.
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
    throw error;
  }
  const bytes = copies[copies.length - 1]!.length;
  return { url: uploadUrlOf(`images/${id}.webp`), width, height, bytes };
}

/** The WebP copies, in the order of storedImageWidths; nothing is stored before all are made. */
async function encodeCopies(input: Buffer, effort: number) {
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
    const copies = await Promise.all(
      storedImageWidths.map((width) =>
        sharp(data, raw)
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80, effort })
          .toBuffer(),
      ),
    );
    return { copies, width: info.width, height: info.height };
  } catch {
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
