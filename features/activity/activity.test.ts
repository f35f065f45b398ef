import { beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { ADMIN_PASSWORD, fileFixtures } from "#tests/helpers/fixtures";
import { activityLog, adminUsers, certifiedPartners, customerUsers } from "#db/schema";
import { purgeActivity } from "./activity.server";
import { HIDDEN_VALUE, type ActivityChanges } from "./activity-values";

const kit = fileFixtures();

beforeEach(async () => {
  await kit.db.delete(activityLog);
  await kit.db.delete(certifiedPartners);
});

const partner = (overrides: Record<string, unknown> = {}) => ({
  name: "Microsoft Italia",
  logoUrl: "/uploads/images/microsoft.webp",
  websiteUrl: "https://www.microsoft.com/it-it",
  description: "Licenze Microsoft 365 e Azure.",
  certificationLevel: "gold",
  partnerType: "technology",
  benefits: "Supporto prioritario",
  featured: true,
  sortOrder: 2,
  active: true,
  ...overrides,
});

const entries = () => kit.db.select().from(activityLog).orderBy(activityLog.id);

async function createPartner() {
  const res = await kit.adminApi.call("POST", "/admin/certified-partners", partner());
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describe("admin writes are logged", () => {
  it("records create, update and delete of a CRUD entity with who, where and the field diff", async () => {
    const id = await createPartner();
    let log = await entries();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      userId: kit.adminApi.id,
      userName: "admin",
      entity: "certified-partners",
      entityId: String(id),
      action: "create",
      label: "Microsoft Italia",
      method: "POST",
    });
    expect(log[0]?.ip).toBeTruthy();
    expect(log[0]?.changes?.name).toEqual({ to: "Microsoft Italia" });

    const put = await kit.adminApi.call(
      "PUT",
      `/admin/certified-partners/${id}`,
      partner({ name: "Microsoft Verona", sortOrder: 3 }),
    );
    expect(put.status).toBe(200);
    log = await entries();
    expect(log).toHaveLength(2);
    expect(log[1]).toMatchObject({ action: "update", entityId: String(id), method: "PUT" });
    expect(log[1]?.changes).toEqual({
      name: { from: "Microsoft Italia", to: "Microsoft Verona" },
      sortOrder: { from: 2, to: 3 },
    });

    expect((await kit.adminApi.call("DELETE", `/admin/certified-partners/${id}`)).status).toBe(204);
    log = await entries();
    expect(log).toHaveLength(3);
    expect(log[2]).toMatchObject({ action: "delete", label: "Microsoft Verona" });
    expect(log[2]?.changes?.name).toEqual({ from: "Microsoft Verona" });
  });

  it("leaves no entry for a refused or failed write, and a failed log write undoes the change", async () => {
    const id = await createPartner();
    await kit.db.delete(activityLog);
    const missing = await kit.adminApi.call("PUT", "/admin/certified-partners/99999", partner());
    expect(missing.status).toBe(404);
    const invalid = await kit.adminApi.call("POST", "/admin/certified-partners", { name: "" });
    expect(invalid.status).toBe(400);
    expect(await entries()).toEqual([]);

    // The entry is written in the write's transaction: when it cannot be stored, the change is
    // rolled back too.
    await kit.db.execute(sql`alter table activity_log rename to activity_log_away`);
    try {
      const res = await kit.adminApi.call(
        "PUT",
        `/admin/certified-partners/${id}`,
        partner({ name: "Mai salvato" }),
      );
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      await kit.db.execute(sql`alter table activity_log_away rename to activity_log`);
    }
    const [row] = await kit.db.select().from(certifiedPartners).where(eq(certifiedPartners.id, id));
    expect(row?.name).toBe("Microsoft Italia");
    expect(await entries()).toEqual([]);
  });

  it("records the custom write handlers too (a setting), from the old value to the new", async () => {
    for (const value of ["+39 045 000 1111", "+39 045 000 2222"]) {
      const res = await kit.adminApi.call("PUT", "/admin/settings/phone_primary", { value });
      expect(res.status).toBe(200);
    }
    const log = await entries();
    expect(log).toHaveLength(2);
    for (const entry of log) {
      expect(entry).toMatchObject({
        entity: "settings",
        entityId: "phone_primary",
        action: "update",
      });
    }
    expect(log[0]?.changes?.value).toEqual({ to: "+39 045 000 1111" });
    expect(log[1]?.changes).toEqual({
      value: { from: "+39 045 000 1111", to: "+39 045 000 2222" },
    });
  });
});

