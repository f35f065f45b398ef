import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { activityLog } from "#db/schema";
import { SITE_URL, test } from "#tests/helpers/fixtures";
import { addService } from "#features/customer-portal/api/fixtures";

test.override("apiEnv", { PUBLIC_SITE_URL: SITE_URL });

// The file's database and sessions are made here, within the hooks' longer time limit.
test.beforeAll(({ adminApi, customerApi }) => {
  expect([adminApi.cookie, customerApi.cookie]).not.toContain("");
});

const historyOf = (db: Parameters<typeof addService>[0], entity: string, id: number) =>
  db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entity, entity), eq(activityLog.entityId, String(id))));

describe("the activity log of the requests' decisions (decision 032)", () => {
  test("each kind's answer or decision is logged with the row before and after", async ({
    db,
    adminApi,
    customerApi,
  }) => {
    const serviceId = await addService(db, customerApi.id, { serviceName: "Hosting Storia" });
    const file = async (path: string, body: object) =>
      ((await (await customerApi.call("POST", path, body)).json()) as { id: number }).id;
    const info = await file("/customer/info-requests", {
      serviceId,
      subject: "Spazio in più",
      message: "Quanto costa aggiungere 10 GB?",
    });
    const renewal = await file("/customer/renewal-requests", { serviceId });
    const cancellation = await file("/customer/cancellation-requests", {
      serviceId,
      reason: "Non ci serve più, grazie.",
    });

    const answered = await adminApi.call("PUT", `/admin/info-requests/${info}`, {
      adminResponse: "Costa 5 euro al mese.",
    });
    expect(answered.status).toBe(200);
    const renewed = await adminApi.call("PUT", `/admin/renewal-requests/${renewal}`, {
      decision: "approved",
      adminNotes: "Rinnovato per un anno.",
    });
    expect(renewed.status).toBe(200);
    const rejected = await adminApi.call("PUT", `/admin/cancellation-requests/${cancellation}`, {
      decision: "rejected",
    });
    expect(rejected.status).toBe(200);

    const [infoEntry] = await historyOf(db, "info-requests", info);
    expect(infoEntry?.changes).toMatchObject({
      status: { from: "pending", to: "answered" },
      adminResponse: { from: null, to: "Costa 5 euro al mese." },
    });
    const [renewalEntry] = await historyOf(db, "renewal-requests", renewal);
    expect(renewalEntry?.changes).toMatchObject({
      status: { from: "pending", to: "approved" },
      adminNotes: { from: null, to: "Rinnovato per un anno." },
    });
    const [cancellationEntry] = await historyOf(db, "cancellation-requests", cancellation);
    expect(cancellationEntry?.changes).toMatchObject({
      status: { from: "pending", to: "rejected" },
    });

    // A decision refused (no longer pending) leaves no entry.
    const again = await adminApi.call("PUT", `/admin/renewal-requests/${renewal}`, {
      decision: "rejected",
    });
    expect(again.status).toBe(400);
    expect(await historyOf(db, "renewal-requests", renewal)).toHaveLength(1);
  });
});
