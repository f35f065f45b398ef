import { eq } from "drizzle-orm";
import { adminUsers } from "#db/schema";
import { createTestApi } from "#tests/helpers/test-api";
import { createAdminTestKit, type AdminTestKit } from "#features/customers/api/fixtures";

/**
 * Test setup of the support desk routes (tickets, communications, requests): the admin kit of
 * customers-fixtures.ts, but with an API that counts mail kicks and knows the public site URL.
 */
export type DeskTestKit = AdminTestKit & {
  adminId: number;
  kicks: () => number;
};

export const SITE_URL = "https://www.scaligeradigital.example";

export async function createDeskTestKit(): Promise<DeskTestKit> {
  const kit = await createAdminTestKit();
  let kicks = 0;
  const api = createTestApi(
    kit.handle.db,
    { PUBLIC_SITE_URL: SITE_URL },
    { mail: { kick: () => void kicks++ } },
  );
  const [admin] = await kit.handle.db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.username, "admin"));
  const call: AdminTestKit["call"] = async (method, path, body, headers = {}) =>
    api.request(path, {
      method,
      headers: {
        Cookie: kit.admin,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  return { ...kit, api, call, adminId: admin!.id, kicks: () => kicks };
}
