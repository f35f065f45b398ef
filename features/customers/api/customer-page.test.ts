import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  activityLog,
  cancellationRequests,
  customerCommunications,
  customerServices,
  customerTickets,
  customerUsers,
  infoRequests,
  mailOutbox,
  ticketMessages,
} from "#db/schema";
import { addAdmin, cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";
import { fileFixtures, SITE_URL, test } from "#tests/helpers/fixtures";
import { customerNotes } from "../customer-notes.table";
import { SECTION_LIMIT, type CustomerNoteView, type CustomerPage } from "../customer-page.schema";
import { loadCustomerPage } from "../customer-page.server";
import { validationOf } from "./fixtures";

test.override("apiEnv", { PUBLIC_SITE_URL: SITE_URL });
const kit = fileFixtures();

const PASSWORD = "Password-Ruoli-2026";
let counter = 0;

/** A customer with `n` of every kind of record, and the ids the checks need. */
async function customerWithRecords(n: number) {
  const tag = ++counter;
  const [customer] = await kit.db
    .insert(customerUsers)
    .values({
      email: `cliente.pagina${tag}@example.it`,
      passwordHash: "!test",
      firstName: "Teresa",
      lastName: `Bellini${tag}`,
      companyName: "Bellini Serramenti",
      phone: "+39 045 123 4567",
    })
    .returning({ id: customerUsers.id, email: customerUsers.email });
  const customerId = customer!.id;
  const day = (offset: number) => new Date(Date.UTC(2026, 0, 1 + offset));
  for (let i = 0; i < n; i++) {
    const [service] = await kit.db
      .insert(customerServices)
      .values({
        customerId,
        serviceName: `Servizio ${tag}-${i}`,
        startDate: day(i),
        expiryDate: day(i + 365),
        customPrice: 120 + i,
        customPricePeriod: "yearly",
      })
      .returning({ id: customerServices.id });
    await kit.db.insert(customerTickets).values({
      customerId,
      serviceId: service!.id,
      title: `Ticket ${tag}-${i}`,
      description: "Il sito non risponde",
    });
    await kit.db.insert(infoRequests).values({
      customerId,
      subject: `Domanda ${tag}-${i}`,
      message: "Vorrei sapere",
      createdAt: day(i),
    });
    await kit.db.insert(cancellationRequests).values({
      customerId,
      serviceId: service!.id,
      reason: "Non serve più",
      createdAt: day(i + 1),
    });
    await kit.db.insert(customerCommunications).values({
      customerId,
      title: `Avviso ${tag}-${i}`,
      content: "Manutenzione programmata",
    });
    await kit.db.insert(mailOutbox).values({
      to: `Teresa Bellini <${customer!.email}>`,
      subject: `Mail ${tag}-${i}`,
      text: "Testo",
    });
  }
  return { id: customerId, email: customer!.email };
}

async function pageOf(id: number, api = kit.adminApi) {
  const res = await api.request(`/admin/customers/${id}/page`);
  expect(res.status).toBe(200);
  return (await res.json()) as CustomerPage;
}

/** A signed-in back-office user of `role`. */
async function signIn(role: "admin" | "editor" | "support", username: string) {
  const id = await addAdmin(kit.db, { username, password: PASSWORD, role });
  const cookie = cookieOf(
    await kit.api.request("/admin/login", postJson({ username, password: PASSWORD })),
  );
  return {
    id,
    call: (method: string, path: string, body?: unknown) =>
      kit.api.request(path, {
        method,
        headers: {
          Cookie: cookie,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

describe("GET /api/admin/customers/{id}/page", () => {
  it("is behind the admin session and the customers' area", async () => {
    const { id } = await customerWithRecords(1);
    await kit.expectGuarded([
      { method: "GET", path: `/admin/customers/${id}/page` },
      { method: "POST", path: `/admin/customers/${id}/notes`, body: { text: "Nota" } },
    ]);
    const editor = await signIn("editor", "redazione-pagina");
    expect((await editor.call("GET", `/admin/customers/${id}/page`)).status).toBe(403);
    expect((await editor.call("POST", `/admin/customers/${id}/notes`, { text: "x" })).status).toBe(
      403,
    );
  });

  it("answers every section, the latest 10 of each with the total, and 404 for an unknown id", async () => {
    const { id, email } = await customerWithRecords(SECTION_LIMIT + 2);
    const page = await pageOf(id);
    expect(page.customer).toMatchObject({ id, email, companyName: "Bellini Serramenti" });
    expect(page.customer.twoFactor).toBe(false);
    expect(page.customer).not.toHaveProperty("passwordHash");
    for (const key of ["services", "tickets", "communications", "mails"] as const) {
      expect(page[key]?.items, key).toHaveLength(SECTION_LIMIT);
      expect(page[key]?.total, key).toBe(SECTION_LIMIT + 2);
    }
    // Both kinds of request in one list, newest first.
    expect(page.requests?.total).toBe(2 * (SECTION_LIMIT + 2));
    expect(page.requests?.items).toHaveLength(SECTION_LIMIT);
    const dates = page.requests!.items.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(page.requests!.items.map((r) => r.kind))).toEqual(
      new Set(["info", "cancellation"]),
    );
    expect(page.services!.items[0]).toMatchObject({
      customPrice: 120 + SECTION_LIMIT + 1,
      customPricePeriod: "yearly",
      status: "active",
    });
    expect(page.notes).toEqual({ items: [], total: 0 });

    const unknown = await kit.adminApi.request("/admin/customers/999999/page");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Cliente non trovato" });
    expect((await kit.adminApi.request("/admin/customers/abc/page")).status).toBe(404);
  });

  it("never shows another customer's records", async () => {
    const first = await customerWithRecords(2);
    const other = await customerWithRecords(3);
    await kit.adminApi.call("POST", `/admin/customers/${other.id}/notes`, {
      text: "Nota sull'altro cliente",
    });
    const page = await pageOf(first.id);
    const text = JSON.stringify(page);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(`Bellini${counter}`);
    expect(text).not.toContain("Nota sull'altro cliente");
    for (const key of ["services", "tickets", "communications", "mails"] as const) {
      expect(page[key]?.total, key).toBe(2);
    }
    // The mails are found by the exact address, not by a longer one containing it.
    await kit.db.insert(mailOutbox).values({
      to: `altro.${first.email}`,
      subject: "Non sua",
      text: "Testo",
    });
    expect((await pageOf(first.id)).mails.total).toBe(2);
  });

  it("shows each role only the sections of its areas: activity for the Amministratore", async () => {
    const { id } = await customerWithRecords(1);
    const support = await signIn("support", "assistenza-pagina");
    const res = await support.call("GET", `/admin/customers/${id}/page`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as CustomerPage;
    expect(page.activity).toBeNull();
    expect(page.tickets?.total).toBe(1);
    expect((await pageOf(id)).activity).not.toBeNull();
    // The loader's call gives the same answer as the API's.
    const loaded = await loadCustomerPage(kit.db, id, { id: support.id, role: "support" });
    expect(JSON.parse(JSON.stringify(loaded))).toEqual(page);
  });
});

describe("internal notes", () => {
  const notesOf = (id: number) => `/admin/customers/${id}/notes`;

  it("refuse an empty or too long text in Italian, and change nothing", async () => {
    const { id } = await customerWithRecords(0);
    expect(
      (await validationOf(await kit.adminApi.call("POST", notesOf(id), { text: "  " }))).fields,
    ).toEqual({
      text: "Scrivi il testo della nota",
    });
    expect(
      (await validationOf(await kit.adminApi.call("POST", notesOf(id), { text: "a".repeat(5001) })))
        .fields,
    ).toEqual({ text: "La nota può contenere al massimo 5.000 caratteri" });
    expect(
      (await validationOf(await kit.adminApi.call("POST", notesOf(id), { text: "a\u0000b" })))
        .fields.text,
    ).toBeTruthy();
    expect((await kit.adminApi.call("POST", notesOf(999999), { text: "Nota" })).status).toBe(404);
    expect(
      await kit.db.select().from(customerNotes).where(eq(customerNotes.customerId, id)),
    ).toEqual([]);
  });

  it("keep a script as plain text, newest first, with line breaks, and log every write", async () => {
    const { id } = await customerWithRecords(0);
    const payload = '<img src=x onerror="alert(1)">\nSeconda riga';
    const first = await kit.adminApi.call("POST", notesOf(id), { text: "Prima nota" });
    expect(first.status).toBe(201);
    const second = await kit.adminApi.call("POST", notesOf(id), { text: payload });
    const created = (await second.json()) as CustomerNoteView;
    expect(created).toMatchObject({ text: payload, authorName: "admin", mayChange: true });
    const page = await pageOf(id);
    expect(page.notes.items.map((n) => n.text)).toEqual([payload, "Prima nota"]);

    const changed = await kit.adminApi.call("PATCH", `${notesOf(id)}/${created.id}`, {
      text: "Testo corretto",
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as CustomerNoteView).text).toBe("Testo corretto");
    expect((await kit.adminApi.call("DELETE", `${notesOf(id)}/${created.id}`)).status).toBe(204);
    expect((await kit.adminApi.call("DELETE", `${notesOf(id)}/${created.id}`)).status).toBe(404);

    const entries = await kit.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entity, "customer-notes"));
    const ofNote = entries.filter((e) => e.entityId === String(created.id));
    expect(ofNote.map((e) => e.action)).toEqual(["create", "update", "delete"]);
    expect(ofNote[0]!.changes).toMatchObject({ text: { to: payload }, customerId: { to: id } });
    // The page's activity section lists them, the deleted note's included.
    const activity = (await pageOf(id)).activity!;
    expect(activity.items.filter((e) => e.entity === "customer-notes")).toHaveLength(4);
  });

  it("are changed and deleted only by their author or an Amministratore", async () => {
    const { id } = await customerWithRecords(0);
    const anna = await signIn("support", "anna-assistenza");
    const bruno = await signIn("support", "bruno-assistenza");
    const res = await anna.call("POST", notesOf(id), { text: "Di Anna" });
    expect(res.status).toBe(201);
    const note = (await res.json()) as CustomerNoteView;
    const path = `${notesOf(id)}/${note.id}`;
    const refused = await bruno.call("PATCH", path, { text: "Di Bruno" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: "Solo chi ha scritto la nota o un Amministratore può modificarla o eliminarla",
    });
    expect((await bruno.call("DELETE", path)).status).toBe(403);
    const seenByBruno = (await (
      await bruno.call("GET", `/admin/customers/${id}/page`)
    ).json()) as CustomerPage;
    expect(seenByBruno.notes.items[0]).toMatchObject({ text: "Di Anna", mayChange: false });
    expect((await anna.call("PATCH", path, { text: "Di Anna, corretta" })).status).toBe(200);
    // Another customer's path does not reach the note.
    const other = await customerWithRecords(0);
    expect((await kit.adminApi.call("DELETE", `${notesOf(other.id)}/${note.id}`)).status).toBe(404);
    expect((await kit.adminApi.call("DELETE", `${notesOf(id)}/${note.id}`)).status).toBe(204);
  });

  it("never reach the customer, and the erasure removes them", async () => {
    const id = kit.customerApi.id;
    await kit.adminApi.call("POST", notesOf(id), { text: "Riservata: paga sempre in ritardo" });
    // A note changed, then deleted: its entries name no customer in their values.
    const gone = (await (
      await kit.adminApi.call("POST", notesOf(id), { text: "Prima versione" })
    ).json()) as CustomerNoteView;
    await kit.adminApi.call("PATCH", `${notesOf(id)}/${gone.id}`, { text: "Chiede di Luisa" });
    await kit.adminApi.call("DELETE", `${notesOf(id)}/${gone.id}`);
    for (const path of ["/customer/profile", "/customer/overview", "/customer/tickets"]) {
      const res = await kit.customerApi.request(path);
      expect(await res.text(), path).not.toContain("paga sempre in ritardo");
    }
    const [customer] = await kit.db
      .select({ email: customerUsers.email })
      .from(customerUsers)
      .where(eq(customerUsers.id, id));
    const erased = await kit.adminApi.call("POST", "/admin/personal-data/erase", {
      email: customer!.email,
    });
    expect(erased.status).toBe(200);
    expect(
      await kit.db.select().from(customerNotes).where(eq(customerNotes.customerId, id)),
    ).toEqual([]);
    const logged = await kit.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entity, "customer-notes"));
    expect(JSON.stringify(logged)).not.toContain("paga sempre in ritardo");
    expect(JSON.stringify(logged)).not.toContain("Chiede di Luisa");
  });
});

describe("POST /api/admin/tickets (a ticket on the customer's behalf)", () => {
  it("opens the customer's ticket, written by the staff, and mails the customer", async () => {
    const { id, email } = await customerWithRecords(1);
    const [service] = await kit.db
      .select({ id: customerServices.id })
      .from(customerServices)
      .where(eq(customerServices.customerId, id));
    const res = await kit.adminApi.call("POST", "/admin/tickets", {
      customerId: id,
      title: "Rinnovo del certificato",
      description: "Il cliente ha chiamato: il certificato scade venerdì.",
      priority: "high",
      serviceId: service!.id,
    });
    expect(res.status).toBe(201);
    const ticket = (await res.json()) as {
      id: number;
      customerId: number;
      messages: { authorType: string; message: string }[];
    };
    expect(ticket).toMatchObject({ customerId: id, priority: "high", status: "open" });
    expect(ticket.messages).toEqual([
      expect.objectContaining({
        authorType: "admin",
        message: "Il cliente ha chiamato: il certificato scade venerdì.",
      }),
    ]);
    const [stored] = await kit.db
      .select()
      .from(ticketMessages)
      .where(eq(ticketMessages.ticketId, ticket.id));
    expect(stored).toMatchObject({ authorType: "admin", authorId: kit.adminApi.id });
    const [mail] = await kit.db
      .select()
      .from(mailOutbox)
      .where(
        eq(
          mailOutbox.subject,
          // In the ticket's thread (decision 067): its number in brackets first.
          `[#${ticket.id}] Abbiamo aperto il ticket n. ${ticket.id}: Rinnovo del certificato`,
        ),
      );
    expect(mail?.to).toBe(email);
    expect(mail?.text).toContain(`${SITE_URL}/customer/login`);
    expect((await pageOf(id)).tickets!.items[0]).toMatchObject({
      id: ticket.id,
      title: "Rinnovo del certificato",
    });
    // The customer sees it in their area, opened by the staff.
    const [entry] = await kit.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, String(ticket.id)));
    expect(entry).toMatchObject({ entity: "tickets", action: "create" });
  });

  it("refuses another customer's service, an unknown customer and bad fields, storing nothing", async () => {
    const { id } = await customerWithRecords(0);
    const other = await customerWithRecords(1);
    const [service] = await kit.db
      .select({ id: customerServices.id })
      .from(customerServices)
      .where(eq(customerServices.customerId, other.id));
    const body = {
      customerId: id,
      title: "Titolo valido",
      description: "Descrizione abbastanza lunga",
      priority: "medium",
    };
    const foreign = await validationOf(
      await kit.adminApi.call("POST", "/admin/tickets", { ...body, serviceId: service!.id }),
    );
    expect(foreign.fields).toEqual({ serviceId: "Seleziona un servizio valido" });
    expect(
      (
        await validationOf(
          await kit.adminApi.call("POST", "/admin/tickets", { ...body, customerId: 999999 }),
        )
      ).fields,
    ).toEqual({ customerId: "Cliente non trovato" });
    expect(
      (
        await validationOf(
          await kit.adminApi.call("POST", "/admin/tickets", { ...body, title: "No" }),
        )
      ).fields,
    ).toEqual({ title: "Il titolo deve avere almeno 5 caratteri" });
    const rows = await kit.db
      .select()
      .from(customerTickets)
      .where(eq(customerTickets.customerId, id));
    expect(rows).toEqual([]);
  });
});
