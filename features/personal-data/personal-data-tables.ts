import type { PersonalDataKind } from "./personal-data-kinds";

/**
 * How a table that holds (or may seem to hold) data about a person is classified for the
 * personal-data requests (decision 034). Each feature classifies its own tables in the
 * `personalData` of its server manifest (decision 055); `personalDataTables`
 * (personal-data-classes.server.ts) gathers them, and `personal-data-tables.test.ts` fails
 * when a table with person-identifying columns (e-mail, name, phone, address, IP, user agent,
 * free text...) is left unclassified.
 *
 * - `subject`: holds data of the people the requests concern (customers, senders of contact
 *   messages and public tickets); exported in the file(s) named, and erased or anonymised by
 *   `erasePersonalData` (personal-data.server.ts).
 * - `none`: holds no personal data of those people, with the reason.
 */
export type TableClass =
  { kind: "subject"; files: readonly PersonalDataKind[] } | { kind: "none"; reason: string };

export const subject = (...files: PersonalDataKind[]): TableClass => ({ kind: "subject", files });
export const none = (reason: string): TableClass => ({ kind: "none", reason });
