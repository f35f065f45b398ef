import { isDeepStrictEqual } from "node:util";
import type { Database } from "#db/client";
import { apiRoutes, idSchema, jsonAnswer, routeKit } from "#server/http/openapi";
import { z } from "#kit/lib/zod";
import { isoOf } from "#kit/lib/dates";
import { withChange } from "#features/activity/activity.server";
import { authorOf, getVersion, listVersions, type StoredVersion } from "../versions.server";
import { restoreVersion, type VersionedEntity } from "../versioned-entity.server";
import { contentDiff } from "../version-diff.server";
import { versionDiffView, versionListView, versionView } from "../version-views";

export const VERSION_NOT_FOUND = "Versione non trovata";

const listed = (
  version: Omit<StoredVersion, "id" | "entity" | "itemId" | "content" | "createdById">,
  current: boolean,
) => ({
  number: version.number,
  published: version.published,
  summary: version.summary,
  createdBy: version.createdByName,
  createdAt: isoOf(version.createdAt),
  current,
});

/**
 * The versions of one entity's items (decision 063), mounted beside its own admin routes so that
 * the area of its mount guards them: whoever may edit an item may list, compare and restore its
 * versions.
 *   GET  /{id}/versions                    -> the list, newest first (no content)
 *   GET  /{id}/versions/{number}           -> one version with its content
 *   GET  /{id}/versions/{number}/diff      -> from that version to the content now
 *   POST /{id}/versions/{number}/restore   -> its content becomes the editable one; a new version
 */
export function itemVersionRoutes<Item extends z.ZodType>(
  db: Database,
  versioned: VersionedEntity<Item>,
) {
  const route = routeKit([versioned.tag]);
  const item = z.object({ id: idSchema(versioned.notFound) });
  const one = item.extend({ number: idSchema(VERSION_NOT_FOUND) });

  /** The version and the item's state now, or the 404 message of what is missing. */
  const find = async (id: number, number: number) => {
    const state = await versioned.state(db, id);
    if (!state) return { message: versioned.notFound, state: null, version: null };
    const version = await getVersion(db, versioned.entity, id, number);
    if (!version) return { message: VERSION_NOT_FOUND, state: null, version: null };
    return { message: "", state, version };
  };

  return apiRoutes()
    .openapi(
      route.get("/{id}/versions", "Le versioni salvate, dalla più recente", {
        description:
          "Numero, autore, data, se è stata pubblicata e cosa cambiava rispetto alla precedente; senza il contenuto.",
        request: { params: item },
        responses: { 200: jsonAnswer(versionListView, "Le versioni") },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        const state = await versioned.state(db, id);
        if (!state) return c.json({ message: versioned.notFound }, 404);
        const rows = await listVersions(db, versioned.entity, id);
        const latest = rows[0] && (await getVersion(db, versioned.entity, id, rows[0].number));
        const latestIsNow = Boolean(latest && isDeepStrictEqual(latest.content, state.content));
        const items = rows.map((row, index) => listed(row, index === 0 && latestIsNow));
        return c.json({ items }, 200);
      },
    )
    .openapi(
      route.get("/{id}/versions/{number}", "Una versione con il suo contenuto", {
        request: { params: one },
        responses: { 200: jsonAnswer(versionView, "La versione") },
      }),
      async (c) => {
        const { id, number } = c.req.valid("param");
        const found = await find(id, number);
        if (!found.version) return c.json({ message: found.message }, 404);
        const current = isDeepStrictEqual(found.version.content, found.state.content);
        return c.json({ ...listed(found.version, current), content: found.version.content }, 200);
      },
    )
    .openapi(
      route.get("/{id}/versions/{number}/diff", "Cosa cambia da una versione a quella attuale", {
        description:
          "Per ogni campo diverso, il testo con le parti aggiunte e tolte (del testo formattato si confronta il testo visibile); per le pagine anche i blocchi aggiunti, tolti, spostati o modificati.",
        request: { params: one },
        responses: { 200: jsonAnswer(versionDiffView, "Le differenze") },
      }),
      async (c) => {
        const { id, number } = c.req.valid("param");
        const found = await find(id, number);
        if (!found.version) return c.json({ message: found.message }, 404);
        const diff = contentDiff(versioned.entity, found.version.content, found.state.content);
        return c.json({ number, ...diff }, 200);
      },
    )
    .openapi(
      route.post("/{id}/versions/{number}/restore", "Ripristina una versione", {
        description:
          "Il contenuto della versione diventa quello modificabile (per le pagine la bozza, mai il contenuto pubblicato) e viene salvato come nuova versione «Ripristinata dalla versione N»; le versioni esistenti non cambiano. Ciò che non è contenuto resta com'è ora (indirizzo, pubblicazione, ordine). 409 se la versione è uguale al contenuto attuale.",
        request: { params: one },
        responses: {
          200: jsonAnswer(
            z.object({ number: z.number().int(), item: versioned.item }),
            "Il numero della nuova versione e l'elemento come è salvato ora",
          ),
          409: jsonAnswer(z.object({ message: z.string() }), "Nulla da ripristinare"),
          400: jsonAnswer(
            z.object({ message: z.string() }),
            "La versione non rispetta più le regole",
          ),
        },
      }),
      async (c) => {
        const { id, number } = c.req.valid("param");
        const found = await find(id, number);
        if (!found.version) return c.json({ message: found.message }, 404);
        const restored = await withChange({ entityId: id, read: () => versioned.row(db, id) }, () =>
          restoreVersion(db, versioned, id, found.version, authorOf(c.get("admin"))),
        );
        if (!restored) return c.json({ message: versioned.notFound }, 404);
        return c.json(restored as never, 200);
      },
    );
}
