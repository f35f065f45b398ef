import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { fromAddress } from "#tests/helpers/client-address";
import { addCustomer, postJson } from "#features/auth/api/admin-session-fixtures";
import { createPostgresRateLimitStore } from "./postgres-rate-limits";

/**
 * The account floor of the login throttle on real PostgreSQL (decision 007, 028): parallel tries
 * from many addresses on one account, on several connections at once. Only with TEST_DATABASE_URL
 * (PGlite runs one statement at a time, so it cannot show the race).
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const EMAIL = "vittima@example.it";
let handle: DatabaseHandle;

describe.skipIf(!baseUrl)("the login throttle on PostgreSQL", () => {
  beforeAll(async () => {
    handle = await createTestDatabase();
    await addCustomer(handle.db, { email: EMAIL, password: "Cliente2026!" });
  });
  afterAll(() => handle?.close());

  it("60 addresses x 6 parallel tries get no more checks than the account floor allows", async () => {
    const api = createTestApi(
      handle.db,
      {},
      { rateLimits: createPostgresRateLimitStore(handle.db) },
    );
    const tries = Array.from({ length: 60 }, (_, i) =>
      Array.from({ length: 6 }, () =>
        api.request(
          "/customer/login",
          postJson({ email: EMAIL, password: "sbagliata" }),
          fromAddress(`192.0.2.${i + 1}`),
        ),
      ),
    ).flat();
    const statuses = (await Promise.all(tries)).map((r) => r.status);
    // 10 free failures on the account, then one first try for each address that never failed.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(70);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  });
});
