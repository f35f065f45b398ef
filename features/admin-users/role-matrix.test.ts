import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { addAdmin, cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";
import { adminAreaOfPath, adminMounts } from "#server/api/admin";
import type { ApiDocument } from "#server/api/openapi-document";
import { adminAreas, adminRoles, roleAreas, roleMay, type AdminRole } from "./admin-roles";

/**
 * The role matrix over every admin route (decision 030): each operation of the OpenAPI
 * document under /admin/* (past login/logout/me), the image and software uploads and the
 * document itself, called by each role: 403 exactly where the role map says so. A route added
 * later is in the document, so it is walked too.
 */
const PASSWORD = "Password-Ruoli-2026";
const METHODS = ["get", "post", "put", "patch", "delete"] as const;
const OPEN = new Set(["/admin/login", "/admin/login/two-factor", "/admin/logout", "/admin/me"]);
let handle: DatabaseHandle;
let api: ReturnType<typeof createTestApi>;
const cookies = {} as Record<AdminRole, string>;

beforeAll(async () => {
  handle = await createTestDatabase();
  api = createTestApi(handle.db);
  for (const role of adminRoles) {
    await addAdmin(handle.db, { username: `utente-${role}`, password: PASSWORD, role });
    cookies[role] = cookieOf(
      await api.request(
        "/admin/login",
        postJson({ username: `utente-${role}`, password: PASSWORD }),
      ),
    );
  }
});
afterAll(() => handle.close());

async function operations(): Promise<{ method: string; path: string }[]> {
  const res = await api.request("/openapi.json", { headers: { Cookie: cookies.admin } });
  expect(res.status).toBe(200);
  const document = (await res.json()) as ApiDocument;
  const found: { method: string; path: string }[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      if (item[method]) found.push({ method: method.toUpperCase(), path });
    }
  }
  return found;
}

/** The area each guarded route belongs to, or null for the routes outside the back office. */
function areaOf(path: string) {
  if (path.startsWith("/admin/") && !OPEN.has(path)) return adminAreaOfPath(path);
  if (path === "/upload") return "images";
  if (path === "/upload/software") return "software";
  return null;
}

describe("the role map", () => {
  it("gives Amministratore everything and the others only their areas", () => {
    expect(roleAreas.admin).toEqual(adminAreas);
    for (const area of ["settings", "users", "api"] as const) {
      expect(roleMay("editor", area)).toBe(false);
      expect(roleMay("support", area)).toBe(false);
    }
    expect(roleMay("editor", "blog")).toBe(true);
    expect(roleMay("editor", "tickets")).toBe(false);
    expect(roleMay("support", "tickets")).toBe(true);
    expect(roleMay("support", "blog")).toBe(false);
    expect(roleMay("sconosciuto", "dashboard")).toBe(false);
  });

  it("names an area for every admin mount, and unknown paths belong to Amministratore only", () => {
    for (const [path, mount] of Object.entries(adminMounts)) {
      expect(adminAreaOfPath(`/api/admin${path}/1`)).toBe(mount.area);
    }
    expect(adminAreaOfPath("/api/admin/rotta-futura")).toBe("users");
  });
});

describe("every admin route against every role", () => {
  it("answers 403 exactly where the role may not use the route's area", async () => {
    const routes = (await operations()).filter((op) => areaOf(op.path) !== null);
    // The document holds the back office: at least one route per mount, the uploads too.
    for (const mount of Object.keys(adminMounts)) {
      expect(routes.some((op) => op.path.startsWith(`/admin${mount}`))).toBe(true);
    }
    expect(routes.some((op) => op.path === "/upload")).toBe(true);
    const mismatches: string[] = [];
    for (const { method, path } of routes) {
      const area = areaOf(path)!;
      const url = path.replaceAll(/\{[^}]+\}/g, "999999");
      for (const role of adminRoles) {
        const res = await api.request(url, {
          method,
          headers: { Cookie: cookies[role], "Content-Type": "application/json" },
          body: method === "GET" ? undefined : "{}",
        });
        const refused = res.status === 403;
        if (refused !== !roleMay(role, area)) {
          mismatches.push(`${role} ${method} ${path} (${area}): ${res.status}`);
        } else if (refused) {
          expect(((await res.json()) as { message: string }).message).toMatch(
            /^Il tuo ruolo \((Redazione|Assistenza)\) non consente/,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Some 600 requests one after the other (every route, each role): more than the default.
  }, 120_000);

  it("keeps the OpenAPI document and unknown admin paths for Amministratore", async () => {
    for (const role of ["editor", "support"] as const) {
      const headers = { Cookie: cookies[role] };
      expect((await api.request("/openapi.json", { headers })).status).toBe(403);
      expect((await api.request("/admin/qualcosa", { headers })).status).toBe(403);
      // Their own session still answers.
      expect((await api.request("/admin/me", { headers })).status).toBe(200);
    }
    expect(
      (await api.request("/admin/qualcosa", { headers: { Cookie: cookies.admin } })).status,
    ).toBe(404);
  });

  it("zeroes the dashboard numbers of other areas", async () => {
    const attention = async (role: AdminRole) =>
      (await (
        await api.request("/admin/dashboard/attention", { headers: { Cookie: cookies[role] } })
      ).json()) as Record<string, number>;
    await handle.db.execute(
      "insert into contact_messages (name, email, message) values ('Anna', 'anna@example.it', 'Ciao')" as never,
    );
    expect((await attention("support")).contacts).toBe(1);
    expect((await attention("editor")).contacts).toBe(0);
    const dashboard = async (role: AdminRole) =>
      (await (
        await api.request("/admin/dashboard", { headers: { Cookie: cookies[role] } })
      ).json()) as { counts: { contacts: number }; latestContacts: unknown[] };
    expect((await dashboard("editor")).latestContacts).toEqual([]);
    expect((await dashboard("support")).counts.contacts).toBe(1);
  });
});
