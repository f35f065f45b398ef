import path from "node:path";
import { z } from "#kit/lib/zod";
import { parseProxyTrust, type ProxyTrust } from "./http/proxy-trust";

/** The only reader of process.env. Every variable is optional for a local run (DESIGN.md). */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  /** Where `react-router build` wrote the site (tests use their own to build side by side). */
  BUILD_DIR: z.string().default("build"),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_SITE_URL: z
    .string()
    .url()
    .refine(
      (url) => /^https?:$/.test(new URL(url).protocol),
      "PUBLIC_SITE_URL deve iniziare con http:// o https://",
    )
    .optional(),
  /** Reverse proxies whose X-Forwarded-For/-Proto are believed (server/http/proxy-trust.ts). */
  TRUST_PROXY: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const trust = parseProxyTrust(value);
      if ("error" in trust)
        ctx.addIssue({ code: "custom", message: `TRUST_PROXY: ${trust.error}` });
    }),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SESSION_SECRET: z.string().min(16).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Scaligera Digital <noreply@scaligeradigital.example>"),
  MAIL_TO: z.string().default("info@scaligeradigital.example"),
  /**
   * The support mailbox (decision 067): the ticket mails answer to `<local>+t<n>-<token>@<domain>`
   * of this address, which must reach the mailbox IMAP_URL reads.
   */
  SUPPORT_EMAIL: z
    .string()
    .regex(
      /^[^\s@+]+@[^\s@]+\.[^\s@]+$/,
      "SUPPORT_EMAIL deve essere un indirizzo come supporto@dominio.it (senza +)",
    )
    .optional(),
  /** The support mailbox over IMAP: imap://host:143 (STARTTLS when offered) or imaps://host:993. */
  IMAP_URL: z
    .string()
    .url()
    .refine(
      (url) => /^imaps?:$/.test(new URL(url).protocol),
      "IMAP_URL deve iniziare con imap:// o imaps://",
    )
    .optional(),
  IMAP_USER: z.string().optional(),
  IMAP_PASSWORD: z.string().optional(),
  IMAP_MAILBOX: z.string().default("INBOX"),
  POLICY_PROVIDER_URL: z.string().url().optional(),
  WEBMAIL_URL: z.string().url().optional(),
  /** Largest software file POST /api/upload/software accepts, in bytes (default 2 GiB). */
  SOFTWARE_UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int("SOFTWARE_UPLOAD_MAX_BYTES deve essere un numero intero di byte")
    .positive("SOFTWARE_UPLOAD_MAX_BYTES deve essere maggiore di zero")
    .default(2 * 1024 ** 3),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, "GA_MEASUREMENT_ID deve avere la forma G-XXXXXXX")
    .optional(),
  /** Memory for the public page cache in MiB (decision 010); 0 turns it off. Default 32 in production. */
  PAGE_CACHE_MB: z.coerce
    .number()
    .min(0, "PAGE_CACHE_MB deve essere 0 o più")
    .max(4096, "PAGE_CACHE_MB deve essere al massimo 4096")
    .optional(),
  /**
   * Tests only: every background job (mail outbox, renewal reminders, activity log purge) runs
   * first after this many milliseconds and then as often (decision 041). Unset: their own times.
   */
  JOBS_INTERVAL_MS: z.coerce
    .number()
    .int("JOBS_INTERVAL_MS deve essere un numero intero")
    .min(50, "JOBS_INTERVAL_MS deve essere almeno 50")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Uploads in an S3-compatible bucket (server/storage/, decision 029): all five or none. */
  S3_ENDPOINT: z
    .string()
    .url()
    .refine(
      (url) => /^https?:$/.test(new URL(url).protocol),
      "S3_ENDPOINT deve iniziare con http:// o https://",
    )
    .optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** 1: /uploads/* answers with a redirect to a presigned URL of the bucket instead of streaming. */
  S3_PRESIGNED_DOWNLOADS: z
    .enum(["0", "1"], "S3_PRESIGNED_DOWNLOADS deve essere 0 o 1")
    .default("0"),
  /** How long a presigned download URL is valid, in seconds (default 300). */
  S3_PRESIGNED_TTL_SECONDS: z.coerce
    .number()
    .int("S3_PRESIGNED_TTL_SECONDS deve essere un numero intero di secondi")
    .min(10, "S3_PRESIGNED_TTL_SECONDS deve essere almeno 10")
    .max(3600, "S3_PRESIGNED_TTL_SECONDS deve essere al massimo 3600")
    .default(300),
});

