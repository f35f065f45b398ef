import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { CONSENT_DEFAULTS_SCRIPT, consentModeUpdate } from "./analytics";
import { acceptAllChoices, choicesFromToggles, necessaryOnlyChoices } from "./consent";

describe("CONSENT_DEFAULTS_SCRIPT", () => {
  it("defines dataLayer and gtag and queues Consent Mode v2 defaults, all denied but security", () => {
    const window: Record<string, unknown> = {};
    runInNewContext(CONSENT_DEFAULTS_SCRIPT, Object.assign(window, { window }));
    expect(typeof window.gtag).toBe("function");
    const queue = window.dataLayer as ArrayLike<unknown>[];
    expect(queue).toHaveLength(1);
    expect(Array.from(queue[0]!)).toEqual([
      "consent",
      "default",
      {
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        analytics_storage: "denied",
        functionality_storage: "denied",
        personalization_storage: "denied",
        security_storage: "granted",
        wait_for_update: 500,
      },
    ]);
  });

  it("keeps an existing dataLayer", () => {
    const window: Record<string, unknown> = { dataLayer: ["earlier"] };
    runInNewContext(CONSENT_DEFAULTS_SCRIPT, Object.assign(window, { window }));
    expect(window.dataLayer).toHaveLength(2);
  });
});

describe("consentModeUpdate", () => {
  it("grants analytics storage only for analytics, ad storage only for marketing", () => {
    const choice = choicesFromToggles({ analytics: true, marketing: false, preferences: false });
    expect(consentModeUpdate(choice)).toEqual({
      analytics_storage: "granted",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      functionality_storage: "denied",
      personalization_storage: "denied",
    });
  });

  it("grants everything on 'Accetta tutti' and nothing on 'Solo necessari'", () => {
    expect(Object.values(consentModeUpdate(acceptAllChoices()))).not.toContain("denied");
    expect(Object.values(consentModeUpdate(necessaryOnlyChoices()))).not.toContain("granted");
  });
});
