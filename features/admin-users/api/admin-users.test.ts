import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client";
import { activityLog, adminInvitations, adminUsers, mailOutbox } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { addAdmin, cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";
import { adminUserMessages } from "../admin-users.schema";

/** The Utenti tab's API and the invitation link (decision 030). */
const PASSWORD = "Password-Admin-2026";
const NEW_PASSWORD = "Nuova-Password-Redazione-7";
let handle: DatabaseHandle;
let api: ReturnType<typeof createTestApi>;
let ownerId: number;
let owner: string;

const json = (method: string, body?: unknown, cookie = owner): RequestInit => ({
  method,
  headers: { Cookie: cookie, "Content-Type": "application/json" },
  body: body === undefined ? undefined : JSON.stringify(body),
});
const login = (username: string, password: string) =>
  api.request("/admin/login", postJson({ username, password }));

/** The token of the last invitation mailed to `to`. */
async function mailedToken(to: string): Promise<string> {
  const [mail] = await handle.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /\/admin\/invito\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no invitation mailed to ${to}`);
  return token;
}

async function invite(email: string, role: string, name = "Giulia Verdi") {
  const res = await api.request("/admin/users", json("POST", { name, email, role }));
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; invitationPending: boolean; username: string };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  api = createTestApi(handle.db, { SITE_URL: "https://www.scaligeradigital.example" });
  ownerId = await addAdmin(handle.db, { username: "admin", password: PASSWORD, name: "Titolare" });
  owner = cookieOf(await login("admin", PASSWORD));
});
afterAll(() => handle.close());

describe("invitation", () => {
  it("creates the user without a password and mails a 72-hour single-use link", async () => {
    const user = await invite("Giulia.Verdi@Example.it", "editor");
    expect(user.invitationPending).toBe(true);
    expect(user.username).toBe("giulia.verdi");
    // No password yet: nobody can sign in as them.
    expect((await login("giulia.verdi@example.it", "")).status).toBe(400);
    expect((await login("giulia.verdi@example.it", "qualsiasi")).status).toBe(401);

    const token = await mailedToken("giulia.verdi@example.it");
    const [stored] = await handle.db
      .select()
      .from(adminInvitations)
      .where(eq(adminInvitations.adminId, user.id));
    expect(stored!.tokenHash).not.toContain(token);
    const hours = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBe(72);

    const check = await api.request(`/admin-invitation?token=${token}`);
    expect(await check.json()).toEqual({ name: "Giulia Verdi", email: "giulia.verdi@example.it" });

    // The admin password policy applies.
    const weak = await api.request(
      "/admin-invitation/accept",
      postJson({ token, newPassword: "corta" }),
    );
    expect(weak.status).toBe(400);
    const ok = await api.request(
      "/admin-invitation/accept",
      postJson({ token, newPassword: NEW_PASSWORD }),
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: adminUserMessages.done });
    const again = await api.request(
      "/admin-invitation/accept",
      postJson({ token, newPassword: NEW_PASSWORD }),
    );
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toBe(
      adminUserMessages.invalidLink,
    );

    // The e-mail, in any case, or the username opens a session with the role.
    const byEmail = await login("GIULIA.VERDI@example.it", NEW_PASSWORD);
    expect(byEmail.status).toBe(200);
    expect(await byEmail.json()).toEqual({
      user: {
        id: user.id,
        username: "giulia.verdi",
        name: "Giulia Verdi",
        email: "giulia.verdi@example.it",
        role: "editor",
      },
    });
    expect((await login("giulia.verdi", NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses a taken e-mail, a bad role and bad input with Italian messages", async () => {
    const taken = await api.request(
      "/admin/users",
      json("POST", { name: "Altra Giulia", email: "GIULIA.verdi@example.it", role: "support" }),
    );
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { message: string }).message).toBe(
      adminUserMessages.emailTaken,
    );
    const bad = await api.request(
      "/admin/users",
      json("POST", { name: "X", email: "non-una-mail", role: "capo" }),
    );
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues.map((i) => i.message).sort()).toEqual(
      [adminUserMessages.name, adminUserMessages.email, adminUserMessages.role].sort(),
    );
  });

  it("gives a new link that voids the old one while the invitation is pending", async () => {
    const user = await invite("marco.neri@example.it", "support", "Marco Neri");
    const first = await mailedToken("marco.neri@example.it");
    const resent = await api.request(`/admin/users/${user.id}/invitation`, json("POST"));
    expect(resent.status).toBe(200);
    const second = await mailedToken("marco.neri@example.it");
    expect(second).not.toBe(first);
    expect((await api.request(`/admin-invitation?token=${first}`)).status).toBe(400);
    expect((await api.request(`/admin-invitation?token=${second}`)).status).toBe(200);
  });
});

describe("role, deactivation, deletion", () => {
  it("ends the sessions of a deactivated user at once, and lets them back after reactivation", async () => {
    const id = await addAdmin(handle.db, {
      username: "assistenza",
      password: PASSWORD,
      role: "support",
    });
    const cookie = cookieOf(await login("assistenza", PASSWORD));
    expect((await api.request("/admin/tickets", { headers: { Cookie: cookie } })).status).toBe(200);
    const off = await api.request(`/admin/users/${id}`, json("PATCH", { isActive: false }));
    expect(off.status).toBe(200);
    expect((await api.request("/admin/me", { headers: { Cookie: cookie } })).status).toBe(401);
    expect((await login("assistenza", PASSWORD)).status).toBe(401);
    await api.request(`/admin/users/${id}`, json("PATCH", { isActive: true }));
    const back = cookieOf(await login("assistenza", PASSWORD));
    // A role change applies to the next call of the open session.
    await api.request(`/admin/users/${id}`, json("PATCH", { role: "editor" }));
    expect((await api.request("/admin/tickets", { headers: { Cookie: back } })).status).toBe(403);
    expect((await api.request("/admin/blog", { headers: { Cookie: back } })).status).toBe(200);
  });

  it("refuses to demote, deactivate or delete oneself and to remove the last Amministratore", async () => {
    for (const change of [{ role: "editor" }, { isActive: false }]) {
      const res = await api.request(`/admin/users/${ownerId}`, json("PATCH", change));
      expect(res.status).toBe(409);
      expect(((await res.json()) as { message: string }).message).toBe(adminUserMessages.self);
    }
    const self = await api.request(`/admin/users/${ownerId}`, json("DELETE"));
    expect(self.status).toBe(409);

    // A second Amministratore cannot remove the owner while the owner is the only other one...
    const secondId = await addAdmin(handle.db, { username: "vice", password: PASSWORD });
    const vice = cookieOf(await login("vice", PASSWORD));
    await api.request(`/admin/users/${secondId}`, json("PATCH", { isActive: false }));
    // ... the owner deactivated "vice": now the owner is the last active one.
    const [row] = await handle.db.select().from(adminUsers).where(eq(adminUsers.id, secondId));
    expect(row!.isActive).toBe(false);
    expect((await api.request("/admin/me", { headers: { Cookie: vice } })).status).toBe(401);
    await api.request(`/admin/users/${secondId}`, json("PATCH", { isActive: true }));
    const viceAgain = cookieOf(await login("vice", PASSWORD));
    // "vice" demotes the owner: allowed while vice stays; then vice cannot demote themselves.
    const demote = await api.request(
      `/admin/users/${ownerId}`,
      json("PATCH", { role: "support" }, viceAgain),
    );
    expect(demote.status).toBe(200);
    const last = await api.request(
      `/admin/users/${secondId}`,
      json("PATCH", { role: "editor" }, viceAgain),
    );
    expect(last.status).toBe(409);
    // The owner, now Assistenza, may not touch users any more.
    expect((await api.request("/admin/users", json("GET"))).status).toBe(403);
    // Back to Amministratore for the next test.
    await api.request(`/admin/users/${ownerId}`, json("PATCH", { role: "admin" }, viceAgain));
    const lastDelete = await api.request(
      `/admin/users/${ownerId}`,
      json("DELETE", undefined, viceAgain),
    );
    expect(lastDelete.status).toBe(204);
    // "vice" is now the only Amministratore and cannot remove themselves.
    const alone = await api.request(
      `/admin/users/${secondId}`,
      json("DELETE", undefined, viceAgain),
    );
    expect(alone.status).toBe(409);
    const noneLeft = await handle.db.select().from(adminUsers).where(eq(adminUsers.id, ownerId));
    expect(noneLeft[0]!.deletedAt).not.toBeNull();
  });

  it("keeps a deleted user's name and frees their e-mail; unknown ids answer 404", async () => {
    const vice = cookieOf(await login("vice", PASSWORD));
    // The deleted owner's session ended with the deletion.
    expect((await api.request("/admin/me", { headers: { Cookie: owner } })).status).toBe(401);
    const created = await api.request(
      "/admin/users",
      json("POST", { name: "Temporaneo Rossi", email: "temp@example.it", role: "editor" }, vice),
    );
    const { id } = (await created.json()) as { id: number };
    expect((await api.request(`/admin/users/${id}`, json("DELETE", undefined, vice))).status).toBe(
      204,
    );
    const [row] = await handle.db.select().from(adminUsers).where(eq(adminUsers.id, id));
    expect(row!.name).toBe("Temporaneo Rossi");
    expect(row!.isActive).toBe(false);
    const list = (await (
      await api.request("/admin/users", json("GET", undefined, vice))
    ).json()) as {
      items: { id: number }[];
    };
    expect(list.items.some((item) => item.id === id)).toBe(false);
    // The e-mail can be invited again.
    const again = await api.request(
      "/admin/users",
      json("POST", { name: "Temporaneo Rossi", email: "temp@example.it", role: "editor" }, vice),
    );
    expect(again.status).toBe(201);
    const missing = await api.request(
      `/admin/users/${id}`,
      json("PATCH", { isActive: true }, vice),
    );
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe(
      adminUserMessages.notFound,
    );
  });
});

describe("the activity log of the users' writes (decision 032)", () => {
  it("records a role change and a deactivation from the old value to the new, never the hash", async () => {
    const chiefId = await addAdmin(handle.db, { username: "registro-capo", password: PASSWORD });
    const chief = cookieOf(await login("registro-capo", PASSWORD));
    const id = await addAdmin(handle.db, { username: "registro", password: PASSWORD });
    const userLog = () =>
      handle.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.entity, "users"), eq(activityLog.entityId, String(id))))
        .orderBy(activityLog.id);
    expect(
      (await api.request(`/admin/users/${id}`, json("PATCH", { role: "support" }, chief))).status,
    ).toBe(200);
    expect(
      (await api.request(`/admin/users/${id}`, json("PATCH", { isActive: false }, chief))).status,
    ).toBe(200);
    // Refused (oneself): nothing recorded.
    const entries = await handle.db.select().from(activityLog);
    expect(
      (await api.request(`/admin/users/${chiefId}`, json("PATCH", { isActive: false }, chief)))
        .status,
    ).toBe(409);
    expect(await handle.db.select().from(activityLog)).toEqual(entries);
    const log = await userLog();
    expect(log.map((entry) => [entry.action, entry.changes])).toEqual([
      ["update", { role: { from: "admin", to: "support" } }],
      ["update", { isActive: { from: true, to: false } }],
    ]);

    expect((await api.request(`/admin/users/${id}`, json("DELETE", undefined, chief))).status).toBe(
      204,
    );
    const deleted = (await userLog())[2];
    expect(deleted?.changes?.passwordHash).toEqual({ from: "[nascosto]", to: "[nascosto]" });
    expect(deleted?.changes?.username).toEqual({ from: "registro", to: `eliminato-${id}` });
  });
});