/** The variables an S3 bucket needs, all together. */
export const s3Variables = [
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
] as const;

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Seconds of a presigned download URL, or null when downloads stream through the server. */
  presignedTtlSeconds: number | null;
};

export type Env = z.infer<typeof schema> & {
  dataDir: string;
  production: boolean;
  /**
   * The site's origin for every absolute link (mails, canonical, Open Graph, sitemap, robots):
   * PUBLIC_SITE_URL, or http://localhost:PORT when unset. Never taken from a request header.
   */
  siteUrl: string;
  proxyTrust: ProxyTrust;
  /** Bytes of the public page cache: PAGE_CACHE_MB, else 32 MiB in production and off otherwise. */
  pageCacheBytes: number;
  /** The bucket of the uploads, or null for files under DATA_DIR/uploads (server/storage/). */
  s3: S3Config | null;
  /** The support mailbox read over IMAP, or null when IMAP_URL is unset (decision 067). */
  mailIn: MailInConfig | null;
};

export type MailInConfig = {
  host: string;
  port: number;
  /** TLS from the start (imaps://); imap:// upgrades with STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  password: string;
  mailbox: string;
};

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings count as unset, so `FOO= npm start` behaves like no FOO at all.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Configurazione non valida:\n${lines.join("\n")}`);
  }
  const s3 = readS3(parsed.data);
  const mailIn = readMailIn(parsed.data);
  const { PUBLIC_SITE_URL, PORT, TRUST_PROXY, PAGE_CACHE_MB } = parsed.data;
  const production = parsed.data.NODE_ENV === "production";
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    production,
    siteUrl: PUBLIC_SITE_URL ? new URL(PUBLIC_SITE_URL).origin : `http://localhost:${PORT}`,
    proxyTrust: parseProxyTrust(TRUST_PROXY) as ProxyTrust,
    pageCacheBytes: Math.floor((PAGE_CACHE_MB ?? (production ? 32 : 0)) * 1024 * 1024),
    s3,
    mailIn,
  };
}

/** The support mailbox when IMAP_URL is set: then its user, password and SUPPORT_EMAIL too. */
function readMailIn(data: z.infer<typeof schema>): MailInConfig | null {
  if (!data.IMAP_URL) return null;
  const missing = (["IMAP_USER", "IMAP_PASSWORD", "SUPPORT_EMAIL"] as const).filter(
    (name) => data[name] === undefined,
  );
  if (missing.length > 0) {
    throw new Error(`Configurazione non valida:\n  IMAP_URL: imposta anche ${missing.join(", ")}`);
  }
  const url = new URL(data.IMAP_URL);
  const secure = url.protocol === "imaps:";
  return {
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    user: data.IMAP_USER!,
    password: data.IMAP_PASSWORD!,
    mailbox: data.IMAP_MAILBOX,
  };
}

/** The bucket when all five S3_* variables are set, null when none is; anything between stops the start. */
function readS3(data: z.infer<typeof schema>): S3Config | null {
  const missing = s3Variables.filter((name) => data[name] === undefined);
  if (missing.length === s3Variables.length) {
    if (data.S3_PRESIGNED_DOWNLOADS === "1") {
      throw new Error(
        "Configurazione non valida:\n  S3_PRESIGNED_DOWNLOADS: vale solo con un bucket S3 (imposta le variabili S3_*)",
      );
    }
    return null;
  }
  if (missing.length > 0) {
    throw new Error(
      `Configurazione non valida:\n  S3: imposta tutte le variabili ${s3Variables.join(", ")} oppure nessuna (mancano: ${missing.join(", ")})`,
    );
  }
  return {
    endpoint: data.S3_ENDPOINT!,
    bucket: data.S3_BUCKET!,
    region: data.S3_REGION!,
    accessKeyId: data.S3_ACCESS_KEY_ID!,
    secretAccessKey: data.S3_SECRET_ACCESS_KEY!,
    presignedTtlSeconds: data.S3_PRESIGNED_DOWNLOADS === "1" ? data.S3_PRESIGNED_TTL_SECONDS : null,
  };
}
