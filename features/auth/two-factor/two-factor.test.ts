import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { createTestDatabase } from "#tests/helpers/test-db";
import { addAdmin, addCustomer } from "../api/admin-session-fixtures";
import {
  CHALLENGE_TTL_MS,
  consumeChallenge,
  createChallenge,
  readChallenge,
  secondStepFor,
  setTwoFactorRequired,
  confirmTwoFactorSetup,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  qrCodeDataUrl,
  setupOfSession,
  startTwoFactorSetup,
  totpCode,
  totpStep,
  twoFactorStatus,
  spendRecoveryCode,
  spendSecondFactor,
  spendTotpCode,
} from "./two-factor.server";

const STEP = 30_000;
/** The setup the tests start and confirm (a session or a login challenge in the app). */
const SETUP = setupOfSession("test-session");
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

/** An admin with TOTP turned on at `at`; its secret and recovery codes. */
async function adminWithTotp(username: string, at: Date) {
  const id = await addAdmin(handle.db, { username, password: "Password-Admin-2026" });
  const secret = (await startTwoFactorSetup(handle.db, "admin", id, SETUP, at))!;
  const codes = await confirmTwoFactorSetup(handle.db, "admin", id, {
    setupId: SETUP,
    code: totpCode(secret, at),
    now: at,
  });
  return { id, secret, codes: codes! };
}

describe("TOTP codes (RFC 6238)", () => {
  const secret = newTotpSecret();
  const now = new Date("2026-11-24T10:00:10Z");

  it("accepts the current step and one step either side, refuses two steps away", () => {
    const step = totpStep(now);
    expect(matchTotp(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, new Date(now.getTime() - STEP)), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, new Date(now.getTime() + STEP)), now)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, new Date(now.getTime() - 2 * STEP)), now)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, new Date(now.getTime() + 2 * STEP)), now)).toBeNull();
    expect(matchTotp(secret, "12345", now)).toBeNull();
    expect(matchTotp(secret, "abcdef", now)).toBeNull();
  });

  it("matches the RFC 6238 test vector (SHA-1, 59 s)", () => {
    // RFC 6238 appendix B: secret "12345678901234567890", T = 59 -> 94287082 (8 digits): 287082.
    const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    expect(totpCode(rfcSecret, new Date(59_000))).toBe("287082");
  });

  it("gives an otpauth:// URI with the issuer and a QR code image", async () => {
    const uri = otpauthUri(secret, "Scaligera Digital", "admin");
    expect(uri).toMatch(/^otpauth:\/\/totp\/Scaligera%20Digital:admin\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain("issuer=Scaligera%20Digital");
    expect(uri).toContain("digits=6");
    expect(uri).toContain("period=30");
    expect(await qrCodeDataUrl(uri)).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});

describe("turning TOTP on and using it", () => {
  it("needs a code of the new secret, then gives ten single-use recovery codes", async () => {
    const now = new Date();
    const id = await addAdmin(handle.db, { username: "attiva", password: "Password-Admin-2026" });
    const secret = (await startTwoFactorSetup(handle.db, "admin", id, SETUP, now))!;
    expect(await twoFactorStatus(handle.db, "admin", id)).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect(
      await confirmTwoFactorSetup(handle.db, "admin", id, { setupId: SETUP, code: "000000", now }),
    ).toBeNull();
    const codes = await confirmTwoFactorSetup(handle.db, "admin", id, {
      setupId: SETUP,
      code: totpCode(secret, now),
      now,
    });
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes!) expect(code).toMatch(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);
    expect(await twoFactorStatus(handle.db, "admin", id)).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // Already on: no new secret until it is turned off.
    expect(await startTwoFactorSetup(handle.db, "admin", id, SETUP, now)).toBeNull();
  });

  it("refuses a code whose step was already used (replay), and older steps after a newer one", async () => {
    const t0 = new Date("2026-11-24T11:00:05Z");
    const { id, secret } = await adminWithTotp("replay", t0);
    // The setup's code spent step t0: the same code is refused even a step later.
    expect(await spendTotpCode(handle.db, "admin", id, totpCode(secret, t0), t0)).toBe(false);
    const t1 = new Date(t0.getTime() + STEP);
    const next = totpCode(secret, t1);
    expect(await spendTotpCode(handle.db, "admin", id, next, t1)).toBe(true);
    expect(await spendTotpCode(handle.db, "admin", id, next, t1)).toBe(false);
    // A code of the previous step is inside the window but older than the used one.
    const t2 = new Date(t1.getTime() + STEP);
    expect(await spendTotpCode(handle.db, "admin", id, totpCode(secret, t1), t2)).toBe(false);
    expect(await spendTotpCode(handle.db, "admin", id, totpCode(secret, t2), t2)).toBe(true);
  });

  it("takes each recovery code once, in any case and with or without the dash", async () => {
    const { id, codes } = await adminWithTotp("recupero", new Date());
    const [first, second] = codes;
    expect(await spendSecondFactor(handle.db, "admin", id, first!)).toBe("recovery");
    expect(await spendSecondFactor(handle.db, "admin", id, first!)).toBeNull();
    expect(
      await spendRecoveryCode(handle.db, "admin", id, second!.replace("-", "").toLowerCase()),
    ).toBe(true);
    expect(await spendRecoveryCode(handle.db, "admin", id, second!)).toBe(false);
    expect(await spendRecoveryCode(handle.db, "admin", id, "AAAAA-AAAAA")).toBe(false);
    expect((await twoFactorStatus(handle.db, "admin", id)).recoveryCodesLeft).toBe(8);
  });

  it("keeps accounts apart: another admin's recovery code does not work", async () => {
    const a = await adminWithTotp("primo", new Date());
    const b = await adminWithTotp("secondo", new Date());
    expect(await spendRecoveryCode(handle.db, "admin", b.id, a.codes[0]!)).toBe(false);
    expect(await spendRecoveryCode(handle.db, "customer", a.id, a.codes[0]!)).toBe(false);
    expect(await spendRecoveryCode(handle.db, "admin", a.id, a.codes[0]!)).toBe(true);
  });
});

