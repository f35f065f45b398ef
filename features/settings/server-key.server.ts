import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { siteSettings } from "./settings.table";

/**
 * A key of the server's own for one use (the page preview links, the tickets' reply addresses):
 * derived from SESSION_SECRET when it is set, else a random key made once and kept in
 * `site_settings` under `storedKey`, so every instance and every restart signs and checks alike
 * (decisions 059, 067).
 */
export async function serverKey(
  db: Database,
  secret: string | null,
  use: { purpose: string; storedKey: string; description: string },
): Promise<Buffer> {
  if (secret) return createHmac("sha256", secret).update(use.purpose).digest();
  await db
    .insert(siteSettings)
    .values({
      key: use.storedKey,
      value: randomBytes(32).toString("base64url"),
      type: "secret",
      description: use.description,
    })
    .onConflictDoNothing({ target: siteSettings.key });
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, use.storedKey))
    .limit(1);
  return Buffer.from(row!.value, "base64url");
}
