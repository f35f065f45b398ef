import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { addAdmin, addCustomer, postJson, setCookies } from "../../api/admin-session-fixtures";
import type { AppLoadContext } from "react-router";
import { secondStepView } from "../site/second-step-page.server";
import { setTwoFactorRequired, totpCode } from "../two-factor.server";

const PASSWORD = "Password-Admin-2026";
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

type Api = ReturnType<typeof createTestApi>;

/** "name=value; name=value" of every cookie the responses set (the last value of each wins). */
function jar(...responses: Response[]): string {
  const cookies = new Map<string, string>();
  for (const res of responses) {
    for (const header of setCookies(res)) {
      const [pair] = header.split(";");
      const [name, value] = pair!.split("=");
      if (value) cookies.set(name!, value);
      else cookies.delete(name!);
    }
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** The secret the admin login page shows for the half-done sign-in of `cookie` ("setup"). */
async function loginPageSecret(cookie: string): Promise<string> {
  const request = new Request("http://localhost/admin/login", { headers: { Cookie: cookie } });
  const view = await secondStepView(request, { db: handle.db } as AppLoadContext, "admin");
  if (view?.purpose !== "setup") throw new Error("the login page shows no setup");
  return view.setup.secret;
}

const put = (body: unknown, headers: Record<string, string>): RequestInit => ({
  ...postJson(body, headers),
  method: "PUT",
});

/** Signs `username` in without TOTP and turns it on through the API; its session, secret, codes. */
async function enableTotp(api: Api, username: string) {
  const login = await api.request("/admin/login", postJson({ username, password: PASSWORD }));
  expect(login.status).toBe(200);
  const session = jar(login);
  const setup = await api.request("/admin/two-factor/setup", postJson({}, { Cookie: session }));
  expect(setup.status).toBe(200);
  const { secret, uri, qrCode } = (await setup.json()) as Record<string, string>;
  expect(uri).toContain(`secret=${secret}`);
  expect(uri).toContain("issuer=Scaligera%20Digital");
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const wrong = await api.request(
    "/admin/two-factor/confirm",
    postJson({ code: "12345" }, { Cookie: session }),
  );
  expect(wrong.status).toBe(400);
  expect(((await wrong.json()) as { issues: unknown[] }).issues).toEqual([
    { path: "password", message: "Inserisci la password attuale" },
    { path: "code", message: "Il codice è di 6 cifre" },
  ]);
  const confirm = await api.request(
    "/admin/two-factor/confirm",
    postJson({ password: PASSWORD, code: totpCode(secret!) }, { Cookie: session }),
  );
  expect(confirm.status).toBe(200);
  const { recoveryCodes } = (await confirm.json()) as { recoveryCodes: string[] };
  expect(recoveryCodes).toHaveLength(10);
  return { session, secret: secret!, recoveryCodes };
}

describe("admin login with TOTP", () => {
  it("asks the code after the password, then opens the session once", async () => {
    await addAdmin(handle.db, { username: "totp", password: PASSWORD });
    const api = createTestApi(handle.db);
    const { recoveryCodes } = await enableTotp(api, "totp");

    const first = await api.request(
      "/admin/login",
      postJson({ username: "totp", password: PASSWORD }),
    );
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ twoFactor: "verify" });
    const cookies = setCookies(first);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^sd_admin_2fa=[A-Za-z0-9_-]{43}; Max-Age=300; Path=\/; HttpOnly/);
    const pending = jar(first);
    // The half-done login is no session.
    expect((await api.request("/admin/me", { headers: { Cookie: pending } })).status).toBe(401);

    const wrong = await api.request(
      "/admin/login/two-factor",
      postJson({ code: "000000" }, { Cookie: pending }),
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      message: "Codice non valido o già usato. Controlla l'app e riprova.",
    });

    const right = await api.request(
      "/admin/login/two-factor",
      postJson({ code: recoveryCodes[0] }, { Cookie: pending }),
    );
    expect(right.status).toBe(200);
    expect(((await right.json()) as { user: { username: string } }).user.username).toBe("totp");
    const session = jar(first, right);
    expect(session).toMatch(/sd_admin_session=/);
    expect(session).not.toMatch(/sd_admin_2fa=/);
    expect((await api.request("/admin/me", { headers: { Cookie: session } })).status).toBe(200);

    // The half-done login is spent: the same cookie opens nothing again.
    const again = await api.request(
      "/admin/login/two-factor",
      postJson({ code: recoveryCodes[1] }, { Cookie: pending }),
    );
    expect(again.status).toBe(401);
    expect(((await again.json()) as { message: string }).message).toMatch(/scaduta/);
    // Without the password step the route opens nothing either.
    const bare = await api.request("/admin/login/two-factor", postJson({ code: "123456" }));
    expect(bare.status).toBe(401);
  });

  it("throttles the second step: 5 wrong codes, then 429 even for the right code", async () => {
    await addAdmin(handle.db, { username: "lento", password: PASSWORD });
    const api = createTestApi(handle.db);
    const { secret } = await enableTotp(api, "lento");
    const login = await api.request(
      "/admin/login",
      postJson({ username: "lento", password: PASSWORD }),
    );
    const pending = jar(login);
    for (let i = 0; i < 5; i++) {
      const res = await api.request(
        "/admin/login/two-factor",
        postJson({ code: "AAAAA-AAAAA" }, { Cookie: pending }),
      );
      expect(res.status).toBe(401);
    }
    const blocked = await api.request(
      "/admin/login/two-factor",
      postJson({ code: totpCode(secret, new Date(Date.now() + 30_000)) }, { Cookie: pending }),
    );
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("30");
    expect(((await blocked.json()) as { message: string }).message).toBe(
      "Troppi tentativi di accesso. Riprova tra 30 secondi.",
    );
  });

  it("turns off with the password, not with a wrong one; new recovery codes replace the old", async () => {
    await addAdmin(handle.db, { username: "spegni", password: PASSWORD });
    const api = createTestApi(handle.db);
    const { session, recoveryCodes } = await enableTotp(api, "spegni");
    const fresh = await api.request(
      "/admin/two-factor/recovery-codes",
      postJson({ password: PASSWORD }, { Cookie: session }),
    );
    expect(fresh.status).toBe(200);
    const next = ((await fresh.json()) as { recoveryCodes: string[] }).recoveryCodes;
    expect(next).toHaveLength(10);
    expect(next).not.toContain(recoveryCodes[0]);

    const empty = await api.request("/admin/two-factor/disable", postJson({}, { Cookie: session }));
    expect(empty.status).toBe(400);
    const wrong = await api.request(
      "/admin/two-factor/disable",
      postJson({ password: "sbagliata" }, { Cookie: session }),
    );
    expect(wrong.status).toBe(403);
    const off = await api.request(
      "/admin/two-factor/disable",
      postJson({ password: PASSWORD }, { Cookie: session }),
    );
    expect(off.status).toBe(204);
    const status = await api.request("/admin/two-factor", { headers: { Cookie: session } });
    expect(await status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    const login = await api.request(
      "/admin/login",
      postJson({ username: "spegni", password: PASSWORD }),
    );
    expect(await login.json()).toMatchObject({ user: { username: "spegni" } });
  });

  it("when required for the back office, an admin without TOTP sets it up before any session", async () => {
    await addAdmin(handle.db, { username: "obbligo", password: PASSWORD });
    const api = createTestApi(handle.db);
    const admin = jar(
      await api.request("/admin/login", postJson({ username: "obbligo", password: PASSWORD })),
    );
    const policy = await api.request(
      "/admin/two-factor/policy",
      put({ required: true }, { Cookie: admin }),
    );
    expect(policy.status).toBe(200);
    const bad = await api.request(
      "/admin/two-factor/policy",
      put({ required: "si" }, { Cookie: admin }),
    );
    expect(bad.status).toBe(400);

    await addAdmin(handle.db, { username: "nuovo", password: PASSWORD });
    const login = await api.request(
      "/admin/login",
      postJson({ username: "nuovo", password: PASSWORD }),
    );
    expect(await login.json()).toEqual({ twoFactor: "setup" });
    const pending = jar(login);
    expect((await api.request("/admin/me", { headers: { Cookie: pending } })).status).toBe(401);

    // The login page starts the setup (the second step's loader).
    const secret = await loginPageSecret(pending);
    const done = await api.request(
      "/admin/login/two-factor",
      postJson({ code: totpCode(secret) }, { Cookie: pending }),
    );
    expect(done.status).toBe(200);
    const body = (await done.json()) as { user: { username: string }; recoveryCodes: string[] };
    expect(body.user.username).toBe("nuovo");
    expect(body.recoveryCodes).toHaveLength(10);
    const status = await api.request("/admin/two-factor", {
      headers: { Cookie: jar(login, done) },
    });
    expect(await status.json()).toEqual({ enabled: true, recoveryCodesLeft: 10, required: true });
    await setTwoFactorRequired(handle.db, "admin", false);
  });

  it("turns on only with the current password, and then ends the account's other sessions", async () => {
    await addAdmin(handle.db, { username: "sessioni", password: PASSWORD });
    const api = createTestApi(handle.db);
    const signIn = async () =>
      jar(
        await api.request("/admin/login", postJson({ username: "sessioni", password: PASSWORD })),
      );
    const [here, elsewhere] = [await signIn(), await signIn()];
    const me = async (cookie: string) =>
      (await api.request("/admin/me", { headers: { Cookie: cookie } })).status;
    const setup = await api.request("/admin/two-factor/setup", postJson({}, { Cookie: here }));
    const { secret } = (await setup.json()) as { secret: string };
    const confirm = (body: object) =>
      api.request("/admin/two-factor/confirm", postJson(body, { Cookie: here }));

    expect((await confirm({ code: totpCode(secret) })).status).toBe(400);
    const wrong = await confirm({ password: "Sbagliata-2026", code: totpCode(secret) });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({
      message: "La password attuale non è corretta",
      issues: [{ path: "password", message: "La password attuale non è corretta" }],
    });
    const off = await api.request("/admin/two-factor", { headers: { Cookie: here } });
    expect(await off.json()).toMatchObject({ enabled: false });
    expect(await me(elsewhere)).toBe(200);

    const right = await confirm({ password: PASSWORD, code: totpCode(secret) });
    expect(right.status).toBe(200);
    expect(await me(here)).toBe(200);
    expect(await me(elsewhere)).toBe(401);
  });

  it("confirms a pending secret only through the setup that started it", async () => {
    await addAdmin(handle.db, { username: "legato", password: PASSWORD });
    const api = createTestApi(handle.db);
    const signIn = async () =>
      api.request("/admin/login", postJson({ username: "legato", password: PASSWORD }));
    const [here, elsewhere] = [jar(await signIn()), jar(await signIn())];
    const start = async () => {
      const res = await api.request("/admin/two-factor/setup", postJson({}, { Cookie: here }));
      return ((await res.json()) as { secret: string }).secret;
    };
    const confirm = (cookie: string, secret: string) =>
      api.request(
        "/admin/two-factor/confirm",
        postJson({ password: PASSWORD, code: totpCode(secret) }, { Cookie: cookie }),
      );
    const first = await start();
    // Another session of the same account cannot confirm this session's setup.
    expect((await confirm(elsewhere, first)).status).toBe(409);
    // Starting again voids the first secret.
    const second = await start();
    expect((await confirm(here, first)).status).toBe(400);

    // The login's setup challenge neither confirms the account page's secret nor an older
    // login's: each half-done sign-in has its own.
    await setTwoFactorRequired(handle.db, "admin", true);
    try {
      const login = jar(await signIn());
      const viaLogin = (cookie: string, secret: string) =>
        api.request(
          "/admin/login/two-factor",
          postJson({ code: totpCode(secret) }, { Cookie: cookie }),
        );
      expect((await viaLogin(login, second)).status).toBe(401);
      const shown = await loginPageSecret(login);
      expect(shown).not.toBe(second);
      const again = jar(await signIn());
      const shownAgain = await loginPageSecret(again);
      expect(shownAgain).not.toBe(shown);
      expect((await viaLogin(again, shown)).status).toBe(401);
      expect((await viaLogin(again, shownAgain)).status).toBe(200);
      expect((await api.request("/admin/me", { headers: { Cookie: here } })).status).toBe(401);
    } finally {
      await setTwoFactorRequired(handle.db, "admin", false);
    }
  });

  it("lets a customer turn it on too, and their login asks for the code", async () => {
    await addCustomer(handle.db, { email: "cliente@example.com", password: "Cliente-2026!" });
    const api = createTestApi(handle.db);
    const session = jar(
      await api.request(
        "/customer/login",
        postJson({ email: "cliente@example.com", password: "Cliente-2026!" }),
      ),
    );
    const setup = await api.request(
      "/customer/two-factor/setup",
      postJson({}, { Cookie: session }),
    );
    const { secret, uri } = (await setup.json()) as Record<string, string>;
    expect(uri).toContain("cliente%40example.com");
    const confirm = await api.request(
      "/customer/two-factor/confirm",
      postJson({ password: "Cliente-2026!", code: totpCode(secret!) }, { Cookie: session }),
    );
    expect(confirm.status).toBe(200);
    const login = await api.request(
      "/customer/login",
      postJson({ email: "cliente@example.com", password: "Cliente-2026!" }),
    );
    expect(await login.json()).toEqual({ twoFactor: "verify" });
    const done = await api.request(
      "/customer/login/two-factor",
      postJson({ code: totpCode(secret!, new Date(Date.now() + 30_000)) }, { Cookie: jar(login) }),
    );
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ customer: { email: "cliente@example.com" } });
    // The policy is the back office's alone.
    const policy = await api.request(
      "/customer/two-factor/policy",
      put({ required: true }, { Cookie: session }),
    );
    expect(policy.status).toBe(404);
  });
});
