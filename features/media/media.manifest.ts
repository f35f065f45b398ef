import { Images } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";

/**
 * The image uploads of the content forms and the media library (decisions 055, 064). The Media
 * tab's area is owned like the uploads' ("images"): whoever may upload an image may see, edit
 * and delete the library's images.
 */
export const mediaManifest = defineEntity({
  id: "media",
  areas: { images: "content", media: "content" },
  tabs: [
    {
      id: "media",
      label: "Media",
      icon: Images,
      group: "content",
      api: "/media",
      component: { file: "admin/media-tab.tsx", name: "MediaTab" },
    },
  ],
  activity: {
    upload: { label: "Caricamento immagini" },
    media: {
      label: "Media",
      fields: {
        name: "Nome",
        alt: "Testo alternativo",
        focalX: "Punto focale (orizzontale, %)",
        focalY: "Punto focale (verticale, %)",
        url: "Indirizzo",
        mime: "Tipo",
        bytes: "Dimensione (byte)",
        width: "Larghezza",
        height: "Altezza",
        uploadedById: "Caricata da (id)",
        uploadedByName: "Caricata da",
        uploadedAt: "Caricata il",
      },
    },
  },
});
