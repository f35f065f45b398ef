import { beforeEach, describe, expect, it } from "vitest";
import { fileFixtures } from "#tests/helpers/fixtures";
import { solutions } from "#db/schema";
import { validationOf } from "#features/customers/api/fixtures";

const kit = fileFixtures();
beforeEach(async () => {
  await kit.db.delete(solutions);
});

const NOT_FOUND = { message: "Soluzione non trovata" };
const SLUG_TAKEN = "Esiste già una piattaforma con questo slug: scegline un altro";
const payload = (overrides: Record<string, unknown> = {}) => ({
  name: "Gestionale Cantine",
  slug: "gestionale-cantine",
  shortDescription: "Vendemmia, magazzino e vendite in un solo gestionale.",
  longDescription:
    "Dalla raccolta delle uve alla fattura: il gestionale segue ogni passaggio della cantina.",
  heroImage: "/uploads/images/cantina-hero.webp",
  galleryImages: ["/uploads/images/cantina-1.webp", "/uploads/images/cantina-2.webp"],
  features: "Registro di cantina, , Tracciabilità lotti ,Fatturazione elettronica",
  technologies: ["React", " PostgreSQL ", ""],
  useCases: [
    { title: "Cantina sociale", description: "Conferimenti dei soci e liquidazioni." },
    { title: " ", description: "" },
  ],
  relatedServices: ["programmazione-software", "siti-internet"],
  category: "platform",
  gradientColor: "purple",
  published: false,
  featured: true,
  sortOrder: 4,
  metaTitle: "Gestionale per cantine | Scaligera Digital",
  metaDescription: "Il gestionale per le cantine della Valpolicella.",
  metaKeywords: "gestionale cantina, vino",
  ...overrides,
});
type SolutionRow = { id: number; slug: string; name: string; published: boolean } & Record<
  string,
  unknown
>;

async function create(overrides: Record<string, unknown> = {}) {
  const res = await kit.adminApi.call("POST", "/admin/solutions", payload(overrides));
  expect(res.status).toBe(201);
  return (await res.json()) as SolutionRow;
}
const rows = () => kit.db.select().from(solutions);
const slugs = async (path: string, cookie?: string) => {
  const res = await kit.api.request(path, { headers: cookie ? { Cookie: cookie } : {} });
  expect(res.status).toBe(200);
  // The admin list is paged (decision 023); the public list is the whole array.
  const body = (await res.json()) as SolutionRow[] | { items: SolutionRow[] };
  return (Array.isArray(body) ? body : body.items).map((s) => s.slug);
};

describe("access to /api/admin/solutions", () => {
  it("needs an admin session, and writes need the site's origin", async () => {
    const { id } = await create();
    await kit.expectGuarded([
      { method: "GET", path: "/admin/solutions" },
      { method: "POST", path: "/admin/solutions", body: payload({ slug: "altra" }) },
      { method: "PUT", path: `/admin/solutions/${id}`, body: payload({ name: "Cambiato" }) },
      { method: "DELETE", path: `/admin/solutions/${id}` },
    ]);
    expect((await rows()).map((r) => r.name)).toEqual(["Gestionale Cantine"]);
  });
});

describe("GET /api/admin/solutions and the public GET /api/solutions", () => {
  it("gives the admin drafts too, while anonymous callers get published ones only", async () => {
    await create({ slug: "bozza", sortOrder: 1 });
    await create({ slug: "pubblicata", published: true, sortOrder: 2 });
    expect(await slugs("/admin/solutions", kit.adminApi.cookie)).toEqual(["bozza", "pubblicata"]);
    expect(await slugs("/solutions")).toEqual(["pubblicata"]);
    // Issue 4: GET /api/solutions shows drafts only to an administrator.
    expect(await slugs("/solutions", kit.adminApi.cookie)).toEqual(["bozza", "pubblicata"]);
    expect((await kit.api.request("/solutions/bozza")).status).toBe(404);
    expect((await kit.api.request("/solutions/pubblicata")).status).toBe(200);
  });
});

