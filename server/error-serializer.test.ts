import { DrizzleQueryError, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { customerUsers } from "../db/schema";
import { createApi } from "./api";
import { readEnv } from "./env";
import { createUploadStorage } from "./storage";
import { createRateLimitStore } from "./http/rate-limit";
import { createLogger } from "./logger";
import { serializeError } from "./error-serializer";
import { createScratchDatabase, lockTable, type ScratchDatabase } from "../tests/helpers/postgres";

/** A logger at level info whose JSON lines land in `lines`. */
function captureLogger() {
  const lines: string[] = [];
  const logger = createLogger(
    { NODE_ENV: "production", LOG_LEVEL: "info" },
    { write: (line: string) => void lines.push(line) },
  );
  return { logger, lines, text: () => lines.join("") };
}

/** The error `run` throws; the test fails when it throws none. */
async function failure(run: () => Promise<unknown>): Promise<Error> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error("expected the query to fail");
}

const email = "giulia.ferrari@esempio.it";
const passwordHash = "$argon2id$v=19$m=19456,t=2,p=1$c2VncmV0bw$SEGRETISSIMO";

describe("database errors in the log (PostgreSQL)", () => {
  let scratch: ScratchDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    handle = await openDatabase({ url: scratch.url, timeouts: { lockMs: 500 } });
  });
  afterAll(async () => {
    await handle?.close();
    await scratch?.drop();
  });

  it("keep the SQLSTATE, the constraint and the SQL text, and lose params and detail", async () => {
    const row = { email, passwordHash, firstName: "Giulia", lastName: "Ferrari" };
    await handle.db.insert(customerUsers).values(row);
    const error = await failure(() => handle.db.insert(customerUsers).values(row));
    // What drizzle and pg hand over: the values are all there.
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect(error.message).toContain(email);
    expect((error.cause as { detail?: string }).detail).toContain(email);

    const { logger, lines, text } = captureLogger();
    logger.error({ err: error, path: "/api/admin/customers" }, "api error");
    logger.error(error);
    expect(lines).toHaveLength(2);
    expect(text()).not.toContain(email);
    expect(text()).not.toContain("SEGRETISSIMO");
    expect(text()).not.toContain("Key (");
    const logged = JSON.parse(lines[0]!) as { err: Record<string, unknown> };
    expect(logged.err).toMatchObject({
      type: "DrizzleQueryError",
      message: "Failed query",
      sql: expect.stringMatching(/^insert into "customer_users" .*values \(.*\$1/),
      cause: {
        code: "23505",
        constraint: "customer_users_email_unique",
        table: "customer_users",
        message: 'duplicate key value violates unique constraint "customer_users_email_unique"',
      },
    });
    expect(logged.err).not.toHaveProperty("params");
    expect(JSON.parse(lines[1]!)).toMatchObject({ msg: "Failed query" });
  });

  it("leave out the value PostgreSQL quotes at the end of a data error", async () => {
    const error = await failure(() => handle.db.execute(sql`select ${"riservato-123"}::int`));
    const { logger, text } = captureLogger();
    logger.error({ err: error }, "api error");
    expect(text()).not.toContain("riservato-123");
    expect(text()).toContain("22P02");
    expect(text()).toContain('invalid input syntax for type integer: \\"[redacted]\\"');
  });

  it("of a write that found the database locked answer 503, and the warning holds no form data", async () => {
    const { logger, text } = captureLogger();
    const api = createApi({
      db: handle.db,
      env: readEnv({ NODE_ENV: "test" }),
      logger,
      mail: { kick() {} },
      rateLimits: createRateLimitStore(),
      storage: createUploadStorage(readEnv({ NODE_ENV: "test" })),
    });
    const lock = await lockTable(scratch.url, "contact_messages");
    try {
      const res = await api.request("/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          name: "Giulia Ferrari",
          email,
          message: "Vorrei un preventivo per il nostro gestionale riservato.",
        }),
      });
      expect(res.status).toBe(503);
    } finally {
      await lock.release();
    }
    expect(text()).toContain('"code":"55P03"');
    expect(text()).toContain('insert into \\"contact_messages\\"');
    expect(text()).not.toContain(email);
    expect(text()).not.toContain("gestionale riservato");
    expect(text()).not.toContain("Giulia");
  });
});

describe("objects logged by hand", () => {
  it("lose password, token and personal fields at any depth, and keep the rest", () => {
    const { logger, text } = captureLogger();
    logger.info(
      {
        body: { email, password: "Password123!", company: "Ferrari Srl" },
        request: { headers: { cookie: "sid=abc", authorization: "Bearer xyz" } },
        result: { customer: { phone: "+39 045 111 2222", passwordHash } },
        rows: [{ contact_email: email, token: "t0k3n" }],
        query: { params: [email, passwordHash] },
      },
      "debug dump",
    );
    const line = text();
    for (const secret of [email, "Password123!", "sid=abc", "Bearer xyz", "111 2222", "t0k3n"]) {
      expect(line).not.toContain(secret);
    }
    expect(line).not.toContain("SEGRETISSIMO");
    expect(line).toContain("Ferrari Srl");
    expect(line).toContain("debug dump");
  });
});

describe("serializeError", () => {
  it("keeps the stack frames but not the message lines that carry the params", () => {
    const cause = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    const error = new DrizzleQueryError(
      'select * from "sessions" where "token_hash" = $1',
      ["secret-hash"],
      cause,
    );
    const out = serializeError(error) as { stack: string; cause: { code: string } };
    expect(JSON.stringify(out)).not.toContain("secret-hash");
    expect(out.stack).toMatch(/^DrizzleQueryError: Failed query\n\s+at /);
    expect(out.cause.code).toBe("ECONNREFUSED");
  });

  it("leaves values that are not errors as they are", () => {
    expect(serializeError("testo")).toBe("testo");
  });
});
