import { OpenAPIHono, createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { z } from "#kit/lib/zod";
import type { AppEnv } from "../context";
import { readJsonBody, validationError } from "./json-body";
import { csvFileAnswer } from "./csv";
import { pagedAnswer } from "./list-query";
import { parseRouteId } from "./route-params";

/**
 * The pieces every API route file is written with (decision 020): routes declared with
 * `apiRoute` (request and response schemas, described in /api/openapi.json) on an `apiRoutes()`
 * app, whose validation answers exactly the spec's 400 bodies.
 */

/** A path parameter that is not one: 404 with its schema's message (see `idParam`). */
const unknownPath = (c: Context, error: z.ZodError) =>
  c.json({ message: error.issues[0]?.message ?? "Risorsa non trovata" }, 404);

/**
 * A router whose schema failures answer as the API always has: a path id that is not one
 * answers 404 with the entity's "not found" message (the id schema's own message, `idParam`),
 * anything else 400 `{ message, issues }` (server/http/json-body.ts).
 */
export function apiRoutes() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      if (result.target === "param") return unknownPath(c, result.error);
      return validationError(c, result.error);
    },
  });
}

/** The path parameters checked before the body is read: an unknown id is 404 whatever the body. */
const paramsFirst =
  (schema: z.ZodType): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const params = await schema.safeParseAsync(c.req.param());
    if (!params.success) return unknownPath(c, params.error);
    await next();
  };

/** Reads the body as a JSON object first: 415 for another content type, 400 for bad JSON. */
const jsonObjectBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  const body = await readJsonBody(c);
  if (!body.ok) return body.response;
  await next();
};

const asList = (middleware: RouteConfig["middleware"]): MiddlewareHandler[] =>
  middleware === undefined ? [] : Array.isArray(middleware) ? middleware : [middleware];

/** A request body given as JSON with a zod schema (not a `describedBody`). */
type ZodJsonBody = { body: { content: { "application/json": { schema: z.ZodType } } } };

/**
 * The answers a route's own validation gives (see `apiRoutes`): 400 for a query or a JSON body
 * that its schema refuses, 404 for a path parameter that is not one.
 */
type ValidationAnswers<Request> = (Request extends { query: z.ZodType } | ZodJsonBody
  ? typeof invalidInput
  : unknown) &
  (Request extends { params: z.ZodType } ? typeof notFoundAnswer : unknown);

/** A route's config with the answers of its validation added to its own. */
type Answered<R extends Omit<RouteConfig, "path">> = R & {
  responses: ValidationAnswers<R["request"]>;
};

/**
 * `createRoute` that reads a JSON body the project's way before its schema is applied (after the
 * route's own middleware, such as a body limit or a rate limit, and after the path parameters,
 * as the handlers always did): a body declared as JSON gets the 415/400 answers of
 * `readJsonBody`. The answers its validation gives (`ValidationAnswers`) are described without
 * being listed; a route's own 400 or 404 takes their place.
 */
export function apiRoute<P extends string, R extends Omit<RouteConfig, "path"> & { path: P }>(
  config: R,
): ReturnType<typeof createRoute<P, Answered<R>>> {
  // A body given as JSON Schema (`describedBody`) is read by the handler itself.
  const json = config.request?.body?.content?.["application/json"];
  const takesJson = json !== undefined && "schema" in json && json.schema instanceof z.ZodType;
  const params = config.request?.params;
  const before = params ? [paramsFirst(params)] : [];
  const middleware = takesJson
    ? [...asList(config.middleware), ...before, jsonObjectBody]
    : config.middleware;
  const responses = {
    ...(takesJson || config.request?.query ? invalidInput : {}),
    ...(params ? notFoundAnswer : {}),
    ...config.responses,
  };
  return createRoute({ ...config, middleware, responses } as Answered<R>);
}

type Method = "get" | "post" | "put" | "patch" | "delete";

/** What a route declares besides its method, path, tags and summary. */
type RouteParts = Omit<RouteConfig, "method" | "path" | "tags" | "summary">;

/** What the routes of one file share besides their tags. */
type KitOptions = {
  /** The body limit of every route of the file that reads a JSON body, after its own middleware. */
  bodyLimit?: MiddlewareHandler;
};

/**
 * The route declarations of one API file, its OpenAPI tags given once:
 *   const route = routeKit(["Blog"]);
 *   apiRoutes().openapi(route.get("/", "Gli articoli", { responses }), handler)
 * `list` is the GET of a paged list (`listRoute`), `csv` the GET of a list's rows as a CSV file
 * (its handler is `csvExport`, server/http/csv.ts), `bySlug` the GET /{slug} of a public item
 * whose old slugs answer 301 (decision 026; the handler answers them with `renamedOr404`).
 */
export function routeKit(tags: string[], options: KitOptions = {}) {
  const limited = (parts: RouteParts) =>
    options.bodyLimit && parts.request?.body
      ? { ...parts, middleware: [...asList(parts.middleware), options.bodyLimit] }
      : parts;
  const declare =
    <M extends Method>(method: M) =>
    <P extends string, R extends RouteParts>(path: P, summary: string, parts: R) =>
      apiRoute({ method, path, tags, summary, ...(limited(parts) as R) });
  return {
    get: declare("get"),
    post: declare("post"),
    put: declare("put"),
    patch: declare("patch"),
    delete: declare("delete"),
    list: <P extends string, Q extends z.ZodObject, I extends z.ZodType>(
      path: P,
      summary: string,
      list: PagedListAnswer<Q, I>,
    ) => apiRoute(listRoute({ path, tags, summary, ...list })),
    csv: <P extends string, Q extends z.ZodObject>(path: P, summary: string, query: Q) =>
      declare("get")(path, summary, { request: { query }, responses: csvFileAnswer }),
    bySlug: <A extends ReturnType<typeof jsonAnswer>>(
      summary: string,
      description: string,
      item: A,
    ) =>
      declare("get")("/{slug}", summary, {
        description,
        request: { params: slugParam },
        responses: { 200: item, ...renamedAnswer },
      }),
  };
}

