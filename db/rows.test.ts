import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/helpers/test-db";
import type { DatabaseHandle } from "./client";
import { isUniqueViolation } from "./database-error";
import { deleteById, insertRow, updateById } from "./rows";
import { clients, siteSettings } from "./schema";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe("the one-row writes", () => {
  it("insert, change and delete one row by id; an unknown id gives null or false", async () => {
    const { db } = handle;
    const created = await insertRow(db, clients, { name: "Rossi Srl" });
    expect(created).toMatchObject({ name: "Rossi Srl", featured: false, sortOrder: 0 });

    const changed = await updateById(db, clients, created.id, { featured: true });
    expect(changed).toMatchObject({ id: created.id, name: "Rossi Srl", featured: true });
    expect(await updateById(db, clients, created.id + 1000, { featured: true })).toBeNull();

    expect(await deleteById(db, clients, created.id)).toBe(true);
    expect(await deleteById(db, clients, created.id)).toBe(false);
  });

  it("run inside a transaction given as the handle", async () => {
    const { db } = handle;
    await expect(
      db.transaction(async (tx) => {
        await insertRow(tx, clients, { name: "Annullato" });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await db.select().from(clients)).toEqual([]);
  });
});

describe("isUniqueViolation", () => {
  it("finds SQLSTATE 23505 in the error drizzle throws, or along any chain of causes", async () => {
    const { db } = handle;
    await db.insert(siteSettings).values({ key: "doppia", value: "prima" });
    const error = await db
      .insert(siteSettings)
      .values({ key: "doppia", value: "seconda" })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error("wrapped", { cause: { code: "23505" } }))).toBe(true);
    expect(isUniqueViolation({ code: "23503" })).toBe(false);
    expect(isUniqueViolation("23505")).toBe(false);
  });
});
