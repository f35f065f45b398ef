// The end-to-end web server: a capture SMTP server on loopback, then the site itself.
//
// Every message the site's outbox delivers is written as JSON { to, subject, text, rcptTo,
// receivedAt } into $E2E_DATA_DIR/mails/ (tests read it with tests/e2e/helpers/mailbox.ts).
// The site is the compiled production server (scripts/server-command.mjs, built first when
// $BUILD_DIR is missing or older than the sources) with the same environment plus
// SMTP_URL=smtp://127.0.0.1:<port>: a plain server without TLS or authentication, which
// nodemailer (server/mail-worker.ts) talks to as is. Signals are forwarded to the site.
import { spawn } from "node:child_process";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { serverCommand, serverEnv } from "./server-command.mjs";

// Build output on stderr: Playwright shows it, and stdout stays the site's log.
if (!buildIfNeeded({ stdio: ["ignore", 2, 2] })) process.exit(1);

const dataDir = process.env.E2E_DATA_DIR ?? process.env.DATA_DIR ?? "./data";
const mailDir = path.resolve(dataDir, "mails");
mkdirSync(mailDir, { recursive: true });
let counter = 0;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      try {
        const { headers, text } = parseMessage(Buffer.concat(chunks).toString("utf8"));
        const rcptTo = session.envelope.rcptTo.map((r) => r.address);
        const mail = {
          to: addressOf(headers["to"]) ?? rcptTo[0] ?? "",
          subject: headers["subject"] ?? "",
          text,
          rcptTo,
          receivedAt: new Date().toISOString(),
        };
        // Written under a temporary name first, so a reader never sees half a file.
        const name = `${Date.now()}-${String(++counter).padStart(4, "0")}.json`;
        const tmp = path.join(mailDir, `.${name}.tmp`);
        writeFileSync(tmp, JSON.stringify(mail, null, 2));
        renameSync(tmp, path.join(mailDir, name));
        callback();
      } catch (error) {
        callback(error instanceof Error ? error : new Error(String(error)));
      }
    });
  },
});

/** Listens on a free loopback port (or E2E_SMTP_PORT) and resolves with it. */
function listen(port) {
  return new Promise((resolve, reject) => {
    smtp.once("error", reject);
    smtp.server.once("listening", () => {
      smtp.off("error", reject);
      resolve(smtp.server.address().port);
    });
    smtp.listen(port, "127.0.0.1");
  });
}

const port = await listen(Number(process.env.E2E_SMTP_PORT ?? 0));
smtp.on("error", (error) => console.error("e2e: capture SMTP error", error.message));
console.log(`e2e: capture SMTP on 127.0.0.1:${port}, mails in ${mailDir}`);

const [command, ...args] = serverCommand;
const site = spawn(command, args, {
  stdio: "inherit",
  env: { ...serverEnv, ...process.env, SMTP_URL: `smtp://127.0.0.1:${port}` },
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => site.kill(signal));
}
site.on("exit", (code, signal) => {
  smtp.close(() => process.exit(code ?? (signal ? 1 : 0)));
  setTimeout(() => process.exit(code ?? 1), 2000).unref();
});

/** Headers (lower-case names, RFC 2047 words decoded) and the decoded text body. */
function parseMessage(raw) {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(
        line.slice(colon + 1).trim(),
      );
    }
  }
  const body = raw.slice(split + 4);
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  let text = body;
  if (encoding === "base64")
    text = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") text = decodeQuotedPrintable(body);
  return { headers, text: text.replace(/\r\n/g, "\n").replace(/\n$/, "") };
}

/** "Mario Rossi <mario@example.it>" -> "mario@example.it". */
function addressOf(value) {
  if (!value) return null;
  const match = /<([^>]+)>/.exec(value);
  return (match ? match[1] : value).trim();
}

function decodeWords(value) {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset, kind, data) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(value) {
  const bytes = [];
  const input = value.replace(/=\r?\n/g, "");
  for (let i = 0; i < input.length; i++) {
    const hex = input.slice(i + 1, i + 3);
    if (input[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
