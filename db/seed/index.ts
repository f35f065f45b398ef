import { randomBytes } from "node:crypto";
import { count, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  adminUsers,
  blogPosts,
  certifiedPartners,
  clients,
  downloadableSoftware,
  heroVariants,
  serviceTemplates,
  siteSettings,
  solutions,
} from "../schema";
import type { Env } from "#server/env";
import type { Logger } from "#server/logger";
import { hashPassword } from "#features/auth/password.server";
import { passwordPolicyProblem } from "#features/auth/common-passwords.server";
import { storeImage } from "#features/media/images.server";
import { createUploadStorage, type UploadStorage } from "#server/storage";
import { blogPostRows } from "./blog-posts";
import { clientRows } from "./clients";
import type { SeedContext } from "./context";
import { customerSeeds, demoCustomerPassword } from "./customers";
import { heroVariantRows } from "./hero-variants";
import { insertCustomers } from "./insert-customers";
import { partnerRows } from "./partners";
import { platformRows } from "./platforms";
import type { SeedTransaction } from "./seed-transaction";
import { serviceTemplateRows, type TemplateKey } from "./service-templates";
import { siteSettingRows } from "./site-settings";
import { softwareRows } from "./software";

export const adminUsername = "admin";
export const adminEmail = "info@scaligeradigital.example";
/** Any constant: serialises two processes seeding the same PostgreSQL database. */
const seedLockKey = 2005_0412;

/** Empty means a database nobody has set up yet: no administrator and no settings. */
async function isEmpty(db: Database | SeedTransaction): Promise<boolean> {
  const [admins] = await db.select({ n: count() }).from(adminUsers);
  const [settings] = await db.select({ n: count() }).from(siteSettings);
  return admins?.n === 0 && settings?.n === 0;
}

/**
 * Fills an empty database with the Italian demo content and the first administrator.
 * A database that holds anything is left untouched, so calling this at every start is safe.
 * Throws, before writing anything, when ADMIN_PASSWORD breaks the admin password policy.
 */
export async function seedIfEmpty(
  db: Database,
  {
    env,
    logger,
    storage = createUploadStorage(env),
  }: { env: Env; logger: Logger; storage?: UploadStorage },
): Promise<{ seeded: boolean }> {
  if (!(await isEmpty(db))) return { seeded: false };
  // The first admin follows the same password policy as every later change: a weak
  // ADMIN_PASSWORD stops the start instead of guarding the back office.
  const problem = env.ADMIN_PASSWORD ? passwordPolicyProblem(env.ADMIN_PASSWORD, "admin") : null;
  if (problem) {
    throw new Error(
      `ADMIN_PASSWORD non valida per il primo amministratore: ${problem}. ` +
        "Scegline una conforme (oppure togli ADMIN_PASSWORD per farne generare una) e riavvia.",
    );
  }
  const started = Date.now();
  const ctx: SeedContext = {
    now: new Date(),
    storage,
    image: async (svg) =>
      (await storeImage(Buffer.from(svg), storage, { allowSvg: true, effort: 2 })).url,
  };
  const generatedPassword = env.ADMIN_PASSWORD ? null : randomBytes(18).toString("base64url");

  // The slow part (images, files, password hashes) runs in parallel before the transaction.
  const [heroes, posts, partners, clientList, platforms, software, adminHash, customerHashes] =
    await Promise.all([
      heroVariantRows(ctx),
      blogPostRows(ctx),
      partnerRows(ctx),
      clientRows(ctx),
      platformRows(ctx),
      softwareRows(ctx),
      hashPassword(env.ADMIN_PASSWORD ?? generatedPassword!),
      Promise.all(customerSeeds.map(() => hashPassword(demoCustomerPassword))),
    ]);

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if (!(await isEmpty(tx))) return false;
    await tx.insert(siteSettings).values(siteSettingRows());
    const [admin] = await tx
      .insert(adminUsers)
      .values({
        username: adminUsername,
        email: adminEmail,
        passwordHash: adminHash,
        role: "admin",
      })
      .returning({ id: adminUsers.id });
    await tx.insert(heroVariants).values(heroes);
    await tx.insert(blogPosts).values(posts);
    await tx.insert(certifiedPartners).values(partners);
    await tx.insert(clients).values(clientList);
    await tx.insert(solutions).values(platforms);
    await tx.insert(downloadableSoftware).values(software);
    const templates = serviceTemplateRows();
    const inserted = await tx
      .insert(serviceTemplates)
      .values(templates.map(({ key: _key, ...row }) => row))
      .returning({ id: serviceTemplates.id, name: serviceTemplates.name });
    const idByName = new Map(inserted.map((t) => [t.name, t.id]));
    const templateIds = Object.fromEntries(
      templates.map((t) => [t.key, idByName.get(t.name)!]),
    ) as Record<TemplateKey, number>;
    await insertCustomers(tx, {
      now: ctx.now,
      passwordHashes: customerHashes,
      templateIds,
      adminId: admin!.id,
    });
    return true;
  });
  if (!seeded) return { seeded: false };

  if (generatedPassword) {
    logger.warn(
      `Primo avvio: creato l'amministratore "${adminUsername}" con la password generata ${generatedPassword} . ` +
        "Annotala ora perché non verrà più mostrata, e cambiala da Impostazioni dopo il primo accesso " +
        "(per sceglierla tu, imposta ADMIN_PASSWORD prima del primo avvio).",
    );
  }
  logger.info({ ms: Date.now() - started }, "Contenuti dimostrativi inseriti nel database vuoto");
  return { seeded: true };
}
