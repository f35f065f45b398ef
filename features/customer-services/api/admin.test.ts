import { beforeAll, describe, expect, it } from "vitest";
import { fileFixtures } from "#tests/helpers/fixtures";
import { and, eq } from "drizzle-orm";
import {
  activityLog,
  cancellationRequests,
  customerServices,
  customerTickets,
  customerUsers,
  infoRequests,
  serviceTemplates,
} from "#db/schema";
import { validationOf } from "#features/customers/api/fixtures";
import { customerServiceMessages } from "../customer-services.schema";
import { priceMessages } from "#features/service-templates/price.schema";

const kit = fileFixtures();
let monthly: number;
let hourly: number;
let otherCustomer: number;

beforeAll(async () => {
  const rows = await kit.db
    .insert(serviceTemplates)
    .values([
      {
        name: "Hosting Web Professionale",
        category: "hosting",
        type: "monthly",
        basePrice: 29,
        basePricePeriod: "monthly",
      },
      {
        name: "Pacchetto Assistenza 10 ore",
        category: "monte_ore",
        type: "hourly_package",
        basePrice: 550,
        basePricePeriod: "one_time",
      },
    ])
    .returning({ id: serviceTemplates.id });
  [monthly, hourly] = [rows[0]!.id, rows[1]!.id];
  const [other] = await kit.db
    .insert(customerUsers)
    .values({
      email: "altro.cliente@example.it",
      passwordHash: "$argon2id$non-usata",
      firstName: "Paolo",
      lastName: "Verdi",
    })
    .returning({ id: customerUsers.id });
  otherCustomer = other!.id;
});

const assignment = (overrides: Record<string, unknown> = {}) => ({
  templateId: monthly,
  serviceName: "Hosting Web Professionale - www.ferrari.example",
  description: "Hosting del sito e della posta",
  customPrice: "25,50",
  customPricePeriod: "monthly",
  startDate: "2026-03-01",
  expiryDate: "2026-04-01",
  hoursRemaining: null,
  isRecurring: true,
  status: "active",
  ...overrides,
});

const servicesPath = (customerId = kit.customerApi.id) => `/admin/customers/${customerId}/services`;

async function assign(overrides: Record<string, unknown> = {}, customerId = kit.customerApi.id) {
  const res = await kit.adminApi.call("POST", servicesPath(customerId), assignment(overrides));
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number } & Record<string, unknown>;
}

describe("access to /api/admin/customers/:id/services", () => {
  it("needs an admin session, and writes need the site's origin", async () => {
    const { id } = await assign({ serviceName: "Accesso" });
    await kit.expectGuarded([
      { method: "GET", path: servicesPath() },
      { method: "POST", path: servicesPath(), body: assignment() },
      { method: "PUT", path: `${servicesPath()}/${id}`, body: assignment({ status: "expired" }) },
    ]);
    const [row] = await kit.db.select().from(customerServices).where(eq(customerServices.id, id));
    expect(row?.status).toBe("active");
  });
});

