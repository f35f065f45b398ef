import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { uploadRoutes } from "./api/admin";

/** The image uploads of the content forms, /api/upload (decision 055). */
export const mediaServer = defineServerEntity({
  id: "media",
  public: { "/upload": { routes: uploadRoutes } },
});
