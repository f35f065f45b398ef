import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { fileFixtures, test } from "#tests/helpers/fixtures";
import { validationOf } from "#features/customers/api/fixtures";
import { addCustomer } from "#features/auth/api/admin-session-fixtures";
import { addService, addTemplate, addTicket, outbox } from "#features/customer-portal/api/fixtures";
import { siteSettings } from "#db/schema";
import { hourMovements } from "../hours.table";
import { durationMessage, formatMinutes, parseDuration } from "../hour-values";
import type { CustomerHours, ServiceHours } from "../hours.schema";

const kit = fileFixtures();

async function hourPackage(hours: number, customerId = kit.customerApi.id) {
  const template = await addTemplate(kit.db, "hourly_package", {
    basePrice: 500,
    basePricePeriod: "one_time",
  });
  return addService(kit.db, customerId, {
    templateId: template,
    serviceName: `Pacchetto ${hours} ore`,
    hoursRemaining: hours,
  });
}

const log = (body: Record<string, unknown>) =>
  kit.adminApi.call("POST", "/admin/hours", {
    kind: "work",
    workDate: "2026-11-20",
    ticketId: null,
    note: "",
    ...body,
  });

async function balance(serviceId: number) {
  const res = await kit.adminApi.request(`/admin/hours/services/${serviceId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ServiceHours;
}

const lowMails = async () =>
  (await outbox(kit.db)).filter((mail) => mail.subject.includes("Monte ore"));

describe("durations typed in Italian", () => {
  it("reads hours and minutes in the usual ways and refuses the rest", () => {
    expect(parseDuration("1 h 30 min")).toBe(90);
    expect(parseDuration("1h30m")).toBe(90);
    expect(parseDuration("1 ora e 15 minuti")).toBe(75);
    expect(parseDuration("2 ore")).toBe(120);
    expect(parseDuration("45 min")).toBe(45);
    expect(parseDuration("1:30")).toBe(90);
    expect(parseDuration("1,5 h")).toBe(90);
    expect(parseDuration("90")).toBe(90);
    for (const bad of ["", "0", "un'ora", "1 h 30", "-5 min", "1000 h"]) {
      expect(parseDuration(bad), bad).toBeNull();
    }
    expect(formatMinutes(90)).toBe("1 h 30 min");
    expect(formatMinutes(-75)).toBe("-1 h 15 min");
    expect(formatMinutes(120)).toBe("2 h");
  });
});

describe("/api/admin/hours", () => {
  test("is guarded: only signed-in staff with the desk's area", async ({ expectGuarded }) => {
    const service = await hourPackage(5);
    await expectGuarded([
      { method: "GET", path: `/admin/hours/services/${service}` },
      { method: "POST", path: "/admin/hours", body: { serviceId: service } },
      { method: "DELETE", path: "/admin/hours/1" },
    ]);
  });

  it("deducts time logged on a ticket; concurrent logs on one package lose no minute", async () => {
    const service = await hourPackage(10);
    const ticket = await addTicket(kit.db, kit.customerApi.id, { serviceId: service });
    const first = await log({ serviceId: service, ticketId: ticket, duration: "1 h 30 min" });
    expect(first.status).toBe(201);
    expect((await first.json()).balance.balanceMinutes).toBe(600 - 90);

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => log({ serviceId: service, duration: "15 min" })),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(201));
    const after = await balance(service);
    expect(after.balanceMinutes).toBe(600 - 90 - 8 * 15);
    expect(after.movements).toHaveLength(9);
    expect(after.movements.find((m) => m.ticketId === ticket)).toMatchObject({
      minutes: -90,
      kind: "work",
      adminName: "admin",
    });

    const ticketView = await kit.adminApi.request(`/admin/hours/tickets/${ticket}`);
    expect(await ticketView.json()).toMatchObject({
      serviceId: service,
      movements: [{ minutes: -90 }],
    });
  });

  it("mails the customer and the company once when a deduction crosses the threshold", async () => {
    await kit.db
      .insert(siteSettings)
      .values({ key: "hours_low_threshold", value: "3" })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: "3" } });
    const service = await hourPackage(4);
    const before = (await lowMails()).length;
    await log({ serviceId: service, duration: "30 min" }); // 3 h 30 min: above
    expect(await lowMails()).toHaveLength(before);
    const crossing = await log({ serviceId: service, duration: "1 h" }); // 2 h 30 min
    expect((await crossing.json()).mailed).toBe(true);
    const mails = (await lowMails()).slice(0, 2);
    expect(mails.map((m) => m.to).sort()).toEqual([
      "guardia@example.it",
      "info@scaligeradigital.example",
    ]);
    const toCustomer = mails.find((m) => m.to === "guardia@example.it")!;
    expect(toCustomer.subject).toBe("Monte ore quasi esaurito: Pacchetto 4 ore");
    expect(toCustomer.text).toContain("è sceso a 2 h 30 min, sotto la soglia di 3 ore");
    // Further deductions under the threshold: no new mail.
    await log({ serviceId: service, duration: "2 h" });
    await log({ serviceId: service, duration: "2 h" });
    expect(await lowMails()).toHaveLength(before + 2);
    expect((await balance(service)).balanceMinutes).toBe(-90);
  });

  it("gives the time back when a movement is deleted; top-ups add", async () => {
    const service = await hourPackage(2);
    const res = await log({ serviceId: service, duration: "45 min" });
    const { movement } = await res.json();
    expect((await balance(service)).balanceMinutes).toBe(75);
    const removed = await kit.adminApi.call("DELETE", `/admin/hours/${movement.id}`);
    expect(removed.status).toBe(200);
    expect((await removed.json()).balance.balanceMinutes).toBe(120);
    expect((await kit.adminApi.call("DELETE", `/admin/hours/${movement.id}`)).status).toBe(404);
    await log({ serviceId: service, kind: "top_up", duration: "10 ore" });
    expect((await balance(service)).balanceMinutes).toBe(720);
  });

  it("refuses bad input in Italian and changes nothing", async () => {
    const service = await hourPackage(2);
    const monthly = await addService(kit.db, kit.customerApi.id, { serviceName: "Hosting" });
    const other = await addCustomer(kit.db, { email: "altro@example.it", password: "x" });
    const otherTicket = await addTicket(kit.db, other);
    const count = async () =>
      (await kit.db.select().from(hourMovements).where(eq(hourMovements.serviceId, service)))
        .length;
    const bad = await validationOf(await log({ serviceId: service, duration: "tanto" }));
    expect(bad.fields.duration).toBe(durationMessage);
    const notPackage = await validationOf(await log({ serviceId: monthly, duration: "1 h" }));
    expect(notPackage.fields.serviceId).toBe("Il servizio scelto non è un pacchetto ore");
    const foreign = await validationOf(
      await log({ serviceId: service, ticketId: otherTicket, duration: "1 h" }),
    );
    expect(foreign.fields.serviceId).toBe("Il servizio scelto non è del cliente del ticket");
    expect((await log({ serviceId: 999999, duration: "1 h" })).status).toBe(404);
    expect(await count()).toBe(0);
  });
});

describe("GET /api/customer/hours/{id}", () => {
  it("shows the customer's own package with its movements, never another's", async () => {
    const service = await hourPackage(3);
    const ticket = await addTicket(kit.db, kit.customerApi.id, { title: "Stampante" });
    await log({ serviceId: service, ticketId: ticket, duration: "1:15", note: "Driver" });
    const res = await kit.customerApi.request(`/customer/hours/${service}`);
    expect(res.status).toBe(200);
    const hours = (await res.json()) as CustomerHours;
    expect(hours).toMatchObject({ balanceMinutes: 105, packageHours: 3 });
    expect(hours.movements[0]).toMatchObject({
      ticketTitle: "Stampante",
      minutes: -75,
      note: "Driver",
    });
    expect(hours.movements[0]).not.toHaveProperty("adminName");
    const other = await addCustomer(kit.db, { email: "terzo@example.it", password: "x" });
    const foreign = await hourPackage(3, other);
    expect((await kit.customerApi.request(`/customer/hours/${foreign}`)).status).toBe(404);
  });
});
