/**
 * `npm run seed:bulk [count]`: fills the configured database (DATABASE_URL, or PGlite under
 * DATA_DIR) with generated contact messages, customers, blog posts and tickets, up to `count`
 * of each (10,000 by default), to try the admin lists at scale (decision 023). Idempotent: the
 * generated rows are marked and only the missing ones are added. Stop the server first when the
 * database is PGlite (one process at a time opens its directory).
 */
import path from "node:path";
import { randomBytes } from "node:crypto";
import { openDatabase } from "#db/client";
import { seedBulk } from "#db/seed/bulk-rows";
import { readEnv } from "#server/env";
import { hashPassword } from "#features/auth/password.server";

const wanted = Number(process.argv[2] ?? 10_000);
if (!Number.isInteger(wanted) || wanted < 0) {
  console.error("Uso: npm run seed:bulk [numero di righe per elenco, 10000 se omesso]");
  process.exit(2);
}

const env = readEnv();
const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.dataDir, "pglite") },
);
try {
  const started = Date.now();
  const added = await seedBulk(database.db, {
    wanted,
    passwordHash: await hashPassword(randomBytes(24).toString("base64url")),
  });
  console.log(
    `seed:bulk (${database.driver}): aggiunti ${added.contacts} contatti, ${added.customers} clienti, ${added.posts} articoli, ${added.tickets} ticket in ${Date.now() - started} ms (fino a ${wanted} per elenco)`,
  );
} finally {
  await database.close();
}