describe("no empty changes (decision 050)", () => {
  it("records nothing for a write that leaves every field as it was, HTML white space aside", async () => {
    const id = await createPartner();
    await kit.db.delete(activityLog);
    const same = await kit.adminApi.call("PUT", `/admin/certified-partners/${id}`, partner());
    expect(same.status).toBe(200);
    const spaced = partner({ description: "<p>Licenze</p>\n<p>Azure.</p>" });
    await kit.db
      .update(certifiedPartners)
      .set({ description: spaced.description })
      .where(eq(certifiedPartners.id, id));
    const reflowed = partner({ description: "<p>Licenze</p><p>Azure.</p>" });
    expect(
      (await kit.adminApi.call("PUT", `/admin/certified-partners/${id}`, reflowed)).status,
    ).toBe(200);
    expect(await entries()).toEqual([]);
  });

  it("logs the two-factor obligation as a yes/no change, not as a hidden value", async () => {
    const turn = (required: boolean) =>
      kit.adminApi.call("PUT", "/admin/two-factor/policy", { required });
    expect((await turn(true)).status).toBe(200);
    expect((await turn(false)).status).toBe(200);
    const log = await entries();
    expect(log.at(-1)).toMatchObject({
      entity: "two-factor",
      entityId: "policy",
      action: "update",
    });
    expect(log.at(-1)?.changes).toEqual({ required: { from: true, to: false } });
  });
});

describe("secrets", () => {
  it("never stores a password or its hash, only that it changed", async () => {
    const secret = "Ferrari-2026!-segreta";
    const res = await kit.adminApi.call("POST", "/admin/customers", {
      firstName: "Laura",
      lastName: "Ferrari",
      email: "laura.attivita@example.it",
      passwordHash: secret,
      companyName: "Ferrari Arredamenti",
      vatNumber: "IT01234567890",
      address: "Via Mazzini 4, 37121 Verona (VR)",
      phone: "+39 045 111 2233",
      isActive: true,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [stored] = await kit.db.select().from(customerUsers).where(eq(customerUsers.id, id));
    const log = await entries();
    expect(log).toHaveLength(1);
    const text = JSON.stringify(log);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(stored?.passwordHash ?? "no hash");
    expect((log[0]?.changes as ActivityChanges).passwordHash).toEqual({ to: HIDDEN_VALUE });
  });
});

describe("GET /api/admin/activity", () => {
  const page = async (query: string) => {
    const res = await kit.adminApi.request(`/admin/activity${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as { items: { entity: string; userName: string }[]; total: number };
  };

  it("filters by user, entity, item and date range; no route edits or deletes an entry", async () => {
    const id = await createPartner();
    await kit.db.insert(activityLog).values([
      {
        userId: 999,
        userName: "ex-collega",
        entity: "blog",
        entityId: "7",
        action: "update",
        method: "PUT",
        path: "/api/admin/blog/7",
        ip: "203.0.113.9",
        at: new Date("2026-01-15T10:00:00Z"),
      },
    ]);
    expect((await page("")).total).toBe(2);
    expect((await page("?user=ex-collega")).items.map((i) => i.entity)).toEqual(["blog"]);
    expect((await page("?entity=certified-partners")).total).toBe(1);
    expect((await page(`?entity=certified-partners&entityId=${id}`)).total).toBe(1);
    expect((await page("?from=2026-01-15&to=2026-01-15")).items.map((i) => i.userName)).toEqual([
      "ex-collega",
    ]);
    expect((await page("?to=2026-01-14")).total).toBe(0);
    const bad = await kit.adminApi.request("/admin/activity?from=15-01-2026");
    expect(bad.status).toBe(400);

    const [entry] = await entries();
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const res = await kit.adminApi.call(method, `/admin/activity/${entry?.id}`, {});
      expect(res.status).toBe(404);
    }
    expect((await entries()).length).toBe(2);
  });
});

describe("retention", () => {
  const old = (monthsAgo: number) => ({
    userId: 1,
    userName: "admin",
    entity: "blog",
    action: "update",
    method: "PUT",
    path: "/api/admin/blog/1",
    ip: "127.0.0.1",
    at: new Date(Date.now() - monthsAgo * 31 * 24 * 3600 * 1000),
  });

  it("purges entries older than the setting (24 months by default), and the setting can change", async () => {
    await kit.db.insert(activityLog).values([old(25), old(23), old(2)]);
    expect(await purgeActivity(kit.db)).toBe(1);
    expect(await entries()).toHaveLength(2);

    const bad = await kit.adminApi.call("PUT", "/admin/activity/retention", { months: 0 });
    expect(bad.status).toBe(400);
    const res = await kit.adminApi.call("PUT", "/admin/activity/retention", { months: 1 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ months: 1 });
    // The change purges at once; the retention change itself is logged.
    const left = await entries();
    expect(left.map((e) => e.entity)).toEqual(["activity"]);
    const got = await kit.adminApi.request("/admin/activity/retention");
    expect(await got.json()).toEqual({ months: 1 });
  });
});

describe("credentials", () => {
  it("logs a credentials change without any of its values", async () => {
    const newPassword = "Nuova-Parola-Lunga-2026";
    const res = await kit.adminApi.call("PUT", "/admin/credentials", {
      username: "admin",
      newPassword,
      currentPassword: ADMIN_PASSWORD,
    });
    expect(res.status).toBe(200);
    const [admin] = await kit.db.select().from(adminUsers);
    const log = await entries();
    expect(log).toHaveLength(1);
    const text = JSON.stringify(log);
    expect(text).not.toContain(newPassword);
    expect(text).not.toContain(ADMIN_PASSWORD);
    expect(text).not.toContain(admin?.passwordHash ?? "no hash");
    expect(log[0]?.changes?.username).toEqual({ to: HIDDEN_VALUE });
  });
});
