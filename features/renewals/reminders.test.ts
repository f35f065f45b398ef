import { eq, inArray } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Database } from "#db/client";
import { customerServices, mailOutbox, renewalReminders, siteSettings } from "#db/schema";
import { test } from "#tests/helpers/fixtures";
import { addCustomer } from "#features/auth/api/admin-session-fixtures";
import { addTemplate } from "#features/customer-portal/api/fixtures";
import { daysUntil, dueThreshold, runRenewalReminders } from "./reminders.server";
import { parseRenewalDays } from "./reminder-days";

const MAIL_TO = "info@scaligeradigital.example";
const SITE_URL = "https://www.scaligeradigital.example";
const DAY = 24 * 60 * 60 * 1000;
/** 10:00 in Rome on 10 March 2026. */
const NOW = new Date("2026-03-10T09:00:00Z");
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
const run = (db: Database, now = NOW) =>
  runRenewalReminders(db, { mailTo: MAIL_TO, siteUrl: SITE_URL, now });

// The file's database is made here, within the hooks' longer time limit, not in the first test.
test.beforeAll(({ db }) => {
  expect(db).toBeDefined();
});

let customers = 0;
/** A new customer with one service expiring at noon UTC `days` calendar days after NOW's. */
async function serviceIn(
  db: Database,
  days: number,
  values: Partial<typeof customerServices.$inferInsert> = {},
  domain = "example.it",
) {
  const email = `rinnovi${++customers}@${domain}`;
  const customerId = await addCustomer(db, { email, password: "Cliente2026!" });
  const expiryDate = new Date(Date.UTC(2026, 2, 10 + days, 12));
  const [row] = await db
    .insert(customerServices)
    .values({
      customerId,
      serviceName: `Hosting ${customers}`,
      startDate: new Date("2025-03-10T12:00:00Z"),
      expiryDate,
      ...values,
    })
    .returning({ id: customerServices.id });
  return { id: row!.id, email, expiryDate };
}

const mailsTo = (db: Database, to: string) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const remindersOf = (db: Database, serviceId: number) =>
  db
    .select({ daysBefore: renewalReminders.daysBefore, expiryDate: renewalReminders.expiryDate })
    .from(renewalReminders)
    .where(eq(renewalReminders.serviceId, serviceId))
    .orderBy(renewalReminders.id);
const companyMailsAbout = async (db: Database, serviceName: string) =>
  (await mailsTo(db, MAIL_TO)).filter((mail) => mail.text.includes(`"${serviceName}"`));

describe("the thresholds", () => {
  test("counts calendar days in Rome and picks the most recent threshold passed", () => {
    expect(daysUntil(new Date("2026-03-17T12:00:00Z"), NOW)).toBe(7);
    // 23:30 in Rome on 9 March is still the 9th; the expiry on the 10th is 1 day away.
    expect(daysUntil(new Date("2026-03-10T12:00:00Z"), new Date("2026-03-09T22:30:00Z"))).toBe(1);
    expect(dueThreshold(31, [30, 7, 1])).toBeNull();
    expect(dueThreshold(30, [30, 7, 1])).toBe(30);
    expect(dueThreshold(12, [30, 7, 1])).toBe(30);
    expect(dueThreshold(5, [30, 7, 1])).toBe(7);
    expect(dueThreshold(0, [30, 7, 1])).toBe(1);
    expect(parseRenewalDays("1, 30,7")).toEqual([30, 7, 1]);
    for (const bad of ["", "0", "7, 7", "366", "sette", "1,2,3,4,5,6,7,8,9,10,11", "-1"]) {
      expect(parseRenewalDays(bad), bad).toBeNull();
    }
  });
});

