import { describe, expect, it } from "vitest";
import {
  companyPhones,
  mapHref,
  publicSiteUrl,
  siteSettingDefaults,
  socialProfiles,
  telHref,
} from "./site-settings";

const settings = { ...siteSettingDefaults };

describe("the company data as the pages use it", () => {
  it("lists only the social profiles that are set, in order", () => {
    expect(socialProfiles(settings)).toEqual([]);
    const some = {
      ...settings,
      social_facebook: " https://www.facebook.com/scaligera ",
      social_linkedin: "https://www.linkedin.com/company/scaligera",
    };
    expect(socialProfiles(some)).toEqual([
      {
        key: "social_linkedin",
        name: "LinkedIn",
        href: "https://www.linkedin.com/company/scaligera",
      },
      { key: "social_facebook", name: "Facebook", href: "https://www.facebook.com/scaligera" },
    ]);
  });

  it("gives phones, tel: links and the map link", () => {
    expect(companyPhones(settings)).toEqual(["+39 045 000 1122", "+39 045 000 3344"]);
    expect(companyPhones({ ...settings, phone_secondary: " " })).toEqual(["+39 045 000 1122"]);
    expect(telHref("+39 (045) 000-1122")).toBe("tel:+390450001122");
    expect(mapHref(settings)).toBe(
      "https://www.google.com/maps/search/?api=1&query=Scaligera%20Digital%20S.r.l.%2C%20Via%20dell'Industria%2012%2C%2037012%20Bussolengo%20(VR)",
    );
    const osm = "https://www.openstreetmap.org/#map=18/45.47/10.85";
    expect(mapHref({ ...settings, map_url: osm })).toBe(osm);
  });

  it("takes the public origin from the domain setting, else from the configuration", () => {
    expect(publicSiteUrl(settings, "https://www.scaligeradigital.example")).toBe(
      "https://www.scaligeradigital.example",
    );
    expect(publicSiteUrl({ site_domain: " WWW.Esempio.it " }, "http://localhost:3000/")).toBe(
      "https://www.esempio.it",
    );
    expect(publicSiteUrl({ site_domain: "" }, "http://localhost:3000/")).toBe(
      "http://localhost:3000",
    );
  });
});
