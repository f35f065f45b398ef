import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { fileFixtures } from "#tests/helpers/fixtures";
import { pages } from "../pages.table";
import { getPublicPage } from "../pages.server";
import { makePreviewToken, readPreviewToken } from "../preview-link.server";

/** The editor's API (decision 059): preview links, publishing refused without alt text, addresses. */
const kit = fileFixtures();
beforeEach(async () => {
  await kit.db.delete(pages).where(eq(pages.system, false));
});

const imageBlock = (imageAlt: string | null) => ({
  id: "foto",
  type: "image",
  data: { image: "/uploads/images/ufficio.webp", imageAlt },
});

async function create(path: string, blocks: object[] = []) {
  const res = await kit.adminApi.call("POST", "/admin/pages", {
    path,
    title: "Una pagina",
    blocks: [{ id: "intro", type: "page-header", data: { title: "Una pagina" } }, ...blocks],
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const DAY = 24 * 60 * 60 * 1000;

describe("preview links", () => {
  it("signs a link for 7 days that reads back the page, and refuses a changed one", async () => {
    const id = await create("/anteprime/prova");
    const res = await kit.adminApi.call("POST", `/admin/pages/${id}/preview-link`);
    expect(res.status).toBe(200);
    const link = (await res.json()) as { url: string; expiresAt: string };
    expect(link.url).toMatch(/^\/anteprima\/\d+\.\d+\.[\w-]{43}$/);
    const expires = Date.parse(link.expiresAt) - Date.now();
    expect(expires).toBeGreaterThan(7 * DAY - 60_000);
    expect(expires).toBeLessThanOrEqual(7 * DAY);

    const token = link.url.split("/").pop()!;
    expect(await readPreviewToken(kit.db, null, token)).toEqual({ state: "valid", id });
    const [pageId, expiry, sig] = token.split(".");
    const later = `${pageId}.${Number(expiry) + 86_400}.${sig}`;
    expect(await readPreviewToken(kit.db, null, later)).toEqual({ state: "invalid" });
    const other = `${Number(pageId) + 1}.${expiry}.${sig}`;
    expect(await readPreviewToken(kit.db, null, other)).toEqual({ state: "invalid" });
    expect(await readPreviewToken(kit.db, null, "qualcosa")).toEqual({ state: "invalid" });
  });

  it("expires after 7 days", async () => {
    const now = new Date();
    const { token } = await makePreviewToken(kit.db, null, 5, now);
    const justBefore = new Date(now.getTime() + 7 * DAY - 1000);
    expect(await readPreviewToken(kit.db, null, token, justBefore)).toEqual({
      state: "valid",
      id: 5,
    });
    const after = new Date(now.getTime() + 7 * DAY + 1000);
    expect(await readPreviewToken(kit.db, null, token, after)).toEqual({ state: "expired" });
  });

  it("keys the signature with SESSION_SECRET when the server has one", async () => {
    const secret = "un-segreto-lungo-abbastanza";
    const { token } = await makePreviewToken(kit.db, secret, 7);
    expect(await readPreviewToken(kit.db, secret, token)).toEqual({ state: "valid", id: 7 });
    expect(await readPreviewToken(kit.db, null, token)).toEqual({ state: "invalid" });
    expect(await readPreviewToken(kit.db, "un-altro-segreto-lungo", token)).toEqual({
      state: "invalid",
    });
  });

  it("answers 404 for a page that is not there", async () => {
    const res = await kit.adminApi.call("POST", "/admin/pages/999999/preview-link");
    expect(res.status).toBe(404);
  });
});

describe("publishing", () => {
  it("refuses a page with an image without alternative text, in Italian, then publishes it", async () => {
    const id = await create("/galleria", [imageBlock(null)]);
    for (const body of [{}, { at: new Date(Date.now() + DAY).toISOString() }]) {
      const refused = await kit.adminApi.call("POST", `/admin/page-publication/${id}`, body);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toContain(
        "non ha il testo alternativo",
      );
    }
    expect(await getPublicPage(kit.db, "/galleria")).toBeNull();

    const saved = await kit.adminApi.call("PUT", `/admin/pages/${id}`, {
      path: "/galleria",
      title: "Galleria",
      blocks: [imageBlock("La sala riunioni dell'ufficio di Verona")],
    });
    expect(saved.status).toBe(200);
    const published = await kit.adminApi.call("POST", `/admin/page-publication/${id}`, {});
    expect(published.status).toBe(200);
    const page = await getPublicPage(kit.db, "/galleria");
    expect(page?.blocks[0]?.data).toMatchObject({
      imageAlt: "La sala riunioni dell'ufficio di Verona",
    });
  });
});

describe("the addresses of the site", () => {
  it("tells the published pages and the code's pages from the drafts", async () => {
    const draft = await create("/bozza-nuova");
    const live = await create("/pubblicata-nuova");
    await kit.adminApi.call("POST", `/admin/page-publication/${live}`, {});
    const res = await kit.adminApi.request("/admin/pages/known-paths");
    expect(res.status).toBe(200);
    const known = (await res.json()) as { live: string[]; drafts: string[] };
    expect(known.live).toEqual(expect.arrayContaining(["/pubblicata-nuova", "/contatti", "/blog"]));
    expect(known.drafts).toContain("/bozza-nuova");
    expect(known.live).not.toContain("/bozza-nuova");
    expect(draft).not.toBe(live);
  });
});
