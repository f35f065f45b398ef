import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client";
import { adminInvitations, contactMessages, customerUsers, passwordResetTokens } from "#db/schema";
import { hashLinkToken } from "#features/auth/single-use-link.server";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createPageTestApp } from "#tests/helpers/test-app";
import { addAdmin, addCustomer, setCookies } from "#features/auth/api/admin-session-fixtures";
import { rateLimitRules } from "#server/http/rate-limit";

// The forms posted to their pages without JavaScript (decision 024), through React Router's
// real request handler and the API in process: same rules, same storage, same cookies.

const ADMIN_PASSWORD = "Password-Admin-2026";
const CUSTOMER_PASSWORD = "Cliente2026!";
let page: Awaited<ReturnType<typeof createPageTestApp>>;
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await addAdmin(handle.db, { username: "admin", password: ADMIN_PASSWORD });
  await addCustomer(handle.db, { email: "mario.rossi@example.com", password: CUSTOMER_PASSWORD });
  await addCustomer(handle.db, {
    email: "sospeso@example.it",
    password: CUSTOMER_PASSWORD,
    isActive: false,
  });
  page = await createPageTestApp(handle.db, { NODE_ENV: "production" });
}, 60_000);
afterAll(async () => {
  await handle?.close();
});

const ORIGIN = "http://localhost";

/** A form post as a browser sends it from the page itself. */
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  page.app.request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });

const contact = {
  name: "Elena Bianchi",
  email: "elena.bianchi@example.it",
  company: "",
  message: "Vorremmo un gestionale per le consegne della nostra cooperativa.",
  website: "",
  terms: "on",
};

describe("POST /contatti without JavaScript", () => {
  it("stores the message and draws the page with the success", async () => {
    const res = await post("/contatti", contact);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Grazie per la tua richiesta. Ti contatteremo presto.");
    const rows = await handle.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, contact.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: contact.name, message: contact.message, company: null });
  });

  it("refuses bad fields with the Italian messages and keeps what was typed, storing nothing", async () => {
    const message = "Un messaggio abbastanza lungo da restare <scritto>.";
    const res = await post("/contatti", { name: "E", email: "elena", message });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Il nome deve avere almeno 2 caratteri");
    expect(html).toContain("Inserisci un indirizzo email valido");
    expect(html).toContain("Devi accettare i termini e condizioni per continuare.");
    expect(html).toContain("Un messaggio abbastanza lungo da restare &lt;scritto&gt;.");
    const rows = await handle.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "elena"));
    expect(rows).toHaveLength(0);
  });

  it("discards a filled honeypot as the API does, with the same success", async () => {
    const res = await post("/contatti", {
      ...contact,
      email: "robot@example.it",
      website: "https://spam.example",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Grazie per la tua richiesta");
    const rows = await handle.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "robot@example.it"));
    expect(rows).toHaveLength(0);
  });

  it("shares the API's per-address limit: past it, the refusal is on the page", async () => {
    // The two sends above count too: the limit is reached within this loop.
    const sent: number[] = [];
    for (let i = 0; i < rateLimitRules.contact.limit; i++) {
      const fields = { ...contact, email: `limite${i}@example.it` };
      sent.push((await post("/contatti", fields)).status);
    }
    expect(sent.at(-1)).toBe(429);
    const refused = await post("/contatti", contact);
    expect(await refused.text()).toContain("Troppe richieste. Riprova tra qualche minuto.");
  });

  it("refuses a post from another site (403) before anything runs", async () => {
    const res = await post(
      "/contatti",
      { ...contact, email: "estero@example.it" },
      { Origin: "https://malintenzionato.example" },
    );
    expect(res.status).toBe(403);
    const rows = await handle.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "estero@example.it"));
    expect(rows).toHaveLength(0);
  });
});

describe("a page action sent a body that is not a form", () => {
  const send = (contentType: string, body: string) =>
    page.app.request(`${ORIGIN}/contatti`, {
      method: "POST",
      headers: { "Content-Type": contentType, Origin: ORIGIN },
      body,
    });

  it("answers 415 to JSON and 400 to a broken multipart, never 500", async () => {
    expect((await send("application/json", JSON.stringify(contact))).status).toBe(415);
    expect((await send("multipart/form-data; boundary=x", "--y\r\nrotto")).status).toBe(400);
  });
});

