import sharp from "sharp";
import { z } from "#kit/lib/zod";
import type { Deps } from "#server/context";
import { requireAdmin } from "#server/http/auth";
import { activityLogger } from "#features/activity/activity.server";
import { routeBodyLimit } from "#server/http/body-limit";
import { apiRoutes, describedBody, errorAnswer, jsonAnswer, routeKit } from "#server/http/openapi";
import { ImageRejectedError, storeImage } from "../images.server";
import { mediaNameOf, recordMedia } from "../media.server";
import { MultipartError, readMultipartFile } from "#features/shared/multipart.server";

const route = routeKit(["Media"]);

/** ../shared/spec/back-office.md §9: image uploads up to 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Room for the multipart boundaries and headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const uploadMessages = {
  tooLarge: "Il file supera il limite di 5 MB: riduci le dimensioni dell'immagine e riprova.",
  unsupported: "Formato immagine non supportato: carica un file JPG, PNG, WebP, GIF o AVIF.",
  missing: 'Nessuna immagine ricevuta: invia il file nel campo "image".',
} as const;

const allowedExtensions = /\.(jpe?g|png|webp|gif|avif)$/i;

/** The image format read from the bytes (sharp's metadata), AVIF told apart from other HEIF. */
async function sniffFormat(bytes: Buffer): Promise<string | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
    if (meta.format === "heif") return meta.compression === "av1" ? "avif" : "heif";
    return meta.format ?? null;
  } catch {
    return null;
  }
}
const allowedFormats = new Set(["jpeg", "png", "webp", "gif", "avif"]);

/**
 * POST /api/upload (admin only): multipart field `image`, at most 5 MB, a JPEG, PNG, WebP, GIF
 * or AVIF by both its name and its bytes (SVG and anything else refused), read with busboy
 * (decision 017; the first file part of `image`, other parts dropped), re-encoded by
 * storeImage into WebP copies in the uploads' storage (DATA_DIR/uploads or the S3 bucket), and
 * added to the media library (decision 064: every image field and the Media tab upload here, so
 * every upload is a row). Answers `{ id, url, width, height }`.
 * /api/upload/software is a separate route (features/software/api/upload.ts).
 */
export function uploadRoutes(deps: Deps) {
  return apiRoutes().openapi(
    route.post("/", "Carica un'immagine (max 5 MB), salvata in WebP", {
      middleware: [
        requireAdmin(deps, "images"),
        activityLogger(deps.db, { transaction: false, entity: "upload" }),
        routeBodyLimit(MAX_IMAGE_BYTES + MULTIPART_OVERHEAD, uploadMessages.tooLarge),
      ],
      request: describedBody(
        "multipart/form-data",
        z.object({ image: z.file().describe("JPG, PNG, WebP, GIF o AVIF, al massimo 5 MB") }),
        "L'immagine nel campo image",
      ),
      responses: {
        201: jsonAnswer(
          z.object({ id: z.number(), url: z.string(), width: z.number(), height: z.number() }),
          "Salvata: l'indirizzo della copia WebP e le sue dimensioni",
        ),
        400: errorAnswer("Nessuna immagine, o formato non supportato"),
        401: errorAnswer("Sessione admin assente o scaduta"),
        413: errorAnswer("Oltre 5 MB"),
      },
    }),
    async (c) => {
      let image: { name: string; bytes: Buffer } | null;
      try {
        image = await readMultipartFile(
          c.req.raw.body,
          c.req.header("content-type"),
          {
            field: "image",
            maxFileBytes: MAX_IMAGE_BYTES,
            maxBodyBytes: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD,
          },
          async ({ filename, stream }) => {
            const chunks: Buffer[] = [];
            for await (const chunk of stream) chunks.push(chunk as Buffer);
            return { name: filename, bytes: Buffer.concat(chunks) };
          },
        );
      } catch (error) {
        if (!(error instanceof MultipartError)) throw error;
        if (error.status === 413) return c.json({ message: uploadMessages.tooLarge }, 413);
        return c.json({ message: uploadMessages.missing }, 400);
      }
      if (!image || image.bytes.length === 0) {
        return c.json({ message: uploadMessages.missing }, 400);
      }
      if (!allowedExtensions.test(image.name)) {
        return c.json({ message: uploadMessages.unsupported }, 400);
      }
      const bytes = image.bytes;
      const format = await sniffFormat(bytes);
      if (!format || !allowedFormats.has(format)) {
        return c.json({ message: uploadMessages.unsupported }, 400);
      }
      try {
        const stored = await storeImage(bytes, deps.storage);
        const admin = c.get("admin");
        const row = await recordMedia(deps.db, {
          url: stored.url,
          name: mediaNameOf(image.name),
          mime: `image/${format}`,
          bytes: stored.bytes,
          width: stored.width,
          height: stored.height,
          uploadedBy: { id: admin.id, name: admin.name || admin.username },
        });
        return c.json(
          { id: row!.id, url: stored.url, width: stored.width, height: stored.height },
          201,
        );
      } catch (error) {
        if (error instanceof ImageRejectedError) return c.json({ message: error.message }, 400);
        throw error;
      }
    },
  );
}
