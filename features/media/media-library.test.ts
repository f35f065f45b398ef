import { mkdtempSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect } from "vitest";
import { test } from "#tests/helpers/fixtures";
import { blogPosts, certifiedPartners, clients, downloadableSoftware, solutions } from "#db/schema";
import { pages } from "#features/pages/pages.table";
import { createLocalStorage } from "#server/storage/local-storage";
import { storeImage } from "./images.server";
import { importExistingUploads } from "./media-import.server";
import { media } from "./media.table";
import type { MediaItem } from "./media.schema";
import { whereUsed } from "./where-used.server";

/**
 * The media library against a real database and the local upload storage (decision 064): every
 * upload is a row, the import of the uploads made before it, where each image is used, the
 * alternative text and focal point, and the delete refused while in use or done with its files.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "media-library-"));
const storage = createLocalStorage(path.join(dataDir, "uploads"));
test.override("apiEnv", { DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const files = async () => (await readdir(path.join(dataDir, "uploads", "images"))).sort();
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 20 } } });
const idOf = (url: string) => /images\/([a-f0-9]+)\.webp$/.exec(url)![1]!;

describe("the media library", () => {
  test("imports the uploads made before it once: same URLs, names from where they are used, dimensions read", async ({
    db,
  }) => {
    const cover = await storeImage(await picture(1200, 600).png().toBuffer(), storage);
    const logo = await storeImage(await picture(300, 300).png().toBuffer(), storage);
    const inPage = await storeImage(await picture(800, 800).png().toBuffer(), storage);
    const orphan = await storeImage(await picture(640, 480).jpeg().toBuffer(), storage);
    await db.insert(blogPosts).values({
      slug: "vecchio-articolo",
      title: "Vecchio articolo",
      content: "<p>Testo</p>",
      imageUrl: cover.url,
    });
    await db.insert(certifiedPartners).values({ name: "Partner storico", logoUrl: logo.url });
    await db
      .insert(clients)
      .values({ name: "Cliente esterno", logoUrl: "https://esempio.it/x.png" });
    await db.insert(pages).values({
      path: "/chi-siamo-import",
      title: "Chi siamo",
      draft: { blocks: [{ type: "image", image: inPage.url }] } as never,
    });

    expect(await importExistingUploads(db, storage)).toBe(4);
    const rows = await db.select().from(media);
    const byUrl = new Map(rows.map((row) => [row.url, row]));
    expect(byUrl.get(cover.url)).toMatchObject({
      name: "Copertina: Vecchio articolo",
      width: 1200,
      height: 600,
      alt: "",
      focalX: 50,
      focalY: 50,
      uploadedByName: null,
    });
    expect(byUrl.get(cover.url)!.bytes).toBeGreaterThan(0);
    expect(byUrl.get(logo.url)?.name).toBe("Logo: Partner storico");
    expect(byUrl.get(inPage.url)?.name).toBe("Pagina: Chi siamo");
    expect(byUrl.get(orphan.url)?.name).toBe(`${idOf(orphan.url)}.webp`);
    expect(byUrl.has("https://esempio.it/x.png")).toBe(false);
    // Recorded as done: a second start imports nothing, not even a file added since.
    await storeImage(await picture(100, 100).png().toBuffer(), storage);
    expect(await importExistingUploads(db, storage)).toBeNull();
    expect(await db.$count(media)).toBe(4);
    await db.delete(media);
    await db.delete(blogPosts);
    await db.delete(certifiedPartners);
    await db.delete(clients);
    await db.delete(pages);
  });

  test("every upload is a row of the library, with its name, type and who uploaded it", async ({
    adminApi,
    db,
  }) => {
    const form = new FormData();
    form.append(
      "image",
      new Blob([new Uint8Array(await picture(900, 450).jpeg().toBuffer())]),
      "sede verona.jpg",
    );
    const res = await adminApi.request("/upload", { method: "POST", body: form });
    expect(res.status).toBe(201);
    const { id, url } = (await res.json()) as { id: number; url: string };
    const [row] = await db.select().from(media).where(eq(media.id, id));
    expect(row).toMatchObject({
      url,
      name: "sede verona.jpg",
      mime: "image/jpeg",
      width: 900,
      height: 450,
      uploadedById: adminApi.id,
      uploadedByName: "admin",
    });
    const item = (await (await adminApi.request(`/admin/media/${id}`)).json()) as MediaItem;
    expect(item).toMatchObject({ id, url, uploadedBy: "admin", usedIn: [] });
  });

  test("searches by name and alternative text, filters by type and by missing alternative text", async ({
    adminApi,
    db,
  }) => {
    const [a, b] = await db
      .insert(media)
      .values([
        { url: "/uploads/images/aa01.webp", name: "tramonto.png", mime: "image/png", alt: "" },
        {
          url: "/uploads/images/aa02.webp",
          name: "ufficio.jpg",
          mime: "image/jpeg",
          alt: "La sala riunioni al tramonto",
        },
      ])
      .returning();
    const names = async (query: string) => {
      const res = await adminApi.request(`/admin/media?${query}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { items: MediaItem[] }).items.map((item) => item.name);
    };
    expect(await names("q=tramonto")).toEqual(["ufficio.jpg", "tramonto.png"]);
    expect(await names("q=tramonto&type=png")).toEqual(["tramonto.png"]);
    expect(await names("q=tramonto&alt=missing")).toEqual(["tramonto.png"]);
    expect(await names("q=tramonto&alt=present")).toEqual(["ufficio.jpg"]);
    expect(await names("q=tramonto&sort=name&dir=asc")).toEqual(["tramonto.png", "ufficio.jpg"]);
    const bad = await adminApi.request("/admin/media?type=svg");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe("Tipo di immagine non valido");
    await db.delete(media).where(eq(media.id, a!.id));
    await db.delete(media).where(eq(media.id, b!.id));
  });

  test("keeps the alternative text and the focal point; bad values change nothing", async ({
    adminApi,
    db,
  }) => {
    const [row] = await db
      .insert(media)
      .values({ url: "/uploads/images/bb01.webp", name: "x.png", mime: "image/png" })
      .returning();
    const path = `/admin/media/${row!.id}`;
    const saved = await adminApi.call("PATCH", path, {
      alt: "  Il team davanti alla sede  ",
      focalX: 20,
      focalY: 75,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      alt: "Il team davanti alla sede",
      focalX: 20,
      focalY: 75,
    });
    for (const body of [
      { alt: "x", focalX: 101, focalY: 0 },
      { alt: "x", focalX: -1, focalY: 0 },
      { alt: "a".repeat(301), focalX: 1, focalY: 1 },
      { alt: "riga\u0000", focalX: 1, focalY: 1 },
    ]) {
      const refused = await adminApi.call("PATCH", path, body);
      expect(refused.status).toBe(400);
    }
    expect(
      (await adminApi.call("PATCH", "/admin/media/999999", { alt: "", focalX: 1, focalY: 1 }))
        .status,
    ).toBe(404);
    const [after] = await db.select().from(media).where(eq(media.id, row!.id));
    expect(after).toMatchObject({ alt: "Il team davanti alla sede", focalX: 20, focalY: 75 });
    await db.delete(media).where(eq(media.id, row!.id));
  });

  test("says where an image is used, refuses to delete it until nothing uses it, then removes every copy", async ({
    adminApi,
    db,
  }) => {
    const upload = async (name: string) => {
      const form = new FormData();
      form.append(
        "image",
        new Blob([new Uint8Array(await picture(1000, 500).png().toBuffer())]),
        name,
      );
      return (await (await adminApi.request("/upload", { method: "POST", body: form })).json()) as {
        id: number;
        url: string;
      };
    };
    const used = await upload("usata.png");
    const free = await upload("libera.png");
    const [post] = await db
      .insert(blogPosts)
      .values({
        slug: "con-immagine",
        title: "Con immagine",
        content: "<p>x</p>",
        imageUrl: used.url,
      })
      .returning();
    await db.insert(solutions).values({
      name: "Gestionale",
      slug: "gestionale-media",
      shortDescription: "x",
      longDescription: "x",
      galleryImages: [used.url],
    });
    const [page] = await db
      .insert(pages)
      .values({
        path: "/media-dove",
        title: "Dove siamo",
        draft: { seo: { image: used.url }, blocks: [] } as never,
        live: { seo: { image: used.url }, blocks: [] } as never,
      })
      .returning();
    // An image whose id another one's begins with is not "used" by it.
    expect((await whereUsed(db, [used.url.replace(".webp", "0.webp")])).size).toBe(0);

    const item = (await (await adminApi.request(`/admin/media/${used.id}`)).json()) as MediaItem;
    expect(item.usedIn).toEqual(
      expect.arrayContaining([
        { kind: "blog", name: "Con immagine", detail: null },
        { kind: "platform", name: "Gestionale", detail: null },
        { kind: "page", name: "Dove siamo", detail: "bozza, pubblicata" },
      ]),
    );
    expect(item.usedIn).toHaveLength(3);

    const before = await files();
    const refused = await adminApi.call("POST", "/admin/media/delete", { ids: [free.id, used.id] });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      `Impossibile eliminare l'immagine: "usata.png" è usata in: Articolo "Con immagine"; ` +
        `Piattaforma "Gestionale"; Pagina "Dove siamo" (bozza, pubblicata).`,
    );
    expect(await files()).toEqual(before);
    expect(await db.$count(media, eq(media.id, free.id))).toBe(1);
    const single = await adminApi.call("DELETE", `/admin/media/${used.id}`);
    expect(single.status).toBe(409);

    await db.delete(blogPosts).where(eq(blogPosts.id, post!.id));
    await db.delete(solutions);
    await db.delete(pages).where(eq(pages.id, page!.id));
    const done = await adminApi.call("POST", "/admin/media/delete", { ids: [free.id, used.id] });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ deleted: 2 });
    const left = await files();
    for (const { url } of [used, free]) {
      expect(left.filter((file) => file.startsWith(idOf(url)))).toEqual([]);
    }
    expect(await db.$count(media, inArray(media.id, [used.id, free.id]))).toBe(0);
    expect((await adminApi.call("DELETE", `/admin/media/${free.id}`)).status).toBe(404);
    expect((await adminApi.call("POST", "/admin/media/delete", { ids: [] })).status).toBe(400);
  });

  test("finds a file in a post's text and a page's rich text, and tells the Software tab where each file is used", async ({
    adminApi,
    db,
  }) => {
    const file = "/uploads/software/0123456789abcdef-agente.zip";
    const other = "/uploads/software/fedcba9876543210-altro.zip";
    const inText = "/uploads/images/cc01.webp";
    const [agent, unused] = await db
      .insert(downloadableSoftware)
      .values([
        { name: "Agente di backup", version: "1.0", fileUrl: file },
        { name: "Strumento libero", version: "2.0", fileUrl: other },
      ])
      .returning();
    const [post] = await db
      .insert(blogPosts)
      .values({
        slug: "scarica-agente",
        title: "Scarica l'agente",
        content: `<p><a href="${file}">Scarica</a> <img src="${inText}" alt="Schema"></p>`,
      })
      .returning();
    const [page] = await db
      .insert(pages)
      .values({
        path: "/download-agente",
        title: "Download",
        draft: { blocks: [] } as never,
        live: {
          blocks: [{ type: "rich-text", data: { bodyHtml: `<a href="${file}">Agente</a>` } }],
        } as never,
      })
      .returning();
    // A file whose name begins another's is not "used" by it.
    expect((await whereUsed(db, [file.replace(".zip", "")])).size).toBe(0);
    expect((await whereUsed(db, [inText])).get(inText)).toEqual([
      { kind: "blog", name: "Scarica l'agente", detail: null },
    ]);

    const res = await adminApi.request("/admin/software?q=agente");
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as {
      items: { id: number; usedIn: { kind: string; name: string; detail: string | null }[] }[];
    };
    expect(items.find((item) => item.id === agent!.id)?.usedIn).toEqual(
      expect.arrayContaining([
        { kind: "software", name: "Agente di backup", detail: null },
        { kind: "blog", name: "Scarica l'agente", detail: null },
        { kind: "page", name: "Download", detail: "pubblicata" },
      ]),
    );
    expect(items.find((item) => item.id === agent!.id)?.usedIn).toHaveLength(3);
    const all = (await (await adminApi.request("/admin/software?q=libero")).json()) as {
      items: { id: number; usedIn: unknown[] }[];
    };
    expect(all.items.find((item) => item.id === unused!.id)?.usedIn).toEqual([
      { kind: "software", name: "Strumento libero", detail: null },
    ]);
    await db.delete(downloadableSoftware);
    await db.delete(blogPosts).where(eq(blogPosts.id, post!.id));
    await db.delete(pages).where(eq(pages.id, page!.id));
  });

  test("is guarded like every admin route", async ({ expectGuarded }) => {
    await expectGuarded([
      { method: "GET", path: "/admin/media" },
      { method: "PATCH", path: "/admin/media/1", body: { alt: "", focalX: 1, focalY: 1 } },
      { method: "POST", path: "/admin/media/delete", body: { ids: [1] } },
    ]);
  });
});
