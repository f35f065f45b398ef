import { Hono } from "hono";
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { createTestDatabase } from "#tests/helpers/test-db";
import { inputErrorResponse } from "./database-errors";

/**
 * The errors of the real driver (PGlite, or PostgreSQL with TEST_DATABASE_URL), as drizzle
 * throws them, mapped to 4xx answers; anything else is left to the 500 of onError.
 */

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.execute(sql`create table probe_parent (id integer primary key)`);
  await handle.db.execute(sql`
    create table probe_child (
      id serial primary key,
      parent_id integer references probe_parent (id),
      name varchar(5) not null unique,
      amount smallint check (amount >= 0),
      at timestamptz
    )`);
  await handle.db.execute(sql`insert into probe_parent (id) values (1)`);
  await handle.db.execute(sql`insert into probe_child (parent_id, name) values (1, 'primo')`);
});
afterAll(() => handle.close());

/** What the API answers when `query` fails inside a handler. */
async function answerTo(query: SQL) {
  const app = new Hono();
  app.get("/", async (c) => {
    await handle.db.execute(query);
    return c.json({ ok: true });
  });
  app.onError((error, c) => inputErrorResponse(error, c) ?? c.json({ message: "500" }, 500));
  const res = await app.request("/");
  return { status: res.status, body: (await res.json()) as { message: string } };
}

describe("inputErrorResponse", () => {
  it.each([
    [
      "NUL in text (22021)",
      sql`insert into probe_child (name) values (${"a\u0000b"})`,
      400,
      /caratteri non ammessi/,
    ],
    ["NUL in jsonb (22P05)", sql`select ${'{"a":"\\u0000"}'}::jsonb`, 400, /caratteri non ammessi/],
    [
      "text too long (22001)",
      sql`insert into probe_child (name) values (${"troppo lungo"})`,
      400,
      /più lungo/,
    ],
    [
      "number out of range (22003)",
      sql`insert into probe_child (name, amount) values ('n', ${"70000"})`,
      400,
      /numerico/,
    ],
    [
      "year 99999 (22009)",
      sql`insert into probe_child (name, at) values ('d', ${"+099999-01-01T00:00:00.000Z"})`,
      400,
      /Data non valida/,
    ],
    [
      "impossible date (22008)",
      sql`insert into probe_child (name, at) values ('e', ${"2026-02-30"})`,
      400,
      /Data non valida/,
    ],
    ["bad number text (22P02)", sql`select ${"dodici"}::integer`, 400, /formato/],
    ["duplicate (23505)", sql`insert into probe_child (name) values ('primo')`, 409, /Esiste già/],
    [
      "missing reference (23503)",
      sql`insert into probe_child (parent_id, name) values (99, 'f')`,
      400,
      /collegato non esiste/,
    ],
    [
      "still referenced (23503)",
      sql`delete from probe_parent where id = 1`,
      409,
      /collegato ad altri dati/,
    ],
    ["not null (23502)", sql`insert into probe_child (name) values (null)`, 400, /obbligatorio/],
    ["check (23514)", sql`insert into probe_child (name, amount) values ('g', -1)`, 400, /vincoli/],
  ])("maps %s", async (_name, query, status, message) => {
    const answer = await answerTo(query);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toMatch(message);
  });

  it("leaves every other error to the 500", async () => {
    expect((await answerTo(sql`select * from no_such_table`)).status).toBe(500);
    expect((await answerTo(sql`select syntax error here`)).status).toBe(500);
    const app = new Hono();
    app.get("/", () => {
      throw Object.assign(new Error("socket closed"), { code: "EPIPE" });
    });
    app.onError((error, c) => inputErrorResponse(error, c) ?? c.json({ message: "500" }, 500));
    expect((await app.request("/")).status).toBe(500);
  });
});
