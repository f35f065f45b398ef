import { describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { fileFixtures } from "#tests/helpers/fixtures";
import { activityLog, customerUsers, mailOutbox } from "#db/schema";
import { addAdmin, cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";
import { customerCookie } from "./fixtures";

/** New customers are invited by mail; the Clienti tab mails a new access link (issue 22). */
const kit = fileFixtures();
const NEW_PASSWORD = "Prima-Password-2026";
let counter = 0;

const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Elena",
  lastName: "Marchi",
  email: `elena.marchi${++counter}@example.it`,
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const res = await kit.adminApi.call("POST", "/admin/customers", form(overrides));
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; email: string };
}

const mailsTo = (to: string) =>
  kit.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));

/** The token of each link mailed to `to`, newest first. */
const tokensTo = async (to: string) =>
  (await mailsTo(to)).map(
    (mail) => /\/customer\/reimposta-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1],
  );

const setPassword = (token: string | undefined) =>
  kit.api.request(
    "/customer-password/reset",
    postJson({ token, newPassword: NEW_PASSWORD }, { Origin: "http://localhost" }),
  );

const sendLink = (id: number) => kit.adminApi.call("POST", `/admin/customers/${id}/access-link`);

describe("a new customer", () => {
  it("gets one welcome mail with a working 72-hour link, and no password, by default", async () => {
    const { id, email } = await create();
    const [row] = await kit.db.select().from(customerUsers).where(eq(customerUsers.id, id));
    expect(row?.passwordHash).toBe("");
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Benvenuto nell'Area Clienti .+: imposta la tua password$/);
    expect(mails[0]?.text).toContain("valido per 72 ore");
    const [token] = await tokensTo(email);
    expect((await setPassword(token)).status).toBe(200);
    await customerCookie(kit.api, email, NEW_PASSWORD);
    expect((await setPassword(token)).status).toBe(400);
  });

  it("can still be given a password by hand, then no mail is sent", async () => {
    const { email } = await create({ sendAccessLink: false, passwordHash: "Scelta-A-Mano-26" });
    expect(await mailsTo(email)).toHaveLength(0);
    await customerCookie(kit.api, email, "Scelta-A-Mano-26");
    const missing = await kit.adminApi.call(
      "POST",
      "/admin/customers",
      form({ sendAccessLink: false }),
    );
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe(
      "La password è obbligatoria per i nuovi clienti",
    );
  });
});

describe("POST /api/admin/customers/{id}/access-link", () => {
  it("mails a new link that voids the older ones, at most 3 an hour, and is logged", async () => {
    const { id, email } = await create({ sendAccessLink: false, passwordHash: "Scelta-A-Mano-26" });
    const first = await sendLink(id);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ id, email });
    expect((await sendLink(id)).status).toBe(200);
    expect((await sendLink(id)).status).toBe(200);
    const capped = await sendLink(id);
    expect(capped.status).toBe(409);
    expect(((await capped.json()) as { message: string }).message).toBe(
      "A questo cliente sono già stati inviati 3 link nell'ultima ora: riprova più tardi",
    );
    const [newest, , oldest] = await tokensTo(email);
    expect(await tokensTo(email)).toHaveLength(3);
    expect((await setPassword(oldest)).status).toBe(400);
    expect((await setPassword(newest)).status).toBe(200);
    const logged = await kit.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, "customers"), eq(activityLog.entityId, String(id))));
    expect(logged.length).toBeGreaterThanOrEqual(4);
  });

  it("answers 404 for an unknown customer and 409 for a deactivated one", async () => {
    expect((await sendLink(999999)).status).toBe(404);
    const { id } = await create({ isActive: false });
    const res = await sendLink(id);
    expect(res.status).toBe(409);
  });

  it("is refused to the Redazione (403) and needs a session", async () => {
    const { id } = await create();
    await kit.expectGuarded([{ method: "POST", path: `/admin/customers/${id}/access-link` }]);
    await addAdmin(kit.db, {
      username: "redazione",
      password: "Password-Redazione-26",
      role: "editor",
    });
    const editor = cookieOf(
      await kit.api.request(
        "/admin/login",
        postJson({ username: "redazione", password: "Password-Redazione-26" }),
      ),
    );
    const res = await kit.api.request(`/admin/customers/${id}/access-link`, {
      method: "POST",
      headers: { Cookie: editor, Origin: "http://localhost" },
    });
    expect(res.status).toBe(403);
  });
});
