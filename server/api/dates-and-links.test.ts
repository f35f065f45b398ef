import { beforeAll, describe, expect, it } from "vitest";
import { fileFixtures } from "#tests/helpers/fixtures";
import { serviceTemplates } from "#db/schema";
import { dateRangeMessage } from "#features/shared/date-range";

/**
 * Issue points 6 and 11: dates outside the years 1900-9999 are refused with a 400 (year 99999
 * used to reach PostgreSQL and answer 500), and no link field takes a protocol-relative form
 * ("//host", "/\host") that browsers would follow to another host.
 */

const kit = fileFixtures();
let templateId: number;

beforeAll(async () => {
  const [row] = await kit.db
    .insert(serviceTemplates)
    .values({ name: "Hosting Web Professionale", category: "hosting", type: "monthly" })
    .returning({ id: serviceTemplates.id });
  templateId = row!.id;
});

type Answer = { message: string; issues: { path: string; message: string }[] };

/** The issue messages of a 400 answer for `path`. */
async function refusal(res: Response, path: string) {
  expect(res.status).toBe(400);
  const answer = (await res.json()) as Answer;
  return answer.issues.filter((issue) => issue.path === path).map((issue) => issue.message);
}

const hero = (fields: Record<string, unknown>) =>
  kit.adminApi.call("POST", "/admin/hero-variants", {
    name: "Natale 2026",
    title: "Buone feste da Scaligera Digital",
    ...fields,
  });

describe("date fields", () => {
  it.each([
    ["99999-01-01", "startDate"],
    ["+099999-01-01T00:00:00.000Z", "startDate"],
    ["1899-12-31T10:00", "endDate"],
    ["-000001-01-01T00:00:00Z", "endDate"],
  ])("refuse %s in a hero variant", async (value, field) => {
    expect(await refusal(await hero({ [field]: value }), field)).toContain(dateRangeMessage);
  });

  it("accept dates in range in a hero variant", async () => {
    const res = await hero({ startDate: "2026-12-01T00:00", endDate: "2027-01-06T23:59" });
    expect(res.status).toBe(201);
  });

  it("refuse a blog publication date in year 99999, accept one in range", async () => {
    const post = (publishedAt: string) =>
      kit.adminApi.call("POST", "/admin/blog", {
        title: "Articolo programmato",
        content: "<p>Testo dell'articolo.</p>",
        publishedAt,
      });
    for (const value of ["99999-01-01", "+099999-01-01T10:00:00Z"]) {
      expect(await refusal(await post(value), "publishedAt")).toContain(dateRangeMessage);
    }
    expect((await post("2026-05-04T10:00")).status).toBe(201);
  });

  it("refuse service dates past 9999 or before 1900, accept the others", async () => {
    const assign = (startDate: string, expiryDate: string) =>
      kit.adminApi.call("POST", `/admin/customers/${kit.customerApi.id}/services`, {
        templateId,
        serviceName: "Hosting Web Professionale",
        startDate,
        expiryDate,
      });
    // 23:00 at UTC-5 on 31 December 9999 is already year 10000 in UTC.
    const late = await assign("2026-03-01", "9999-12-31T23:00:00-05:00");
    expect(await refusal(late, "expiryDate")).toContain(dateRangeMessage);
    const early = await assign("1899-06-01", "2026-04-01");
    expect(await refusal(early, "startDate")).toContain(dateRangeMessage);
    expect((await assign("2026-03-01", "9999-12-31")).status).toBe(201);
  });
});

describe("link fields", () => {
  const protocolRelative = ["//evil.example", "/\\evil.example", "/\t/evil.example"];

  it.each(protocolRelative)("refuse %j as a hero button link", async (ctaUrl) => {
    expect((await refusal(await hero({ ctaUrl }), "ctaUrl")).length).toBeGreaterThan(0);
  });

  it("accept a site path and an https address as a hero button link", async () => {
    expect((await hero({ ctaUrl: "/contatti" })).status).toBe(201);
    expect((await hero({ ctaUrl: "https://www.example.it/offerta" })).status).toBe(201);
  });

  it.each([
    ["/admin/clients", { name: "Rossi Serramenti" }, "websiteUrl", "//evil.example"],
    ["/admin/clients", { name: "Rossi Serramenti" }, "websiteUrl", "https://\\evil.example"],
    ["/admin/clients", { name: "Rossi Serramenti" }, "logoUrl", "/\\evil.example/logo.png"],
    ["/admin/certified-partners", { name: "Partner" }, "websiteUrl", "//evil.example"],
    ["/admin/certified-partners", { name: "Partner" }, "logoUrl", "//evil.example/logo.png"],
    [
      "/admin/blog",
      { title: "Titolo", content: "<p>Testo</p>" },
      "imageUrl",
      "/\\evil.example/a.png",
    ],
    [
      "/admin/software",
      { name: "Teleassistenza", version: "1.0" },
      "fileUrl",
      "/\\evil.example/setup.zip",
    ],
    [
      "/admin/software",
      { name: "Teleassistenza", version: "1.0" },
      "fileUrl",
      "//evil.example/setup.zip",
    ],
    [
      "/admin/solutions",
      {
        name: "Gestionale",
        slug: "gestionale-link",
        shortDescription: "Il magazzino sempre in ordine.",
        longDescription: "Carichi, scarichi e inventario da ogni dispositivo.",
      },
      "heroImage",
      "//evil.example/a.png",
    ],
  ])("%s refuses %s = %j", async (path, body, field, value) => {
    const res = await kit.adminApi.call("POST", path, { ...body, [field]: value });
    expect((await refusal(res, field)).length).toBeGreaterThan(0);
  });

  it("keep accepting the site's own paths and web addresses", async () => {
    const client = await kit.adminApi.call("POST", "/admin/clients", {
      name: "Rossi Serramenti",
      logoUrl: "/uploads/images/rossi.webp",
      websiteUrl: "https://www.rossiserramenti.example",
    });
    expect(client.status).toBe(201);
    const software = await kit.adminApi.call("POST", "/admin/software", {
      name: "Teleassistenza",
      version: "1.0",
      fileUrl: "/uploads/software/abc-setup.zip",
    });
    expect(software.status).toBe(201);
  });
});
