import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context";

export type ApiDocument = ReturnType<OpenAPIHono["getOpenAPIDocument"]>;

/**
 * The OpenAPI 3 document of the routes declared on `api` (mounted at /api), written once on
 * first use: the routes do not change while the process runs.
 */
export function describeApi(api: OpenAPIHono<AppEnv>): () => ApiDocument {
  let document: ApiDocument | null = null;
  return () =>
    (document ??= api.getOpenAPIDocument({
      openapi: "3.0.3",
      info: {
        title: "API Scaligera Digital",
        version: "1.0.0",
        description:
          "Le chiamate JSON del sito, del pannello di amministrazione e dell'area clienti. " +
          "Gli errori rispondono { message, issues? } con il messaggio in italiano.",
      },
      servers: [{ url: "/api" }],
    }));
}
