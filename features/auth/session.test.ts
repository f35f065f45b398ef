import { createHash, createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client";
import { adminUsers, customerUsers, sessions } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { addAdmin, addCustomer } from "./api/admin-session-fixtures";
import {
  createSession,
  endAllSessions,
  endSession,
  readSession,
  SESSION_LIFETIMES,
} from "./session.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

let handle: DatabaseHandle;
let adminId: number;
let customerId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  adminId = await addAdmin(handle.db, { username: "sessione", password: "password-lunga" });
  customerId = await addCustomer(handle.db, { email: "cliente@example.it", password: "x" });
});
afterAll(() => handle.close());

const rowOf = async (token: string, secret?: string) => {
  const idHash = secret
    ? createHmac("sha256", secret).update(token).digest("hex")
    : createHash("sha256").update(token).digest("hex");
  const [row] = await handle.db.select().from(sessions).where(eq(sessions.idHash, idHash));
  return row;
};

describe("createSession", () => {
  it("gives a new 256-bit base64url token each time and stores only its SHA-256", async () => {
    const a = await createSession(handle.db, "admin", adminId);
    const b = await createSession(handle.db, "admin", adminId);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b.token).not.toBe(a.token);
    const row = await rowOf(a.token);
    expect(row).toMatchObject({ kind: "admin", userId: adminId });
    const all = await handle.db.select().from(sessions);
    expect(all.some((r) => r.idHash === a.token)).toBe(false);
  });

  it("keys the stored hash with SESSION_SECRET when one is set", async () => {
    const secret = "s".repeat(32);
    const { token } = await createSession(handle.db, "admin", adminId, { secret });
    expect(await rowOf(token)).toBeUndefined();
    expect(await rowOf(token, secret)).toBeDefined();
    expect(await readSession(handle.db, "admin", token)).toBeNull();
    const session = await readSession(handle.db, "admin", token, new Date(), { secret });
    expect(session?.user.id).toBe(adminId);
  });

  it("sweeps sessions that have already expired", async () => {
    const old = new Date(Date.now() - 13 * HOUR);
    const { token } = await createSession(handle.db, "admin", adminId, { now: old });
    expect(await rowOf(token)).toBeDefined();
    await createSession(handle.db, "admin", adminId);
    expect(await rowOf(token)).toBeUndefined();
  });
});

describe("readSession", () => {
  it("returns the user of the session's kind, and nothing for the other kind or a bad token", async () => {
    const { token } = await createSession(handle.db, "admin", adminId);
    const session = await readSession(handle.db, "admin", token);
    expect(session?.user).toEqual({
      id: adminId,
      username: "sessione",
      name: "",
      email: "sessione@scaligeradigital.example",
      role: "admin",
    });
    expect(await readSession(handle.db, "customer", token)).toBeNull();
    expect(await readSession(handle.db, "admin", `${token}x`)).toBeNull();
    expect(await readSession(handle.db, "admin", "")).toBeNull();
    expect(await readSession(handle.db, "admin", null)).toBeNull();
  });

  it("ends a session left idle for 2 hours and deletes its row", async () => {
    const start = new Date();
    const { token } = await createSession(handle.db, "admin", adminId, { now: start });
    expect(
      await readSession(handle.db, "admin", token, at(start, 2 * HOUR - MINUTE)),
    ).not.toBeNull();
    // That read moved lastSeenAt forward: 2 hours from then it is over.
    const later = at(start, 2 * HOUR - MINUTE + 2 * HOUR);
    expect(await readSession(handle.db, "admin", token, later)).toBeNull();
    expect(await rowOf(token)).toBeUndefined();
  });

  it("slides lastSeenAt at most once a minute", async () => {
    const start = new Date();
    const { token } = await createSession(handle.db, "customer", customerId, { now: start });
    await readSession(handle.db, "customer", token, at(start, 30_000));
    expect((await rowOf(token))?.lastSeenAt.getTime()).toBe(start.getTime());
    await readSession(handle.db, "customer", token, at(start, 61_000));
    expect((await rowOf(token))?.lastSeenAt.getTime()).toBe(start.getTime() + 61_000);
  });

  it("ends an admin session after 12 hours even when it is used all the time", async () => {
    const start = new Date();
    const { token } = await createSession(handle.db, "admin", adminId, { now: start });
    for (let h = 1; h < 12; h++) {
      expect(await readSession(handle.db, "admin", token, at(start, h * HOUR))).not.toBeNull();
    }
    expect(await readSession(handle.db, "admin", token, at(start, 12 * HOUR))).toBeNull();
    expect(SESSION_LIFETIMES.admin.absoluteMs).toBe(12 * HOUR);
  });

  it("keeps a used customer session for 7 days, not longer", async () => {
    const { token } = await createSession(handle.db, "customer", customerId);
    const idHash = createHash("sha256").update(token).digest("hex");
    const now = new Date();
    const touch = (createdAgo: number) =>
      handle.db
        .update(sessions)
        .set({
          createdAt: new Date(now.getTime() - createdAgo),
          lastSeenAt: new Date(now.getTime() - MINUTE),
          expiresAt: new Date(now.getTime() + HOUR),
        })
        .where(eq(sessions.idHash, idHash));
    await touch(6 * 24 * HOUR);
    expect(await readSession(handle.db, "customer", token, now)).not.toBeNull();
    await touch(7 * 24 * HOUR);
    expect(await readSession(handle.db, "customer", token, now)).toBeNull();
  });

  it("ends the sessions of deactivated or deleted users", async () => {
    const otherAdmin = await addAdmin(handle.db, { username: "temporaneo", password: "p" });
    const { token } = await createSession(handle.db, "admin", otherAdmin);
    await handle.db
      .update(adminUsers)
      .set({ isActive: false })
      .where(eq(adminUsers.id, otherAdmin));
    expect(await readSession(handle.db, "admin", token)).toBeNull();
    expect(await rowOf(token)).toBeUndefined();

    const gone = await addCustomer(handle.db, { email: "via@example.it", password: "p" });
    const customer = await createSession(handle.db, "customer", gone);
    await handle.db.delete(customerUsers).where(eq(customerUsers.id, gone));
    expect(await readSession(handle.db, "customer", customer.token)).toBeNull();
  });
});

describe("endSession and endAllSessions", () => {
  it("ends one session, or every session of one user of one kind", async () => {
    const one = await createSession(handle.db, "customer", customerId);
    const two = await createSession(handle.db, "customer", customerId);
    const admin = await createSession(handle.db, "admin", adminId);

    await endSession(handle.db, "customer", one.token);
    expect(await readSession(handle.db, "customer", one.token)).toBeNull();
    expect(await readSession(handle.db, "customer", two.token)).not.toBeNull();

    const three = await createSession(handle.db, "customer", customerId);
    expect(await endAllSessions(handle.db, "customer", customerId)).toBeGreaterThanOrEqual(2);
    expect(await readSession(handle.db, "customer", two.token)).toBeNull();
    expect(await readSession(handle.db, "customer", three.token)).toBeNull();
    // Sessions of another kind with the same user id are untouched.
    expect(await readSession(handle.db, "admin", admin.token)).not.toBeNull();
  });
});
