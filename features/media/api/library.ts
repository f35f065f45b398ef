import { z } from "#kit/lib/zod";
import type { Deps } from "#server/context";
import { jsonBodyLimit } from "#server/http/json-body";
import { listPage } from "#server/http/list-query";
import {
  apiRoutes,
  errorAnswer,
  foundOr404,
  idParam,
  jsonAnswer,
  jsonBody,
  noContent,
  routeKit,
} from "#server/http/openapi";
import { readRow } from "#db/rows";
import { noteChange, withChange } from "#features/activity/activity.server";
import {
  mediaChangeSchema,
  mediaDeleteSchema,
  mediaItemSchema,
  mediaMessages,
} from "../media.schema";
import { changeMedia, deleteMedia, mediaListQuery, mediaPage, readMedia } from "../media.server";
import { media } from "../media.table";

const route = routeKit(["Media"]);
const params = idParam(mediaMessages.notFound);
const inUse = errorAnswer("Immagine ancora in uso: il messaggio dice dove");

/**
 * /api/admin/media (area "media", decision 064): the library's page (search by name and
 * alternative text, filter by type and by missing alternative text, 25 a page with where each
 * image is used), one image, its alternative text and focal point, and the delete of unused
 * images, one or many, with every copy of their files.
 */
export function mediaLibraryRoutes({ db, storage }: Deps) {
  const remove = async (ids: number[]) => {
    const deleted = await deleteMedia(db, storage, ids);
    for (const row of deleted) {
      noteChange({ entityId: row.id, action: "delete", before: row, after: null });
    }
    return deleted.length;
  };
  return apiRoutes()
    .openapi(
      route.list("/", "La libreria media (ricerca, tipo, testo alternativo, 25 per pagina)", {
        query: mediaListQuery,
        item: mediaItemSchema,
        page: "Una pagina di immagini, ciascuna con i punti in cui è usata",
      }),
      listPage(db, mediaPage),
    )
    .openapi(
      route.get("/{id}", "Un'immagine della libreria", {
        request: { params },
        responses: { 200: jsonAnswer(mediaItemSchema, "L'immagine") },
      }),
      async (c) =>
        foundOr404(c, await readMedia(db, c.req.valid("param").id), mediaMessages.notFound),
    )
    .openapi(
      route.patch("/{id}", "Testo alternativo e punto focale di un'immagine", {
        middleware: [jsonBodyLimit(4)],
        request: { params, ...jsonBody(mediaChangeSchema) },
        responses: { 200: jsonAnswer(mediaItemSchema, "L'immagine aggiornata") },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        const changed = await withChange({ entityId: id, read: () => readRow(db, media, id) }, () =>
          changeMedia(db, id, c.req.valid("json")),
        );
        return foundOr404(c, changed, mediaMessages.notFound);
      },
    )
    .openapi(
      route.delete("/{id}", "Elimina un'immagine non usata, con i suoi file", {
        request: { params },
        responses: { ...noContent, 409: inUse },
      }),
      async (c) => {
        await remove([c.req.valid("param").id]);
        return c.body(null, 204);
      },
    )
    .openapi(
      route.post("/delete", "Elimina più immagini non usate, con i loro file", {
        middleware: [jsonBodyLimit(8)],
        request: jsonBody(mediaDeleteSchema),
        responses: {
          200: jsonAnswer(z.object({ deleted: z.number().int() }), "Quante immagini eliminate"),
          404: errorAnswer("Una delle immagini non esiste"),
          409: inUse,
        },
      }),
      async (c) => c.json({ deleted: await remove(c.req.valid("json").ids) }, 200),
    );
}