describe("runRenewalReminders", () => {
  test("queues the customer's and the company's mail once over several runs", async ({ db }) => {
    const templateId = await addTemplate(db, "monthly", {
      basePrice: 29,
      basePricePeriod: "monthly",
    });
    const service = await serviceIn(db, 7, { templateId });
    const first = await run(db);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 3; i++) await run(db, new Date(NOW.getTime() + i * 3_600_000));
    expect(await remindersOf(db, service.id)).toEqual([
      { daysBefore: 7, expiryDate: service.expiryDate },
    ]);

    const [mail, ...others] = await mailsTo(db, service.email);
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe(`Promemoria: il servizio "Hosting ${customers}" scade tra 7 giorni`);
    expect(mail!.text).toContain("Gentile Mario Rossi,");
    expect(mail!.text).toContain("scade tra 7 giorni, il 17 marzo 2026.");
    expect(mail!.text).toContain("Prezzo: € 29/mese");
    expect(mail!.text).toContain(
      `${SITE_URL}/customer/dashboard?sezione=servizi&rinnovo=${service.id}`,
    );
    const company = await companyMailsAbout(db, `Hosting ${customers}`);
    expect(company).toHaveLength(1);
    expect(company[0]!.replyTo).toBe(service.email);
    expect(company[0]!.text).toContain("del cliente Mario Rossi (Rossi Serramenti S.r.l.)");
    expect(company[0]!.text).toContain("il 17 marzo 2026");
  });

  test("never writes on its own to an example address (the demo customers')", async ({ db }) => {
    const demo = await serviceIn(db, 7, {}, "example.com");
    const real = await serviceIn(db, 7);
    await run(db);
    expect(await remindersOf(db, demo.id)).toEqual([]);
    expect(await mailsTo(db, demo.email)).toHaveLength(0);
    expect(await mailsTo(db, real.email)).toHaveLength(1);
  });

  test("two concurrent runs send once", async ({ db }) => {
    const service = await serviceIn(db, 30);
    await Promise.all([run(db), run(db)]);
    await Promise.all([run(db), run(db), run(db)]);
    expect(await remindersOf(db, service.id)).toHaveLength(1);
    expect(await mailsTo(db, service.email)).toHaveLength(1);
    expect(await companyMailsAbout(db, `Hosting ${customers}`)).toHaveLength(1);
  });

  test("after downtime sends only the threshold due now, then the next one", async ({ db }) => {
    // Nothing ran while 30 days became 5: one mail (the 7-day one), not three.
    const service = await serviceIn(db, 5);
    await run(db);
    expect((await remindersOf(db, service.id)).map((r) => r.daysBefore)).toEqual([7]);
    expect(await mailsTo(db, service.email)).toHaveLength(1);
    expect((await mailsTo(db, service.email))[0]!.subject).toContain("scade tra 5 giorni");

    await run(db, at(3)); // 2 days left: the 7-day reminder was sent, nothing new
    expect(await mailsTo(db, service.email)).toHaveLength(1);
    await run(db, at(4)); // 1 day left
    await run(db, at(4.5));
    expect((await remindersOf(db, service.id)).map((r) => r.daysBefore)).toEqual([7, 1]);
    const mails = await mailsTo(db, service.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toContain("scade domani");

    await run(db, at(6)); // expired: nothing more
    expect(await mailsTo(db, service.email)).toHaveLength(2);
  });

  test("a renewed service (new expiry date) starts again", async ({ db }) => {
    const service = await serviceIn(db, 7);
    await run(db);
    const renewed = new Date(service.expiryDate.getTime() + 365 * DAY);
    await db
      .update(customerServices)
      .set({ expiryDate: renewed })
      .where(eq(customerServices.id, service.id));
    await run(db, at(2));
    expect(await mailsTo(db, service.email)).toHaveLength(1);
    await run(db, at(365));
    expect(await remindersOf(db, service.id)).toEqual([
      { daysBefore: 7, expiryDate: service.expiryDate },
      { daysBefore: 7, expiryDate: renewed },
    ]);
    expect(await mailsTo(db, service.email)).toHaveLength(2);
  });

  test("uses the days set in Impostazioni and the site domain", async ({ db }) => {
    await db.insert(siteSettings).values({ key: "renewal_reminder_days", value: "10, 3" });
    await db.insert(siteSettings).values({ key: "site_domain", value: "clienti.example.it" });
    try {
      const nine = await serviceIn(db, 9);
      const twenty = await serviceIn(db, 20);
      const one = await serviceIn(db, 1);
      await run(db);
      expect((await remindersOf(db, nine.id)).map((r) => r.daysBefore)).toEqual([10]);
      expect(await remindersOf(db, twenty.id)).toEqual([]);
      expect((await remindersOf(db, one.id)).map((r) => r.daysBefore)).toEqual([3]);
      expect((await mailsTo(db, nine.email))[0]!.text).toContain(
        `https://clienti.example.it/customer/dashboard?sezione=servizi&rinnovo=${nine.id}`,
      );
    } finally {
      await db
        .delete(siteSettings)
        .where(inArray(siteSettings.key, ["renewal_reminder_days", "site_domain"]));
    }
  });

  test("a service not active, already expired or far from expiry gets none", async ({ db }) => {
    const suspended = await serviceIn(db, 7, { status: "suspended" });
    const cancelled = await serviceIn(db, 1, { status: "cancelled" });
    const expired = await serviceIn(db, -1);
    const markedExpired = await serviceIn(db, 3, { status: "expired" });
    const far = await serviceIn(db, 31);
    await run(db);
    await run(db, at(0.1));
    for (const service of [suspended, cancelled, expired, markedExpired, far]) {
      expect(await remindersOf(db, service.id)).toEqual([]);
      expect(await mailsTo(db, service.email)).toEqual([]);
    }
  });
});
