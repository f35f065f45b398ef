import { describe, expect, it } from "vitest";
import { fileFixtures } from "#tests/helpers/fixtures";
import { eq } from "drizzle-orm";
import { customerServices, serviceTemplates } from "#db/schema";
import { validationOf } from "#features/customers/api/fixtures";
import { priceMessages } from "../price.schema";

const kit = fileFixtures();

const NOT_FOUND = { message: "Servizio del catalogo non trovato" };
const valid = {
  name: "Backup in Cloud",
  description: "Copie giornaliere cifrate dei dati aziendali su data center in Italia.",
  category: "hosting",
  type: "monthly",
  basePrice: "15,90",
  basePricePeriod: "yearly",
  features: "Backup giornaliero\n\n  Conservazione 30 giorni  \nRipristino assistito",
  isActive: true,
  sortOrder: 5,
};

async function createTemplate(overrides: Record<string, unknown> = {}) {
  const res = await kit.adminApi.call("POST", "/admin/service-templates", {
    ...valid,
    ...overrides,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number } & Record<string, unknown>;
}

describe("access to /api/admin/service-templates", () => {
  it("needs an admin session, and writes need the site's origin", async () => {
    const { id } = await createTemplate({ name: "Accesso" });
    await kit.expectGuarded([
      { method: "GET", path: "/admin/service-templates" },
      { method: "POST", path: "/admin/service-templates", body: valid },
      { method: "PATCH", path: `/admin/service-templates/${id}`, body: { name: "Cambiato" } },
      { method: "DELETE", path: `/admin/service-templates/${id}` },
    ]);
    const [row] = await kit.db.select().from(serviceTemplates).where(eq(serviceTemplates.id, id));
    expect(row?.name).toBe("Accesso");
  });
});

describe("POST /api/admin/service-templates", () => {
  it("creates a template: features one per line, blanks as null, defaults", async () => {
    const created = await createTemplate();
    expect(created).toMatchObject({
      name: "Backup in Cloud",
      category: "hosting",
      type: "monthly",
      basePrice: 15.9,
      basePricePeriod: "yearly",
      features: ["Backup giornaliero", "Conservazione 30 giorni", "Ripristino assistito"],
      isActive: true,
      sortOrder: 5,
    });
    const minimal = await createTemplate({
      name: "  Consulenza GDPR ",
      description: "",
      basePrice: "  ",
      features: undefined,
      isActive: undefined,
      sortOrder: undefined,
      category: "consulenza",
      type: "one_time",
    });
    expect(minimal).toMatchObject({
      name: "Consulenza GDPR",
      description: null,
      basePrice: null,
      basePricePeriod: null,
      features: [],
      isActive: true,
      sortOrder: 0,
    });
    const { items: list } = (await (
      await kit.adminApi.call("GET", "/admin/service-templates")
    ).json()) as { items: { id: number }[] };
    expect(list.map((t) => t.id)).toEqual(expect.arrayContaining([created.id, minimal.id]));
  });

  it("accepts features as a list too", async () => {
    const created = await createTemplate({ features: [" SSL ", "", "CDN"] });
    expect(created.features).toEqual(["SSL", "CDN"]);
  });

  it("applies the spec's rules with Italian messages", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "" }, "name", "Nome servizio richiesto"],
      [{ name: "A" }, "name", "Nome servizio richiesto"],
      [{ name: undefined }, "name", "Nome servizio richiesto"],
      [{ category: "hardware" }, "category", "Seleziona una categoria valida"],
      [{ type: "weekly" }, "type", "Seleziona un tipo di servizio valido"],
      [{ basePrice: "€ 15/anno" }, "basePrice", priceMessages.amount],
      [{ basePrice: "quindici" }, "basePrice", priceMessages.amount],
      [{ basePrice: 3_000_000 }, "basePrice", priceMessages.tooHigh],
      [{ basePricePeriod: undefined }, "basePricePeriod", priceMessages.period],
      [{ basePricePeriod: "mensile" }, "basePricePeriod", priceMessages.period],
      [
        { sortOrder: -1 },
        "sortOrder",
        "L'ordine deve essere un numero intero maggiore o uguale a 0",
      ],
      [
        { sortOrder: 1.5 },
        "sortOrder",
        "L'ordine deve essere un numero intero maggiore o uguale a 0",
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await kit.adminApi.call("POST", "/admin/service-templates", {
        ...valid,
        ...change,
      });
      const { fields } = await validationOf(res);
      expect(fields[field], JSON.stringify(change)).toBe(message);
    }
    const empty = await validationOf(
      await kit.adminApi.call("POST", "/admin/service-templates", {}),
    );
    expect(empty.message).toBe("Nome servizio richiesto");
  });

  it("answers 400 to malformed JSON and 415 to another content type", async () => {
    const res = await kit.adminApi.call("POST", "/admin/service-templates", "{name:");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Richiesta non valida: JSON malformato" });
    const text = await kit.adminApi.call("POST", "/admin/service-templates", undefined, {
      "Content-Type": "text/plain",
    });
    expect(text.status).toBe(415);
  });
});

