import { describe, expect } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { test } from "#tests/helpers/fixtures";
import type { Database } from "#db/client";
import { blogPosts, heroVariants, solutions } from "#db/schema";
import { getPublicHero } from "#features/hero/hero.server";
import { getPublicPostView } from "#features/blog/blog.server";
import { toPublicPlatforms } from "#features/solutions/solutions.server";
import { prepareBlocks } from "#features/pages/blocks/prepare-blocks.server";
import type { StoredBlock } from "#features/pages/page-content";
import { media } from "./media.table";
import { publicImagesOf } from "./media.server";

/**
 * The media library's focal point and alternative text where the public site draws an image
 * (decision 064), on the real database: the server writes object-position only for a point off
 * the centre, and the library's alt only where the place has no words of its own.
 */
const url = (name: string) => `/uploads/images/${name}.webp`;
const [offCentre, centred, described, bare] = ["f0c1", "f0c2", "f0c3", "f0c4"].map(url) as [
  string,
  string,
  string,
  string,
];

async function seedLibrary(db: Database) {
  await db.insert(media).values([
    { url: offCentre, name: "sede.png", mime: "image/png", focalX: 20, focalY: 75, alt: "" },
    { url: centred, name: "team.png", mime: "image/png", alt: "Il team in riunione" },
    {
      url: described,
      name: "cantiere.png",
      mime: "image/png",
      focalX: 80,
      focalY: 10,
      alt: "Il cantiere visto dall'alto",
    },
    { url: bare, name: "vuota.png", mime: "image/png" },
  ]);
}

