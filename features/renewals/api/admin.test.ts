import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { mailOutbox, renewalReminders, siteSettings } from "#db/schema";
import { SITE_URL, test } from "#tests/helpers/fixtures";
import { addService } from "#features/customer-portal/api/fixtures";

const put = (key: string, value: string) => ["PUT", `/admin/settings/${key}`, { value }] as const;

test.override("apiEnv", { PUBLIC_SITE_URL: SITE_URL, MAIL_TO: "ufficio@example.it" });

// The file's database and sessions are made here, within the hooks' longer time limit.
test.beforeAll(({ adminApi, customerApi }) => {
  expect([adminApi.cookie, customerApi.cookie]).not.toContain("");
});

describe("POST /api/admin/renewal-reminders/run", () => {
  test("is for administrators only", async ({ expectGuarded }) => {
    await expectGuarded([{ method: "POST", path: "/admin/renewal-reminders/run" }]);
  });

  test("runs the job now: due reminders once, and wakes the mail worker", async ({
    db,
    adminApi,
    customerApi,
    mailKicks,
  }) => {
    const serviceId = await addService(db, customerApi.id, {
      serviceName: "Backup Cloud",
      days: 6.5,
    });
    const kicks = mailKicks.count;
    const res = await adminApi.call("POST", "/admin/renewal-reminders/run");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ due: 1, sent: 1 });
    expect(mailKicks.count).toBe(kicks + 1);
    const mails = await db.select().from(mailOutbox);
    expect(mails.map((m) => m.to).sort()).toEqual(["guardia@example.it", "ufficio@example.it"]);
    expect(mails.find((m) => m.to === "guardia@example.it")!.text).toContain(
      `${SITE_URL}/customer/dashboard?sezione=servizi&rinnovo=${serviceId}`,
    );

    const again = await adminApi.call("POST", "/admin/renewal-reminders/run");
    expect(await again.json()).toEqual({ due: 1, sent: 0 });
    expect(await db.select().from(mailOutbox)).toHaveLength(2);
    expect(
      await db.select().from(renewalReminders).where(eq(renewalReminders.serviceId, serviceId)),
    ).toHaveLength(1);
  });

  test("the days are a setting of Impostazioni, checked before they are stored", async ({
    db,
    adminApi,
  }) => {
    const bad = await adminApi.call(...put("renewal_reminder_days", "30, 30, 0"));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      issues: [
        {
          path: "value",
          message:
            "Scrivi da 1 a 10 numeri di giorni diversi tra 1 e 365, separati da virgole, ad esempio 30, 7, 1",
        },
      ],
    });
    expect(
      await db.select().from(siteSettings).where(eq(siteSettings.key, "renewal_reminder_days")),
    ).toEqual([]);
    const good = await adminApi.call(...put("renewal_reminder_days", "60, 15, 2"));
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({ key: "renewal_reminder_days", value: "60, 15, 2" });
  });
});
