import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApp } from "#tests/helpers/test-app";
import { addAdmin, cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";
import { softwarePayload } from "#features/software/api/fixtures";
import { addDays, romeDay, romeDayEnd, romeDayStart } from "#kit/lib/dates";

// The public JSON calls through the whole app (server/app.ts) with the page cache on: every
// admin write empties it, a scheduled post appears at its time, sessions bypass it.

const PASSWORD = "Password-Admin-2026";
let handle: DatabaseHandle;
let dataDir: string;
let app: ReturnType<typeof createTestApp>;
let admin: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "page-cache-test-"));
  await addAdmin(handle.db, { username: "admin", password: PASSWORD });
  app = createTestApp(handle.db, { DATA_DIR: dataDir }, { pageCache: { maxBytes: 8 << 20 } });
  admin = cookieOf(
    await app.request("/api/admin/login", postJson({ username: "admin", password: PASSWORD })),
  );
});
afterAll(async () => {
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });
const cacheState = async (url: string) => (await get(url)).headers.get("x-cache");

async function write(
  method: string,
  url: string,
  body?: unknown,
  cookie: string | null = admin,
): Promise<Response> {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  if (body instanceof FormData) return app.request(url, { method, headers, body });
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return app.request(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Stores `url` in the cache and checks it is answered from there. */
async function prime(url: string) {
  await get(url);
  expect(await cacheState(url), url).toBe("HIT");
}

/** Every write route under /api/admin and /api/upload, as the app has them mounted now. */
function adminWriteRoutes() {
  const seen = new Set<string>();
  return app.routes
    .filter(({ method }) => ["POST", "PUT", "PATCH", "DELETE"].includes(method))
    .filter(({ path: route }) => /^\/api\/(admin|upload)(\/|$)/.test(route))
    .map(({ method, path: route }) => ({ method, path: route }))
    .filter(({ method, path: route }) => {
      const key = `${method} ${route}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Login and logout open a session: they pass no requireAdmin and change no public content. */
const SESSION_ROUTES = new Set([
  "POST /api/admin/login",
  "POST /api/admin/login/two-factor",
  "POST /api/admin/logout",
]);

describe("the public page cache and admin writes", () => {
  it("is emptied by every write route under /api/admin and /api/upload, found in the app itself", async () => {
    const routes = adminWriteRoutes();
    // A new route is covered without changing this test; these show the list is the real one.
    expect(routes.length).toBeGreaterThan(40);
    const names = routes.map(({ method, path: route }) => `${method} ${route}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "POST /api/upload",
        "POST /api/upload/software",
        "PUT /api/admin/settings/:key",
        "POST /api/admin/blog",
        "DELETE /api/admin/customers/:id",
      ]),
    );
    for (const { method, path: route } of routes) {
      const name = `${method} ${route}`;
      const url = route.replace(/:[^/]+/g, "999999");
      await prime("/api/clients");
      if (SESSION_ROUTES.has(name)) {
        await write(method, url, {}, null);
        expect(await cacheState("/api/clients"), name).toBe("HIT");
        continue;
      }
      const res = await write(method, url, {});
      expect(res.status, name).not.toBe(401);
      expect(await cacheState("/api/clients"), name).toBe("MISS");
    }
  });

  it("shows each resource's change at once after a real write", async () => {
    const writes: { resource: string; url: string; act: () => Promise<Response>; shows: string }[] =
      [
        {
          resource: "blog",
          url: "/api/blog",
          act: () =>
            write("POST", "/api/admin/blog", {
              title: "Backup immutabili per gli studi professionali",
              content: "<p>Perché una copia che nessuno può cancellare salva l'archivio.</p>",
              excerpt: "Copie al sicuro dal ransomware",
              category: "sicurezza",
              imageUrl: null,
              published: true,
              tags: ["Backup"],
              slug: null,
              publishedAt: "2026-03-02T09:30:00.000Z",
            }),
          shows: "Backup immutabili per gli studi professionali",
        },
        {
          resource: "hero-variants",
          url: "/api/hero-variants/active",
          act: () =>
            write("POST", "/api/admin/hero-variants", {
              name: "Autunno 2026",
              season: "default",
              title: "Il tuo reparto IT a Verona",
              subtitle: "Assistenza dal 2005",
              description: "Consulenza e sviluppo",
              ctaText: "Scopri i servizi",
              ctaUrl: "/servizi",
              backgroundColor: "linear-gradient(135deg, #0b1533 0%, #1e3a8a 100%)",
              backgroundImage: null,
              textColor: "#ffffff",
              active: true,
            }),
          shows: "Il tuo reparto IT a Verona",
        },
        {
          resource: "certified-partners",
          url: "/api/certified-partners",
          act: () =>
            write("POST", "/api/admin/certified-partners", {
              name: "Fornitore Certificato Garda",
              active: true,
            }),
          shows: "Fornitore Certificato Garda",
        },
        {
          resource: "clients",
          url: "/api/clients",
          act: () =>
            write("POST", "/api/admin/clients", {
              name: "Oleificio del Garda",
              logoUrl: "/uploads/images/oleificio.webp",
              websiteUrl: "https://www.oleificio.example",
              featured: true,
              sortOrder: 1,
            }),
          shows: "Oleificio del Garda",
        },
        {
          resource: "solutions",
          url: "/api/solutions",
          act: () =>
            write("POST", "/api/admin/solutions", {
              name: "Prenotazioni Agriturismo",
              slug: "prenotazioni-agriturismo",
              shortDescription: "Camere, tavoli e degustazioni in un solo calendario.",
              longDescription: "Il calendario delle prenotazioni per gli agriturismi del lago.",
              category: "platform",
              gradientColor: "purple",
              published: true,
            }),
          shows: "Prenotazioni Agriturismo",
        },
      ];
    for (const { resource, url, act, shows } of writes) {
      await prime(url);
      expect(await (await get(url)).text(), resource).not.toContain(shows);
      const res = await act();
      expect(res.status, `${resource}: ${await res.clone().text()}`).toBeLessThan(300);
      const after = await get(url);
      expect(after.headers.get("x-cache"), resource).toBe("MISS");
      expect(await after.text(), resource).toContain(shows);
    }
  });

  it("is emptied by writes that change pages only: settings, software, image upload", async () => {
    const form = new FormData();
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 30, g: 90, b: 170 } },
    })
      .png()
      .toBuffer();
    form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
    const writes: [string, () => Promise<Response>][] = [
      [
        "settings",
        () => write("PUT", "/api/admin/settings/phone_primary", { value: "+39 045 111 2233" }),
      ],
      ["software", () => write("POST", "/api/admin/software", softwarePayload())],
      ["upload", () => write("POST", "/api/upload", form)],
    ];
    for (const [resource, act] of writes) {
      await prime("/api/clients");
      const res = await act();
      expect(res.status, `${resource}: ${await res.clone().text()}`).toBeLessThan(300);
      expect(await cacheState("/api/clients"), resource).toBe("MISS");
    }
  });

  it("is not emptied by writes without an admin session", async () => {
    await prime("/api/clients");
    expect((await write("POST", "/api/admin/clients", { name: "Intruso" }, null)).status).toBe(401);
    expect((await write("POST", "/api/contact", {}, null)).status).toBe(400);
    expect(await cacheState("/api/clients")).toBe("HIT");
  });
});

