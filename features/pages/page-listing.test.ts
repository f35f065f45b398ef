import { describe, expect, it } from "vitest";
import { fileFixtures } from "#tests/helpers/fixtures";
import { shippedServices } from "#tests/helpers/shipped-pages";
import type { PublicPage } from "./page-content";

/**
 * Pages that list other pages (decision 057), on the database with the shipped pages: the
 * services of /servizi and /soluzioni, a service's other services, a sector's services, a
 * platform's related services.
 */
const kit = fileFixtures();

const publicPage = async (path: string) => {
  const res = await kit.api.request(`/pages?path=${encodeURIComponent(path)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PublicPage;
};

type Listed = { path: string; title: string; summary: string | null; highlights: string[] };
const listed = (page: PublicPage, id: string) =>
  (page.blocks.find((block) => block.id === id)?.data as { pages: Listed[] }).pages;

const cybersecurity = {
  path: "/servizi/cybersecurity",
  title: "Cybersecurity",
  seo: { type: "Service" },
  blocks: [
    {
      id: "hero",
      type: "page-header",
      data: {
        title: "Sicurezza informatica",
        lead: "Proteggiamo i dati delle imprese.",
        icon: "lock",
      },
    },
  ],
};

describe("pages listed by other pages", () => {
  it("lists the six services on /servizi in their order, with summary and key points", async () => {
    const items = listed(await publicPage("/servizi"), "services-list");
    expect(items.map((item) => item.title)).toEqual(shippedServices.map((s) => s.name));
    expect(items.every((item) => item.summary && item.highlights.length >= 3)).toBe(true);
    const cards = listed(await publicPage("/soluzioni"), "solutions-services");
    expect(cards.map((item) => item.path)).toEqual(items.map((item) => item.path));
  });

  it("leaves the page drawn out of its own 'Altri servizi'", async () => {
    const others = listed(await publicPage("/servizi/e-commerce"), "other-services");
    expect(others).toHaveLength(5);
    expect(others.map((item) => item.path)).not.toContain("/servizi/e-commerce");
  });

  it("names a sector's services by their pages' titles", async () => {
    const page = await publicPage("/soluzioni");
    const sectors = page.blocks.find((block) => block.id === "solutions-sectors")?.data as {
      cards: { pages: { path: string; title: string }[] }[];
    };
    expect(sectors.cards[0]?.pages).toEqual([
      { path: "/servizi/programmazione-software", title: "Programmazione Software" },
      { path: "/servizi/soluzioni-cloud", title: "Soluzioni Cloud" },
      { path: "/servizi/consulenza-it", title: "Consulenza IT" },
    ]);
  });

  it("shows a new service page everywhere once published, and nowhere once withdrawn", async () => {
    const created = await kit.adminApi.call("POST", "/admin/pages", cybersecurity);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    // A draft is listed nowhere, and a platform may not name it.
    expect(listed(await publicPage("/servizi"), "services-list")).toHaveLength(6);
    const services = async () =>
      (await (await kit.adminApi.call("GET", "/admin/solutions/services")).json()) as {
        slug: string;
        name: string;
      }[];
    expect((await services()).map((service) => service.slug)).not.toContain("cybersecurity");

    expect((await kit.adminApi.call("POST", `/admin/page-publication/${id}`, {})).status).toBe(200);
    const items = listed(await publicPage("/servizi"), "services-list");
    expect(items.at(-1)).toMatchObject({
      path: "/servizi/cybersecurity",
      title: "Cybersecurity",
      summary: "Proteggiamo i dati delle imprese.",
      highlights: [],
    });
    expect(listed(await publicPage("/servizi/e-commerce"), "other-services")).toHaveLength(6);
    expect(await services()).toContainEqual({ slug: "cybersecurity", name: "Cybersecurity" });

    expect(
      (await kit.adminApi.call("POST", `/admin/page-publication/${id}/withdraw`, {})).status,
    ).toBe(200);
    expect(listed(await publicPage("/servizi"), "services-list")).toHaveLength(6);
    expect((await kit.adminApi.call("DELETE", `/admin/page-publication/${id}`)).status).toBe(204);
  });
});
