import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { fileFixtures } from "#tests/helpers/fixtures";
import { validationOf } from "#features/customers/api/fixtures";
import { addAdmin, cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";
import { guideCategories, guides } from "../guides.table";
import { guideMessages } from "../guides.schema";
import { guideCategoryMessages } from "../guide-categories.schema";

/** /api/admin/guides and /api/admin/guide-categories, and the public reads (decision 065). */
const kit = fileFixtures();
let categoryId: number;

beforeAll(async () => {
  const res = await kit.adminApi.call("POST", "/admin/guide-categories", {
    name: "Sicurezza & backup",
    description: "Come proteggere i dati.",
    sortOrder: 5,
  });
  expect(res.status).toBe(201);
  const category = (await res.json()) as { id: number; slug: string };
  expect(category.slug).toBe("sicurezza-backup");
  categoryId = category.id;
});

const payload = (overrides: Record<string, unknown> = {}) => ({
  title: "Backup del NAS",
  summary: "Come salvare i dati del NAS ogni notte.",
  body: "<p>Aprite il pannello del NAS.</p>",
  categoryId: String(categoryId),
  sortOrder: "1",
  published: true,
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const res = await kit.adminApi.call("POST", "/admin/guides", payload(overrides));
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; slug: string } & Record<string, unknown>;
}

describe("/api/admin/guides", () => {
  it("needs an admin session, and writes need the site's origin", async () => {
    const { id } = await create({ title: "Guida protetta" });
    await kit.expectGuarded([
      { method: "GET", path: "/admin/guides" },
      { method: "GET", path: "/admin/guides/categories" },
      { method: "POST", path: "/admin/guides", body: payload() },
      { method: "PUT", path: `/admin/guides/${id}`, body: payload() },
      { method: "DELETE", path: `/admin/guides/${id}` },
      { method: "POST", path: "/admin/guide-categories", body: { name: "X" } },
    ]);
  });

  it("lets the Redazione write guides and refuses the Assistenza", async () => {
    const login = async (username: string, role: "editor" | "support") => {
      await addAdmin(kit.db, { username, password: "Password-Ruolo-2026", role });
      const res = await kit.api.request(
        "/admin/login",
        postJson({ username, password: "Password-Ruolo-2026" }),
      );
      return cookieOf(res);
    };
    const send = (cookie: string) =>
      kit.api.request("/admin/guides", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify(payload({ title: `Guida ruoli ${cookie.length}` })),
      });
    expect((await send(await login("redazione", "editor"))).status).toBe(201);
    expect((await send(await login("assistenza", "support"))).status).toBe(403);
  });

  it("makes the address from the title, unique, and keeps the old one as a redirect", async () => {
    const first = await create({ title: "Configurare la VPN" });
    const second = await create({ title: "Configurare la VPN!" });
    expect([first.slug, second.slug]).toEqual(["configurare-la-vpn", "configurare-la-vpn-2"]);
    const renamed = await kit.adminApi.call(
      "PUT",
      `/admin/guides/${second.id}`,
      payload({ title: "VPN su smartphone", slug: "ignorato" }),
    );
    expect(((await renamed.json()) as { slug: string }).slug).toBe("vpn-su-smartphone");
    const old = await kit.api.request("/guides/configurare-la-vpn-2");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toContain("/guides/vpn-su-smartphone");
  });

  it("sanitizes the body and keeps text fields as text (XSS payloads)", async () => {
    const guide = await create({
      title: "<img src=x onerror=alert(1)> Stampante",
      summary: "<script>alert(1)</script> Riassunto",
      body: '<p onclick="alert(1)">Testo</p><script>alert(2)</script><a href="javascript:alert(3)">link</a><img src="https://example.com/a.png" onerror="x()">',
    });
    const [row] = await kit.db.select().from(guides).where(eq(guides.id, guide.id));
    expect(row!.body).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(row!.body).toContain("<p>Testo</p>");
    const shown = (await (await kit.api.request(`/guides/${guide.slug}`)).json()) as {
      title: string;
      summary: string;
      body: string;
    };
    // Titles and summaries are drawn as text by React: stored as typed, never as markup.
    expect(shown.title).toBe("<img src=x onerror=alert(1)> Stampante");
    expect(shown.body).not.toMatch(/script|onclick|onerror|javascript:/);
    const page = await kit.api.request(`/guides/${guide.slug}`);
    expect(page.status).toBe(200);
  });

  it("refuses bad input with Italian messages, and stores nothing", async () => {
    const before = (await kit.db.select().from(guides)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "  " }, "title", guideMessages.title],
      [{ summary: "" }, "summary", guideMessages.summary],
      [{ body: "<script>alert(1)</script>" }, "body", guideMessages.body],
      [{ categoryId: "" }, "categoryId", guideMessages.category],
      [{ categoryId: 999_999 }, "categoryId", guideMessages.categoryGone],
      [{ title: "Riga\u0007" }, "title", ""],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await kit.adminApi.call("POST", "/admin/guides", payload(overrides));
      expect(res.status, field).toBe(400);
      const invalid = await validationOf(res);
      if (message) expect(invalid.fields[field]).toBe(message);
      else expect(invalid.fields[field]).toBeTruthy();
    }
    expect(await kit.db.select().from(guides)).toHaveLength(before);
  });

  it("lists drafts to the back office only, filtered by state and category", async () => {
    const draft = await create({ title: "Bozza riservata", published: false });
    const list = async (query: string) =>
      (
        (await (await kit.adminApi.request(`/admin/guides?${query}`)).json()) as {
          items: { id: number }[];
        }
      ).items.map((item) => item.id);
    expect(await list("status=draft")).toEqual([draft.id]);
    expect(await list(`categoryId=${categoryId}&q=riservata`)).toEqual([draft.id]);
    const publicList = (await (await kit.api.request("/guides")).json()) as { id: number }[];
    expect(publicList.map((guide) => guide.id)).not.toContain(draft.id);
    expect((await kit.api.request(`/guides/${draft.slug}`)).status).toBe(404);
    const options = (await (await kit.adminApi.request("/admin/guides/categories")).json()) as {
      name: string;
    }[];
    expect(options.map((option) => option.name)).toContain("Sicurezza & backup");
  });

  it("keeps a version of each save", async () => {
    const guide = await create({ title: "Guida con versioni" });
    await kit.adminApi.call("PUT", `/admin/guides/${guide.id}`, payload({ title: "Guida v2" }));
    const res = await kit.adminApi.request(`/admin/guides/${guide.id}/versions`);
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: unknown[] };
    expect(items).toHaveLength(2);
  });

  it("refuses to delete a category that holds guides; deletes guides and empty categories", async () => {
    const refused = await kit.adminApi.call("DELETE", `/admin/guide-categories/${categoryId}`);
    expect(refused.status).toBe(409);
    const count = (await kit.db.select().from(guides).where(eq(guides.categoryId, categoryId)))
      .length;
    expect(await refused.json()).toMatchObject({ message: guideCategoryMessages.inUse(count) });
    const empty = await kit.adminApi.call("POST", "/admin/guide-categories", { name: "Vuota" });
    const { id } = (await empty.json()) as { id: number };
    expect((await kit.adminApi.call("DELETE", `/admin/guide-categories/${id}`)).status).toBe(204);
    expect(await kit.db.select().from(guideCategories).where(eq(guideCategories.id, id))).toEqual(
      [],
    );
    const guide = await create({ title: "Da eliminare" });
    expect((await kit.adminApi.call("DELETE", `/admin/guides/${guide.id}`)).status).toBe(204);
    const missing = await kit.adminApi.call("DELETE", `/admin/guides/${guide.id}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: guideMessages.notFound });
  });
});