describe("the public page cache and scheduled posts", () => {
  it("lets a scheduled post appear at its publication time (clock moved on)", async () => {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now });
    const publishedAt = new Date(now + 90_000);
    const created = await write("POST", "/api/admin/blog", {
      title: "Il nuovo data center di Verona",
      content: "<p>Apre a dicembre.</p>",
      excerpt: null,
      category: "news",
      imageUrl: null,
      published: true,
      tags: [],
      slug: "nuovo-data-center-verona",
      publishedAt: publishedAt.toISOString(),
    });
    expect(created.status, await created.clone().text()).toBe(201);

    const before = await get("/api/blog");
    expect(before.headers.get("x-cache")).toBe("MISS");
    expect(await before.text()).not.toContain("Il nuovo data center di Verona");
    // A CDN may keep it a minute, never serving it stale past the publication.
    expect(before.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=30",
    );
    expect((await get("/api/blog/nuovo-data-center-verona")).status).toBe(404);

    vi.setSystemTime(now + 60_000);
    const close = await get("/api/blog");
    expect(close.headers.get("x-cache")).toBe("HIT");
    expect(close.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=30, stale-while-revalidate=0",
    );

    vi.setSystemTime(publishedAt);
    const after = await get("/api/blog");
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(await after.text()).toContain("Il nuovo data center di Verona");
    expect((await get("/api/blog/nuovo-data-center-verona")).status).toBe(200);
  });
});

