import { describe, expect, it } from "vitest";
import { addressKey, backoffMs, createRateLimitStore } from "./rate-limit";

const rule = { name: "prova", limit: 3, windowMs: 60_000 };

describe("createRateLimitStore", () => {
  it("allows `limit` hits per window and key, then refuses until the window ends", () => {
    let now = 1_000_000;
    const store = createRateLimitStore({ now: () => now });
    expect([1, 2, 3].map(() => store.hit(rule, "10.0.0.1").allowed)).toEqual([true, true, true]);
    const refused = store.hit(rule, "10.0.0.1");
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
    // Other addresses and other rules count separately.
    expect(store.hit(rule, "10.0.0.2").allowed).toBe(true);
    expect(store.hit({ ...rule, name: "altro" }, "10.0.0.1").allowed).toBe(true);

    now += 30_000;
    expect(store.hit(rule, "10.0.0.1").retryAfterSeconds).toBe(30);
    now += 30_000;
    expect(store.hit(rule, "10.0.0.1")).toEqual({
      allowed: true,
      remaining: 2,
      retryAfterSeconds: 60,
    });
  });

  it("forgets a key on reset", () => {
    const store = createRateLimitStore();
    for (let i = 0; i < 4; i++) store.hit(rule, "k");
    store.reset(rule, "k");
    expect(store.hit(rule, "k").allowed).toBe(true);
  });

  it("stays bounded when many addresses appear", () => {
    let now = 0;
    const store = createRateLimitStore({ now: () => now, maxEntries: 100 });
    for (let i = 0; i < 1000; i++) {
      now += 1;
      store.hit(rule, `ip-${i}`);
    }
    expect(store.size()).toBeLessThanOrEqual(100);
    // The newest address still counts: its window was kept.
    for (let i = 0; i < 2; i++) store.hit(rule, "ip-999");
    expect(store.hit(rule, "ip-999").allowed).toBe(false);
  });

  it("takes a hit back on refund and forgets a key whose count drops to zero", () => {
    const store = createRateLimitStore();
    for (let i = 0; i < 3; i++) store.hit(rule, "k");
    expect(store.peek(rule, "k").allowed).toBe(false);
    store.refund(rule, "k");
    expect(store.peek(rule, "k")).toMatchObject({ allowed: true, remaining: 1 });
    store.refund(rule, "k");
    store.refund(rule, "k");
    expect(store.size()).toBe(0);
    store.refund(rule, "k");
    expect(store.size()).toBe(0);
  });
});

describe("createRateLimitStore under a flood of keys", () => {
  const failures = { name: "login-ip", limit: 30, windowMs: 60_000, failures: true };
  const backoff = { name: "pair", free: 5, baseMs: 1000, maxMs: 900_000, forgetMs: 3_600_000 };

  it("never evicts failure counters, full windows or backoff entries for other keys", () => {
    let now = 0;
    const store = createRateLimitStore({ now: () => now, maxEntries: 50 });
    store.hit(failures, "attacked");
    for (let i = 0; i < 3; i++) store.hit(rule, "full-window");
    expect(store.write(backoff, "admin", { count: 7, lastAt: now, expiresAt: now + 60_000 })).toBe(
      true,
    );
    for (let i = 0; i < 10_000; i++) {
      now += 1;
      store.hit(rule, `flood-${i}`);
    }
    expect(store.size()).toBeLessThanOrEqual(50);
    expect(store.peek(failures, "attacked")).toMatchObject({ allowed: true, remaining: 29 });
    expect(store.peek(rule, "full-window").allowed).toBe(false);
    expect(store.read(backoff, "admin")?.count).toBe(7);
  });

  it("refuses new keys while only protected entries are left, and takes them again later", () => {
    let now = 0;
    const store = createRateLimitStore({ now: () => now, maxEntries: 10 });
    for (let i = 0; i < 10; i++) {
      expect(store.write(backoff, `account-${i}`, { count: 1, lastAt: 0, expiresAt: 60_000 })).toBe(
        true,
      );
    }
    expect(store.hit(rule, "newcomer")).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 60,
      full: true,
    });
    expect(store.write(backoff, "account-new", { count: 1, lastAt: 0, expiresAt: 60_000 })).toBe(
      false,
    );
    // Known keys still update, and nothing protected was dropped to make room.
    expect(store.write(backoff, "account-3", { count: 2, lastAt: 0, expiresAt: 60_000 })).toBe(
      true,
    );
    expect(store.size()).toBe(10);
    expect(store.read(backoff, "account-3")?.count).toBe(2);
    // Once the entries expire there is room again.
    now = 60_000;
    expect(store.hit(rule, "newcomer").allowed).toBe(true);
    expect(store.size()).toBe(1);
  });

  it("forgets backoff entries when they expire or are reset", () => {
    let now = 0;
    const store = createRateLimitStore({ now: () => now });
    store.write(backoff, "k", { count: 2, lastAt: 0, expiresAt: 1000 });
    expect(store.read(backoff, "k")).toEqual({ count: 2, lastAt: 0, expiresAt: 1000 });
    now = 1000;
    expect(store.read(backoff, "k")).toBeNull();
    store.write(backoff, "k", { count: 2, lastAt: 0, expiresAt: 5000 });
    store.reset(backoff, "k");
    expect(store.read(backoff, "k")).toBeNull();
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
