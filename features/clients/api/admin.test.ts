import { beforeEach, describe, expect, it } from "vitest";
import { fileFixtures } from "#tests/helpers/fixtures";
import { clients } from "#db/schema";
import { validationOf } from "#features/customers/api/fixtures";

const kit = fileFixtures();
beforeEach(async () => {
  await kit.db.delete(clients);
});

const NOT_FOUND = { message: "Cliente non trovato" };
const payload = (overrides: Record<string, unknown> = {}) => ({
  name: "Cantina Valpolicella Negrar",
  logoUrl: "/uploads/images/cantina-logo.webp",
  websiteUrl: "https://www.cantinanegrar.example",
  featured: true,
  sortOrder: 3,
  ...overrides,
});
type ClientRow = ReturnType<typeof payload> & { id: number };

async function create(overrides: Record<string, unknown> = {}) {
  const res = await kit.adminApi.call("POST", "/admin/clients", payload(overrides));
  expect(res.status).toBe(201);
  return (await res.json()) as ClientRow;
}
const rows = () => kit.db.select().from(clients);

describe("access to /api/admin/clients", () => {
  it("needs an admin session, and writes need the site's origin", async () => {
    const { id } = await create();
    await kit.expectGuarded([
      { method: "POST", path: "/admin/clients", body: payload() },
      { method: "PUT", path: `/admin/clients/${id}`, body: payload({ name: "Cambiato" }) },
      { method: "DELETE", path: `/admin/clients/${id}` },
    ]);
    expect((await rows()).map((r) => r.name)).toEqual(["Cantina Valpolicella Negrar"]);
  });
});

describe("POST /api/admin/clients", () => {
  it("stores the client, and the public list and portfolio data show it", async () => {
    const client = await create();
    expect(client).toMatchObject(payload());
    const list = (await (await kit.api.request("/clients")).json()) as ClientRow[];
    expect(list.map((c) => [c.id, c.name, c.featured])).toEqual([
      [client.id, "Cantina Valpolicella Negrar", true],
    ]);
  });

  it("trims, stores blank optional fields as null and defaults featured to false", async () => {
    const res = await kit.adminApi.call("POST", "/admin/clients", {
      name: "  Officine Scaligere  ",
      logoUrl: "",
      websiteUrl: "   ",
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      name: "Officine Scaligere",
      logoUrl: null,
      websiteUrl: null,
      featured: false,
      sortOrder: 0,
    });
  });

  it("parses the sort order as an integer, falling back to 0", async () => {
    const cases: [unknown, number][] = [
      ["12", 12],
      [" 7 ", 7],
      ["4abc", 4],
      [9.8, 9],
      ["abc", 0],
      ["", 0],
      [null, 0],
      [true, 0],
    ];
    for (const [sortOrder, expected] of cases) {
      const res = await kit.adminApi.call("POST", "/admin/clients", payload({ sortOrder }));
      expect(res.status, String(sortOrder)).toBe(201);
      expect(((await res.json()) as ClientRow).sortOrder, String(sortOrder)).toBe(expected);
    }
  });

  it("validates every field with the spec's messages and stores nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "A" }, "name", "Nome cliente richiesto"],
      [{ name: "   " }, "name", "Nome cliente richiesto"],
      [{ name: undefined }, "name", "Nome cliente richiesto"],
      [{ name: 42 }, "name", "Nome cliente richiesto"],
      [{ name: "N".repeat(256) }, "name", "Il nome può contenere al massimo 255 caratteri"],
      [
        { websiteUrl: "www.example.it" },
        "websiteUrl",
        "Inserisci un indirizzo web valido che inizi con http:// o https://",
      ],
      [
        { websiteUrl: "javascript:alert(1)" },
        "websiteUrl",
        "Inserisci un indirizzo web valido che inizi con http:// o https://",
      ],
      [
        { websiteUrl: `https://example.it/${"a".repeat(490)}` },
        "websiteUrl",
        "L'indirizzo può contenere al massimo 500 caratteri",
      ],
      [
        { logoUrl: "javascript:alert(1)" },
        "logoUrl",
        "Immagine non valida: carica un file o indica un indirizzo https://",
      ],
      [
        { sortOrder: -1 },
        "sortOrder",
        "L'ordine deve essere un numero intero maggiore o uguale a 0",
      ],
      [
        { sortOrder: "99999999999" },
        "sortOrder",
        "L'ordine deve essere un numero intero maggiore o uguale a 0",
      ],
      [{ featured: "si" }, "featured", "Il valore di In evidenza deve essere vero o falso"],
    ];
    for (const [overrides, field, message] of cases) {
      const result = await validationOf(
        await kit.adminApi.call("POST", "/admin/clients", payload(overrides)),
      );
      expect(result.message, field).toBe(message);
      expect(result.fields[field], field).toBe(message);
    }
    expect(await rows()).toEqual([]);
  });

  it("accepts http and https websites", async () => {
    const plain = await create({ websiteUrl: "http://www.hotelgarda.example/chi-siamo?lang=it" });
    expect(plain.websiteUrl).toBe("http://www.hotelgarda.example/chi-siamo?lang=it");
  });

  it("answers 400 to malformed JSON, 400 to a non-object and 415 to a non-JSON body", async () => {
    const malformed = await kit.adminApi.call("POST", "/admin/clients", "{ name: ");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Richiesta non valida: JSON malformato" });
    expect((await kit.adminApi.call("POST", "/admin/clients", "[1,2]")).status).toBe(400);
    const text = await kit.api.request("/admin/clients", {
      method: "POST",
      headers: { Cookie: kit.adminApi.cookie, "Content-Type": "text/plain" },
      body: "name=Cliente",
    });
    expect(text.status).toBe(415);
    expect(await rows()).toEqual([]);
  });
});