describe("the public page cache and the hero's periods of validity", () => {
  it("ends a stored hero at Rome's midnight when a period starts, and the day after it ends", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const tomorrow = addDays(romeDay(new Date()), 1);
    const starts = romeDayStart(tomorrow)!;
    const ends = romeDayStart(addDays(tomorrow, 1))!;
    const hero = {
      season: "default",
      subtitle: null,
      description: null,
      ctaText: null,
      ctaUrl: null,
      backgroundColor: null,
      backgroundImage: null,
      textColor: null,
    };
    const created = [
      await write("POST", "/api/admin/hero-variants", {
        ...hero,
        name: "Banner di sempre",
        title: "Il banner di tutti i giorni",
        active: true,
      }),
      await write("POST", "/api/admin/hero-variants", {
        ...hero,
        name: "Banner di domani",
        title: "Il banner di un giorno solo",
        active: false,
        startDate: starts.toISOString(),
        endDate: romeDayEnd(tomorrow)!.toISOString(),
      }),
    ];
    const ids: number[] = [];
    for (const res of created) {
      expect(res.status, await res.clone().text()).toBe(201);
      ids.push(((await res.json()) as { id: number }).id);
    }
    const shown = async (expected: string) => {
      const res = await get("/api/hero-variants/active");
      expect(((await res.json()) as { name: string }).name).toBe(expected);
      return res;
    };

    try {
      vi.setSystemTime(starts.getTime() - 60_000);
      expect((await shown("Banner di sempre")).headers.get("x-cache")).toBe("MISS");
      vi.setSystemTime(starts.getTime() - 30_000);
      const close = await shown("Banner di sempre");
      expect(close.headers.get("x-cache")).toBe("HIT");
      // A CDN may not keep it past the boundary either.
      expect(close.headers.get("cache-control")).toBe(
        "public, max-age=0, s-maxage=30, stale-while-revalidate=0",
      );

      vi.setSystemTime(starts);
      expect((await shown("Banner di domani")).headers.get("x-cache")).toBe("MISS");
      vi.setSystemTime(starts.getTime() + 60_000);
      expect((await shown("Banner di domani")).headers.get("x-cache")).toBe("HIT");
      vi.setSystemTime(ends.getTime() - 60_000);
      await shown("Banner di domani");
      vi.setSystemTime(ends.getTime() - 1);
      expect((await shown("Banner di domani")).headers.get("x-cache")).toBe("HIT");
      vi.setSystemTime(ends);
      expect((await shown("Banner di sempre")).headers.get("x-cache")).toBe("MISS");
    } finally {
      vi.useRealTimers();
      for (const id of ids) await write("DELETE", `/api/admin/hero-variants/${id}`);
    }
  });
});

describe("the public page cache and sessions", () => {
  it("never answers an admin from it, nor stores what an admin sees", async () => {
    const draft = await write("POST", "/api/admin/blog", {
      title: "Bozza riservata sul nuovo listino",
      content: "<p>Non ancora pubblica.</p>",
      excerpt: null,
      category: "news",
      imageUrl: null,
      published: false,
      tags: [],
      slug: null,
      publishedAt: null,
    });
    expect(draft.status, await draft.clone().text()).toBe(201);
    await prime("/api/blog");
    const asAdmin = await get("/api/blog", { Cookie: admin });
    expect(asAdmin.headers.get("x-cache")).toBe("BYPASS");
    expect(asAdmin.headers.get("cache-control")).toBe("no-store");
    expect(await asAdmin.text()).toContain("Bozza riservata sul nuovo listino");
    const anonymous = await get("/api/blog");
    expect(anonymous.headers.get("x-cache")).toBe("HIT");
    expect(await anonymous.text()).not.toContain("Bozza riservata");
  });

  it("keeps no-store on calls it does not cover, and on answers it does not store", async () => {
    const software = await get("/api/software");
    expect(software.headers.get("x-cache")).toBeNull();
    expect(software.headers.get("cache-control")).toBe("no-store");
    const missing = await get("/api/blog/articolo-inesistente");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-cache")).toBe("MISS");
    expect(missing.headers.get("cache-control")).toBe("no-store");
    const stored = await get("/api/clients");
    expect(stored.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(stored.headers.get("vary")).toBe("Accept-Encoding");
  });
});