describe("POST /api/admin/customers/:id/services", () => {
  it("assigns a service; dates of the form are whole days", async () => {
    const created = await assign();
    expect(created).toMatchObject({
      customerId: kit.customerApi.id,
      templateId: monthly,
      templateName: "Hosting Web Professionale",
      templateType: "monthly",
      serviceName: "Hosting Web Professionale - www.ferrari.example",
      customPrice: 25.5,
      customPricePeriod: "monthly",
      deletable: true,
      status: "active",
      isRecurring: true,
      hoursRemaining: null,
      startDate: "2026-03-01T12:00:00.000Z",
      expiryDate: "2026-04-01T12:00:00.000Z",
    });
    const list = (await (await kit.adminApi.call("GET", servicesPath())).json()) as {
      id: number;
    }[];
    expect(list.map((s) => s.id)).toContain(created.id);
  });

  it("defaults to active and recurring; blanks are stored as null", async () => {
    const created = await assign({
      status: undefined,
      isRecurring: undefined,
      description: "",
      customPrice: " ",
      hoursRemaining: "",
    });
    expect(created).toMatchObject({
      status: "active",
      isRecurring: true,
      description: null,
      customPrice: null,
      customPricePeriod: null,
      hoursRemaining: null,
    });
  });

  it("takes hours only for hourly packages", async () => {
    const created = await assign({ templateId: hourly, hoursRemaining: 10, isRecurring: false });
    expect(created).toMatchObject({ templateType: "hourly_package", hoursRemaining: 10 });
    const refused = await validationOf(
      await kit.adminApi.call("POST", servicesPath(), assignment({ hoursRemaining: 5 })),
    );
    expect(refused.fields.hoursRemaining).toBe(
      "Le ore residue si indicano solo per i pacchetti a monte ore",
    );
  });

  it("applies the spec's rules with Italian messages", async () => {
    const required = "Compila tutti i campi obbligatori";
    const cases: [Record<string, unknown>, string, string][] = [
      [{ templateId: undefined }, "templateId", "Seleziona un template di servizio"],
      [{ templateId: "" }, "templateId", "Seleziona un template di servizio"],
      [{ templateId: 0 }, "templateId", "Seleziona un template di servizio"],
      [{ serviceName: "" }, "serviceName", required],
      [{ serviceName: undefined }, "serviceName", required],
      [{ startDate: "" }, "startDate", required],
      [{ expiryDate: undefined }, "expiryDate", required],
      [{ serviceName: "H" }, "serviceName", "Il nome del servizio deve avere almeno 2 caratteri"],
      [{ startDate: "2026-02-30" }, "startDate", "Inserisci una data valida"],
      [{ expiryDate: "domani" }, "expiryDate", "Inserisci una data valida"],
      [
        { expiryDate: "2026-03-01" },
        "expiryDate",
        "La data di scadenza deve essere successiva alla data di inizio",
      ],
      [
        { expiryDate: "2026-02-01" },
        "expiryDate",
        "La data di scadenza deve essere successiva alla data di inizio",
      ],
      [
        { templateId: hourly, hoursRemaining: -1 },
        "hoursRemaining",
        "Le ore residue devono essere un numero intero maggiore o uguale a 0",
      ],
      [
        { templateId: hourly, hoursRemaining: 2.5 },
        "hoursRemaining",
        "Le ore residue devono essere un numero intero maggiore o uguale a 0",
      ],
      [{ status: "sospeso" }, "status", "Seleziona uno stato valido"],
      [{ customPrice: "€ 15/anno" }, "customPrice", priceMessages.amount],
      [{ customPrice: -3 }, "customPrice", priceMessages.amount],
      [{ customPricePeriod: "" }, "customPricePeriod", priceMessages.period],
      [{ customPricePeriod: "settimanale" }, "customPricePeriod", priceMessages.period],
      [{ templateId: 999999 }, "templateId", "Il template di servizio selezionato non esiste"],
    ];
    for (const [change, field, message] of cases) {
      const res = await kit.adminApi.call("POST", servicesPath(), assignment(change));
      const { fields } = await validationOf(res);
      expect(fields[field], JSON.stringify(change)).toBe(message);
    }
    const empty = await validationOf(await kit.adminApi.call("POST", servicesPath(), {}));
    expect(empty.message).toBe("Seleziona un template di servizio");
    expect(empty.fields).toMatchObject({
      serviceName: required,
      startDate: required,
      expiryDate: required,
    });
  });

  it("404 for unknown customers, 400 for malformed JSON; nothing is stored", async () => {
    const before = await kit.db.select().from(customerServices);
    for (const id of ["999999", "abc", "0"]) {
      const res = await kit.adminApi.call("POST", `/admin/customers/${id}/services`, assignment());
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ message: "Cliente non trovato" });
      const list = await kit.adminApi.call("GET", `/admin/customers/${id}/services`);
      expect(list.status, id).toBe(404);
    }
    expect((await kit.adminApi.call("POST", servicesPath(), "{")).status).toBe(400);
    expect(await kit.db.select().from(customerServices)).toHaveLength(before.length);
  });
});