describe("the half-done sign-in and the back office's requirement", () => {
  it("lives five minutes, is bound to its kind and is spent once", async () => {
    const id = await addAdmin(handle.db, { username: "sfida", password: "Password-Admin-2026" });
    const now = new Date();
    const token = await createChallenge(handle.db, "admin", id, "verify", now);
    expect(await readChallenge(handle.db, "admin", token, now)).toEqual({
      userId: id,
      purpose: "verify",
    });
    expect(await readChallenge(handle.db, "customer", token, now)).toBeNull();
    const late = new Date(now.getTime() + CHALLENGE_TTL_MS + 1000);
    expect(await readChallenge(handle.db, "admin", token, late)).toBeNull();
    expect(await consumeChallenge(handle.db, "admin", token)).toBe(true);
    expect(await consumeChallenge(handle.db, "admin", token)).toBe(false);
    expect(await readChallenge(handle.db, "admin", token, now)).toBeNull();
  });

  it("asks an admin without TOTP to set it up only while required; customers never", async () => {
    const admin = await addAdmin(handle.db, {
      username: "regola",
      password: "Password-Admin-2026",
    });
    const customer = await addCustomer(handle.db, {
      email: "regola@example.com",
      password: "Cliente-2026!",
    });
    expect(await secondStepFor(handle.db, "admin", admin)).toBeNull();
    await setTwoFactorRequired(handle.db, "admin", true);
    await setTwoFactorRequired(handle.db, "customer", true);
    try {
      expect(await secondStepFor(handle.db, "admin", admin)).toBe("setup");
      expect(await secondStepFor(handle.db, "customer", customer)).toBeNull();
      const { id } = await adminWithTotp("regola-attiva", new Date());
      expect(await secondStepFor(handle.db, "admin", id)).toBe("verify");
    } finally {
      await setTwoFactorRequired(handle.db, "admin", false);
      await setTwoFactorRequired(handle.db, "customer", false);
    }
    expect(await secondStepFor(handle.db, "admin", admin)).toBeNull();
  });
});
