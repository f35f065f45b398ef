import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { certifiedPartners } from "../../db/schema";

export type CertifiedPartner = typeof certifiedPartners.$inferSelect;

/** Partners the public sees: active ones, in the order the back office set. */
export function listPublicPartners(db: Database): Promise<CertifiedPartner[]> {
  return db
    .select()
    .from(certifiedPartners)
    .where(eq(certifiedPartners.active, true))
    .orderBy(asc(certifiedPartners.sortOrder), asc(certifiedPartners.id));
}