describe("GET /api/admin/customers/:id/services", () => {
  it("lists only that customer's services", async () => {
    const mine = await assign({ serviceName: "Servizio mio" });
    const theirs = await assign({ serviceName: "Servizio altrui" }, otherCustomer);
    const list = (await (await kit.adminApi.call("GET", servicesPath(otherCustomer))).json()) as {
      id: number;
      customerId: number;
    }[];
    expect(list.map((s) => s.id)).toEqual([theirs.id]);
    expect(list.map((s) => s.id)).not.toContain(mine.id);
  });
});

describe("PUT /api/admin/customers/:id/services/:serviceId", () => {
  it("updates the service, status freely among the four values", async () => {
    const { id } = await assign();
    for (const status of ["suspended", "expired", "cancelled", "active"]) {
      const res = await kit.adminApi.call(
        "PUT",
        `${servicesPath()}/${id}`,
        assignment({ status, serviceName: `Hosting ${status}`, expiryDate: "2027-03-01" }),
      );
      expect(res.status, status).toBe(200);
      expect(await res.json()).toMatchObject({
        id,
        status,
        serviceName: `Hosting ${status}`,
        templateId: monthly,
        expiryDate: "2027-03-01T12:00:00.000Z",
      });
    }
  });

  it("requires name, status and both dates; expiry after start", async () => {
    const { id } = await assign();
    const path = `${servicesPath()}/${id}`;
    const required = "Compila tutti i campi obbligatori";
    for (const field of ["serviceName", "status", "startDate", "expiryDate"]) {
      const { fields } = await validationOf(
        await kit.adminApi.call("PUT", path, assignment({ [field]: "" })),
      );
      expect(fields[field], field).toBe(required);
    }
    const order = await validationOf(
      await kit.adminApi.call(
        "PUT",
        path,
        assignment({ startDate: "2026-05-01", expiryDate: "2026-04-30" }),
      ),
    );
    expect(order.message).toBe("La data di scadenza deve essere successiva alla data di inizio");
    expect((await kit.adminApi.call("PUT", path, "{")).status).toBe(400);
  });

  it("updates the hours of an hourly package only", async () => {
    const package10 = await assign({ templateId: hourly, hoursRemaining: 10 });
    const res = await kit.adminApi.call(
      "PUT",
      `${servicesPath()}/${package10.id}`,
      assignment({ hoursRemaining: 7 }),
    );
    expect(await res.json()).toMatchObject({ hoursRemaining: 7, templateId: hourly });
    const hosting = await assign();
    const refused = await kit.adminApi.call(
      "PUT",
      `${servicesPath()}/${hosting.id}`,
      assignment({ hoursRemaining: 3 }),
    );
    expect((await validationOf(refused)).message).toBe(
      "Le ore residue si indicano solo per i pacchetti a monte ore",
    );
  });

  it("answers 404 for a service of another customer and changes nothing", async () => {
    const theirs = await assign({ serviceName: "Di Paolo" }, otherCustomer);
    const res = await kit.adminApi.call(
      "PUT",
      `${servicesPath()}/${theirs.id}`,
      assignment({ status: "cancelled" }),
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Servizio non trovato" });
    const [row] = await kit.db
      .select()
      .from(customerServices)
      .where(eq(customerServices.id, theirs.id));
    expect(row).toMatchObject({ status: "active", serviceName: "Di Paolo" });
    for (const path of [
      `${servicesPath()}/999999`,
      `${servicesPath()}/abc`,
      `/admin/customers/999999/services/${theirs.id}`,
      `/admin/customers/abc/services/${theirs.id}`,
    ]) {
      expect((await kit.adminApi.call("PUT", path, assignment())).status, path).toBe(404);
    }
  });
});

describe("DELETE /api/admin/customers/:id/services/:serviceId", () => {
  it("deletes a wrongly assigned service that no ticket or request names", async () => {
    const { id } = await assign({ serviceName: "Assegnato per errore" });
    const res = await kit.adminApi.call("DELETE", `${servicesPath()}/${id}`);
    expect(res.status).toBe(204);
    const rows = await kit.db.select().from(customerServices).where(eq(customerServices.id, id));
    expect(rows).toHaveLength(0);
    expect((await kit.adminApi.call("DELETE", `${servicesPath()}/${id}`)).status).toBe(404);
  });

  it("answers 409 when a ticket or a request names the service: it can only be cancelled", async () => {
    const customerId = kit.customerApi.id;
    const links = [
      (serviceId: number) =>
        kit.db.insert(customerTickets).values({
          customerId,
          serviceId,
          title: "Problema",
          description: "Il sito non risponde",
          category: "technical",
        }),
      (serviceId: number) =>
        kit.db.insert(cancellationRequests).values({ customerId, serviceId, reason: "Chiusura" }),
      (serviceId: number) =>
        kit.db.insert(infoRequests).values({
          customerId,
          serviceId,
          subject: "Domanda",
          message: "Quando scade?",
        }),
    ];
    for (const link of links) {
      const { id } = await assign({ serviceName: "Con storico" });
      await link(id);
      const listed = (await (await kit.adminApi.call("GET", servicesPath())).json()) as {
        id: number;
        deletable: boolean;
      }[];
      expect(listed.find((s) => s.id === id)?.deletable).toBe(false);
      const res = await kit.adminApi.call("DELETE", `${servicesPath()}/${id}`);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ message: customerServiceMessages.onlyCancel });
      const rows = await kit.db.select().from(customerServices).where(eq(customerServices.id, id));
      expect(rows).toHaveLength(1);
    }
  });

  it("404 for a service of another customer, which stays; and it needs an admin session", async () => {
    const theirs = await assign({ serviceName: "Di Paolo" }, otherCustomer);
    expect((await kit.adminApi.call("DELETE", `${servicesPath()}/${theirs.id}`)).status).toBe(404);
    await kit.expectGuarded([
      { method: "DELETE", path: `${servicesPath(otherCustomer)}/${theirs.id}` },
    ]);
    const rows = await kit.db
      .select()
      .from(customerServices)
      .where(eq(customerServices.id, theirs.id));
    expect(rows).toHaveLength(1);
  });
});

