import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/helpers/test-db";
import type { DatabaseHandle } from "../client";
import * as schema from "../schema";
import { blogCategories } from "#features/blog/blog-categories";
import { readEnv } from "#server/env";
import { verifyPassword } from "#features/auth/password.server";
import { listPublicPosts } from "#features/blog/blog.server";
import { siteSettingDefaults } from "#features/settings/settings.schema";
import { isHeroBackground } from "#features/hero/hero-backgrounds";
import { seedIfEmpty } from "./";

const day = 24 * 60 * 60 * 1000;

function captureLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino(
    { level: "info", base: undefined },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  );
  return { logger, lines };
}

async function counts(db: DatabaseHandle["db"]) {
  const tables = {
    settings: schema.siteSettings,
    admins: schema.adminUsers,
    heroes: schema.heroVariants,
    posts: schema.blogPosts,
    partners: schema.certifiedPartners,
    clients: schema.clients,
    solutions: schema.solutions,
    software: schema.downloadableSoftware,
    templates: schema.serviceTemplates,
    customers: schema.customerUsers,
    services: schema.customerServices,
    communications: schema.customerCommunications,
    tickets: schema.customerTickets,
    messages: schema.ticketMessages,
  };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    result[name] = row!.n;
  }
  return result;
}

describe("seedIfEmpty on an empty database (no ADMIN_PASSWORD)", () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  let log: ReturnType<typeof captureLogger>;
  let first: { seeded: boolean };
  let seedMs: number;

  beforeAll(async () => {
    handle = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), "seed-test-"));
    log = captureLogger();
    const started = Date.now();
    first = await seedIfEmpty(handle.db, {
      env: readEnv({ NODE_ENV: "test", DATA_DIR: dataDir }),
      logger: log.logger,
    });
    seedMs = Date.now() - started;
  });
  afterAll(async () => {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("seeds every entity with the required counts, fast enough for a first start", async () => {
    expect(first.seeded).toBe(true);
    expect(seedMs).toBeLessThan(15_000);
    const c = await counts(handle.db);
    expect(c).toMatchObject({
      settings: Object.keys(siteSettingDefaults).length,
      admins: 1,
      heroes: 3,
      clients: 12,
      solutions: 4,
      templates: 6,
      customers: 2,
      services: 6,
      tickets: 1,
      messages: 2,
    });
    expect(c.posts).toBeGreaterThanOrEqual(9);
    expect(c.partners).toBeGreaterThanOrEqual(8);
    expect(c.software).toBeGreaterThanOrEqual(6);
    const settings = await handle.db.select().from(schema.siteSettings);
    for (const row of settings) {
      expect(row.value).toBe(siteSettingDefaults[row.key as keyof typeof siteSettingDefaults]);
      expect(row.description).toBeTruthy();
    }
  });

  it("creates the admin with a random password logged once, in Italian", async () => {
    const [admin] = await handle.db.select().from(schema.adminUsers);
    expect(admin).toMatchObject({
      username: "admin",
      email: "info@scaligeradigital.example",
      isActive: true,
    });
    const warnings = log.lines.filter((l) => l.level === 40);
    expect(warnings).toHaveLength(1);
    const password = /password generata (\S+)/.exec(warnings[0]!.msg)?.[1];
    expect(password?.length).toBeGreaterThanOrEqual(20);
    expect(warnings[0]!.msg).toContain("Impostazioni");
    expect(await verifyPassword(admin!.passwordHash, password!)).toBe(true);
    expect(log.lines.filter((l) => l.msg.includes(password!))).toHaveLength(1);
  });

  it("has exactly one active hero, the default gradient one", async () => {
    const heroes = await handle.db.select().from(schema.heroVariants);
    const active = heroes.filter((h) => h.active);
    expect(active).toHaveLength(1);
    expect(active[0]).toMatchObject({
      season: "default",
      subtitle: "Innovazione Digitale dal 2005",
      ctaText: "Scopri i nostri progetti",
      ctaUrl: "/portfolio",
      textColor: "#ffffff",
      backgroundImage: null,
    });
    expect(active[0]!.backgroundColor).toMatch(/^linear-gradient\(/);
    // The title editor's form: the highlighted words in <mark>, gradients the dialog can show.
    expect(active[0]!.title).toBe("Soluzioni Digitali <mark>Innovative</mark>");
    for (const hero of heroes) {
      if (hero.backgroundColor) expect(isHeroBackground(hero.backgroundColor)).toBe(true);
    }
    expect(heroes.map((h) => h.season).sort()).toEqual(["default", "estate", "natale"]);
    expect(heroes.find((h) => h.season === "estate")!.backgroundImage).toMatch(
      /^\/uploads\/images\//,
    );
  });

  it("publishes seven past posts, keeps one draft and schedules one ten days ahead", async () => {
    const now = Date.now();
    const posts = await handle.db.select().from(schema.blogPosts);
    const past = posts.filter((p) => p.published && p.publishedAt && p.publishedAt.getTime() < now);
    const future = posts.filter(
      (p) => p.published && p.publishedAt && p.publishedAt.getTime() > now,
    );
    expect(past).toHaveLength(7);
    expect(new Set(past.map((p) => p.publishedAt!.toISOString().slice(0, 10))).size).toBe(7);
    expect(posts.filter((p) => !p.published)).toHaveLength(1);
    expect(future).toHaveLength(1);
    expect(Math.round((future[0]!.publishedAt!.getTime() - now) / day)).toBe(10);
    expect((await listPublicPosts(handle.db)).map((p) => p.id).sort()).toEqual(
      past.map((p) => p.id).sort(),
    );
    expect(new Set(posts.map((p) => p.category)).size).toBe(blogCategories.length);
    for (const post of posts) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.content).toContain("<h2>");
      expect(post.content).toContain("<ul>");
      expect(post.content.match(/<p>/g)!.length).toBeGreaterThanOrEqual(4);
      expect(post.tags.length).toBeGreaterThanOrEqual(2);
      expect(post.tags.length).toBeLessThanOrEqual(5);
      expect(post.author).toBeTruthy();
    }
  });

  it("seeds active partners, featured clients and four complete published platforms", async () => {
    const partners = await handle.db.select().from(schema.certifiedPartners);
    expect(
      partners.every(
        (p) =>
          p.active && p.logoUrl && p.websiteUrl && p.benefits.length >= 1 && p.benefits.length <= 3,
      ),
    ).toBe(true);
    expect(new Set(partners.map((p) => p.certificationLevel)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(partners.map((p) => p.partnerType)).size).toBeGreaterThanOrEqual(3);
    const clientRows = await handle.db.select().from(schema.clients);
    expect(clientRows.filter((c) => c.featured)).toHaveLength(7);
    expect(clientRows.map((c) => c.name)).toContain("Zanolini Bike");
    expect(clientRows.every((c) => /^https:\/\/www\.[a-z]+\.example$/.test(c.websiteUrl!))).toBe(
      true,
    );
    const platforms = await handle.db.select().from(schema.solutions);
    expect(platforms.map((p) => p.slug).sort()).toEqual([
      "1mail",
      "classy",
      "crypto-folio",
      "gxsecure",
    ]);
    expect(platforms.find((p) => p.slug === "crypto-folio")!.name).toBe("CryptoFolio");
    expect(new Set(platforms.map((p) => p.gradientColor)).size).toBe(4);
    for (const p of platforms) {
      expect(p.published).toBe(true);
      expect(p.longDescription.split("\n\n").length).toBeGreaterThanOrEqual(3);
      expect(p.features.length).toBeGreaterThanOrEqual(6);
      expect(p.features.length).toBeLessThanOrEqual(8);
      expect(p.technologies.length).toBeGreaterThanOrEqual(5);
      expect(p.useCases.length).toBeGreaterThanOrEqual(3);
      expect(p.galleryImages.length).toBeGreaterThanOrEqual(2);
      expect(p.relatedServices.length).toBeGreaterThan(0);
      expect(p.metaTitle && p.metaDescription && p.metaKeywords && p.heroImage).toBeTruthy();
    }
  });

  it("writes every referenced image in three WebP widths", async () => {
    const heroes = await handle.db.select().from(schema.heroVariants);
    const urls = [
      ...heroes.map((h) => h.backgroundImage),
      ...(await handle.db.select().from(schema.blogPosts)).map((p) => p.imageUrl),
      ...(await handle.db.select().from(schema.certifiedPartners)).map((p) => p.logoUrl),
      ...(await handle.db.select().from(schema.clients)).map((c) => c.logoUrl),
      ...(await handle.db.select().from(schema.solutions)).flatMap((s) => [
        s.heroImage,
        ...s.galleryImages,
      ]),
    ].filter((u): u is string => Boolean(u));
    expect(urls.length).toBeGreaterThanOrEqual(40);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/images\/[a-f0-9]{32}\.webp$/);
      for (const suffix of ["", "-480", "-960"]) {
        expect(existsSync(path.join(dataDir, url.replace(".webp", `${suffix}.webp`)))).toBe(true);
      }
    }
    const cover = await sharp(await readFile(path.join(dataDir, urls[1]!))).metadata();
    expect(cover).toMatchObject({ format: "webp", width: 1600, height: 900 });
  });

  it("offers downloadable software backed by real zip files, one item inactive", async () => {
    const items = await handle.db.select().from(schema.downloadableSoftware);
    expect(items.filter((s) => !s.isActive)).toHaveLength(1);
    for (const item of items) {
      expect(item.fileUrl).toMatch(/^\/uploads\/software\/[a-z0-9.-]+\.zip$/);
      expect(item.fileSize).toMatch(/^\d+(\.\d)? MB$/);
      const zip = await readFile(path.join(dataDir, item.fileUrl));
      expect(zip.readUInt32LE(0)).toBe(0x04034b50);
      expect(zip.subarray(30, 40).toString()).toBe("README.txt");
    }
  });

  it("gives both demo customers working logins and realistic services", async () => {
    const now = Date.now();
    for (const email of ["mario.rossi@example.com", "giulia.bianchi@example.com"]) {
      const [customer] = await handle.db
        .select()
        .from(schema.customerUsers)
        .where(eq(schema.customerUsers.email, email));
      expect(await verifyPassword(customer!.passwordHash, "Cliente2026!")).toBe(true);
      const services = await handle.db
        .select()
        .from(schema.customerServices)
        .where(eq(schema.customerServices.customerId, customer!.id));
      expect(services).toHaveLength(3);
      const expiring = services.filter(
        (s) =>
          s.status === "active" &&
          s.expiryDate.getTime() > now &&
          s.expiryDate.getTime() <= now + 30 * day,
      );
      expect(expiring.length).toBeGreaterThanOrEqual(1);
      expect(
        services.filter((s) => s.status === "expired" && s.expiryDate.getTime() < now),
      ).toHaveLength(1);
      expect(services.some((s) => s.hoursRemaining !== null && s.hoursRemaining > 0)).toBe(true);
      expect(services.every((s) => s.templateId !== null)).toBe(true);
    }
    const [mario] = await handle.db
      .select()
      .from(schema.customerUsers)
      .where(eq(schema.customerUsers.email, "mario.rossi@example.com"));
    expect(mario!.companyName).toBe("Rossi Impianti S.r.l.");
    const comms = await handle.db
      .select()
      .from(schema.customerCommunications)
      .where(eq(schema.customerCommunications.customerId, mario!.id));
    expect(comms.length).toBeGreaterThanOrEqual(1);
    const [ticket] = await handle.db.select().from(schema.customerTickets);
    expect(ticket!.customerId).toBe(mario!.id);
    const messages = await handle.db
      .select()
      .from(schema.ticketMessages)
      .where(eq(schema.ticketMessages.ticketId, ticket!.id));
    expect(messages.map((m) => m.authorType).sort()).toEqual(["admin", "customer"]);
  });

  it("does nothing the second time: same rows, no new files, no new password", async () => {
    const before = await counts(handle.db);
    const filesBefore = await readdir(path.join(dataDir, "uploads", "images"));
    const again = captureLogger();
    const second = await seedIfEmpty(handle.db, {
      env: readEnv({ NODE_ENV: "test", DATA_DIR: dataDir }),
      logger: again.logger,
    });
    expect(second.seeded).toBe(false);
    expect(await counts(handle.db)).toEqual(before);
    expect(await readdir(path.join(dataDir, "uploads", "images"))).toHaveLength(filesBefore.length);
    expect(again.lines.filter((l) => l.level === 40)).toHaveLength(0);
  });
});

