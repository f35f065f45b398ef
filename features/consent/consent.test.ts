import { describe, expect, it } from "vitest";
import { consentRecordInputSchema } from "#features/consent/consent.schema";
import {
  acceptAllChoices,
  choicesFromToggles,
  CONSENT_DATE_KEY,
  CONSENT_ID_KEY,
  CONSENT_KEY,
  CONSENT_POLICY_VERSION,
  consentRecordPayload,
  ensureAnonymousId,
  isUuidV4,
  necessaryOnlyChoices,
  parseConsent,
  readConsent,
  uuidV4FromBytes,
  writeConsent,
  type KeyValueStorage,
} from "./consent";

/** A real in-memory implementation of the two Storage methods the rules use. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
  };
  return { storage, data };
}

describe("consent choices", () => {
  it("'Accetta tutti' turns every category on", () => {
    expect(acceptAllChoices()).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      preferences: true,
    });
  });

  it("'Solo necessari' keeps only necessary", () => {
    expect(necessaryOnlyChoices()).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
  });

  it("'Salva preferenze' keeps the toggles and forces necessary on", () => {
    const toggles = { analytics: true, marketing: false, preferences: true, necessary: false };
    expect(choicesFromToggles(toggles)).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: true,
    });
  });
});

describe("parseConsent", () => {
  it("reads a valid stored record", () => {
    const raw = '{"necessary":true,"analytics":false,"marketing":true,"preferences":false}';
    expect(parseConsent(raw)).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
      preferences: false,
    });
  });

  it.each([
    ["absent", null],
    ["empty", ""],
    ["malformed JSON", "{necessary:true"],
    ["necessary false", '{"necessary":false,"analytics":true,"marketing":true,"preferences":true}'],
    ["necessary missing", '{"analytics":true,"marketing":true,"preferences":true}'],
    [
      "a choice as a string",
      '{"necessary":true,"analytics":"true","marketing":true,"preferences":true}',
    ],
    ["a choice missing", '{"necessary":true,"analytics":true,"marketing":true}'],
    ["not an object", "true"],
    ["JSON null", "null"],
  ])("treats a record that is %s as no consent", (_what, raw) => {
    expect(parseConsent(raw)).toBeNull();
  });
});

describe("writeConsent / readConsent", () => {
  it("stores exactly the spec's JSON and an ISO timestamp, and reads it back", () => {
    const { storage, data } = memoryStorage();
    const now = new Date("2026-03-14T09:30:00.000Z");
    const value = writeConsent(
      storage,
      choicesFromToggles({ analytics: true, marketing: false, preferences: false }),
      now,
    );
    expect(value).toBe('{"necessary":true,"analytics":true,"marketing":false,"preferences":false}');
    expect(data.get(CONSENT_KEY)).toBe(value);
    expect(data.get(CONSENT_DATE_KEY)).toBe("2026-03-14T09:30:00.000Z");
    expect(readConsent(storage)).toEqual(parseConsent(value));
  });

  it("never stores necessary false, whatever the caller passes", () => {
    const { storage, data } = memoryStorage();
    const forged = { necessary: false, analytics: false, marketing: false, preferences: false };
    writeConsent(storage, forged as never);
    expect(JSON.parse(data.get(CONSENT_KEY)!)).toMatchObject({ necessary: true });
  });

  it("gives no consent for an empty storage or a stored record with necessary false", () => {
    expect(readConsent(memoryStorage().storage)).toBeNull();
    const bad = '{"necessary":false,"analytics":true,"marketing":true,"preferences":true}';
    expect(readConsent(memoryStorage({ [CONSENT_KEY]: bad }).storage)).toBeNull();
  });
});

describe("anonymous id", () => {
  it("builds a valid uuid v4 from random bytes", () => {
    const id = uuidV4FromBytes(new Uint8Array(16).fill(0xff));
    expect(id).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
    expect(isUuidV4(id)).toBe(true);
    expect(isUuidV4(uuidV4FromBytes(new Uint8Array(16)))).toBe(true);
  });

  it("creates and stores an id once, then keeps returning it", () => {
    const { storage, data } = memoryStorage();
    const first = ensureAnonymousId(storage);
    expect(isUuidV4(first)).toBe(true);
    expect(data.get(CONSENT_ID_KEY)).toBe(first);
    expect(ensureAnonymousId(storage)).toBe(first);
  });

  it("replaces a stored id that is not a uuid v4", () => {
    const { storage, data } = memoryStorage({ [CONSENT_ID_KEY]: "not-an-id" });
    const id = ensureAnonymousId(storage, () => new Uint8Array(16).fill(0x11));
    expect(id).toBe("11111111-1111-4111-9111-111111111111");
    expect(data.get(CONSENT_ID_KEY)).toBe(id);
  });
});

describe("consentRecordPayload", () => {
  it("builds a body that the server's schema accepts, with the current policy version", () => {
    const id = uuidV4FromBytes(new Uint8Array(16).fill(7));
    const payload = consentRecordPayload(acceptAllChoices(), id);
    expect(payload).toEqual({
      anonymousId: id,
      analytics: true,
      marketing: true,
      preferences: true,
      policyVersion: "2026-01",
    });
    expect(CONSENT_POLICY_VERSION).toBe("2026-01");
    expect(consentRecordInputSchema.safeParse(payload).success).toBe(true);
  });
});
