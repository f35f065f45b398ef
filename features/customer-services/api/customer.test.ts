import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import type { PortalOverview, PortalService } from "#features/customer-portal/portal-views";
import {
  addCommunication,
  addService,
  addTemplate,
  addTicket,
  signedInAdmin,
  signedInCustomer,
  withCookie,
} from "#features/customer-portal/api/fixtures";

let handle: DatabaseHandle;
let api: ReturnType<typeof createTestApi>;
let mario: { id: number; cookie: string };
let giulia: { id: number; cookie: string };
let adminCookie: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  api = createTestApi(handle.db);
  mario = await signedInCustomer(handle.db, api, "mario@example.it");
  giulia = await signedInCustomer(handle.db, api, "giulia@example.it");
  adminCookie = await signedInAdmin(handle.db, api);
});
afterAll(() => handle.close());

const get = (path: string, cookie: string | null) => api.request(path, withCookie(cookie));

describe("authorization", () => {
  it.each(["/customer/services", "/customer/overview"])(
    "%s: 401 without a session",
    async (path) => {
      const res = await get(path, null);
      expect(res.status).toBe(401);
      expect((await res.json()).message).toBe("Sessione scaduta o non valida. Accedi di nuovo.");
    },
  );

  it.each(["/customer/services", "/customer/overview"])(
    "%s: 401 with only an admin session",
    async (path) => {
      expect((await get(path, adminCookie)).status).toBe(401);
    },
  );
});