/** 200 (or `status`) with `value`, or 404 `{ message }` when there is none. */
export function foundOr404<T, S extends 200 | 201 = 200>(
  c: Context,
  value: T | null | undefined,
  message: string,
  status: S = 200 as S,
) {
  return value ? c.json(value, status) : c.json({ message }, 404);
}

/** 204 when `done`, else 404 `{ message }` (a deletion of what was not there). */
export function noContentOr404(c: Context, done: boolean, message: string) {
  return done ? c.body(null, 204) : c.json({ message }, 404);
}

/** One issue of a 400: the field's dotted path ("" for the whole request) and its message. */
export const issueSchema = z.object({ path: z.string(), message: z.string() });

/** Every error answer of the API: an Italian message, and the issues for refused input. */
export const errorSchema = z.object({
  message: z.string(),
  issues: z.array(issueSchema).optional(),
  /** What a form may turn into a question (e.g. "shadows-page", decision 062). */
  code: z.string().optional(),
});

/** A JSON request body of `schema`. */
export const jsonBody = <S extends z.ZodType>(schema: S, description?: string) => ({
  body: { content: { "application/json": { schema } }, required: true, description },
});

/**
 * A request body that is described in /api/openapi.json but read by the handler itself: a
 * multipart upload streamed to disk, or a body whose refusals keep their own shape (the consent
 * record). The schema is given as JSON Schema, so no validator of the library runs on it.
 */
export const describedBody = (mediaType: string, schema: z.ZodType, description: string) => ({
  body: {
    content: { [mediaType]: { schema: z.toJSONSchema(schema, { io: "input" }) as object } },
    required: true,
    description,
  },
});

/** A JSON answer of `schema`. */
export const jsonAnswer = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** An error answer ({ message, issues? }). */
export const errorAnswer = (description: string) => jsonAnswer(errorSchema, description);

/** The usual error answers, to spread into a route's `responses`. */
export const invalidInput = { 400: errorAnswer("Dati non validi (message e issues)") };
export const noContent = { 204: { description: "Fatto, nessun contenuto" } };
export const notFoundAnswer = { 404: errorAnswer("Non trovato") };
/** A paged list's query, and its item and the description of one page of them. */
type PagedListAnswer<Q extends z.ZodObject, I extends z.ZodType> = {
  query: Q;
  item: I;
  page: string;
};

/**
 * The GET of a paged list (decision 023), given to `apiRoute`: its `listQuery` as `query`, one
 * page of `item` as the answer (`pagedAnswer`, described as `page`), 400 for a bad query.
 */
export const listRoute = <P extends string, Q extends z.ZodObject, I extends z.ZodType>(
  list: { path: P; tags: string[]; summary: string } & PagedListAnswer<Q, I>,
) => ({
  method: "get" as const,
  path: list.path,
  tags: list.tags,
  summary: list.summary,
  request: { query: list.query },
  responses: { 200: jsonAnswer(pagedAnswer(list.item), list.page) },
});

/** A slug the item had before: 301 to the same endpoint with its current slug (decision 026). */
export const renamedAnswer = {
  301: {
    description: "Lo slug è cambiato: Location è l'indirizzo con quello attuale",
    headers: z.object({ Location: z.string() }),
  },
};

/**
 * The 301 of an old slug: the request's own path with its last segment (the slug) replaced by
 * `current`, so the answer names the same endpoint wherever the router is mounted.
 */
export function renamedTo(c: Context, current: string): Response {
  const path = c.req.path;
  c.header("Cache-Control", "no-store");
  return c.redirect(
    `${path.slice(0, path.lastIndexOf("/") + 1)}${encodeURIComponent(current)}`,
    301,
  );
}

/** The path of a public item by slug (its old slugs answer 301, decision 026). */
const slugParam = z.object({ slug: z.string() });

/** No item has the slug now: 301 to its `current` slug when it had this one before, else 404. */
export function renamedOr404(c: Context, current: string | null, message: string) {
  return current ? renamedTo(c, current) : c.json({ message }, 404);
}

/** A positive integer written without sign, leading zeros or decimals. */
const ID_PATTERN = /^[1-9]\d{0,9}$/;

/**
 * A path id (a positive 32-bit integer written plainly, server/http/route-params.ts) as a
 * number; any other text answers 404 with `notFound` (see `apiRoutes`).
 */
export const idSchema = (notFound: string) =>
  z
    .string()
    .regex(ID_PATTERN, notFound)
    .transform((raw, ctx) => {
      const id = parseRouteId(raw);
      if (id === null) {
        ctx.addIssue({ code: "custom", message: notFound });
        return z.NEVER;
      }
      return id;
    });

/** `{ id }` path parameters, see `idSchema`. */
export const idParam = (notFound: string) => z.object({ id: idSchema(notFound) });