describe("the sign-in pages without JavaScript", () => {
  it("signs the admin in: session cookie and a redirect to the panel", async () => {
    const res = await post("/admin/login", { username: "admin", password: ADMIN_PASSWORD });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/dashboard");
    expect(setCookies(res).join("\n")).toMatch(/^sd_admin_session=[A-Za-z0-9_-]{43}; /m);
  });

  it("refuses a wrong password with the API's answer, the username kept, never the password", async () => {
    const res = await post("/admin/login", { username: "admin", password: "sbagliata-123" });
    expect(res.status).toBe(401);
    expect(setCookies(res)).toEqual([]);
    const html = await res.text();
    expect(html).toContain("Credenziali non valide");
    expect(html).toMatch(/value="admin"/);
    expect(html).not.toContain("sbagliata-123");
  });

  it("tells a deactivated customer with the right password how to reach support", async () => {
    const wrong = await post("/customer/login", {
      email: "sospeso@example.it",
      password: "sbagliata-123",
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain("disattivato");

    const res = await post("/customer/login", {
      email: "sospeso@example.it",
      password: CUSTOMER_PASSWORD,
    });
    expect(res.status).toBe(403);
    expect(setCookies(res)).toEqual([]);
    expect(await res.text()).toContain("Il tuo account è disattivato.");
  });

  it("past the account's budget, refuses a new device with the way in and lets in a device used before", async () => {
    const email = "protetto@example.it";
    await addCustomer(handle.db, { email, password: CUSTOMER_PASSWORD });
    const fields = { email, password: CUSTOMER_PASSWORD };
    const first = await post("/customer/login", fields);
    expect(first.status).toBe(302);
    const device = setCookies(first).find((c) => c.startsWith("sd_customer_device="));
    expect(device).toMatch(/HttpOnly; SameSite=Lax$/);
    for (let i = 0; i < 100; i++) {
      await page.rateLimits.hit(rateLimitRules.customerLoginBudget, email);
    }
    const refused = await post("/customer/login", fields);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Accedi da un dispositivo che hai già usato");
    const res = await post("/customer/login", fields, { Cookie: device!.split(";")[0]! });
    expect(res.status).toBe(302);
  });

  it("signs the customer in with a redirect to the dashboard", async () => {
    const res = await post("/customer/login", {
      email: "Mario.Rossi@example.com",
      password: CUSTOMER_PASSWORD,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/customer/dashboard");
    expect(setCookies(res).join("\n")).toMatch(/^sd_customer_session=/m);
  });
});

describe("every server-rendered form with a secret field", () => {
  /** The forms holding a password field that would be sent as GET (the secret in the URL). */
  async function getForms(path: string, cookie = "") {
    const res = await page.app.request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });
    expect(res.status, path).toBe(200);
    // React's server HTML has no nested forms: each <form ...>...</form> is one form.
    const forms = (await res.text()).match(/<form\b[^>]*>[\s\S]*?<\/form>/g) ?? [];
    return forms
      .filter((form) => /<input\b[^>]*\btype="password"/.test(form))
      .map((form) => /^<form\b[^>]*\bmethod="(\w+)"/.exec(form)?.[1]?.toLowerCase() ?? "get");
  }
  const sessionOf = async (path: string, fields: Record<string, string>) =>
    setCookies(await post(path, fields))
      .map((cookie) => cookie.split(";")[0])
      .join("; ");

  /** A live link of each kind: a spent or unknown one shows no form at all. */
  async function liveLinks() {
    const token = (letter: string) => letter.repeat(43);
    const expiresAt = new Date(Date.now() + 3_600_000);
    const invited = await addAdmin(handle.db, { username: "invitata", password: ADMIN_PASSWORD });
    await handle.db
      .insert(adminInvitations)
      .values({ adminId: invited, tokenHash: hashLinkToken(token("b")), expiresAt });
    const [customer] = await handle.db
      .select({ id: customerUsers.id })
      .from(customerUsers)
      .where(eq(customerUsers.email, "mario.rossi@example.com"));
    await handle.db
      .insert(passwordResetTokens)
      .values({ customerId: customer!.id, tokenHash: hashLinkToken(token("c")), expiresAt });
    return { invitation: token("b"), reset: token("c") };
  }

  it("posts, on the sign-in, reset and invitation pages and in the signed-in areas", async () => {
    const links = await liveLinks();
    const admin = await sessionOf("/admin/login", { username: "admin", password: ADMIN_PASSWORD });
    const customer = await sessionOf("/customer/login", {
      email: "mario.rossi@example.com",
      password: CUSTOMER_PASSWORD,
    });
    const pages: [string, string?][] = [
      ["/admin/login"],
      ["/admin/dashboard?tab=account", admin],
      [`/admin/invito?token=${links.invitation}`],
      ["/customer/login"],
      ["/area-clienti"],
      [`/customer/reimposta-password?token=${links.reset}`],
      ["/customer/dashboard?sezione=dati-personali", customer],
    ];
    for (const [path, cookie] of pages) {
      const methods = await getForms(path, cookie);
      expect(methods.length, path).toBeGreaterThan(0);
      expect(methods, path).toEqual(methods.map(() => "post"));
    }
    // A live reset link posted with two different passwords: the rule by the field, nothing set.
    const mismatch = await post(`/customer/reimposta-password?token=${links.reset}`, {
      newPassword: "Una-Password-Lunga-2026",
      confirmPassword: "Un'altra-Password-2026",
    });
    expect(mismatch.status).toBe(400);
    const html = await mismatch.text();
    expect(html).toContain("Le password non corrispondono");
    expect(html).not.toContain("Una-Password-Lunga-2026");
    // Posted before the scripts ran, the panel's and dashboard's forms get their page again.
    for (const [path, cookie] of pages.slice(1, 2).concat(pages.slice(-1))) {
      const res = await post(path, { currentPassword: "x", newPassword: "y" }, { Cookie: cookie! });
      expect([res.status, res.headers.get("Location")], path).toEqual([303, path]);
    }
  });
});