describe("PUT /api/admin/clients/:id", () => {
  it("replaces the fields and answers the stored client", async () => {
    const client = await create();
    const res = await kit.adminApi.call(
      "PUT",
      `/admin/clients/${client.id}`,
      payload({ name: "Cantina Negrar", featured: false, websiteUrl: null, sortOrder: "1" }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: client.id,
      name: "Cantina Negrar",
      featured: false,
      websiteUrl: null,
      sortOrder: 1,
    });
    expect((await rows())[0]).toMatchObject({ name: "Cantina Negrar", featured: false });
  });

  it("validates like POST and leaves the stored client unchanged", async () => {
    const client = await create();
    const invalid = await validationOf(
      await kit.adminApi.call("PUT", `/admin/clients/${client.id}`, payload({ name: "X" })),
    );
    expect(invalid.message).toBe("Nome cliente richiesto");
    expect((await kit.adminApi.call("PUT", `/admin/clients/${client.id}`, "{")).status).toBe(400);
    expect((await rows())[0]?.name).toBe("Cantina Valpolicella Negrar");
  });

  it("answers 404 for unknown and non-numeric ids", async () => {
    for (const id of ["999999", "abc", "0", "-1", "1.5", "99999999999"]) {
      const res = await kit.adminApi.call("PUT", `/admin/clients/${id}`, payload());
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    }
    expect(await rows()).toEqual([]);
  });
});

describe("DELETE /api/admin/clients/:id", () => {
  it("deletes the client; a second delete and unknown ids answer 404", async () => {
    const keep = await create({ name: "Garda Hotel" });
    const client = await create();
    const res = await kit.adminApi.call("DELETE", `/admin/clients/${client.id}`);
    expect(res.status).toBe(204);
    expect((await rows()).map((r) => r.id)).toEqual([keep.id]);
    for (const id of [String(client.id), "abc", "0"]) {
      const again = await kit.adminApi.call("DELETE", `/admin/clients/${id}`);
      expect(again.status, id).toBe(404);
      expect(await again.json()).toEqual(NOT_FOUND);
    }
  });
});
