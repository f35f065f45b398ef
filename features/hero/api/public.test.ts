import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client";
import { heroVariants } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import type { PublicHero } from "../public-hero";
import { romeDayEnd, romeDayStart } from "#kit/lib/dates";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const getActive = async () => {
  const res = await createTestApi(handle.db).request("/hero-variants/active");
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return (await res.json()) as PublicHero | null;
};

describe("GET /api/hero-variants/active", () => {
  it("answers null when no hero is active", async () => {
    await handle.db
      .insert(heroVariants)
      .values({ name: "Bozza", title: "Non attiva", active: false });
    expect(await getActive()).toBeNull();
  });

  it("gives the active hero with title and description sanitized", async () => {
    await handle.db.insert(heroVariants).values({
      name: "Estate",
      season: "estate",
      title:
        'Software <strong>su misura</strong><script>alert("x")</script><img src=x onerror="alert(1)">',
      description:
        '<p onclick="steal()">Consulenza <em>IT</em></p><iframe src="https://evil.example"></iframe>',
      ctaText: "Scopri",
      ctaUrl: "/servizi",
      textColor: "#ffffff",
      active: true,
    });
    const hero = await getActive();
    expect(hero).toMatchObject({
      name: "Estate",
      season: "estate",
      title: "Software <mark>su misura</mark>",
      description: "Consulenza <em>IT</em>",
      ctaText: "Scopri",
      ctaUrl: "/servizi",
      active: true,
    });
    expect(`${hero?.title} ${hero?.description}`).not.toMatch(
      /script|onerror|onclick|iframe|<img|<p/i,
    );
    expect(typeof hero?.createdAt).toBe("string");
  });

  it("reads an older title's highlight, a span with a class, as <mark>", async () => {
    await handle.db
      .update(heroVariants)
      .set({ title: 'Soluzioni Digitali <span class="text-sky-300">Innovative</span>' })
      .where(eq(heroVariants.name, "Estate"));
    expect((await getActive())?.title).toBe("Soluzioni Digitali <mark>Innovative</mark>");
  });

  it("never has two active heroes: the database refuses a second one", async () => {
    await expect(
      handle.db.insert(heroVariants).values({ name: "Natale", title: "Buone feste", active: true }),
    ).rejects.toThrow();
    const active = await handle.db.select().from(heroVariants).where(eq(heroVariants.active, true));
    expect(active).toHaveLength(1);
    expect((await getActive())?.name).toBe("Estate");
  });

  it("follows a change of the active hero", async () => {
    await handle.db
      .update(heroVariants)
      .set({ active: false })
      .where(eq(heroVariants.name, "Estate"));
    await handle.db
      .update(heroVariants)
      .set({ active: true })
      .where(eq(heroVariants.name, "Bozza"));
    expect((await getActive())?.title).toBe("Non attiva");
  });
});

describe("the periods of validity (Rome's days, moved clock)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const at = (iso: string) => vi.useFakeTimers({ toFake: ["Date"], now: new Date(iso) });
  const visitorList = async () => {
    const res = await createTestApi(handle.db).request("/hero-variants");
    return ((await res.json()) as PublicHero[]).map((hero) => hero.name);
  };

  it("shows the variant whose period includes today over the active one, else the active one", async () => {
    await handle.db.insert(heroVariants).values([
      {
        name: "Natale",
        title: "Buone feste",
        startDate: romeDayStart("2026-12-01"),
        endDate: romeDayEnd("2027-01-06"),
      },
      {
        name: "Saldi",
        title: "Saldi di gennaio",
        startDate: romeDayStart("2027-01-07"),
        endDate: null,
      },
    ]);
    const active = (await getActive())?.name;
    expect(active).toBe("Bozza");

    // 23:59:59 on 30 November in Rome (UTC+1), then its midnight.
    at("2026-11-30T22:59:59.000Z");
    expect((await getActive())?.name).toBe("Bozza");
    expect(await visitorList()).toEqual(["Bozza"]);
    at("2026-11-30T23:00:00.000Z");
    expect((await getActive())?.name).toBe("Natale");
    expect(await visitorList()).toEqual(["Natale"]);
    at("2027-01-06T22:59:59.999Z");
    expect((await getActive())?.name).toBe("Natale");
    // The day after Natale's last: Saldi, open-ended, for good.
    at("2027-01-06T23:00:00.000Z");
    expect((await getActive())?.name).toBe("Saldi");
    at("2030-07-01T10:00:00.000Z");
    expect((await getActive())?.name).toBe("Saldi");

    await handle.db.delete(heroVariants).where(eq(heroVariants.name, "Saldi"));
    expect((await getActive())?.name).toBe("Bozza");
  });
});
