import { defineEntity } from "#features/shared/entity-manifest";

/** The image uploads of the content forms (decision 055). */
export const mediaManifest = defineEntity({
  id: "media",
  areas: { images: "content" },
  activity: { upload: { label: "Caricamento immagini" } },
});
