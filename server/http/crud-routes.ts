import type { MiddlewareHandler } from "hono";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "#kit/lib/zod";
import type { Context } from "hono";
import type { Database } from "#db/client";
import { readRow } from "#db/rows";
import type { AppEnv, RowChange } from "../context";
import { apiRoutes, idParam, jsonAnswer, jsonBody, noContent, routeKit } from "./openapi";
import { onlySent } from "./json-body";
import { listPage } from "./list-query";
import { type Page } from "#kit/lib/page";

/** Tells the write's change hook (`recordChange`, given by the registry) what it did, if any. */
const tell = (c: Context<AppEnv>, change: RowChange) => c.get("recordChange")?.(change);

/** A list route's query schema and the page it reads (see `pagedList`). */
type PagedList = {
  query: z.ZodObject;
  page: (db: Database, params: unknown) => Promise<Page<object>>;
};

/** The `list` of `crudRoutes`: the page function typed by what the query schema gives. */
export const pagedList = <Q extends z.ZodObject>(
  query: Q,
  page: (db: Database, params: z.output<Q>) => Promise<Page<object>>,
): PagedList => ({ query, page: page as PagedList["page"] });

type Crud<
  Item extends z.ZodType,
  Body extends z.ZodType,
  Method extends "put" | "patch",
  ChangeBody extends z.ZodType,
> = {
  /** The OpenAPI tag and the words of the summaries, e.g. "Referenze" / "una referenza". */
  tag: string;
  one: string;
  /** What one stored item looks like in JSON. */
  item: Item;
  /** The body of create (and of update, unless `changeBody` is given). */
  body: Body;
  /** The body of update when it differs, e.g. every field optional for a PATCH. */
  changeBody?: ChangeBody;
  /** The "not found" message of an unknown id (404). */
  notFound: string;
  /** PUT replaces every field (default); PATCH changes only the fields sent. */
  update: Method;
  /** The route's own body limit (server/http/body-limit.ts), when the default does not fit. */
  bodyLimit?: MiddlewareHandler;
  /**
   * The paged list (decision 023): its query schema (`listQuery`, server/http/list-query.ts)
   * and the page of rows as stored (`item` describes their JSON).
   */
  list?: PagedList;
  /**
   * The entity's table: the activity log (decision 032) reads the row before and after a change
   * or a deletion through it, to store which fields changed from what to what.
   */
  table?: PgTable & { id: PgColumn };
  /**
   * Told each saved item (create or update) with its rows before and after (read through
   * `table`) and who saved it, in the write's transaction (the admin registry's, decision 032):
   * the entity's versions keep it there (decision 063).
   */
  onSaved?: (db: Database, saved: SavedItem) => Promise<unknown>;
  /** The queries (rows as stored: `item` describes their JSON). */
  create: (db: Database, input: z.output<Body>) => Promise<object>;
  change: (db: Database, id: number, input: Changes<Body, Method>) => Promise<object | null>;
  remove: (db: Database, id: number) => Promise<boolean>;
};

/** What `onSaved` is told: the item's id, its rows before (null: created) and after, who saved. */
export type SavedItem = {
  id: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
  by: AppEnv["Variables"]["admin"];
};

type Changes<Body extends z.ZodType, Method> = Method extends "patch"
  ? Partial<z.output<Body>>
  : z.output<Body>;

/**
 * The admin routes of a simple entity (decision 020), at the folder the registry mounts them on:
 *   GET    /?q=&sort=&dir=&page= -> one page of the list { items, total, page, pageSize } (when
 *                    `list` is given; described, but not in the app's type)
 *   POST   /      -> 201 the stored item
 *   PUT|PATCH /{id} -> the stored item; unknown id 404
 *   DELETE /{id}  -> 204; unknown id 404
 * Bodies are checked by `body` (400 { message, issues }); a refused domain rule or database
 * constraint answers through the API's onError. Each write tells the request's change hook
 * (`recordChange`: the activity log, decision 032, wired by the admin registry) the rows before
 * and after it (read through `table` when given).
 */
export function crudRoutes<
  Item extends z.ZodType,
  Body extends z.ZodType,
  Method extends "put" | "patch" = "put",
  ChangeBody extends z.ZodType = Body,
>(db: Database, crud: Crud<Item, Body, Method, ChangeBody>) {
  const params = idParam(crud.notFound);
  const limit = crud.bodyLimit ? [crud.bodyLimit] : [];
  const stored = jsonAnswer(crud.item, `${crud.one} come è salvato`);
  const route = routeKit([crud.tag]);
  const routes = apiRoutes();

  if (crud.list) {
    const list = crud.list;
    routes.openapi(
      route.list("/", `Elenco: ${crud.tag.toLowerCase()} (ricerca, ordinamento, 25 per pagina)`, {
        query: list.query,
        item: crud.item,
        page: "Una pagina",
      }),
      listPage(db, list.page),
    );
  }

  return routes
    .openapi(
      route.post("/", `Crea ${crud.one}`, {
        middleware: limit,
        request: jsonBody(crud.body),
        responses: { 201: stored },
      }),
      async (c) => {
        const input = c.req.valid("json" as never) as z.output<Body>;
        const row = await crud.create(db, input);
        const id = (row as { id?: unknown }).id;
        const after =
          crud.table && typeof id === "number" ? await readRow(db, crud.table, id) : row;
        tell(c, { action: "create", before: null, after: after as Record<string, unknown> });
        if (crud.onSaved && typeof id === "number") {
          const saved = after as Record<string, unknown>;
          await crud.onSaved(db, { id, before: null, after: saved, by: c.get("admin") });
        }
        return c.json(row as never, 201);
      },
    )
    .openapi(
      route[crud.update](
        "/{id}",
        crud.update === "put"
          ? `Sostituisce ${crud.one}`
          : `Modifica i campi inviati di ${crud.one}`,
        {
          middleware: limit,
          request: { params, ...jsonBody((crud.changeBody ?? crud.body) as ChangeBody) },
          responses: { 200: stored },
        },
      ),
      async (c) => {
        const { id } = c.req.valid("param" as never) as { id: number };
        const parsed = c.req.valid("json" as never) as z.output<Body>;
        const input =
          crud.update === "patch"
            ? onlySent(parsed as Record<string, unknown>, await c.req.json())
            : parsed;
        const before = crud.table ? await readRow(db, crud.table, id) : null;
        const row = await crud.change(db, id, input as Changes<Body, Method>);
        if (!row) return c.json({ message: crud.notFound }, 404);
        const after = crud.table ? await readRow(db, crud.table, id) : row;
        tell(c, {
          entityId: id,
          action: "update",
          before,
          after: after as Record<string, unknown>,
        });
        const saved = after as Record<string, unknown>;
        await crud.onSaved?.(db, { id, before, after: saved, by: c.get("admin") });
        return c.json(row as never, 200);
      },
    )
    .openapi(
      route.delete("/{id}", `Elimina ${crud.one}`, {
        request: { params },
        responses: noContent,
      }),
      async (c) => {
        const { id } = c.req.valid("param" as never) as { id: number };
        const before = crud.table ? await readRow(db, crud.table, id) : null;
        if (!(await crud.remove(db, id))) return c.json({ message: crud.notFound }, 404);
        tell(c, { entityId: id, action: "delete", before, after: null });
        return c.body(null, 204);
      },
    );
}
