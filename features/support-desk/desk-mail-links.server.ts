import type { Database } from "#db/client";
import { getSiteSettings } from "../settings/settings.server";
import type { MailLinks } from "./desk-mail";

/**
 * The links and signature of the mails the back office sends, read for each request: the
 * customer area on PUBLIC_SITE_URL, the company's name, phone and e-mail from the settings.
 */
export async function deskMailLinks(db: Database, siteUrl: string): Promise<MailLinks> {
  return { siteUrl, company: await getSiteSettings(db) };
}
