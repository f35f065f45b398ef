import { asc, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "#db/client";
import { deleteById, insertRow, updateById } from "#db/rows";
import { listQuery } from "#server/http/list-query";
import { ownColumns, tablePage, tableList } from "#db/list-query";
import { certifiedPartners } from "#db/schema";
import type { PartnerInput } from "./partners.schema";

export type CertifiedPartner = typeof certifiedPartners.$inferSelect;

/** Partners the public sees: active ones, in the order the back office set. */
export function listPublicPartners(db: Database): Promise<CertifiedPartner[]> {
  return db
    .select()
    .from(certifiedPartners)
    .where(eq(certifiedPartners.active, true))
    .orderBy(asc(certifiedPartners.sortOrder), asc(certifiedPartners.id));
}

/** Every partner, inactive ones included (an admin's list). */
export function listAllPartners(db: Database): Promise<CertifiedPartner[]> {
  return db
    .select()
    .from(certifiedPartners)
    .orderBy(asc(certifiedPartners.sortOrder), asc(certifiedPartners.id));
}

export async function createPartner(db: Database, input: PartnerInput): Promise<CertifiedPartner> {
  return insertRow(db, certifiedPartners, input);
}

/** Replaces the fields of a partner; null for an unknown id. */
export async function updatePartner(
  db: Database,
  id: number,
  input: PartnerInput,
): Promise<CertifiedPartner | null> {
  return updateById(db, certifiedPartners, id, input);
}

/** Deletes a partner; false for an unknown id. */
export async function deletePartner(db: Database, id: number): Promise<boolean> {
  return deleteById(db, certifiedPartners, id);
}

const p = certifiedPartners;
const partnerList = tableList({
  search: [p.name, p.description, p.websiteUrl],
  columns: ownColumns(p, ["name", "certificationLevel", "partnerType", "active", "sortOrder"]),
  defaults: [asc(p.sortOrder), asc(p.id)],
});

/** The partners list's query (decision 023). */
export const partnerListQuery = listQuery(partnerList);

/** GET /api/admin/certified-partners: one page, by sort order unless sorted. */
export const listPartnerPage = (db: Database, params: ReturnType<typeof partnerListQuery.parse>) =>
  tablePage(db, p, getTableColumns(p), partnerList, params);