describe("GET /api/customer/services", () => {
  it("lists only the customer's services with the derived type and prices", async () => {
    const monthly = await addTemplate(handle.db, "monthly");
    const hours = await addTemplate(handle.db, "hourly_package", {
      basePrice: 550,
      basePricePeriod: "one_time",
    });
    await addService(handle.db, mario.id, {
      templateId: monthly,
      serviceName: "Hosting Web",
      description: "Hosting del sito",
      days: 40,
      notes: "Nota interna dell'amministratore",
    });
    await addService(handle.db, mario.id, {
      templateId: hours,
      serviceName: "Pacchetto ore",
      hoursRemaining: 6,
      customPrice: 500,
      customPricePeriod: "one_time",
      days: 200,
    });
    await addService(handle.db, giulia.id, { serviceName: "Servizio di Giulia" });

    const res = await get("/customer/services", mario.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const services = (await res.json()) as PortalService[];
    expect(services.map((s) => s.serviceName)).toEqual(["Hosting Web", "Pacchetto ore"]);
    expect(services[0]).toMatchObject({
      description: "Hosting del sito",
      status: "active",
      serviceType: "monthly",
      monthlyPrice: "€ 29/mese",
      yearlyPrice: "€ 348/anno",
      hoursRemaining: null,
    });
    expect(services[0]).not.toHaveProperty("notes");
    expect(Date.parse(services[0]!.startDate)).not.toBeNaN();
    expect(services[1]).toMatchObject({
      serviceType: "hourly_package",
      price: "€ 500 una tantum",
      monthlyPrice: null,
      yearlyPrice: null,
      hoursRemaining: 6,
    });
  });
});

describe("GET /api/customer/services: prices and order", () => {
  it("derives both prices from the price's own period (issue 11: € 15/anno on a monthly service)", async () => {
    const customer = await signedInCustomer(handle.db, api, "prezzi@example.it");
    const monthly = await addTemplate(handle.db, "monthly");
    await addService(handle.db, customer.id, {
      templateId: monthly,
      customPrice: 15,
      customPricePeriod: "yearly",
    });
    const [service] = (await (
      await get("/customer/services", customer.cookie)
    ).json()) as PortalService[];
    expect(service).toMatchObject({
      serviceType: "monthly",
      price: "€ 15/anno",
      monthlyPrice: "€ 1,25/mese",
      yearlyPrice: "€ 15/anno",
    });
  });

  it("lists the active services first, soonest expiry first, then the others", async () => {
    const customer = await signedInCustomer(handle.db, api, "ordine@example.it");
    const add = (
      serviceName: string,
      status: "active" | "expired" | "suspended" | "cancelled",
      days: number,
    ) => addService(handle.db, customer.id, { serviceName, status, days });
    await add("Scaduto da poco", "expired", -5);
    await add("Attivo tardi", "active", 300);
    await add("Scaduto da tempo", "expired", -200);
    await add("Attivo presto", "active", 10);
    await add("Sospeso", "suspended", 50);
    const services = (await (
      await get("/customer/services", customer.cookie)
    ).json()) as PortalService[];
    expect(services.map((s) => s.serviceName)).toEqual([
      "Attivo presto",
      "Attivo tardi",
      "Scaduto da tempo",
      "Scaduto da poco",
      "Sospeso",
    ]);
  });
});

describe("GET /api/customer/overview", () => {
  it("counts active services, open tickets and unread communications of the customer only", async () => {
    const customer = await signedInCustomer(handle.db, api, "contatori@example.it");
    await addService(handle.db, customer.id, { status: "active" });
    await addService(handle.db, customer.id, { status: "active" });
    await addService(handle.db, customer.id, { status: "suspended" });
    await addService(handle.db, customer.id, { status: "expired", days: -10 });
    await addTicket(handle.db, customer.id, { status: "open" });
    await addTicket(handle.db, customer.id, { status: "in_progress" });
    await addTicket(handle.db, customer.id, { status: "closed" });
    await addCommunication(handle.db, customer.id, { isRead: false });
    await addCommunication(handle.db, customer.id, { isRead: true });
    // Another customer's rows never count.
    await addTicket(handle.db, giulia.id, { status: "open" });
    await addCommunication(handle.db, giulia.id, { isRead: false });

    const overview = (await (
      await get("/customer/overview", customer.cookie)
    ).json()) as PortalOverview;
    expect(overview.customer).toEqual({ firstName: "Mario", lastName: "Rossi" });
    expect(overview.counters).toEqual({
      activeServices: 2,
      openTickets: 2,
      unreadCommunications: 1,
    });
  });

  it("'Servizi in Scadenza': more than 0 and at most 30 days away (edges 0, 1, 30, 31), at most 3", async () => {
    const customer = await signedInCustomer(handle.db, api, "scadenze@example.it");
    for (const days of [0, 1, 30, 31]) {
      await addService(handle.db, customer.id, { serviceName: `Scade tra ${days} giorni`, days });
    }
    await addService(handle.db, customer.id, { serviceName: "Scaduto ieri", days: -1 });
    const overview = (await (
      await get("/customer/overview", customer.cookie)
    ).json()) as PortalOverview;
    expect(overview.expiring.map((s) => s.serviceName)).toEqual([
      "Scade tra 1 giorni",
      "Scade tra 30 giorni",
    ]);
    expect(overview.expiring[0]).toMatchObject({ status: "active" });
    expect(Date.parse(overview.expiring[0]!.expiryDate)).not.toBeNaN();

    // Soonest first and at most three; cancelled or expired services do not "expire soon".
    await addService(handle.db, customer.id, { serviceName: "Scade tra 20 giorni", days: 20 });
    await addService(handle.db, customer.id, { serviceName: "Scade tra 5 giorni", days: 5 });
    await addService(handle.db, customer.id, {
      serviceName: "Sospeso 3",
      days: 3,
      status: "suspended",
    });
    await addService(handle.db, customer.id, {
      serviceName: "Disdetto",
      days: 2,
      status: "cancelled",
    });
    await addService(handle.db, customer.id, {
      serviceName: "Scaduto",
      days: 2,
      status: "expired",
    });
    const again = (await (
      await get("/customer/overview", customer.cookie)
    ).json()) as PortalOverview;
    expect(again.expiring.map((s) => s.serviceName)).toEqual([
      "Scade tra 1 giorni",
      "Sospeso 3",
      "Scade tra 5 giorni",
    ]);
  });

  it("shows no expiring services when there are none", async () => {
    const customer = await signedInCustomer(handle.db, api, "vuoto@example.it");
    const overview = (await (
      await get("/customer/overview", customer.cookie)
    ).json()) as PortalOverview;
    expect(overview.expiring).toEqual([]);
    expect(overview.counters).toEqual({
      activeServices: 0,
      openTickets: 0,
      unreadCommunications: 0,
    });
  });
});
