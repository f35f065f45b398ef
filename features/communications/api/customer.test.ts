import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client";
import { customerCommunications } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import type { PortalCommunication, PortalOverview } from "#features/customer-portal/portal-views";
import {
  addCommunication,
  signedInAdmin,
  signedInCustomer,
  withCookie,
} from "#features/customer-portal/api/fixtures";

let handle: DatabaseHandle;
let api: ReturnType<typeof createTestApi>;
let mario: { id: number; cookie: string };
let giulia: { id: number; cookie: string };

beforeAll(async () => {
  handle = await createTestDatabase();
  api = createTestApi(handle.db);
  mario = await signedInCustomer(handle.db, api, "mario@example.it");
  giulia = await signedInCustomer(handle.db, api, "giulia@example.it");
});
afterAll(() => handle.close());

const get = (path: string, cookie: string | null) => api.request(path, withCookie(cookie));
const markRead = (id: number | string, cookie: string | null) =>
  api.request(`/customer/communications/${id}/read`, withCookie(cookie, { method: "PUT" }));

describe("communications", () => {
  it("answers 401 without a session or with only an admin session", async () => {
    const admin = await signedInAdmin(handle.db, api);
    for (const cookie of [null, admin]) {
      expect((await get("/customer/communications", cookie)).status).toBe(401);
      expect((await markRead(1, cookie)).status).toBe(401);
    }
  });

  it("lists the customer's own messages, newest first", async () => {
    await addCommunication(handle.db, mario.id, {
      title: "Più vecchia",
      createdAt: new Date(Date.now() - 86_400_000),
    });
    await addCommunication(handle.db, mario.id, { title: "Più recente", type: "warning" });
    await addCommunication(handle.db, giulia.id, { title: "Di Giulia" });
    const res = await get("/customer/communications", mario.cookie);
    expect(res.status).toBe(200);
    const list = (await res.json()) as PortalCommunication[];
    expect(list.map((c) => c.title)).toEqual(["Più recente", "Più vecchia"]);
    expect(list[0]).toMatchObject({
      type: "warning",
      isRead: false,
      content: "Contenuto della comunicazione",
    });
  });

  it("marks one as read and the unread counter goes down", async () => {
    const customer = await signedInCustomer(handle.db, api, "letture@example.it");
    const id = await addCommunication(handle.db, customer.id);
    await addCommunication(handle.db, customer.id);
    const unread = async () =>
      ((await (await get("/customer/overview", customer.cookie)).json()) as PortalOverview).counters
        .unreadCommunications;
    expect(await unread()).toBe(2);
    const res = await markRead(id, customer.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, isRead: true });
    expect(await unread()).toBe(1);
    expect((await markRead(id, customer.cookie)).status).toBe(200);
    expect(await unread()).toBe(1);
  });

  it("answers 404 for another customer's message and leaves it unread", async () => {
    const foreign = await addCommunication(handle.db, giulia.id);
    for (const id of [foreign, 999999, "abc"]) {
      const res = await markRead(id, mario.cookie);
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe("Comunicazione non trovata");
    }
    const [row] = await handle.db
      .select()
      .from(customerCommunications)
      .where(eq(customerCommunications.id, foreign));
    expect(row!.isRead).toBe(false);
  });

  it("does not change state on GET", async () => {
    expect((await get("/customer/communications/1/read", mario.cookie)).status).toBe(404);
  });
});
