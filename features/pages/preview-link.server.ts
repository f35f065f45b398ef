import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "#db/client";
import { serverKey } from "../settings/server-key.server";

/**
 * Preview links of a page's draft (decision 059): `/anteprima/<token>`, shown to anyone who
 * has the link until it expires, 7 days after it was made. The token is the page's id, the
 * expiry and an HMAC-SHA-256 of both, keyed with SESSION_SECRET (derived for this use) or,
 * without it, with a random key made once and kept in the database, so every instance and
 * every restart checks the same links. Nothing is stored per link.
 */
export const PREVIEW_LINK_DAYS = 7;
const LINK_MS = PREVIEW_LINK_DAYS * 24 * 60 * 60 * 1000;
const STORED_KEY = "page_preview_key";

const previewKey = (db: Database, secret: string | null) =>
  serverKey(db, secret, {
    purpose: "page-preview-link",
    storedKey: STORED_KEY,
    description: "Chiave dei link di anteprima delle pagine",
  });

const signature = (key: Buffer, id: number, expires: number) =>
  createHmac("sha256", key).update(`page-preview:${id}:${expires}`).digest();

/** A new link's token for page `id` and when it stops working. */
export async function makePreviewToken(
  db: Database,
  secret: string | null,
  id: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const expires = Math.floor((now.getTime() + LINK_MS) / 1000);
  const sig = signature(await previewKey(db, secret), id, expires).toString("base64url");
  return { token: `${id}.${expires}.${sig}`, expiresAt: new Date(expires * 1000) };
}

export type PreviewToken =
  { state: "valid"; id: number } | { state: "expired" } | { state: "invalid" };

/** What a token says: the page it shows, or why it shows nothing. */
export async function readPreviewToken(
  db: Database,
  secret: string | null,
  token: string,
  now = new Date(),
): Promise<PreviewToken> {
  const match = /^([1-9][0-9]{0,9})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { state: "invalid" };
  const id = Number(match[1]);
  const expires = Number(match[2]);
  const given = Buffer.from(match[3]!, "base64url");
  const expected = signature(await previewKey(db, secret), id, expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { state: "invalid" };
  }
  return expires * 1000 <= now.getTime() ? { state: "expired" } : { state: "valid", id };
}
