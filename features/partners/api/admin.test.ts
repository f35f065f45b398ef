import { beforeEach, describe, expect, it } from "vitest";
import { fileFixtures } from "#tests/helpers/fixtures";
import { certifiedPartners } from "#db/schema";
import { toPartnerCards, type PartnerListItem } from "../partner-cards";
import { validationOf } from "#features/customers/api/fixtures";

const kit = fileFixtures();
beforeEach(async () => {
  await kit.db.delete(certifiedPartners);
});

const NOT_FOUND = { message: "Partner non trovato" };
const payload = (overrides: Record<string, unknown> = {}) => ({
  name: "Microsoft Italia",
  logoUrl: "/uploads/images/microsoft.webp",
  websiteUrl: "https://www.microsoft.com/it-it",
  description: "Licenze Microsoft 365 e Azure con supporto certificato.",
  certificationLevel: "gold",
  partnerType: "technology",
  benefits: "Supporto prioritario, Formazione certificata",
  featured: true,
  sortOrder: 2,
  active: true,
  ...overrides,
});
type PartnerRow = Omit<ReturnType<typeof payload>, "benefits"> & { id: number; benefits: string[] };

async function create(overrides: Record<string, unknown> = {}) {
  const res = await kit.adminApi.call("POST", "/admin/certified-partners", payload(overrides));
  expect(res.status).toBe(201);
  return (await res.json()) as PartnerRow;
}
const rows = () => kit.db.select().from(certifiedPartners);
const list = async (cookie?: string) => {
  const res = await kit.api.request("/certified-partners", {
    headers: cookie ? { Cookie: cookie } : {},
  });
  expect(res.status).toBe(200);
  return (await res.json()) as PartnerRow[];
};

describe("access to /api/admin/certified-partners", () => {
  it("needs an admin session, and writes need the site's origin", async () => {
    const { id } = await create();
    await kit.expectGuarded([
      { method: "POST", path: "/admin/certified-partners", body: payload() },
      { method: "PUT", path: `/admin/certified-partners/${id}`, body: payload({ name: "Altro" }) },
      { method: "DELETE", path: `/admin/certified-partners/${id}` },
    ]);
    expect((await rows()).map((r) => r.name)).toEqual(["Microsoft Italia"]);
  });
});

describe("GET /api/certified-partners", () => {
  it("gives the public and customers the active partners, an admin every partner", async () => {
    await create({ name: "Attivo", sortOrder: 1 });
    await create({ name: "Disattivato", sortOrder: 0, active: false });
    expect((await list()).map((p) => p.name)).toEqual(["Attivo"]);
    expect((await list(kit.customerApi.cookie)).map((p) => p.name)).toEqual(["Attivo"]);
    expect((await list(kit.adminApi.cookie)).map((p) => [p.name, p.active])).toEqual([
      ["Disattivato", false],
      ["Attivo", true],
    ]);
  });

  it("keeps inactive partners off the home strip even when an admin loads it", async () => {
    await create({ name: "Attivo", sortOrder: 1 });
    await create({ name: "Disattivato", sortOrder: 0, active: false });
    const cards = toPartnerCards((await list(kit.adminApi.cookie)) as unknown as PartnerListItem[]);
    expect(cards.map((c) => c.name)).toEqual(["Attivo"]);
  });
});