describe("POST /api/admin/solutions", () => {
  it("stores the solution with the lists split, trimmed and without empties", async () => {
    const solution = await create();
    expect(solution).toMatchObject({
      name: "Gestionale Cantine",
      slug: "gestionale-cantine",
      galleryImages: ["/uploads/images/cantina-1.webp", "/uploads/images/cantina-2.webp"],
      features: ["Registro di cantina", "Tracciabilità lotti", "Fatturazione elettronica"],
      technologies: ["React", "PostgreSQL"],
      useCases: [
        { title: "Cantina sociale", description: "Conferimenti dei soci e liquidazioni." },
      ],
      relatedServices: ["programmazione-software", "siti-internet"],
      category: "platform",
      gradientColor: "purple",
      published: false,
      featured: true,
      sortOrder: 4,
      metaKeywords: "gestionale cantina, vino",
    });
  });

  it("keeps the gallery's and the related services' order, each entry once", async () => {
    const solution = await create({
      galleryImages: [
        "/uploads/images/b2.webp",
        "/uploads/images/a1.webp",
        "/uploads/images/b2.webp",
      ],
      relatedServices: ["soluzioni-cloud", "consulenza-it", "soluzioni-cloud"],
    });
    expect(solution.galleryImages).toEqual(["/uploads/images/b2.webp", "/uploads/images/a1.webp"]);
    expect(solution.relatedServices).toEqual(["soluzioni-cloud", "consulenza-it"]);
    const [row] = await rows();
    expect(row?.relatedServices).toEqual(["soluzioni-cloud", "consulenza-it"]);
  });

  it("applies the entity defaults and stores blank optional fields as null", async () => {
    const res = await kit.adminApi.call("POST", "/admin/solutions", {
      name: "Agenda Studi",
      slug: "agenda-studi",
      shortDescription: "Appuntamenti per studi professionali.",
      longDescription: "Prenotazioni online, promemoria e calendario condiviso dello studio.",
      heroImage: "",
      metaTitle: "  ",
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      category: "software",
      gradientColor: "blue",
      published: false,
      featured: false,
      sortOrder: 0,
      heroImage: null,
      metaTitle: null,
      metaDescription: null,
      galleryImages: [],
      features: [],
      useCases: [],
    });
  });

  it("validates every rule with the spec's messages and stores nothing", async () => {
    const slugFormat = "Slug deve contenere solo lettere minuscole, numeri e trattini";
    const sortMessage = "L'ordine deve essere un numero intero maggiore o uguale a 0";
    const galleryMessage = "Galleria: ogni voce deve essere un'immagine caricata";
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "G" }, "name", "Nome soluzione richiesto"],
      [{ name: undefined }, "name", "Nome soluzione richiesto"],
      [{ slug: "g" }, "slug", "Slug richiesto"],
      [{ slug: "" }, "slug", "Slug richiesto"],
      [{ slug: "Gestionale-Cantine" }, "slug", slugFormat],
      [{ slug: "gestionale cantine" }, "slug", slugFormat],
      [{ slug: "gestionale_cantine" }, "slug", slugFormat],
      [{ slug: "caffè" }, "slug", slugFormat],
      [{ shortDescription: "Breve" }, "shortDescription", "Descrizione breve richiesta"],
      [{ longDescription: "Troppo corta." }, "longDescription", "Descrizione completa richiesta"],
      [{ category: "hardware" }, "category", "Seleziona una categoria valida"],
      [{ gradientColor: "red" }, "gradientColor", "Seleziona un colore valido"],
      [{ sortOrder: -1 }, "sortOrder", sortMessage],
      [{ sortOrder: 1.5 }, "sortOrder", sortMessage],
      [{ sortOrder: "2" }, "sortOrder", sortMessage],
      [{ published: "si" }, "published", "Il valore di Pubblicato deve essere vero o falso"],
      [
        { useCases: [{ title: "Solo titolo", description: "" }] },
        "useCases.0",
        "Ogni caso d'uso richiede un titolo e una descrizione",
      ],
      [{ galleryImages: ["javascript:alert(1)"] }, "galleryImages.0", galleryMessage],
      // Only what the upload store produced: no other address, path or file of the uploads.
      [
        { galleryImages: ["/uploads/images/a.webp", "https://example.com/a.webp"] },
        "galleryImages.1",
        galleryMessage,
      ],
      [{ galleryImages: ["/img/logo.webp"] }, "galleryImages.0", galleryMessage],
      [{ galleryImages: ["/uploads/software/setup.exe"] }, "galleryImages.0", galleryMessage],
      [{ galleryImages: ["/uploads/images/../x.webp"] }, "galleryImages.0", galleryMessage],
      [{ galleryImages: [42] }, "galleryImages.0", galleryMessage],
      [
        { galleryImages: "/uploads/images/a.webp, /uploads/images/b.webp" },
        "galleryImages",
        "Galleria: elenco non valido",
      ],
      [
        { galleryImages: Array.from({ length: 31 }, (_, i) => `/uploads/images/g${i}.webp`) },
        "galleryImages",
        "Galleria: al massimo 30 voci",
      ],
      // A typo in a related service is refused, naming it.
      [
        { relatedServices: ["programmazione-software", "sviluppo-web"] },
        "relatedServices.1",
        "Servizio correlato inesistente: sviluppo-web",
      ],
      [
        { relatedServices: ["Siti Internet"] },
        "relatedServices.0",
        "Servizio correlato inesistente: Siti Internet",
      ],
      [
        { relatedServices: "siti-internet" },
        "relatedServices",
        "Servizi correlati: elenco non valido",
      ],
      [
        { heroImage: "http://example.com/a.jpg" },
        "heroImage",
        "Immagine non valida: carica un file o indica un indirizzo https://",
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const result = await validationOf(
        await kit.adminApi.call("POST", "/admin/solutions", payload(overrides)),
      );
      expect(result.fields[field], field).toBe(message);
    }
    expect(await rows()).toEqual([]);
  });

  it("refuses a slug already used with 409 and an Italian message", async () => {
    await create();
    const res = await kit.adminApi.call(
      "POST",
      "/admin/solutions",
      payload({ name: "Altro nome" }),
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: SLUG_TAKEN,
      issues: [{ path: "slug", message: SLUG_TAKEN }],
    });
    expect(await rows()).toHaveLength(1);
  });

  it("answers 400 to malformed JSON and 415 to a non-JSON body", async () => {
    const malformed = await kit.adminApi.call("POST", "/admin/solutions", "{ slug");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Richiesta non valida: JSON malformato" });
    const text = await kit.api.request("/admin/solutions", {
      method: "POST",
      headers: { Cookie: kit.adminApi.cookie, "Content-Type": "text/plain" },
      body: "slug=x",
    });
    expect(text.status).toBe(415);
    expect(await rows()).toEqual([]);
  });
});

