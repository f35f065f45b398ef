import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { Database } from "#db/client";
import type { Env } from "#server/env";
import { enqueueMail, type OutgoingMail } from "../mail/outbox.server";
import type { MailThreadHeaders } from "../mail/outbox-statuses";
import { serverKey } from "../settings/server-key.server";

/**
 * Every mail about a ticket, to the customer and to the company, goes through `enqueueTicketMail`
 * (decision 067):
 *
 * - subject `[#123] …`;
 * - threading: the ticket's root Message-ID `<ticket-123@domain>` is the customer's
 *   acknowledgement's own; every other mail has a Message-ID of its own and answers the root
 *   (In-Reply-To and References), so mail programs keep a ticket in one conversation;
 * - Reply-To `<local>+t123-<token>@<domain>` of SUPPORT_EMAIL, which the mail-in reads back
 *   (features/support-mail/): the token is an HMAC of the ticket's id with the server's key,
 *   so nobody can write into a ticket whose mail they have not received. Without SUPPORT_EMAIL
 *   the mail keeps the Reply-To its caller gives (the customer's address on the company's mails).
 */
export type TicketMailEnv = Pick<Env, "SUPPORT_EMAIL" | "SESSION_SECRET" | "MAIL_FROM">;

const TOKEN_HEX = 20;

const replyKey = (db: Database, secret: string | null) =>
  serverKey(db, secret, {
    purpose: "ticket-reply-address",
    storedKey: "ticket_reply_key",
    description: "Chiave degli indirizzi di risposta dei ticket",
  });

const tokenOf = (key: Buffer, ticketId: number) =>
  createHmac("sha256", key).update(`ticket-reply:${ticketId}`).digest("hex").slice(0, TOKEN_HEX);

/** "a@b.it" of "Nome <a@b.it>" or "a@b.it", split at the last "@"; null when it is none. */
export function splitAddress(address: string): { local: string; domain: string } | null {
  const bare = (/<([^>]*)>/.exec(address)?.[1] ?? address).trim();
  const at = bare.lastIndexOf("@");
  if (at <= 0 || at === bare.length - 1) return null;
  return { local: bare.slice(0, at), domain: bare.slice(at + 1).toLowerCase() };
}

/** The domain of the ticket mails' Message-IDs: SUPPORT_EMAIL's, else MAIL_FROM's. */
export function ticketMailDomain(env: TicketMailEnv): string {
  return (
    splitAddress(env.SUPPORT_EMAIL ?? "")?.domain ??
    splitAddress(env.MAIL_FROM)?.domain ??
    "localhost"
  );
}

/** The ticket's reply address, or null without SUPPORT_EMAIL. */
export async function ticketReplyAddress(
  db: Database,
  env: TicketMailEnv,
  ticketId: number,
): Promise<string | null> {
  const support = env.SUPPORT_EMAIL ? splitAddress(env.SUPPORT_EMAIL) : null;
  if (!support) return null;
  const token = tokenOf(await replyKey(db, env.SESSION_SECRET ?? null), ticketId);
  return `${support.local}+t${ticketId}-${token}@${support.domain}`;
}

/** What the addresses a mail was sent to say about a ticket. */
export type TicketReference =
  { state: "none" } | { state: "forged"; ticketId: number } | { state: "valid"; ticketId: number };

/**
 * The ticket that one of `addresses` (To, Cc, Delivered-To) names with a reply address of
 * SUPPORT_EMAIL: `valid` when its token is right (compared in constant time), `forged` when a
 * reference is there but its token is wrong, `none` when there is no reference at all.
 */
export async function readTicketReference(
  db: Database,
  env: TicketMailEnv,
  addresses: readonly string[],
): Promise<TicketReference> {
  const support = env.SUPPORT_EMAIL ? splitAddress(env.SUPPORT_EMAIL) : null;
  if (!support) return { state: "none" };
  let forged: TicketReference = { state: "none" };
  for (const address of addresses) {
    const parts = splitAddress(address);
    if (!parts || parts.domain !== support.domain) continue;
    const local = parts.local.toLowerCase();
    const prefix = `${support.local.toLowerCase()}+t`;
    if (!local.startsWith(prefix)) continue;
    const match = /^([1-9][0-9]{0,9})-([0-9a-f]+)$/.exec(local.slice(prefix.length));
    if (!match) {
      forged = { state: "forged", ticketId: 0 };
      continue;
    }
    const ticketId = Number(match[1]);
    const given = Buffer.from(match[2]!.padEnd(TOKEN_HEX, "0").slice(0, TOKEN_HEX));
    const expected = Buffer.from(tokenOf(await replyKey(db, env.SESSION_SECRET ?? null), ticketId));
    if (match[2]!.length === TOKEN_HEX && timingSafeEqual(given, expected)) {
      return { state: "valid", ticketId };
    }
    forged = { state: "forged", ticketId };
  }
  return forged;
}

/** `[#123] subject`, once (a subject that already starts with it keeps one). */
export function ticketSubject(ticketId: number, subject: string): string {
  const tag = `[#${ticketId}]`;
  return subject.startsWith(tag) ? subject : `${tag} ${subject}`;
}

/** The ticket's root Message-ID. */
export const ticketRootId = (env: TicketMailEnv, ticketId: number) =>
  `<ticket-${ticketId}@${ticketMailDomain(env)}>`;

/** The threading headers of one mail about the ticket; `root` for the acknowledgement. */
export function ticketThreadHeaders(
  env: TicketMailEnv,
  ticketId: number,
  { root = false }: { root?: boolean } = {},
): MailThreadHeaders {
  const rootId = ticketRootId(env, ticketId);
  if (root) return { messageId: rootId };
  return {
    messageId: `<ticket-${ticketId}.${randomUUID()}@${ticketMailDomain(env)}>`,
    inReplyTo: rootId,
    references: rootId,
  };
}

/**
 * Queues a mail about ticket `ticketId` with its subject tag, threading headers and reply
 * address (see above); pass the transaction that stores what the mail is about. `root` marks
 * the customer's acknowledgement of a new ticket.
 */
export async function enqueueTicketMail(
  tx: Database,
  env: TicketMailEnv,
  ticketId: number,
  mail: OutgoingMail,
  options: { root?: boolean } = {},
): Promise<number> {
  const replyTo = await ticketReplyAddress(tx, env, ticketId);
  return enqueueMail(tx, {
    ...mail,
    subject: ticketSubject(ticketId, mail.subject),
    replyTo: replyTo ?? mail.replyTo ?? null,
    headers: ticketThreadHeaders(env, ticketId, options),
  });
}
