import { beforeEach, describe, expect, it } from "vitest";
import { fileFixtures } from "#tests/helpers/fixtures";
import { validationOf } from "#features/customers/api/fixtures";
import { cannedReplies } from "../canned-replies.table";
import { cannedRepliesMessages } from "../canned-replies.schema";
import { CUSTOMER_NAME_TOKEN } from "../canned-reply-values";
import { addTicket } from "#features/customer-portal/api/fixtures";
import { addAdmin } from "#features/auth/api/admin-session-fixtures";

const kit = fileFixtures();
beforeEach(async () => {
  await kit.db.delete(cannedReplies);
});

const payload = (overrides: Record<string, unknown> = {}) => ({
  ...{ title: "Titolo di prova", body: "Testo di prova" },
  ...overrides,
});
const rows = () => kit.db.select().from(cannedReplies);

async function create(overrides: Record<string, unknown> = {}) {
  const res = await kit.adminApi.call("POST", "/admin/canned-replies", payload(overrides));
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number } & Record<string, unknown>;
}

describe("/api/admin/canned-replies", () => {
  it("needs an admin session, and writes need the site's origin", async () => {
    const { id } = await create();
    await kit.expectGuarded([
      { method: "POST", path: "/admin/canned-replies", body: payload() },
      { method: "PUT", path: `/admin/canned-replies/${id}`, body: payload() },
      { method: "DELETE", path: `/admin/canned-replies/${id}` },
    ]);
    expect(await rows()).toHaveLength(1);
  });

  it("fills the ticket's customer's first name (or the public sender's) where the placeholder is", async () => {
    await create({
      title: "Saluto",
      body: `Gentile ${CUSTOMER_NAME_TOKEN},\ngrazie ${CUSTOMER_NAME_TOKEN}!`,
    });
    await create({ title: "Chiusura", body: "Il ticket è stato risolto." });
    const own = await addTicket(kit.db, kit.customerApi.id);
    const res = await kit.adminApi.request(`/admin/canned-replies/for-ticket/${own}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { id: expect.any(Number), title: "Chiusura", text: "Il ticket è stato risolto." },
      { id: expect.any(Number), title: "Saluto", text: "Gentile Mario,\ngrazie Mario!" },
    ]);
    const publicTicket = await addTicket(kit.db, null, {
      contactName: "Lucia Bianchi",
      contactEmail: "lucia@example.it",
    });
    const filled = (await (
      await kit.adminApi.request(`/admin/canned-replies/for-ticket/${publicTicket}`)
    ).json()) as { text: string }[];
    expect(filled[1]!.text).toBe("Gentile Lucia,\ngrazie Lucia!");
    const missing = await kit.adminApi.request("/admin/canned-replies/for-ticket/999999");
    expect(missing.status).toBe(404);
  });

  it("may be managed by the Assistenza role, not by the Redazione", async () => {
    const login = async (username: string, role: "editor" | "support") => {
      await addAdmin(kit.db, { username, password: "Password-Ruolo-2026", role });
      const res = await kit.api.request("/admin/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username, password: "Password-Ruolo-2026" }),
      });
      return res.headers.get("set-cookie")!.split(";")[0]!;
    };
    const post = (cookie: string) =>
      kit.api.request("/admin/canned-replies", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify(payload()),
      });
    expect((await post(await login("supporto", "support"))).status).toBe(201);
    expect((await post(await login("redazione", "editor"))).status).toBe(403);
  });

  it("refuses a missing title with its Italian message, and stores nothing", async () => {
    const invalid = await validationOf(
      await kit.adminApi.call("POST", "/admin/canned-replies", payload({ title: "  " })),
    );
    expect(invalid.fields.title).toBe(cannedRepliesMessages.title);
    expect(await rows()).toEqual([]);
  });

  it("replaces and deletes an item; an unknown id is a 404 with its message", async () => {
    const { id } = await create();
    const changed = await kit.adminApi.call(
      "PUT",
      `/admin/canned-replies/${id}`,
      payload({ title: "Titolo di prova cambiata", body: "<p>Testo di prova cambiata</p>" }),
    );
    expect(changed.status).toBe(200);
    expect((await rows()).map((row) => row.title)).toEqual(["Titolo di prova cambiata"]);
    expect((await kit.adminApi.call("DELETE", `/admin/canned-replies/${id}`)).status).toBe(204);
    const missing = await kit.adminApi.call("DELETE", `/admin/canned-replies/${id}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: cannedRepliesMessages.notFound });
  });
});