describe("seedIfEmpty on other databases", () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  beforeAll(async () => {
    handle = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), "seed-test-"));
  });
  afterAll(async () => {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("leaves a database that already has content alone", async () => {
    await handle.db
      .insert(schema.siteSettings)
      .values({ key: "site_name", value: "Nome scelto dal cliente" });
    const result = await seedIfEmpty(handle.db, {
      env: readEnv({ NODE_ENV: "test", DATA_DIR: dataDir }),
      logger: captureLogger().logger,
    });
    expect(result.seeded).toBe(false);
    const c = await counts(handle.db);
    expect(Object.values(c).reduce((a, b) => a + b, 0)).toBe(1);
    expect(existsSync(path.join(dataDir, "uploads"))).toBe(false);
  });

  it("refuses to start with an ADMIN_PASSWORD that breaks the admin password policy", async () => {
    await handle.db.delete(schema.siteSettings);
    const cases: [string, string][] = [
      ["password123", "La password deve avere almeno 12 caratteri"],
      ["Administrator", "Questa password è troppo comune: scegline una meno prevedibile"],
    ];
    for (const [password, problem] of cases) {
      const env = readEnv({ NODE_ENV: "test", DATA_DIR: dataDir, ADMIN_PASSWORD: password });
      const seeding = seedIfEmpty(handle.db, { env, logger: captureLogger().logger });
      await expect(seeding).rejects.toThrow(
        `ADMIN_PASSWORD non valida per il primo amministratore: ${problem}.`,
      );
    }
    // Nothing was written: the next start with a good password seeds as usual.
    expect(Object.values(await counts(handle.db)).every((n) => n === 0)).toBe(true);
    expect(existsSync(path.join(dataDir, "uploads"))).toBe(false);
  });

  it("uses ADMIN_PASSWORD when set and logs no password", async () => {
    await handle.db.delete(schema.siteSettings);
    const log = captureLogger();
    const env = readEnv({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: "Scaligera-Admin-2026",
    });
    expect((await seedIfEmpty(handle.db, { env, logger: log.logger })).seeded).toBe(true);
    const [admin] = await handle.db.select().from(schema.adminUsers);
    expect(await verifyPassword(admin!.passwordHash, "Scaligera-Admin-2026")).toBe(true);
    expect(log.lines.filter((l) => l.level === 40)).toHaveLength(0);
    expect(JSON.stringify(log.lines)).not.toContain("Scaligera-Admin-2026");
  });
});
