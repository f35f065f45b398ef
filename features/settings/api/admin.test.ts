import { describe, expect, it } from "vitest";
import { fileFixtures } from "#tests/helpers/fixtures";
import { eq } from "drizzle-orm";
import { siteSettings } from "#db/schema";
import { siteSettingDefaults } from "../settings.schema";
import { getPublicSiteUrl, getSiteSettings } from "../settings.server";
import { getPolicyText } from "#features/policy/policy.server";
import { companyPolicyHtml } from "#features/policy/company-policies";

const kit = fileFixtures();

type Setting = {
  key: string;
  value: string;
  type: string;
  description: string;
  updatedAt: string | null;
};

const put = (key: string, body: unknown, headers: Record<string, string> = {}) =>
  kit.api.request(`/admin/settings/${key}`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Cookie: kit.adminApi.cookie, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function list(): Promise<Setting[]> {
  const res = await kit.api.request("/admin/settings", {
    headers: { Cookie: kit.adminApi.cookie },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Setting[];
}

const storedValue = async (key: string) =>
  (await kit.db.select().from(siteSettings).where(eq(siteSettings.key, key)))[0]?.value;

describe("access to /api/admin/settings", () => {
  it("answers 401 without a session, 403 to a customer and to a foreign Origin", async () => {
    expect((await kit.api.request("/admin/settings")).status).toBe(401);
    const anonymousPut = await kit.api.request("/admin/settings/phone_primary", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ value: "+39 045 999 9999" }),
    });
    expect(anonymousPut.status).toBe(401);
    expect(
      (await kit.api.request("/admin/settings", { headers: { Cookie: kit.customerApi.cookie } }))
        .status,
    ).toBe(403);
    expect(
      (await put("phone_primary", { value: "x y z" }, { Cookie: kit.customerApi.cookie })).status,
    ).toBe(403);
    const foreign = await put(
      "phone_primary",
      { value: "+39 045 999 9999" },
      { Origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
    expect(await storedValue("phone_primary")).toBeUndefined();
  });
});

describe("GET /api/admin/settings", () => {
  it("lists every site text and both policy texts with their defaults, type and description", async () => {
    const settings = await list();
    expect(settings.map((s) => s.key)).toEqual([
      ...Object.keys(siteSettingDefaults),
      "privacy_policy_html",
      "cookie_policy_html",
      "renewal_reminder_days",
      "versions_to_keep",
      "hours_low_threshold",
    ]);
    const byKey = new Map(settings.map((s) => [s.key, s]));
    expect(byKey.get("site_domain")).toEqual({
      key: "site_domain",
      value: "",
      type: "text",
      description: "Dominio pubblico del sito",
      updatedAt: null,
    });
    expect(byKey.get("site_description")?.type).toBe("textarea");
    expect(byKey.get("privacy_policy_html")).toMatchObject({
      type: "html",
      value: companyPolicyHtml("privacy", siteSettingDefaults),
    });
    expect(byKey.get("cookie_policy_html")?.value).toBe(
      companyPolicyHtml("cookie", siteSettingDefaults),
    );
    expect(byKey.get("renewal_reminder_days")).toMatchObject({ value: "30, 7, 1", type: "text" });
    expect(byKey.get("versions_to_keep")).toMatchObject({ value: "50", type: "text" });
    for (const setting of settings) expect(setting.description.length).toBeGreaterThan(5);
  });
});

describe("PUT /api/admin/settings/:key", () => {
  it("inserts, then updates a value (trimmed) and the public settings show it", async () => {
    const first = await put("phone_primary", { value: "  +39 045 111 2233  " });
    expect(first.status).toBe(200);
    const saved = (await first.json()) as Setting;
    expect(saved).toMatchObject({ key: "phone_primary", value: "+39 045 111 2233", type: "text" });
    expect(saved.updatedAt).not.toBeNull();
    expect((await getSiteSettings(kit.db)).phone_primary).toBe("+39 045 111 2233");

    expect((await put("phone_primary", { value: "+39 045 444 5566" })).status).toBe(200);
    const rows = await kit.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, "phone_primary"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ value: "+39 045 444 5566", type: "text" });
    expect((await list()).find((s) => s.key === "phone_primary")?.value).toBe("+39 045 444 5566");
  });

  it("refuses an empty value with 400 and keeps the stored one", async () => {
    await put("business_hours", { value: "Lunedì - Venerdì: 8:30 - 17:30" });
    for (const body of [{ value: "" }, { value: "   \n " }, {}, { value: null }, { value: 12 }]) {
      const res = await put("business_hours", body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(
        "Il valore non può essere vuoto",
      );
    }
    expect(await storedValue("business_hours")).toBe("Lunedì - Venerdì: 8:30 - 17:30");
  });

  it("answers 404 for unknown keys, including keys over 100 characters", async () => {
    for (const key of ["chiave_inesistente", "k".repeat(101), "admin_password"]) {
      const res = await put(key, { value: "valore" });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Impostazione non trovata" });
    }
    expect(
      await kit.db.select().from(siteSettings).where(eq(siteSettings.key, "admin_password")),
    ).toEqual([]);
  });

  it("checks the e-mail, the domain and the length of a value", async () => {
    const email = await put("email", { value: "info@" });
    expect(email.status).toBe(400);
    expect(((await email.json()) as { message: string }).message).toBe("Email non valida");
    const domain = await put("site_domain", { value: "https://www.esempio.it/" });
    expect(domain.status).toBe(400);
    expect(((await domain.json()) as { message: string }).message).toMatch(/^Dominio non valido/);
    expect((await put("site_domain", { value: "www.esempio.it" })).status).toBe(200);
    const long = await put("site_name", { value: "a".repeat(501) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { message: string }).message).toBe(
      "Il valore può contenere al massimo 500 caratteri",
    );
  });

  it("checks phone numbers and links, with Italian messages", async () => {
    for (const value of ["045 abc", "+39 12", "++39 045 000 1122", "+39 045 000 1122 int. 4"]) {
      const res = await put("phone_primary", { value });
      expect(res.status, value).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(
        /^Numero di telefono non valido/,
      );
    }
    expect((await put("phone_primary", { value: "+39 (045) 000-1122" })).status).toBe(200);

    for (const value of [
      "linkedin.com/company/x",
      "http://www.linkedin.com/company/x",
      "https://www.facebook.com/scaligera",
      "javascript:alert(1)",
      "https://linkedin.com.evil.example/x",
    ]) {
      const res = await put("social_linkedin", { value });
      expect(res.status, value).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(
        /^Indirizzo non valido: scrivi l'indirizzo completo del profilo/,
      );
    }
    expect((await put("social_twitter", { value: "https://x.com/scaligera" })).status).toBe(200);
    const map = await put("map_url", { value: "/contatti" });
    expect(map.status).toBe(400);
    expect(((await map.json()) as { message: string }).message).toMatch(/^Indirizzo non valido/);
    expect(await storedValue("social_linkedin")).toBeUndefined();
    expect(await storedValue("map_url")).toBeUndefined();
  });

  it("empties an optional setting, which the public settings then leave empty", async () => {
    const url = "https://www.linkedin.com/company/scaligera-digital";
    expect((await put("social_linkedin", { value: ` ${url} ` })).status).toBe(200);
    expect((await getSiteSettings(kit.db)).social_linkedin).toBe(url);
    expect((await put("business_hours_note", { value: "  " })).status).toBe(200);
    expect((await put("social_linkedin", { value: "" })).status).toBe(200);
    expect(await storedValue("social_linkedin")).toBe("");
    const settings = await getSiteSettings(kit.db);
    expect(settings.social_linkedin).toBe("");
    // An emptied optional text stays empty instead of going back to the default.
    expect(settings.business_hours_note).toBe("");
    expect((await list()).find((s) => s.key === "business_hours_note")?.value).toBe("");
  });

  it("makes the domain setting the public origin; emptied, PUBLIC_SITE_URL again", async () => {
    const configured = "https://www.scaligeradigital.example";
    expect((await put("site_domain", { value: "WWW.Esempio.it" })).status).toBe(200);
    expect(await getPublicSiteUrl(kit.db, configured)).toBe("https://www.esempio.it");
    expect((await put("site_domain", { value: "" })).status).toBe(200);
    expect(await getPublicSiteUrl(kit.db, configured)).toBe(configured);
  });

  it("writes the company data into the built-in policy texts", async () => {
    await put("company_name", { value: "Esempio <Digitale> S.r.l." });
    await put("email", { value: "privacy@esempio.example" });
    const policy = await getPolicyText(kit.db, "privacy");
    expect(policy?.html).toContain("Esempio &lt;Digitale&gt; S.r.l.");
    expect(policy?.html).toContain('<a href="mailto:privacy@esempio.example">');
    expect(policy?.html).not.toContain("info@scaligeradigital.example");
    expect((await list()).find((s) => s.key === "cookie_policy_html")?.value).toContain(
      "Esempio &lt;Digitale&gt; S.r.l.",
    );
  });

  it("sanitizes the policy HTML on write; HTML with nothing left is refused", async () => {
    const dirty =
      '<h2 onclick="x()">Titolare</h2><p>Testo <a href="javascript:alert(1)">link</a></p>' +
      '<script>alert(1)</script><img src="x" onerror="alert(1)"><iframe src="https://x"></iframe>';
    const res = await put("privacy_policy_html", { value: dirty });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as Setting;
    expect(saved.value).toBe('<h2>Titolare</h2><p>Testo <a rel="noopener noreferrer">link</a></p>');
    expect(await storedValue("privacy_policy_html")).toBe(saved.value);
    const page = await getPolicyText(kit.db, "privacy");
    expect(page).toMatchObject({ html: saved.value, source: "company" });

    const empty = await put("cookie_policy_html", { value: "<script>alert(1)</script>" });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: "Il valore non può essere vuoto" });
    expect(await storedValue("cookie_policy_html")).toBeUndefined();
  });

  it("keeps everything the rich-text editor writes, and the policy page shows it", async () => {
    const edited =
      "<h2>Titolare</h2><p>Testo in <strong>grassetto</strong> e <em>corsivo</em>, con un " +
      '<a href="https://www.garanteprivacy.it">link</a> e una <a href="mailto:dpo@esempio.example">mail</a>.</p>' +
      "<ul><li><p>Primo</p></li><li><p>Secondo</p></li></ul><ol><li><p>Uno</p></li></ol>" +
      "<blockquote><p>Citazione</p></blockquote><h3>Dettagli</h3>" +
      "<p>Riga<br>a capo e <code>codice</code></p><pre><code>blocco di codice</code></pre>";
    const res = await put("privacy_policy_html", { value: edited });
    expect(res.status).toBe(200);
    // Only the links gain their rel, and the line break is written as sanitize-html writes it.
    const expected = edited
      .replace(/<a href="([^"]+)">/g, '<a href="$1" rel="noopener noreferrer">')
      .replace("<br>", "<br />");
    expect(((await res.json()) as Setting).value).toBe(expected);
    expect(await getPolicyText(kit.db, "privacy")).toMatchObject({ html: expected });
  });

  it("answers 400 to malformed JSON and 415 to a body that is not JSON", async () => {
    const malformed = await put("phone_secondary", "{ value: ");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Richiesta non valida: JSON malformato" });
    const text = await kit.api.request("/admin/settings/phone_secondary", {
      method: "PUT",
      headers: { Cookie: kit.adminApi.cookie, "Content-Type": "text/plain" },
      body: "+39 045 000 0000",
    });
    expect(text.status).toBe(415);
    expect(await storedValue("phone_secondary")).toBeUndefined();
  });
});
