import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none } from "#features/personal-data/personal-data-tables";
import * as tables from "./media.table";
import { uploadRoutes } from "./api/admin";
import { mediaLibraryRoutes } from "./api/library";

/** The image uploads, /api/upload, and the media library, /api/admin/media (decisions 055, 064). */
export const mediaServer = defineServerEntity({
  id: "media",
  tables,
  public: { "/upload": { routes: uploadRoutes } },
  admin: { "/media": { area: "media", routes: mediaLibraryRoutes } },
  logged: { media: { table: tables.media } },
  personalData: {
    media: none("Immagini del sito; chi le ha caricate è un account del personale."),
    media_tasks: none("Attività una tantum della libreria media."),
  },
});
