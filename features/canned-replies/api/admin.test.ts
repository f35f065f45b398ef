import { beforeEach, describe, expect, it } from "vitest";
import { fileFixtures } from "#tests/helpers/fixtures";
import { validationOf } from "#features/customers/api/fixtures";
import { cannedReplies } from "../canned-replies.table";
import { cannedRepliesMessages } from "../canned-replies.schema";

const kit = fileFixtures();
beforeEach(async () => {
  await kit.db.delete(cannedReplies);
});

const payload = (overrides: Record<string, unknown> = {}) => ({
  ...{ title: "Titolo di prova", body: "<p>Testo di prova</p>" },
  ...overrides,
});
const rows = () => kit.db.select().from(cannedReplies);

async function create(overrides: Record<string, unknown> = {}) {
  const res = await kit.adminApi.call("POST", "/admin/canned-replies", payload(overrides));
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number } & Record<string, unknown>;
}

describe("/api/admin/canned-replies", () => {
  it("needs an admin session, and writes need the site's origin", async () => {
    const { id } = await create();
    await kit.expectGuarded([
      { method: "POST", path: "/admin/canned-replies", body: payload() },
      { method: "PUT", path: `/admin/canned-replies/${id}`, body: payload() },
      { method: "DELETE", path: `/admin/canned-replies/${id}` },
    ]);
    expect(await rows()).toHaveLength(1);
  });

  it("stores an item, and the public list shows it", async () => {
    const item = await create({ body: "<p>Testo</p><script>alert(1)</script>" });
    expect(item.body).not.toContain("<script");
    const list = (await (await kit.api.request("/canned-replies")).json()) as { id: number }[];
    expect(list.map((row) => row.id)).toEqual([item.id]);
  });

  it("refuses a missing title with its Italian message, and stores nothing", async () => {
    const invalid = await validationOf(
      await kit.adminApi.call("POST", "/admin/canned-replies", payload({ title: "  " })),
    );
    expect(invalid.fields.title).toBe(cannedRepliesMessages.title);
    expect(await rows()).toEqual([]);
  });

  it("replaces and deletes an item; an unknown id is a 404 with its message", async () => {
    const { id } = await create();
    const changed = await kit.adminApi.call(
      "PUT",
      `/admin/canned-replies/${id}`,
      payload({ title: "Titolo di prova cambiata", body: "<p>Testo di prova cambiata</p>" }),
    );
    expect(changed.status).toBe(200);
    expect((await rows()).map((row) => row.title)).toEqual(["Titolo di prova cambiata"]);
    expect((await kit.adminApi.call("DELETE", `/admin/canned-replies/${id}`)).status).toBe(204);
    const missing = await kit.adminApi.call("DELETE", `/admin/canned-replies/${id}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: cannedRepliesMessages.notFound });
  });
});
