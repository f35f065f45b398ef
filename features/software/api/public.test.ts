import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client";
import { downloadableSoftware } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { addAdmin, addCustomer } from "#features/auth/api/admin-session-fixtures";
import { ADMIN_PASSWORD, CUSTOMER, signInAdmin, signInCustomer } from "./fixtures";

let handle: DatabaseHandle;
let ids: Record<string, number>;

beforeAll(async () => {
  handle = await createTestDatabase();
  await addAdmin(handle.db, { username: "admin", password: ADMIN_PASSWORD });
  await addCustomer(handle.db, CUSTOMER);
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(downloadableSoftware);
  const base = { version: "1.0", fileUrl: "/uploads/software/a.zip" };
  const inserted = await handle.db
    .insert(downloadableSoftware)
    .values([
      { ...base, name: "Zeta Utility", sortOrder: 1 },
      { ...base, name: "Alfa Driver", sortOrder: 1, category: "driver" },
      { ...base, name: "Primo", sortOrder: 0, fileUrl: "https://example.com/primo.exe" },
      { ...base, name: "Ritirato", sortOrder: 0, isActive: false, downloadCount: 50 },
    ])
    .returning({ id: downloadableSoftware.id, name: downloadableSoftware.name });
  ids = Object.fromEntries(inserted.map((row) => [row.name, row.id]));
});

type Item = { id: number; name: string; isActive: boolean; downloadType: string };

const list = async (api: ReturnType<typeof createTestApi>, cookie?: string) => {
  const res = await api.request("/software", { headers: cookie ? { Cookie: cookie } : {} });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return (await res.json()) as Item[];
};

const download = (api: ReturnType<typeof createTestApi>, id: number | string, headers = {}) =>
  api.request(`/software/${id}/download`, { method: "POST", headers });

describe("GET /api/software", () => {
  it("gives the public the active items by sortOrder, then name", async () => {
    const api = createTestApi(handle.db);
    const items = await list(api);
    expect(items.map((i) => i.name)).toEqual(["Primo", "Alfa Driver", "Zeta Utility"]);
    expect(items[0]).toMatchObject({ downloadType: "external", isActive: true });
    expect(items[1]).toMatchObject({
      downloadType: "upload",
      category: "driver",
      platform: "windows",
    });
    // A customer is not an admin: still only the active ones.
    expect(await list(api, await signInCustomer(api))).toHaveLength(3);
  });

  it("gives an admin every item, inactive ones included", async () => {
    const api = createTestApi(handle.db);
    const items = await list(api, await signInAdmin(api));
    expect(items.map((i) => [i.name, i.isActive])).toEqual([
      ["Primo", true],
      ["Ritirato", false],
      ["Alfa Driver", true],
      ["Zeta Utility", true],
    ]);
  });
});

describe("POST /api/software/:id/download", () => {
  it("counts a download of an active item and answers the file URL", async () => {
    const api = createTestApi(handle.db);
    const first = await download(api, ids["Alfa Driver"]!);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ fileUrl: "/uploads/software/a.zip", downloadCount: 1 });
    const second = await download(api, ids["Alfa Driver"]!);
    expect(await second.json()).toEqual({ fileUrl: "/uploads/software/a.zip", downloadCount: 2 });
    const [row] = await handle.db
      .select()
      .from(downloadableSoftware)
      .where(eq(downloadableSoftware.id, ids["Alfa Driver"]!));
    expect(row?.downloadCount).toBe(2);
  });

  it("answers 404 for inactive, unknown and non-numeric ids without counting", async () => {
    const api = createTestApi(handle.db);
    for (const id of [ids["Ritirato"]!, 999999, "abc", "0", "1e3"]) {
      const res = await download(api, id);
      expect(res.status, String(id)).toBe(404);
      expect(await res.json()).toEqual({ message: "Software non trovato" });
    }
    const [row] = await handle.db
      .select()
      .from(downloadableSoftware)
      .where(eq(downloadableSoftware.id, ids["Ritirato"]!));
    expect(row?.downloadCount).toBe(50);
  });

  it("refuses a foreign Origin and limits downloads per address", async () => {
    const api = createTestApi(handle.db);
    const foreign = await download(api, ids["Primo"]!, { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    for (let i = 0; i < 60; i++) expect((await download(api, ids["Primo"]!)).status).toBe(200);
    const limited = await download(api, ids["Primo"]!);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });
});