describe("PUT /api/admin/solutions/:id", () => {
  it("replaces the fields; publishing shows the solution on the public API", async () => {
    const solution = await create();
    expect(await slugs("/solutions")).toEqual([]);
    const res = await kit.adminApi.call(
      "PUT",
      `/admin/solutions/${solution.id}`,
      payload({ published: true, features: "", slug: "gestionale-cantine" }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: solution.id, published: true, features: [] });
    expect(await slugs("/solutions")).toEqual(["gestionale-cantine"]);
  });

  it("allows a new unused slug and refuses one used by another solution", async () => {
    const first = await create();
    const second = await create({ slug: "agenda-studi", name: "Agenda Studi" });
    const renamed = await kit.adminApi.call(
      "PUT",
      `/admin/solutions/${second.id}`,
      payload({ slug: "agenda-studi-pro", name: "Agenda Studi" }),
    );
    expect(renamed.status).toBe(200);
    const clash = await kit.adminApi.call(
      "PUT",
      `/admin/solutions/${second.id}`,
      payload({ slug: first.slug, name: "Agenda Studi" }),
    );
    expect(clash.status).toBe(409);
    expect(((await clash.json()) as { message: string }).message).toBe(SLUG_TAKEN);
    expect((await rows()).map((r) => r.slug).sort()).toEqual([
      "agenda-studi-pro",
      "gestionale-cantine",
    ]);
  });

  it("validates like POST and leaves the stored solution unchanged", async () => {
    const solution = await create();
    const invalid = await validationOf(
      await kit.adminApi.call(
        "PUT",
        `/admin/solutions/${solution.id}`,
        payload({ slug: "Non Valido" }),
      ),
    );
    expect(invalid.message).toBe("Slug deve contenere solo lettere minuscole, numeri e trattini");
    expect((await kit.adminApi.call("PUT", `/admin/solutions/${solution.id}`, "{")).status).toBe(
      400,
    );
    expect((await rows())[0]).toMatchObject({ slug: "gestionale-cantine", sortOrder: 4 });
  });

  it("answers 404 for unknown and non-numeric ids, even with a slug in use", async () => {
    await create();
    for (const id of ["999999", "abc", "0", "-1", "99999999999"]) {
      const res = await kit.adminApi.call("PUT", `/admin/solutions/${id}`, payload());
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    }
  });
});

describe("DELETE /api/admin/solutions/:id", () => {
  it("deletes the solution; a second delete and unknown ids answer 404", async () => {
    const keep = await create({ slug: "resta" });
    const solution = await create({ published: true });
    expect((await kit.adminApi.call("DELETE", `/admin/solutions/${solution.id}`)).status).toBe(204);
    expect((await rows()).map((r) => r.id)).toEqual([keep.id]);
    expect((await kit.api.request("/solutions/gestionale-cantine")).status).toBe(404);
    for (const id of [String(solution.id), "abc"]) {
      const again = await kit.adminApi.call("DELETE", `/admin/solutions/${id}`);
      expect(again.status, id).toBe(404);
      expect(await again.json()).toEqual(NOT_FOUND);
    }
  });
});