describe("POST /api/admin/certified-partners", () => {
  it("stores the partner with the benefits split, trimmed and without empties", async () => {
    const partner = await create({ benefits: " Supporto prioritario ,, Formazione certificata, " });
    expect(partner).toMatchObject({
      ...payload(),
      benefits: ["Supporto prioritario", "Formazione certificata"],
    });
    const asList = await create({ name: "Dell", benefits: ["  Garanzia  ", ""] });
    expect(asList.benefits).toEqual(["Garanzia"]);
    expect(await rows()).toHaveLength(2);
  });

  it("applies the entity defaults and stores blank optional fields as null", async () => {
    const res = await kit.adminApi.call("POST", "/admin/certified-partners", {
      name: "Fornitore locale",
      description: "  ",
      websiteUrl: "",
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      certificationLevel: "none",
      partnerType: "none",
      benefits: [],
      featured: false,
      sortOrder: 0,
      active: true,
      description: null,
      websiteUrl: null,
      logoUrl: null,
    });
  });

  it("accepts every certification level and every partner type of the database", async () => {
    for (const certificationLevel of ["gold", "silver", "bronze", "standard", "none"]) {
      expect((await create({ certificationLevel })).certificationLevel).toBe(certificationLevel);
    }
    for (const partnerType of [
      "none",
      "technology",
      "consulting",
      "integration",
      "reseller",
      "development",
    ]) {
      expect((await create({ partnerType })).partnerType).toBe(partnerType);
    }
  });

  it("validates every field with the spec's messages and stores nothing", async () => {
    const sortMessage = "L'ordine deve essere un numero intero maggiore o uguale a 0";
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "M" }, "name", "Nome partner richiesto"],
      [{ name: undefined }, "name", "Nome partner richiesto"],
      [{ name: "N".repeat(256) }, "name", "Il nome può contenere al massimo 255 caratteri"],
      [
        { certificationLevel: "platinum" },
        "certificationLevel",
        "Seleziona un livello di certificazione valido",
      ],
      [{ partnerType: "distributor" }, "partnerType", "Seleziona una tipologia di partner valida"],
      [
        { websiteUrl: "microsoft.com" },
        "websiteUrl",
        "Inserisci un indirizzo web valido che inizi con http:// o https://",
      ],
      [
        { logoUrl: "data:image/svg+xml,<svg/>" },
        "logoUrl",
        "Immagine non valida: carica un file o indica un indirizzo https://",
      ],
      [{ benefits: 5 }, "benefits", "Vantaggi: elenco non valido"],
      [
        { benefits: "x".repeat(256) },
        "benefits.0",
        "Vantaggi: ogni voce può avere al massimo 255 caratteri",
      ],
      [{ sortOrder: -1 }, "sortOrder", sortMessage],
      [{ sortOrder: 2.5 }, "sortOrder", sortMessage],
      [{ sortOrder: "3" }, "sortOrder", sortMessage],
      [{ active: "no" }, "active", "Il valore di Attivo deve essere vero o falso"],
      [{ featured: 1 }, "featured", "Il valore di In evidenza deve essere vero o falso"],
    ];
    for (const [overrides, field, message] of cases) {
      const result = await validationOf(
        await kit.adminApi.call("POST", "/admin/certified-partners", payload(overrides)),
      );
      expect(result.message, field).toBe(message);
      expect(result.fields[field], field).toBe(message);
    }
    expect(await rows()).toEqual([]);
  });

  it("answers 400 to malformed JSON and 415 to a non-JSON body", async () => {
    const malformed = await kit.adminApi.call("POST", "/admin/certified-partners", '{"name":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Richiesta non valida: JSON malformato" });
    const text = await kit.api.request("/admin/certified-partners", {
      method: "POST",
      headers: { Cookie: kit.adminApi.cookie, "Content-Type": "text/plain" },
      body: "name=Partner",
    });
    expect(text.status).toBe(415);
    expect(await rows()).toEqual([]);
  });
});

describe("PUT /api/admin/certified-partners/:id", () => {
  it("replaces the fields; switching active off hides the partner from the public", async () => {
    const partner = await create();
    const res = await kit.adminApi.call(
      "PUT",
      `/admin/certified-partners/${partner.id}`,
      payload({ active: false, certificationLevel: "silver", benefits: "" }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: partner.id,
      active: false,
      certificationLevel: "silver",
      benefits: [],
    });
    expect(await list()).toEqual([]);
    expect((await list(kit.adminApi.cookie)).map((p) => p.id)).toEqual([partner.id]);
  });

  it("validates like POST and leaves the stored partner unchanged", async () => {
    const partner = await create();
    const invalid = await validationOf(
      await kit.adminApi.call(
        "PUT",
        `/admin/certified-partners/${partner.id}`,
        payload({ name: "" }),
      ),
    );
    expect(invalid.message).toBe("Nome partner richiesto");
    expect(
      (await kit.adminApi.call("PUT", `/admin/certified-partners/${partner.id}`, "{")).status,
    ).toBe(400);
    expect((await rows())[0]).toMatchObject({
      name: "Microsoft Italia",
      certificationLevel: "gold",
    });
  });

  it("answers 404 for unknown and non-numeric ids", async () => {
    for (const id of ["999999", "abc", "0", "-3", "2e3", "99999999999"]) {
      const res = await kit.adminApi.call("PUT", `/admin/certified-partners/${id}`, payload());
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    }
  });
});

describe("DELETE /api/admin/certified-partners/:id", () => {
  it("deletes the partner; a second delete and unknown ids answer 404", async () => {
    const keep = await create({ name: "Dell Technologies" });
    const partner = await create();
    expect(
      (await kit.adminApi.call("DELETE", `/admin/certified-partners/${partner.id}`)).status,
    ).toBe(204);
    expect((await rows()).map((r) => r.id)).toEqual([keep.id]);
    for (const id of [String(partner.id), "abc"]) {
      const again = await kit.adminApi.call("DELETE", `/admin/certified-partners/${id}`);
      expect(again.status, id).toBe(404);
      expect(await again.json()).toEqual(NOT_FOUND);
    }
  });
});
