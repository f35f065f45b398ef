import { describe, expect, it } from "vitest";
import { companyPolicySettingKey } from "../policy/policy.schema";
import {
  adminSettingDescriptions,
  adminSettingKeys,
  adminSettingTypes,
  isAdminSettingKey,
  policySettingKeys,
  settingValueSchema,
  siteSettingDefaults,
} from "./settings.schema";

const firstMessage = (key: Parameters<typeof settingValueSchema>[0], value: unknown) => {
  const result = settingValueSchema(key).safeParse({ value });
  return result.success ? null : result.error.issues[0]!.message;
};

describe("editable settings", () => {
  it("are the site texts, the two company policy keys and the office settings, each typed and described", () => {
    expect([...policySettingKeys].sort()).toEqual(Object.values(companyPolicySettingKey).sort());
    expect(adminSettingKeys).toEqual([
      ...Object.keys(siteSettingDefaults),
      ...policySettingKeys,
      "renewal_reminder_days",
      "versions_to_keep",
      "hours_low_threshold",
    ]);
    for (const key of adminSettingKeys) {
      expect(adminSettingTypes[key]).toMatch(/^(text|textarea|html)$/);
      expect(adminSettingDescriptions[key]).toBeTruthy();
      expect(key.length).toBeLessThanOrEqual(100);
    }
    expect(isAdminSettingKey("phone_primary")).toBe(true);
    expect(isAdminSettingKey("cookie_policy_html")).toBe(true);
    expect(isAdminSettingKey("toString")).toBe(false);
  });
});

describe("settingValueSchema", () => {
  it("takes the renewal reminders' days as distinct numbers from 1 to 365", () => {
    expect(settingValueSchema("renewal_reminder_days").parse({ value: " 60, 14,2 " })).toEqual({
      value: "60, 14,2",
    });
    for (const bad of ["0", "7, 7", "400", "trenta", " "]) {
      expect(firstMessage("renewal_reminder_days", bad), bad).toMatch(
        /^(Scrivi da 1 a 10 numeri|Il valore non può essere vuoto)/,
      );
    }
  });

  it("takes the versions kept per content as a whole number from 10 to 500", () => {
    expect(settingValueSchema("versions_to_keep").parse({ value: " 120 " })).toEqual({
      value: "120",
    });
    for (const bad of ["9", "501", "50.5", "cinquanta", "-20"]) {
      expect(firstMessage("versions_to_keep", bad), bad).toBe(
        "Scrivi un numero intero da 10 a 500",
      );
    }
  });

  it("trims and refuses empty values", () => {
    expect(settingValueSchema("site_name").parse({ value: "  Scaligera  " })).toEqual({
      value: "Scaligera",
    });
    expect(firstMessage("site_name", " ")).toBe("Il valore non può essere vuoto");
    expect(firstMessage("site_name", undefined)).toBe("Il valore non può essere vuoto");
  });

  it("checks e-mail, domain and lengths", () => {
    expect(firstMessage("email", "info@scaligeradigital.it")).toBeNull();
    expect(firstMessage("email", "info")).toBe("Email non valida");
    expect(firstMessage("site_domain", "www.scaligeradigital.it")).toBeNull();
    expect(firstMessage("site_domain", "scaligeradigital")).toMatch(/^Dominio non valido/);
    expect(firstMessage("site_domain", "https://scaligeradigital.it")).toMatch(/^Dominio/);
    // The domain may be emptied (PUBLIC_SITE_URL then), the company name may not.
    expect(firstMessage("site_domain", "  ")).toBeNull();
    expect(firstMessage("site_description", "d".repeat(2000))).toBeNull();
    expect(firstMessage("site_description", "d".repeat(2001))).toBe(
      "Il valore può contenere al massimo 2.000 caratteri",
    );
    expect(firstMessage("privacy_policy_html", `<p>${"p".repeat(100_000)}</p>`)).toBeNull();
  });

  it("checks phone numbers: digits, spaces and signs, 6 to 15 digits", () => {
    for (const phone of ["+39 045 000 1122", "045/0001122", "+39 (045) 000-1122", "0450001"]) {
      expect(firstMessage("phone_primary", phone), phone).toBeNull();
    }
    for (const phone of ["chiamaci", "+39 045", "+39 045 000 1122 334455", "045 000 1122 +1"]) {
      expect(firstMessage("phone_primary", phone), phone).toMatch(/^Numero di telefono non valido/);
    }
    expect(firstMessage("phone_primary", "")).toBe("Il valore non può essere vuoto");
    expect(firstMessage("phone_secondary", "")).toBeNull();
  });

  it("checks social profiles against their network and the map link as https", () => {
    expect(firstMessage("social_facebook", "https://www.facebook.com/scaligera")).toBeNull();
    expect(firstMessage("social_facebook", "https://m.facebook.com/scaligera")).toBeNull();
    expect(firstMessage("social_instagram", "https://www.facebook.com/scaligera")).toMatch(
      /instagram\.com/,
    );
    expect(firstMessage("social_twitter", "https://twitter.com/scaligera")).toBeNull();
    expect(firstMessage("social_twitter", "https://x.com.example/scaligera")).toMatch(
      /^Indirizzo non valido/,
    );
    expect(firstMessage("social_linkedin", "")).toBeNull();
    expect(firstMessage("map_url", "https://www.openstreetmap.org/#map=18/45.47/10.85")).toBeNull();
    expect(firstMessage("map_url", "http://maps.example.it/sede")).toMatch(/https:\/\//);
  });
});
