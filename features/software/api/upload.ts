import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { requireAdmin } from "#server/http/auth";
import { streamedBody } from "#server/http/body-limit";
import { saveSoftwareUpload, UploadError } from "../software-files.server";
import { formatFileSize, type SoftwareUploadAnswer } from "../software-upload";

/**
 * POST /api/upload/software (admin only; back-office.md sections 5, 7, 9): multipart field
 * `file`, only .zip .rar .exe .msi .dmg .deb .rpm .pkg whose bytes match the type, streamed to
 * DATA_DIR/uploads/software/<random>-<name> without holding it in memory, at most
 * SOFTWARE_UPLOAD_MAX_BYTES (413 and the partial file removed). Answers 201
 * `{ url, fileSize }` with the size as '12.50 MB'. The file is served by /uploads/* as a download.
 */
export function uploadSoftwareRoutes(deps: Deps) {
  return new Hono<AppEnv>().post("/", requireAdmin(deps), streamedBody(), async (c) => {
    const length = Number(c.req.header("content-length"));
    try {
      const saved = await saveSoftwareUpload(c.req.raw.body, c.req.header("content-type"), {
        dataDir: deps.env.dataDir,
        maxBytes: deps.env.SOFTWARE_UPLOAD_MAX_BYTES,
        contentLength: Number.isFinite(length) ? length : null,
      });
      deps.logger.info({ url: saved.url, bytes: saved.bytes }, "software file uploaded");
      const answer: SoftwareUploadAnswer = {
        url: saved.url,
        fileSize: formatFileSize(saved.bytes),
      };
      return c.json(answer, 201);
    } catch (error) {
      if (error instanceof UploadError) return c.json({ message: error.message }, error.status);
      throw error;
    }
  });
}
