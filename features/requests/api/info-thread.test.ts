import { describe, expect, it } from "vitest";
import { fileFixtures, SITE_URL, test } from "#tests/helpers/fixtures";
import { addAdmin } from "#features/auth/api/admin-session-fixtures";
import { outbox, signedInCustomer } from "#features/customer-portal/api/fixtures";
import { validationOf } from "#features/customers/api/fixtures";
import type { PortalInfoThread } from "#features/customer-portal/portal-views";
import type { DeskInfoRequest } from "#features/support-desk/desk-views";

test.override("apiEnv", { PUBLIC_SITE_URL: SITE_URL });
const kit = fileFixtures();

const asCustomer = (cookie: string, path: string, body: unknown) =>
  kit.api.request(path, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

async function ownRequests(cookie = kit.customerApi.cookie) {
  const res = await kit.api.request("/customer/info-requests", { headers: { Cookie: cookie } });
  return (await res.json()) as PortalInfoThread[];
}

async function deskRow(id: number) {
  const res = await kit.adminApi.request("/admin/info-requests");
  const page = (await res.json()) as { items: DeskInfoRequest[] };
  return page.items.find((r) => r.id === id)!;
}

describe("information requests as conversations", () => {
  it("customer and staff write in turn; the customer's reply sets it back to pending", async () => {
    const created = await asCustomer(kit.customerApi.cookie, "/customer/info-requests", {
      subject: "Spazio aggiuntivo",
      message: "Quanto costa aggiungere 10 GB alla casella?",
    });
    const { id } = (await created.json()) as { id: number };
    const answer = (text: string) =>
      kit.adminApi.call("PUT", `/admin/info-requests/${id}`, {
        adminResponse: text,
        status: "answered",
      });
    expect((await answer("Costa 2 euro al mese.")).status).toBe(200);

    const mailsBefore = (await outbox(kit.db)).length;
    const reply = await asCustomer(
      kit.customerApi.cookie,
      `/customer/info-requests/${id}/messages`,
      {
        message: "Va bene, come lo attivo?",
      },
    );
    expect(reply.status).toBe(201);
    expect(await reply.json()).toMatchObject({
      id,
      status: "pending",
      messages: [
        { authorType: "admin", message: "Costa 2 euro al mese." },
        { authorType: "customer", message: "Va bene, come lo attivo?" },
      ],
    });
    const [toCompany] = await outbox(kit.db);
    expect((await outbox(kit.db)).length).toBe(mailsBefore + 1);
    expect(toCompany!.subject).toBe(
      `Risposta del cliente alla richiesta di informazioni n. ${id}: Spazio aggiuntivo`,
    );
    expect(toCompany!.replyTo).toBe("guardia@example.it");

    // The desk sees the reply and answers again; the customer gets that answer by mail.
    expect(await deskRow(id)).toMatchObject({
      status: "pending",
      lastReply: "Va bene, come lo attivo?",
    });
    expect((await answer("Lo attiviamo noi entro domani.")).status).toBe(200);
    expect((await outbox(kit.db))[0]!.to).toBe("guardia@example.it");
    const thread = await kit.adminApi.request(`/admin/info-requests/${id}/messages`);
    expect(((await thread.json()) as { message: string }[]).map((m) => m.message)).toEqual([
      "Costa 2 euro al mese.",
      "Va bene, come lo attivo?",
      "Lo attiviamo noi entro domani.",
    ]);
    const [mine] = await ownRequests();
    expect(mine).toMatchObject({
      status: "answered",
      adminResponse: "Lo attiviamo noi entro domani.",
    });
  });

  it("lets a customer reply only to their own request, with a message", async () => {
    const created = await asCustomer(kit.customerApi.cookie, "/customer/info-requests", {
      subject: "Orari di assistenza",
      message: "Siete aperti anche il sabato mattina?",
    });
    const { id } = (await created.json()) as { id: number };
    const other = await signedInCustomer(kit.db, kit.api, "altro@example.it");
    const foreign = await asCustomer(other.cookie, `/customer/info-requests/${id}/messages`, {
      message: "Intrusione",
    });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ message: "Richiesta non trovata" });
    const empty = await validationOf(
      await asCustomer(kit.customerApi.cookie, `/customer/info-requests/${id}/messages`, {
        message: " ",
      }),
    );
    expect(empty.fields.message).toBe("Scrivi la tua risposta");
    // Without a customer session: 401; an admin session is not a customer's.
    const anonymous = await kit.api.request(`/customer/info-requests/${id}/messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "Ciao" }),
    });
    expect(anonymous.status).toBe(401);
    expect(
      (
        await kit.adminApi.call("POST", `/customer/info-requests/${id}/messages`, {
          message: "Ciao",
        })
      ).status,
    ).toBe(401);
    const [mine] = await ownRequests();
    expect(mine).toMatchObject({ id, messages: [], status: "pending" });
  });

  it("shows the conversation at the desk only to roles with the requests' area", async () => {
    await addAdmin(kit.db, {
      username: "redattore",
      password: "Password-Ruolo-2026",
      role: "editor",
    });
    const login = await kit.api.request("/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "redattore", password: "Password-Ruolo-2026" }),
    });
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const res = await kit.api.request("/admin/info-requests/1/messages", {
      headers: { Cookie: cookie },
    });
    expect(res.status).toBe(403);
    expect((await kit.adminApi.request("/admin/info-requests/999999/messages")).status).toBe(404);
  });
});
