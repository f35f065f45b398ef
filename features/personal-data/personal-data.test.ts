import { describe, expect, it } from "vitest";
import { unzipSync, strFromU8 } from "fflate";
import { eq, is, sql } from "drizzle-orm";
import { PgTable, getTableConfig } from "drizzle-orm/pg-core";
import * as schema from "#db/schema";
import {
  activityLog,
  customerServices,
  customerTickets,
  customerUsers,
  mailOutbox,
  sessions,
  ticketMessages,
  trustedDevices,
} from "#db/schema";
import { postJson } from "#features/auth/api/admin-session-fixtures";
import { fileFixtures, CUSTOMER_EMAIL } from "#tests/helpers/fixtures";
import { personalDataKinds } from "./personal-data-kinds";
import { personalDataTables } from "./personal-data-classes.server";
import { customerNotes } from "#features/customers/customer-notes.table";
import { seedPersonEverywhere, type SeedPerson } from "./personal-data.fixtures";
import type { PersonalDataSummary } from "./personal-data-kinds";

const kit = fileFixtures();

const giulia: SeedPerson = {
  firstName: "Giulia",
  lastName: "Bonfantini",
  email: "giulia.bonfantini@example.it",
  phone: "+39 045 777 1234",
};
const marco: SeedPerson = {
  firstName: "Marco",
  lastName: "Zanettin",
  email: "marco.zanettin@example.it",
  phone: "+39 045 888 4321",
};

const q = (email: string) => `?email=${encodeURIComponent(email)}`;

async function exportOf(email: string) {
  const res = await kit.adminApi.request(`/admin/personal-data/export.zip${q(email)}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/zip");
  expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.zip"$/);
  return unzipEntries(res);
}

async function unzipEntries(res: Response) {
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
}

const textColumnsOf = () =>
  (Object.values({ ...schema, customerNotes }) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table))
    .map((config) => ({
      table: config.name,
      columns: config.columns
        .filter((c) => c.dataType === "string" || c.dataType === "json")
        .map((c) => c.name),
    }))
    .filter((t) => t.columns.length > 0);

/** Every table and text or JSON column where one of `needles` still appears (case-insensitive). */
async function whereFound(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { table, columns } of textColumnsOf()) {
    for (const column of columns) {
      for (const needle of needles) {
        const rows = await kit.db.execute<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(table)} where position(${needle.toLowerCase()} in lower(${sql.identifier(column)}::text)) > 0`,
        );
        const n = (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
        if (n > 0) found.push(`${table}.${column} (${needle})`);
      }
    }
  }
  return found;
}

const needlesOf = (p: SeedPerson) => [p.email, p.lastName, p.phone];

