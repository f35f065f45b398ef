import { z } from "#kit/lib/zod";
import type { Deps } from "#server/context";
import { requireAdmin } from "#server/http/auth";
import { activityLogger } from "#features/activity/activity.server";
import { streamedBody } from "#server/http/body-limit";
import { apiRoutes, describedBody, errorAnswer, jsonAnswer, routeKit } from "#server/http/openapi";
import { saveSoftwareUpload, UploadError } from "../software-files.server";
import { formatFileSize, softwareExtensions, type SoftwareUploadAnswer } from "../software-upload";

const route = routeKit(["Software"]);

const softwareUploadAnswer: z.ZodType<SoftwareUploadAnswer> = z.object({
  url: z.string(),
  fileSize: z.string(),
});

/**
 * POST /api/upload/software (admin only; ../shared/spec/back-office.md §5, §7, §9): multipart field
 * `file`, only .zip .rar .exe .msi .dmg .deb .rpm .pkg whose bytes match the type, streamed to
 * the uploads' storage (DATA_DIR/uploads or the S3 bucket) as software/<random>-<name> without
 * holding it in memory, at most SOFTWARE_UPLOAD_MAX_BYTES (413 and the partial file removed). Answers 201
 * `{ url, fileSize }` with the size as '12.50 MB'. The file is served by /uploads/* as a download.
 */
export function uploadSoftwareRoutes(deps: Deps) {
  const upload = route.post(
    "/",
    "Carica il file di un software (in streaming verso l'archivio dei file)",
    {
      middleware: [
        requireAdmin(deps, "software"),
        activityLogger(deps.db, { transaction: false, entity: "upload/software" }),
        streamedBody(),
      ],
      request: describedBody(
        "multipart/form-data",
        z.object({ file: z.file().describe(`Solo ${softwareExtensions.join(" ")}`) }),
        "Il file nel campo file",
      ),
      responses: {
        201: jsonAnswer(softwareUploadAnswer, "Salvato: indirizzo e dimensione ('12.50 MB')"),
        400: errorAnswer("Nessun file, o tipo non consentito"),
        401: errorAnswer("Sessione admin assente o scaduta"),
        413: errorAnswer("Oltre il limite di dimensione"),
      },
    },
  );
  return apiRoutes().openapi(upload, async (c) => {
    const length = Number(c.req.header("content-length"));
    try {
      const saved = await saveSoftwareUpload(c.req.raw.body, c.req.header("content-type"), {
        storage: deps.storage,
        maxBytes: deps.env.SOFTWARE_UPLOAD_MAX_BYTES,
        contentLength: Number.isFinite(length) ? length : null,
      });
      deps.logger.info({ url: saved.url, bytes: saved.bytes }, "software file uploaded");
      return c.json({ url: saved.url, fileSize: formatFileSize(saved.bytes) }, 201);
    } catch (error) {
      if (error instanceof UploadError) return c.json({ message: error.message }, error.status);
      throw error;
    }
  });
}
