import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  /** Envelope recipients as given in RCPT TO. */
  rcptTo: string[];
  /** Header values, decoded (lower-case names; the last one wins). */
  headers: Record<string, string>;
  /** The text body, decoded from quoted-printable or base64. */
  text: string;
  raw: string;
};

export type TestSmtpServer = {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** When set, every message is refused at DATA with this permanent error. */
  refuseWith: string | null;
  close(): Promise<void>;
};

/**
 * A real SMTP server on loopback (random port), keeping every message it accepts; `delayMs`
 * holds each answer to DATA that long, as a slower server would.
 */
export async function startTestSmtpServer({ delayMs = 0 } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const state: { refuseWith: string | null } = { refuseWith: null };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (state.refuseWith) {
          const error = Object.assign(new Error(state.refuseWith), { responseCode: 554 });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          ...parseMessage(raw),
          raw,
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
        });
        setTimeout(() => callback(), delayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    get refuseWith() {
      return state.refuseWith;
    },
    set refuseWith(value) {
      state.refuseWith = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseMessage(raw: string): Omit<ReceivedMail, "raw" | "rcptTo"> {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
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

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_match, _charset: string, kind: string, data: string) =>
        kind.toUpperCase() === "B"
          ? Buffer.from(data, "base64").toString("utf8")
          : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
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
