import type { Database } from "#db/client";
import { consentRecords } from "#db/schema";
import type { ConsentRecordInput } from "./consent.schema";

/** Stores one consent choice as proof (necessary is always true); returns the new record's id. */
export async function recordConsent(db: Database, input: ConsentRecordInput) {
  const [row] = await db
    .insert(consentRecords)
    .values({
      anonymousId: input.anonymousId,
      necessary: true,
      analytics: input.analytics,
      marketing: input.marketing,
      preferences: input.preferences,
      policyVersion: input.policyVersion,
    })
    .returning({ id: consentRecords.id });
  if (!row) throw new Error("consent record not stored");
  return { id: row.id };
}
