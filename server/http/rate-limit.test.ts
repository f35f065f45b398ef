import { describe, expect, it } from "vitest";
import { addressKey, createRateLimitStore } from "./rate-limit";

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
    for (let i = 0; i < 3; i++) store.hit(rule, "ip-999");
    expect(store.hit(rule, "ip-999").allowed).toBe(false);
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
