import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { blogPosts, clients, contactMessages } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { addAdmin, addCustomer, cookieOf, postJson } from "./admin-session-fixtures";

const PASSWORD = "Password-Admin-2026";
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await addAdmin(handle.db, { username: "admin", password: PASSWORD });
  await addCustomer(handle.db, { email: "mario.rossi@example.com", password: "Cliente2026!" });
});
afterAll(() => handle.close());

const adminCookie = async (api: ReturnType<typeof createTestApi>) =>
  cookieOf(await api.request("/admin/login", postJson({ username: "admin", password: PASSWORD })));

describe("requireAdmin on /api/admin/*", () => {
  it("answers 401 without a session and 403 to a signed-in customer", async () => {
    const api = createTestApi(handle.db);
    const anonymous = await api.request("/admin/dashboard");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      message: "Sessione scaduta o non valida. Accedi di nuovo.",
    });
    // Unknown admin paths are not revealed either.
    expect((await api.request("/admin/qualcosa")).status).toBe(401);

    const customer = cookieOf(
      await api.request(
        "/customer/login",
        postJson({ email: "mario.rossi@example.com", password: "Cliente2026!" }),
      ),
    );
    const res = await api.request("/admin/dashboard", { headers: { Cookie: customer } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Accesso riservato agli amministratori" });
  });

  it("clears a cookie that no longer opens a session", async () => {
    const api = createTestApi(handle.db);
    const res = await api.request("/admin/dashboard", {
      headers: { Cookie: "sd_admin_session=sessione-inesistente" },
    });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()[0]).toMatch(/^sd_admin_session=; Max-Age=0;/);
  });

  it("refuses writes from a foreign Origin with 403, even with a valid session", async () => {
    const api = createTestApi(handle.db);
    const cookie = await adminCookie(api);
    const foreign = { Cookie: cookie, Origin: "https://evil.example" };
    const logout = await api.request("/admin/logout", { method: "POST", headers: foreign });
    expect(logout.status).toBe(403);
    const loginRes = await api.request(
      "/admin/login",
      postJson({ username: "admin", password: PASSWORD }, { Origin: "https://evil.example" }),
    );
    expect(loginRes.status).toBe(403);
    // The session survived the refused logout.
    expect((await api.request("/admin/me", { headers: { Cookie: cookie } })).status).toBe(200);
  });
});

describe("GET /api/admin/dashboard", () => {
  it("gives counts and the 3 latest articles and contacts, no-store", async () => {
    const minute = 60_000;
    const t = (n: number) => new Date(Date.now() - (10 - n) * minute);
    await handle.db.insert(blogPosts).values(
      [1, 2, 3, 4].map((n) => ({
        slug: `articolo-${n}`,
        title: `Articolo ${n}`,
        content: "<p>Testo</p>",
        category: "sicurezza" as const,
        published: n % 2 === 0,
        createdAt: t(n),
      })),
    );
    // Published, but its moment is tomorrow: scheduled, not counted as published.
    await handle.db.insert(blogPosts).values({
      slug: "domani",
      title: "Domani",
      content: "<p>Testo</p>",
      category: "sicurezza",
      published: true,
      publishedAt: new Date(Date.now() + 86_400_000),
      createdAt: t(0),
    });
    await handle.db
      .insert(clients)
      .values([{ name: "Cantina Valpolicella" }, { name: "Garda Hotel" }]);
    const long = "Vorremmo rifare il sito aziendale. ".repeat(5);
    await handle.db.insert(contactMessages).values(
      [1, 2, 3, 4, 5].map((n) => ({
        name: `Contatto ${n}`,
        email: `c${n}@example.it`,
        company: n === 5 ? "Officine Scaligere" : null,
        message: n === 5 ? long : "Breve richiesta",
        createdAt: t(n),
      })),
    );

    const api = createTestApi(handle.db);
    const res = await api.request("/admin/dashboard", {
      headers: { Cookie: await adminCookie(api) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as {
      counts: Record<string, number>;
      latestPosts: { title: string; category: string; published: boolean }[];
      latestContacts: { name: string; company: string | null; message: string }[];
    };
    expect(body.counts).toEqual({ blogPosts: 5, clients: 2, contacts: 5, publishedPosts: 2 });
    expect(body.latestPosts.map((p) => [p.title, p.published])).toEqual([
      ["Articolo 4", true],
      ["Articolo 3", false],
      ["Articolo 2", true],
    ]);
    expect(body.latestPosts[0]?.category).toBe("sicurezza");
    expect(body.latestContacts.map((c) => c.name)).toEqual([
      "Contatto 5",
      "Contatto 4",
      "Contatto 3",
    ]);
    expect(body.latestContacts[0]?.company).toBe("Officine Scaligere");
    const preview = body.latestContacts[0]!.message;
    expect(preview.endsWith("…")).toBe(true);
    expect(Array.from(preview.slice(0, -1)).length).toBeLessThanOrEqual(100);
    expect(long.startsWith(preview.slice(0, -1))).toBe(true);
  });
});

describe("login throttling", () => {
  it("answers 429 with Retry-After after 5 failures from one address; success resets it", async () => {
    const api = createTestApi(handle.db);
    const wrong = () =>
      api.request("/admin/login", postJson({ username: "Admin", password: "no" }));
    for (let i = 0; i < 4; i++) expect((await wrong()).status).toBe(401);
    // A success clears this address's failures on the account ...
    await adminCookie(api);
    for (let i = 0; i < 5; i++) expect((await wrong()).status).toBe(401);
    // ... and 5 more make it wait, whatever the case of the name (the delays grow from 1 s:
    // server/http/auth-throttle.test.ts).
    const locked = await api.request(
      "/admin/login",
      postJson({ username: "admin", password: PASSWORD }),
    );
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBe("1");
    expect(await locked.json()).toEqual({
      message: "Troppi tentativi di accesso. Riprova tra 1 secondo.",
    });
  });

  it("answers 429 after 30 failures from one address, across accounts", async () => {
    const api = createTestApi(handle.db);
    for (let i = 0; i < 30; i++) {
      const res = await api.request(
        "/admin/login",
        postJson({ username: `utente${i}`, password: "x" }),
      );
      expect(res.status).toBe(401);
    }
    const res = await api.request("/admin/login", postJson({ username: "altro", password: "x" }));
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });
});
