import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The mails the site sent during the e2e run, as captured by scripts/e2e-server.mjs (one JSON
 * file per message in $E2E_DATA_DIR/mails/).
 */
export type CapturedMail = {
  /** The To address. */
  to: string;
  subject: string;
  text: string;
  rcptTo: string[];
  receivedAt: string;
};

export function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  return path.join(dataDir, "mails");
}

/** Every captured mail so far, oldest first. */
export function readMails(): CapturedMail[] {
  let names: string[];
  try {
    names = readdirSync(mailDir());
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(mailDir(), name), "utf8")) as CapturedMail);
}

/**
 * The first mail matching `predicate`, waiting for it (the outbox worker delivers about a second
 * after the request). Throws after `timeoutMs` with the subjects that did arrive.
 */
export async function waitForMail(
  predicate: (mail: CapturedMail) => boolean,
  { timeoutMs = 15_000, intervalMs = 250 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMails().find(predicate);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = readMails().map((m) => `${m.to}: ${m.subject}`);
      throw new Error(`no matching mail within ${timeoutMs} ms; received: ${JSON.stringify(seen)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** The first URL in a mail's text that starts with `prefix` (e.g. the reset link). */
export function linkIn(mail: CapturedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`${escaped}\\S*`).exec(mail.text);
  if (!match) throw new Error(`no link starting with ${prefix} in mail "${mail.subject}"`);
  return match[0];
}
