import { describe, expect, it } from "vitest";
import { fileFixtures } from "#tests/helpers/fixtures";
import { and, eq } from "drizzle-orm";
import { activityLog, contactMessages } from "#db/schema";

const NOT_FOUND = { message: "Contatto non trovato" };
const kit = fileFixtures();

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function addContact(name: string, createdAt: Date, extra: { isRead?: boolean } = {}) {
  const [row] = await kit.db
    .insert(contactMessages)
    .values({
      name,
      email: `${name.toLowerCase().replaceAll(" ", ".")}@example.it`,
      company: "Officine Scaligere",
      budget: null,
      message: "Vorremmo informazioni sui vostri servizi di assistenza.",
      createdAt,
      ...extra,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}

const as = (cookie: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), Cookie: cookie },
});

describe("access to /api/admin/contacts", () => {
  it("answers 401 without a session and 403 to a customer, on every endpoint", async () => {
    const id = await addContact("Accesso Negato", minutesAgo(1));
    const calls: [string, RequestInit][] = [
      ["/admin/contacts", {}],
      [`/admin/contacts/${id}/read`, { method: "PUT" }],
      [`/admin/contacts/${id}`, { method: "DELETE" }],
    ];
    for (const [path, init] of calls) {
      expect((await kit.api.request(path, init)).status).toBe(401);
      const res = await kit.api.request(path, as(kit.customerApi.cookie, init));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: "Accesso riservato agli amministratori" });
    }
    const [row] = await kit.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.isRead).toBe(false);
  });

  it("refuses writes from a foreign Origin with 403 and changes nothing", async () => {
    const id = await addContact("Origine Esterna", minutesAgo(1));
    const foreign = { Origin: "https://evil.example" };
    for (const init of [
      { method: "PUT", headers: foreign },
      { method: "DELETE", headers: foreign },
    ]) {
      const path = init.method === "PUT" ? `/admin/contacts/${id}/read` : `/admin/contacts/${id}`;
      expect((await kit.api.request(path, as(kit.adminApi.cookie, init))).status).toBe(403);
    }
    const [row] = await kit.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.isRead).toBe(false);
  });
});

describe("GET /api/admin/contacts", () => {
  it("lists every message newest first with all fields, no-store", async () => {
    await addContact("Più Vecchio", minutesAgo(300));
    await addContact("Più Recente", minutesAgo(0));
    await addContact("Nel Mezzo", minutesAgo(150), { isRead: true });
    const res = await kit.api.request("/admin/contacts", as(kit.adminApi.cookie));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    // One page of the paged list (decision 023).
    const { items: list, total } = (await res.json()) as {
      items: { name: string; createdAt: string; isRead: boolean }[];
      total: number;
    };
    expect(total).toBe(list.length);
    const dates = list.map((c) => Date.parse(c.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const names = list.map((c) => c.name);
    expect(names.indexOf("Più Recente")).toBeLessThan(names.indexOf("Nel Mezzo"));
    expect(names.indexOf("Nel Mezzo")).toBeLessThan(names.indexOf("Più Vecchio"));
    expect(list.find((c) => c.name === "Nel Mezzo")).toMatchObject({
      email: "nel.mezzo@example.it",
      company: "Officine Scaligere",
      budget: null,
      message: "Vorremmo informazioni sui vostri servizi di assistenza.",
      isRead: true,
    });
    expect(Object.keys(list[0]!).sort()).toEqual(
      ["budget", "company", "createdAt", "email", "id", "isRead", "message", "name"].sort(),
    );
  });
});

describe("PUT /api/admin/contacts/:id/read", () => {
  it("marks an unread message as read, idempotently", async () => {
    const id = await addContact("Da Leggere", minutesAgo(5));
    for (let i = 0; i < 2; i++) {
      const res = await kit.api.request(
        `/admin/contacts/${id}/read`,
        as(kit.adminApi.cookie, { method: "PUT" }),
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id, name: "Da Leggere", isRead: true });
    }
    const [row] = await kit.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.isRead).toBe(true);
  });

  it("answers 404 for unknown and non-numeric ids", async () => {
    for (const id of ["999999", "abc", "1.5", "-1", "0", "99999999999"]) {
      const res = await kit.api.request(
        `/admin/contacts/${id}/read`,
        as(kit.adminApi.cookie, { method: "PUT" }),
      );
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    }
  });
});

describe("DELETE /api/admin/contacts/:id", () => {
  it("deletes the message (204), then answers 404 for it", async () => {
    const id = await addContact("Da Eliminare", minutesAgo(2));
    const res = await kit.api.request(
      `/admin/contacts/${id}`,
      as(kit.adminApi.cookie, { method: "DELETE" }),
    );
    expect(res.status).toBe(204);
    const rows = await kit.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(rows).toEqual([]);
    const again = await kit.api.request(
      `/admin/contacts/${id}`,
      as(kit.adminApi.cookie, { method: "DELETE" }),
    );
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual(NOT_FOUND);
    const read = await kit.api.request(
      `/admin/contacts/${id}/read`,
      as(kit.adminApi.cookie, { method: "PUT" }),
    );
    expect(read.status).toBe(404);
  });

  it("answers 404 for a non-numeric id and deletes nothing", async () => {
    const before = await kit.db.select().from(contactMessages);
    const res = await kit.api.request(
      "/admin/contacts/tutti",
      as(kit.adminApi.cookie, { method: "DELETE" }),
    );
    expect(res.status).toBe(404);
    expect(await kit.db.select().from(contactMessages)).toHaveLength(before.length);
  });
});

describe("the activity log of the inbox's writes (decision 032)", () => {
  const contactLog = (id: number) =>
    kit.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, "contacts"), eq(activityLog.entityId, String(id))))
      .orderBy(activityLog.id);

  it("records read from false to true and the deleted message; an unknown id records nothing", async () => {
    const id = await addContact("Giulia Registro", minutesAgo(1));
    expect((await kit.adminApi.call("PUT", `/admin/contacts/${id}/read`)).status).toBe(200);
    let log = await contactLog(id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: "action", label: "Giulia Registro" });
    expect(log[0]?.changes).toEqual({ isRead: { from: false, to: true } });

    expect((await kit.adminApi.call("DELETE", `/admin/contacts/${id}`)).status).toBe(204);
    log = await contactLog(id);
    expect(log).toHaveLength(2);
    expect(log[1]).toMatchObject({ action: "delete", label: "Giulia Registro" });
    expect(log[1]?.changes?.isRead).toEqual({ from: true });

    const before = await kit.db.select().from(activityLog);
    expect((await kit.adminApi.call("PUT", `/admin/contacts/${id}/read`)).status).toBe(404);
    expect(await kit.db.select().from(activityLog)).toEqual(before);
  });
});