/** Counts the queries a function sends through `db` (its select calls). */
function countingSelects(db: Database) {
  let selects = 0;
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      if (key === "select") {
        return (...args: unknown[]) => {
          selects += 1;
          return (target.select as (...a: unknown[]) => unknown)(...args);
        };
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { db: counted, selects: () => selects };
}

describe("the library's focal point and alt on the public pages", () => {
  test.afterEach(async ({ db }) => {
    await db.delete(media).where(inArray(media.url, [offCentre, centred, described, bare]));
  });

  test("says only what is not the default: a point off the centre, a non-empty alt", async ({
    db,
  }) => {
    await seedLibrary(db);
    expect(
      await publicImagesOf(db, [offCentre, centred, described, bare, url("ignota"), null]),
    ).toEqual({
      [offCentre]: { position: "20% 75%" },
      [centred]: { alt: "Il team in riunione" },
      [described]: { position: "80% 10%", alt: "Il cantiere visto dall'alto" },
    });
  });

  test("platforms: cover and gallery with their focal points and library alts, in one query", async ({
    db,
  }) => {
    await seedLibrary(db);
    const rows = await db
      .insert(solutions)
      .values([
        {
          name: "Gestionale Fuoco",
          slug: "gestionale-fuoco",
          shortDescription: "x",
          longDescription: "x",
          heroImage: offCentre,
          galleryImages: [described, bare],
        },
        {
          name: "Senza immagini",
          slug: "senza-immagini-fuoco",
          shortDescription: "x",
          longDescription: "x",
        },
      ])
      .returning();
    const counter = countingSelects(db);
    const [withImages, without] = await toPublicPlatforms(counter.db, rows);
    expect(counter.selects()).toBe(1);
    expect(withImages!.images).toEqual({
      [offCentre]: { position: "20% 75%" },
      [described]: { position: "80% 10%", alt: "Il cantiere visto dall'alto" },
    });
    expect(without).not.toHaveProperty("images");
    await db.delete(solutions).where(
      inArray(
        solutions.id,
        rows.map((row) => row.id),
      ),
    );
  });

  test("the hero shown now carries its background's focal point, on the API too", async ({
    db,
    api,
  }) => {
    await seedLibrary(db);
    const before = await db
      .select({ id: heroVariants.id })
      .from(heroVariants)
      .where(eq(heroVariants.active, true));
    await db.update(heroVariants).set({ active: false });
    const [hero] = await db
      .insert(heroVariants)
      .values({ name: "Fuoco", title: "Titolo", backgroundImage: offCentre, active: true })
      .returning();
    expect(await getPublicHero(db)).toMatchObject({ backgroundPosition: "20% 75%" });
    const shown = (await (await api.request("/hero-variants/active")).json()) as {
      backgroundPosition?: string;
    };
    expect(shown.backgroundPosition).toBe("20% 75%");
    await db
      .update(heroVariants)
      .set({ backgroundImage: centred })
      .where(eq(heroVariants.id, hero!.id));
    expect(await getPublicHero(db)).not.toHaveProperty("backgroundPosition");
    await db.delete(heroVariants).where(eq(heroVariants.id, hero!.id));
    for (const { id } of before) {
      await db.update(heroVariants).set({ active: true }).where(eq(heroVariants.id, id));
    }
  });

  test("a post's cover: its focal point, and the library's alt", async ({ db }) => {
    await seedLibrary(db);
    const [post] = await db
      .insert(blogPosts)
      .values({
        slug: "copertina-fuoco",
        title: "Copertina",
        content: "<p>x</p>",
        imageUrl: described,
        published: true,
        publishedAt: new Date(Date.now() - 60_000),
      })
      .returning();
    expect(await getPublicPostView(db, "copertina-fuoco")).toMatchObject({
      imagePosition: "80% 10%",
      imageAlt: "Il cantiere visto dall'alto",
    });
    await db.delete(blogPosts).where(eq(blogPosts.id, post!.id));
  });

  test("page blocks: every image's focal point beside it and the library's alt where the block has none, in one query", async ({
    db,
  }) => {
    await seedLibrary(db);
    const project = (slug: string, image: string) => ({
      slug,
      title: "Progetto",
      subtitle: "Sito",
      category: "Sito web",
      year: "2026",
      duration: "3 mesi",
      description: "Descrizione.",
      image,
      alt: "Le parole del blocco",
      highlightsTitle: "Obiettivi",
    });
    const blocks: StoredBlock[] = [
      { id: "a", type: "image", data: { image: centred, imageAlt: null } },
      { id: "b", type: "image", data: { image: described, imageAlt: "Scritto nel blocco" } },
      {
        id: "c",
        type: "project-rows",
        data: {
          label: "Progetti",
          projects: [project("uno", offCentre), project("due", "/portfolio/foto.svg")],
        },
      },
      {
        id: "d",
        type: "case-study-header",
        data: {
          title: "Caso",
          lead: "Introduzione.",
          image: described,
          alt: "Il cantiere, dal blocco",
        },
      },
      { id: "e", type: "image", data: { image: bare, imageAlt: null } },
    ];
    const counter = countingSelects(db);
    const prepared = await prepareBlocks(counter.db, blocks);
    expect(counter.selects()).toBe(1);
    const data = prepared.map((block) => block.data as Record<string, unknown>);
    // The library's alt fills an empty alt; the block's own words win.
    expect(data[0]).toMatchObject({ imageAlt: "Il team in riunione" });
    expect(data[0]).not.toHaveProperty("imagePosition");
    expect(data[1]).toMatchObject({ imageAlt: "Scritto nel blocco", imagePosition: "80% 10%" });
    const [first, second] = (data[2] as { projects: Record<string, unknown>[] }).projects;
    expect(first).toMatchObject({ imagePosition: "20% 75%", alt: "Le parole del blocco" });
    expect(second).not.toHaveProperty("imagePosition");
    expect(data[3]).toMatchObject({ imagePosition: "80% 10%", alt: "Il cantiere, dal blocco" });
    expect(data[4]).toMatchObject({ imageAlt: null });
    // A page without images asks nothing.
    const plain = countingSelects(db);
    await prepareBlocks(plain.db, [{ id: "x", type: "image", data: { image: null } }]);
    expect(plain.selects()).toBe(0);
  });
});
