import type { ApiDocument } from "#server/api/openapi-document";

/** One operation of the API as the reference page shows it. */
export type ApiOperation = {
  id: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  description: string | null;
  /** JSON of the request body schema, or null. */
  request: string | null;
  /** JSON of the path and query parameters, or null. */
  parameters: string | null;
  responses: { status: string; description: string; schema: string | null }[];
};

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

const json = (value: unknown) => JSON.stringify(value, null, 2);

type Content = { content?: Record<string, { schema?: unknown }> } | undefined;
const schemaOf = (part: Content) => {
  const media = part?.content ? Object.values(part.content)[0] : undefined;
  return media?.schema === undefined ? null : json(media.schema);
};

/**
 * The document's operations grouped by tag for /admin/api: method, full path (the document's
 * server "/api" included), summary, parameters, request body and answers with their schemas.
 */
export function apiOperations(document: ApiDocument): [string, ApiOperation[]][] {
  const base = document.servers?.[0]?.url ?? "";
  const groups = new Map<string, ApiOperation[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? "Altro";
      const parameters = operation.parameters ?? [];
      const entry: ApiOperation = {
        id: `${method}-${path}`.replaceAll(/[^a-zA-Z0-9]+/g, "-"),
        method: method.toUpperCase(),
        path: `${base}${path}`,
        tag,
        summary: operation.summary ?? "",
        description: operation.description ?? null,
        request: schemaOf(operation.requestBody as Content),
        parameters: parameters.length > 0 ? json(parameters) : null,
        responses: Object.entries(operation.responses ?? {}).map(([status, answer]) => ({
          status,
          description: (answer as { description?: string }).description ?? "",
          schema: schemaOf(answer as Content),
        })),
      };
      groups.set(tag, [...(groups.get(tag) ?? []), entry]);
    }
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, "it"));
}
