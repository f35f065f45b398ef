import { parseOptions } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.server";

describe("password hashing", () => {
  it("hashes with argon2id, m=19456 KiB, t=2, p=1 and a random salt", async () => {
    const first = await hashPassword("Cliente2026!");
    const second = await hashPassword("Cliente2026!");
    expect(first.startsWith("$argon2id$v=19$m=19456,t=2,p=1$")).toBe(true);
    expect(first).not.toBe(second);
    const options = parseOptions(first);
    expect(options).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(options.saltLen).toBeGreaterThanOrEqual(16);
    expect(first).not.toContain("Cliente2026!");
  });

  it("verifies the right password and rejects wrong ones", async () => {
    const stored = await hashPassword("Verona è bella 2026");
    expect(await verifyPassword(stored, "Verona è bella 2026")).toBe(true);
    expect(await verifyPassword(stored, "verona è bella 2026")).toBe(false);
    expect(await verifyPassword(stored, "")).toBe(false);
  });

  it("treats malformed or empty hashes as a failed match instead of throwing", async () => {
    expect(await verifyPassword("", "qualcosa")).toBe(false);
    expect(await verifyPassword("non-un-hash", "qualcosa")).toBe(false);
    expect(await verifyPassword("$argon2id$v=19$rotto", "qualcosa")).toBe(false);
  });
});