describe("PATCH /api/admin/service-templates/:id", () => {
  it("changes only the fields sent", async () => {
    const { id } = await createTemplate({ name: "Da modificare", sortOrder: 7 });
    const res = await kit.adminApi.call("PATCH", `/admin/service-templates/${id}`, {
      isActive: false,
      features: "Uno\nDue",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id,
      name: "Da modificare",
      isActive: false,
      sortOrder: 7,
      features: ["Uno", "Due"],
      type: "monthly",
    });
  });

  it("changes the price as a pair: no amount clears the period, a period alone is refused", async () => {
    const { id } = await createTemplate({ name: "Prezzi" });
    const path = `/admin/service-templates/${id}`;
    const changed = await kit.adminApi.call("PATCH", path, {
      basePrice: 120,
      basePricePeriod: "yearly",
    });
    expect(await changed.json()).toMatchObject({ basePrice: 120, basePricePeriod: "yearly" });
    const alone = await validationOf(
      await kit.adminApi.call("PATCH", path, { basePricePeriod: "monthly" }),
    );
    expect(alone.fields.basePrice).toBe(priceMessages.periodWithoutAmount);
    const cleared = await kit.adminApi.call("PATCH", path, { basePrice: null });
    expect(await cleared.json()).toMatchObject({ basePrice: null, basePricePeriod: null });
  });

  it("validates the fields sent, 404 for unknown ids, 400 for malformed JSON", async () => {
    const { id } = await createTemplate({ name: "Regole" });
    const bad = await validationOf(
      await kit.adminApi.call("PATCH", `/admin/service-templates/${id}`, { name: "X" }),
    );
    expect(bad.message).toBe("Nome servizio richiesto");
    for (const unknown of ["999999", "abc", "0", "-2", "1.5"]) {
      const res = await kit.adminApi.call("PATCH", `/admin/service-templates/${unknown}`, {
        name: "Nuovo",
      });
      expect(res.status, unknown).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    }
    const malformed = await kit.adminApi.call("PATCH", `/admin/service-templates/${id}`, "[");
    expect(malformed.status).toBe(400);
    const [row] = await kit.db.select().from(serviceTemplates).where(eq(serviceTemplates.id, id));
    expect(row?.name).toBe("Regole");
  });
});

describe("DELETE /api/admin/service-templates/:id", () => {
  it("deletes the template and keeps the services assigned from it", async () => {
    const { id } = await createTemplate({ name: "Da eliminare" });
    const [service] = await kit.db
      .insert(customerServices)
      .values({
        customerId: kit.customerApi.id,
        templateId: id,
        serviceName: "Servizio che resta",
        startDate: new Date("2026-01-10T12:00:00Z"),
        expiryDate: new Date("2027-01-10T12:00:00Z"),
      })
      .returning();
    const res = await kit.adminApi.call("DELETE", `/admin/service-templates/${id}`);
    expect(res.status).toBe(204);
    const [kept] = await kit.db
      .select()
      .from(customerServices)
      .where(eq(customerServices.id, service!.id));
    expect(kept).toMatchObject({ serviceName: "Servizio che resta", templateId: null });
    const again = await kit.adminApi.call("DELETE", `/admin/service-templates/${id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual(NOT_FOUND);
    expect((await kit.adminApi.call("DELETE", "/admin/service-templates/abc")).status).toBe(404);
  });
});