describe("the activity log of the assignments (decision 032)", () => {
  const assignmentLog = (id: number) =>
    kit.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, "customer-services"), eq(activityLog.entityId, String(id))))
      .orderBy(activityLog.id);

  it("records each assignment as its own item: created, its price from old to new, removed", async () => {
    const { id } = await assign({ serviceName: "Hosting registro" });
    let log = await assignmentLog(id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: "create", label: null, method: "POST" });
    expect(log[0]?.changes?.serviceName).toEqual({ to: "Hosting registro" });

    const path = `${servicesPath()}/${id}`;
    const put = await kit.adminApi.call(
      "PUT",
      path,
      assignment({ serviceName: "Hosting registro", customPrice: "30" }),
    );
    expect(put.status).toBe(200);
    log = await assignmentLog(id);
    expect(log).toHaveLength(2);
    expect(log[1]).toMatchObject({ action: "update", method: "PUT" });
    expect(log[1]?.changes).toEqual({ customPrice: { from: 25.5, to: 30 } });

    // Another customer's path: 404, nothing recorded.
    const wrong = await kit.adminApi.call(
      "PUT",
      `${servicesPath(otherCustomer)}/${id}`,
      assignment({ customPrice: "40" }),
    );
    expect(wrong.status).toBe(404);
    expect(await assignmentLog(id)).toHaveLength(2);

    expect((await kit.adminApi.call("DELETE", path)).status).toBe(204);
    log = await assignmentLog(id);
    expect(log.map((entry) => entry.action)).toEqual(["create", "update", "delete"]);
  });
});
