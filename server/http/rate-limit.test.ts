import { describe, expect, it } from "vitest";
import { addressKey, backoffMs, createRateLimitStore } from "./rate-limit";

const rule = { name: "prova", limit: 3, windowMs: 60_000 };

// The behaviour both stores share is in server/shared-state/rate-limit-stores.test.ts; here what
// only the in-memory store has: a bound on its entries.
describe("createRateLimitStore under a flood of keys", () => {
  const failures = { name: "login-ip", limit: 30, windowMs: 60_000, failures: true };
  const backoff = { name: "pair", free: 5, baseMs: 1000, maxMs: 900_000, forgetMs: 60_000 };

  it("stays bounded when many addresses appear", async () => {
    let now = 0;
    const store = createRateLimitStore({ now: () => now, maxEntries: 100 });
    for (let i = 0; i < 1000; i++) {
      now += 1;
      await store.hit(rule, `ip-${i}`);
    }
    expect(store.size()).toBeLessThanOrEqual(100);
    // The newest address still counts: its window was kept.
    for (let i = 0; i < 2; i++) await store.hit(rule, "ip-999");
    expect((await store.hit(rule, "ip-999")).allowed).toBe(false);
  });

  it("never evicts failure counters, full windows or backoff entries for other keys", async () => {
    let now = 0;
    const store = createRateLimitStore({ now: () => now, maxEntries: 50 });
    await store.hit(failures, "attacked");
    for (let i = 0; i < 3; i++) await store.hit(rule, "full-window");
    for (let i = 0; i < 7; i++)
      expect(await store.fail(backoff, "admin", null)).toEqual({ counted: true });
    for (let i = 0; i < 10_000; i++) {
      now += 1;
      await store.hit(rule, `flood-${i}`);
    }
    expect(store.size()).toBeLessThanOrEqual(50);
    expect((await store.read(failures, "attacked"))?.count).toBe(1);
    expect((await store.read(rule, "full-window"))?.count).toBe(3);
    expect((await store.read(backoff, "admin"))?.count).toBe(7);
  });

  it("refuses new keys while only protected entries are left, and takes them again later", async () => {
    let now = 0;
    const store = createRateLimitStore({ now: () => now, maxEntries: 10 });
    for (let i = 0; i < 10; i++) {
      expect(await store.fail(backoff, `account-${i}`, null)).toEqual({ counted: true });
    }
    expect(await store.hit(rule, "newcomer")).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 60,
      full: true,
    });
    expect(await store.fail(backoff, "account-new", null)).toEqual({
      counted: false,
      waitMs: 60_000,
      full: true,
    });
    // Known keys still update, and nothing protected was dropped to make room.
    expect(await store.fail(backoff, "account-3", null)).toEqual({ counted: true });
    expect(store.size()).toBe(10);
    expect((await store.read(backoff, "account-3"))?.count).toBe(2);
    // Once the entries expire there is room again.
    now = 60_000;
    expect((await store.hit(rule, "newcomer")).allowed).toBe(true);
    expect(store.size()).toBe(1);
  });
});

describe("backoffMs", () => {
  it("is free for the first failures, then doubles from the base up to the cap", () => {
    const pair = { name: "p", free: 5, baseMs: 1000, maxMs: 900_000, forgetMs: 3_600_000 };
    expect([0, 4, 5, 6, 7, 14, 15, 40].map((n) => backoffMs(pair, n))).toEqual([
      0, 0, 1000, 2000, 4000, 512_000, 900_000, 900_000,
    ]);
  });
});

describe("addressKey", () => {
  it("keeps IPv4 addresses and groups IPv6 addresses by /64 network", () => {
    expect(addressKey("192.0.2.10")).toBe("192.0.2.10");
    expect(addressKey("unknown")).toBe("unknown");
    expect(addressKey("2001:db8:abcd:12:1:2:3:4")).toBe("2001:db8:abcd:12::/64");
    expect(addressKey("2001:db8:abcd:12::99")).toBe("2001:db8:abcd:12::/64");
    expect(addressKey("2001:0db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});