describe("personal-data requests (admin)", () => {
  it("are behind the admin session", async () => {
    await kit.expectGuarded([
      { method: "GET", path: `/admin/personal-data${q(giulia.email)}` },
      { method: "GET", path: `/admin/personal-data/export.zip${q(giulia.email)}` },
      { method: "POST", path: "/admin/personal-data/erase", body: { email: giulia.email } },
    ]);
  });

  it("refuse an address that is not one with a 400 in Italian", async () => {
    for (const path of [
      "/admin/personal-data?email=nonvalida",
      "/admin/personal-data/export.zip",
    ]) {
      const res = await kit.adminApi.request(path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(
        "Inserisci un indirizzo e-mail valido",
      );
    }
    const erase = await kit.adminApi.call("POST", "/admin/personal-data/erase", { email: "x" });
    expect(erase.status).toBe(400);
    const nothing = await kit.adminApi.call("POST", "/admin/personal-data/erase", {
      email: "nessuno@example.it",
    });
    expect(nothing.status).toBe(404);
    expect(await nothing.json()).toEqual({
      message: "Nessun dato personale trovato per questo indirizzo",
    });
  });

  it("export every table that holds the person's data, and nobody else's", async () => {
    await seedPersonEverywhere(kit.db, giulia);
    await seedPersonEverywhere(kit.db, marco);

    const summary = (await (
      await kit.adminApi.request(`/admin/personal-data${q(" Giulia.Bonfantini@EXAMPLE.it ")}`)
    ).json()) as PersonalDataSummary;
    expect(summary.email).toBe(giulia.email);
    expect(summary.customer?.name).toBe("Giulia Bonfantini");
    const counts = Object.fromEntries(summary.counts.map((c) => [c.kind, c.count]));
    expect(counts).toEqual({
      profilo: 1,
      servizi: 1,
      ticket: 2,
      "messaggi-ticket": 2,
      "allegati-ticket": 1,
      "richieste-disdetta": 1,
      "richieste-informazioni": 1,
      "messaggi-richieste": 1,
      "richieste-rinnovo": 1,
      "movimenti-ore": 1,
      comunicazioni: 1,
      "note-interne": 1,
      "messaggi-contatto": 1,
      "email-inviate": 1,
      sessioni: 1,
      "reimpostazioni-password": 1,
    });

    const zip = await exportOf(giulia.email);
    expect(Object.keys(zip)).toContain("LEGGIMI.txt");
    // Every table classified as the person's data has its file(s), each holding the seeded rows.
    for (const entry of Object.values(personalDataTables)) {
      if (entry.kind !== "subject") continue;
      for (const file of entry.files) {
        const records = JSON.parse(zip[`${file}.json`]!) as unknown[];
        expect(records.length, file).toBeGreaterThan(0);
        expect(zip[`${file}.csv`]!.split("\r\n").length, file).toBeGreaterThan(2);
      }
    }
    expect(zip["profilo.json"]).toContain(giulia.phone);
    expect(zip["profilo.json"]).not.toContain("passwordHash");
    expect(zip["sessioni.json"]).not.toContain("idHash");
    expect(zip["messaggi-contatto.csv"]).toContain("Preventivo per Giulia Bonfantini");
    // The spreadsheets are headed in Italian, not by the database's field names.
    for (const kind of personalDataKinds) {
      const header = zip[`${kind}.csv`]!.replace("\uFEFF", "").split("\r\n")[0]!;
      for (const name of header.split(";")) {
        expect(name, `${kind}.csv: ${name}`).not.toMatch(/^[a-z]+([A-Z][a-z]*)*$/);
      }
    }
    const everything = Object.values(zip).join("\n");
    for (const needle of needlesOf(marco)) expect(everything).not.toContain(needle);
    expect(Object.keys(zip).sort()).toEqual(
      ["LEGGIMI.txt", ...personalDataKinds.flatMap((k) => [`${k}.json`, `${k}.csv`])].sort(),
    );
  });

  it("erase everything in one go after listing it, keeping the service records anonymised", async () => {
    const before = (await (
      await kit.adminApi.request(`/admin/personal-data${q(giulia.email)}`)
    ).json()) as PersonalDataSummary;
    const customerId = before.customer!.id;
    expect(before.anonymised.map((c) => c.kind).sort()).toEqual(
      ["email-inviate", "profilo", "servizi"].sort(),
    );
    expect(before.removed.map((c) => c.kind)).toContain("messaggi-contatto");

    const res = await kit.adminApi.call("POST", "/admin/personal-data/erase", {
      email: giulia.email,
    });
    expect(res.status).toBe(200);
    const done = (await res.json()) as PersonalDataSummary;
    expect(done.removed).toEqual(before.removed);
    expect(done.anonymised).toEqual(before.anonymised);

    expect(await whereFound(needlesOf(giulia))).toEqual([]);
    expect(await whereFound(["Giulia"])).toEqual([]);

    const [kept] = await kit.db
      .select()
      .from(customerUsers)
      .where(eq(customerUsers.id, customerId));
    expect(kept).toMatchObject({ firstName: "Cliente", lastName: "anonimizzato", isActive: false });
    expect(kept!.phone).toBeNull();
    const services = await kit.db
      .select()
      .from(customerServices)
      .where(eq(customerServices.customerId, customerId));
    expect(services).toHaveLength(1);
    expect(services[0]).toMatchObject({ serviceName: "Hosting Professionale", notes: null });
    expect(
      await kit.db.select().from(sessions).where(eq(sessions.userId, customerId)),
    ).toHaveLength(0);
    expect(
      await kit.db.select().from(trustedDevices).where(eq(trustedDevices.userId, customerId)),
    ).toHaveLength(0);
    const mails = await kit.db.select().from(mailOutbox);
    expect(mails.some((m) => m.subject === "[anonimizzato]")).toBe(true);

    // Marco is untouched.
    const marcoNow = (await (
      await kit.adminApi.request(`/admin/personal-data${q(marco.email)}`)
    ).json()) as PersonalDataSummary;
    expect(marcoNow.total).toBe(before.total);
    expect((await whereFound([marco.lastName])).length).toBeGreaterThan(5);

    // Nothing left to find for Giulia.
    const after = (await (
      await kit.adminApi.request(`/admin/personal-data${q(giulia.email)}`)
    ).json()) as PersonalDataSummary;
    expect(after.total).toBe(0);
  });

  it("delete a customer without services instead of keeping an anonymised row", async () => {
    const lone: SeedPerson = {
      firstName: "Ettore",
      lastName: "Solitari",
      email: "ettore.solitari@example.it",
      phone: "+39 045 555 0000",
    };
    const { customerId } = await seedPersonEverywhere(kit.db, lone);
    await kit.db.delete(customerServices).where(eq(customerServices.customerId, customerId));
    const summary = (await (
      await kit.adminApi.request(`/admin/personal-data${q(lone.email)}`)
    ).json()) as PersonalDataSummary;
    expect(summary.anonymised.map((c) => c.kind)).toEqual(["email-inviate"]);
    expect(summary.removed.map((c) => c.kind)).toContain("profilo");
    const res = await kit.adminApi.call("POST", "/admin/personal-data/erase", {
      email: lone.email,
    });
    expect(res.status).toBe(200);
    expect(
      await kit.db.select().from(customerUsers).where(eq(customerUsers.id, customerId)),
    ).toHaveLength(0);
    expect(await whereFound(needlesOf(lone))).toEqual([]);
  });
});

describe("the customer's own export", () => {
  it("holds their data only", async () => {
    const other: SeedPerson = {
      firstName: "Nadia",
      lastName: "Castellucci",
      email: "nadia.castellucci@example.it",
      phone: "+39 045 222 3333",
    };
    await seedPersonEverywhere(kit.db, other);
    await kit.db.insert(schema.contactMessages).values({
      name: "Mario Rossi",
      email: CUSTOMER_EMAIL,
      message: "Vorrei un preventivo per il sito",
    });
    const res = await kit.customerApi.request("/customer/personal-data/export.zip");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    const zip = await unzipEntries(res);
    expect(JSON.parse(zip["profilo.json"]!)).toEqual([
      expect.objectContaining({ email: CUSTOMER_EMAIL, id: kit.customerApi.id }),
    ]);
    expect(JSON.parse(zip["messaggi-contatto.json"]!)).toEqual([
      expect.objectContaining({ message: "Vorrei un preventivo per il sito" }),
    ]);
    const everything = Object.values(zip).join("\n");
    for (const needle of needlesOf(other)) expect(everything).not.toContain(needle);
  });

  it("leaves out the staff-only notes, which the admin's export keeps", async () => {
    const customerId = kit.customerApi.id;
    await kit.db.insert(customerServices).values({
      customerId,
      serviceName: "Dominio aziendale",
      startDate: new Date("2026-01-01T00:00:00Z"),
      expiryDate: new Date("2027-01-01T00:00:00Z"),
      notes: "Nota del personale: cliente moroso",
    });
    const [ticket] = await kit.db
      .insert(customerTickets)
      .values({
        customerId,
        title: "Sito lento",
        description: "Il sito è lento",
        assignedToAdmin: 1,
      })
      .returning({ id: customerTickets.id });
    await kit.db.insert(ticketMessages).values([
      { ticketId: ticket!.id, authorType: "admin", message: "Risposta al cliente" },
      {
        ticketId: ticket!.id,
        authorType: "admin",
        message: "Nota interna riservata",
        isInternal: true,
      },
    ]);
    await kit.db
      .insert(customerNotes)
      .values({ customerId, authorId: 1, text: "Nota dello staff: chiede sempre lo sconto" });
    const own = Object.values(
      await unzipEntries(await kit.customerApi.request("/customer/personal-data/export.zip")),
    ).join("\n");
    expect(own).toContain("Risposta al cliente");
    for (const hidden of [
      "Nota interna riservata",
      "cliente moroso",
      "chiede sempre lo sconto",
      "isInternal",
      "assignedToAdmin",
    ])
      expect(own, hidden).not.toContain(hidden);
    const admin = Object.values(await exportOf(CUSTOMER_EMAIL)).join("\n");
    expect(admin).toContain("Nota interna riservata");
    expect(admin).toContain("cliente moroso");
    expect(admin).toContain("chiede sempre lo sconto");
  });

  it("needs a customer session", async () => {
    expect((await kit.api.request("/customer/personal-data/export.zip")).status).toBe(401);
  });
});

describe("every export of personal data", () => {
  it("is written in the activity log: who, which person or list, how many rows", async () => {
    await kit.db.delete(activityLog);
    expect(
      (await kit.adminApi.request(`/admin/personal-data/export.zip${q(marco.email)}`)).status,
    ).toBe(200);
    expect((await kit.customerApi.request("/customer/personal-data/export.zip")).status).toBe(200);
    expect((await kit.adminApi.request("/admin/customers/export.csv?q=zanettin")).status).toBe(200);
    expect((await kit.adminApi.request("/admin/contacts/export.csv")).status).toBe(200);
    const entries = await kit.db.select().from(activityLog).orderBy(activityLog.id);
    expect(entries).toEqual([
      expect.objectContaining({
        userName: "admin",
        entity: "personal-data",
        action: "export",
        label: marco.email,
        changes: { rows: { to: 18 } },
      }),
      expect.objectContaining({
        userId: null,
        userName: `Cliente n. ${kit.customerApi.id}`,
        entity: "personal-data",
        action: "export",
        label: CUSTOMER_EMAIL,
      }),
      expect.objectContaining({
        userName: "admin",
        entity: "customers",
        action: "export",
        changes: { rows: { to: 1 }, filters: { to: "q=zanettin" } },
      }),
      expect.objectContaining({ entity: "contacts", action: "export" }),
    ]);
  });
});

describe("two customers whose addresses contain one another", () => {
  // anna.guardia@example.it contains the signed-in customer's guardia@example.it.
  const anna: SeedPerson = {
    firstName: "Anna",
    lastName: "Pellegrinotti",
    email: `anna.${CUSTOMER_EMAIL}`,
    phone: "+39 045 999 1111",
  };

  it("the shorter one's export holds none of the other's mails, and no reset link", async () => {
    await seedPersonEverywhere(kit.db, anna);
    for (const email of [anna.email, CUSTOMER_EMAIL])
      expect((await kit.api.request("/customer-password/forgot", postJson({ email }))).status).toBe(
        202,
      );
    const zip = await unzipEntries(
      await kit.customerApi.request("/customer/personal-data/export.zip"),
    );
    const everything = Object.values(zip).join("\n");
    for (const needle of needlesOf(anna)) expect(everything).not.toContain(needle);
    expect(everything).not.toContain("token=");
    const mails = JSON.parse(zip["email-inviate.json"]!) as { to: string }[];
    expect(mails.map((m) => m.to)).toEqual([CUSTOMER_EMAIL]);
  });

  it("erasing the shorter one leaves the other's data untouched", async () => {
    const summaryOf = async (email: string) =>
      (await (
        await kit.adminApi.request(`/admin/personal-data${q(email)}`)
      ).json()) as PersonalDataSummary;
    const annaBefore = await summaryOf(anna.email);
    const foundBefore = await whereFound(needlesOf(anna));
    const exportsOf = (email: string) =>
      kit.db.select().from(activityLog).where(eq(activityLog.label, email));
    expect((await exportsOf(CUSTOMER_EMAIL)).length).toBeGreaterThan(0);
    const res = await kit.adminApi.call("POST", "/admin/personal-data/erase", {
      email: CUSTOMER_EMAIL,
    });
    expect(res.status).toBe(200);
    expect(await summaryOf(anna.email)).toEqual(annaBefore);
    expect(await whereFound(needlesOf(anna))).toEqual(foundBefore);
    // The log of the customer's exports keeps that they happened, not whose they were.
    expect(await exportsOf(CUSTOMER_EMAIL)).toEqual([]);
  });
});
