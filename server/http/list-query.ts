import type { Context, Env, Input } from "hono";
import { z } from "#kit/lib/zod";
import type { Database } from "#db/client";
import type { SortSpec } from "#db/list-query";
import type { Page } from "#kit/lib/page";

/**
 * The admin lists that scale (decision 023): every back-office list is searched, sorted and
 * paginated by the server. A list route declares its query with `listQuery` (q, sort among
 * whitelisted names, dir, page, plus its own filters) and answers `pagedAnswer(item)`:
 * `{ items, total, page, pageSize }`, 25 items a page. This is the HTTP half (query and answer
 * schemas, the handler); the queries are db/list-query.ts, the paging kit/lib/page.ts.
 */

export const listMessages = {
  sort: "Ordinamento non valido",
  dir: "Direzione non valida: asc o desc",
  page: "Pagina non valida",
  q: "La ricerca può contenere al massimo 200 caratteri",
};

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** An optional query parameter: empty text counts as absent. */
export const optionalParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess(blankToUndefined, schema.optional());

/** An optional id filter, e.g. `?customerId=12`; anything else answers 400 with `message`. */
export const idFilter = (message: string) =>
  optionalParam(
    z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message),
  );

/** `?status=active|inactive`: the filter of a list whose rows are switched on and off. */
export const activeStatusParam = optionalParam(
  z.enum(["active", "inactive"], { error: "Stato non valido" }),
);

/**
 * The query schema of a list: `q`, `sort` (one of the list's sortable `columns`), `dir`, `page`
 * (from 1) and the list's own filters. Bad values answer 400 with an Italian message (the API's
 * validation hook).
 */
export function listQuery<Sort extends string, F extends z.ZodRawShape = Record<never, never>>(
  spec: SortSpec<Sort>,
  filters: F = {} as F,
) {
  const sorts = Object.keys(spec.columns) as [Sort, ...Sort[]];
  return z.object({
    q: optionalParam(z.string().trim().max(200, listMessages.q)),
    sort: optionalParam(z.enum(sorts, { error: listMessages.sort })),
    dir: optionalParam(z.enum(["asc", "desc"], { error: listMessages.dir })),
    page: optionalParam(
      z.coerce
        .number({ error: listMessages.page })
        .int(listMessages.page)
        .min(1, listMessages.page)
        .max(1_000_000, listMessages.page),
    ),
    ...filters,
  });
}

/** The answer schema of a list route. */
export const pagedAnswer = <S extends z.ZodType>(item: S) =>
  z.object({
    items: item.array(),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/**
 * The handler of a list's GET (`route.list`): the page `page` reads for the list's validated
 * query (search, sort, page and filters), answered as JSON.
 */
export const listPage =
  <Query, Item>(db: Database, page: (db: Database, query: Query) => Promise<Page<Item>>) =>
  async <E extends Env, P extends string, I extends Input>(c: Context<E, P, I>) =>
    c.json(await page(db, c.req.valid("query" as never) as Query), 200);
