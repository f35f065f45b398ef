import { expect } from "vitest";
import { eq } from "drizzle-orm";
import { test } from "#tests/helpers/fixtures";
import { addAdmin, cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";
import { activityLog } from "./activity.table";
import { entryTitle, type ActivityEntryView } from "./activity-format";

// A signed-in user's refused writes (403) in the activity log: one row per user and day (decision 043).

let editor: { id: number; cookie: string };

// In a hook, whose time limit covers the database's creation on a busy machine.
test.beforeAll(async ({ db, api }) => {
  const id = await addAdmin(db, {
    username: "redazione",
    password: "Password-Admin-1",
    role: "editor",
  });
  const login = await api.request(
    "/admin/login",
    postJson({ username: "redazione", password: "Password-Admin-1" }),
  );
  editor = { id, cookie: cookieOf(login) };
});

test("the Redazione's refused writes are counted in one row of the day, reads are not", async ({
  db,
  api,
}) => {
  const headers = { Cookie: editor.cookie, "Content-Type": "application/json" };
  for (const path of ["/admin/customers", "/admin/tickets"]) {
    const res = await api.request(path, { method: "POST", headers, body: "{}" });
    expect(res.status, path).toBe(403);
  }
  expect((await api.request("/admin/customers", { headers })).status).toBe(403);

  const rows = await db.select().from(activityLog).where(eq(activityLog.userId, editor.id));
  expect(rows).toHaveLength(1);
  const [row] = rows;
  expect(row).toMatchObject({ action: "refused", count: 2, label: "Operazioni rifiutate: 2" });
  const view = { ...row!, at: row!.at.toISOString() } as ActivityEntryView;
  expect(entryTitle(view)).toMatch(/^Operazioni rifiutate: 2 \(\d\d\/\d\d\/\d{4}\)$/);
});
