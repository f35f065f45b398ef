import { describe, expect, it } from "vitest";
import { fileFixtures } from "#tests/helpers/fixtures";
import type { ApiDocument } from "./openapi-document";

const kit = fileFixtures();

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** Every method and path the API answers, from Hono's own route table (OpenAPI path style). */
function mountedRoutes(): string[] {
  const found = new Set<string>();
  for (const route of kit.api.routes) {
    if (route.method === "ALL") continue;
    if (route.path === "/*" || route.path === "/openapi.json") continue;
    const path = route.path.replaceAll(/:([^/]+)/g, "{$1}").replace(/(.)\/$/, "$1");
    found.add(`${route.method} ${path}`);
  }
  return [...found].sort();
}

function describedRoutes(document: ApiDocument): string[] {
  const found: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      if (item[method]) found.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return found.sort();
}

/** Every "#/components/..." reference of the document, with where it was found. */
function references(value: unknown, at = "#"): [string, string][] {
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "$ref" && typeof inner === "string"
      ? [[inner, at] as [string, string]]
      : references(inner, `${at}/${key}`),
  );
}

async function fetchDocument(): Promise<ApiDocument> {
  const res = await kit.adminApi.call("GET", "/openapi.json");
  expect(res.status).toBe(200);
  return (await res.json()) as ApiDocument;
}

describe("GET /api/openapi.json", () => {
  it("is for administrators only", async () => {
    expect((await kit.api.request("/openapi.json")).status).toBe(401);
    const asCustomer = await kit.api.request("/openapi.json", {
      headers: { Cookie: kit.customerApi.cookie },
    });
    expect(asCustomer.status).toBe(403);
  });

  it("is an OpenAPI 3 document: every operation answers, names its path parameters and resolves its references", async () => {
    const document = await fetchDocument();
    expect(document.openapi).toMatch(/^3\.0\.\d+$/);
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toBeTruthy();
    expect(document.servers).toEqual([{ url: "/api" }]);
    const operationIds = new Set<string>();
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      expect(path.startsWith("/"), path).toBe(true);
      const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const where = `${method} ${path}`;
        expect(Object.keys(operation.responses ?? {}).length, where).toBeGreaterThan(0);
        for (const [code, response] of Object.entries(operation.responses)) {
          expect(code, where).toMatch(/^[1-5]\d\d$|^default$/);
          // A described answer (an OpenAPI response object), not a schema given in its place.
          expect(
            typeof (response as { description?: unknown }).description,
            `${where} ${code}`,
          ).toBe("string");
        }
        expect(operation.summary, where).toBeTruthy();
        const declared = (operation.parameters ?? [])
          .filter((p) => "in" in p && p.in === "path")
          .map((p) => ("name" in p ? p.name : ""))
          .sort();
        expect(declared, where).toEqual(pathParams);
        if (operation.operationId) {
          expect(operationIds.has(operation.operationId), where).toBe(false);
          operationIds.add(operation.operationId);
        }
      }
    }
    for (const [ref, at] of references(document)) {
      const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(ref) ?? [];
      const components = document.components as Record<string, Record<string, unknown>>;
      expect(section && name && components?.[section]?.[name], `${ref} at ${at}`).toBeTruthy();
    }
  });

  it("describes every route the API mounts, and no other", async () => {
    const document = await fetchDocument();
    const mounted = mountedRoutes();
    expect(describedRoutes(document)).toEqual(mounted);
  });

  it("keeps the answers of the hand-written handlers: unknown id before the body, then 415 and 400", async () => {
    const notFound = await kit.adminApi.call("PUT", "/admin/clients/abc", "{");
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({ message: "Cliente non trovato" });
    const wrongType = await kit.adminApi.call("POST", "/admin/clients", "name=x", {
      "Content-Type": "text/plain",
    });
    expect(wrongType.status).toBe(415);
    const malformed = await kit.adminApi.call("POST", "/admin/clients", "{");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Richiesta non valida: JSON malformato" });
    const invalid = await kit.adminApi.call("POST", "/admin/clients", { name: "" });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      message: "Nome cliente richiesto",
      issues: [{ path: "name", message: "Nome cliente richiesto" }],
    });
  });
});
