import { describe, expect, it } from "vitest";
import { adminSettingKeys, adminSettingTypes } from "../settings.schema";
import { companyDataGroups } from "./settings-cards";

describe("the settings tab's cards", () => {
  it("show every piece of company data exactly once (the domain in the SEO card, the days in the renewals card, the versions kept in theirs, the hours' threshold in the monte ore's)", () => {
    const shown = [
      ...companyDataGroups.flatMap((group) => group.keys),
      "site_domain",
      "renewal_reminder_days",
      "versions_to_keep",
      "hours_low_threshold",
    ];
    const companyData = adminSettingKeys.filter((key) => adminSettingTypes[key] !== "html");
    expect([...shown].sort()).toEqual([...companyData].sort());
  });
});
