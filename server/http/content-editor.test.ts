import { expect } from "vitest";
import { blogPosts, solutions } from "#db/schema";
import { test } from "#tests/helpers/fixtures";
import { addAdmin, cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";

// Drafts through the public endpoints: only a role whose areas hold the content (decision 043).

const slugsOf = async (res: Response) =>
  ((await res.json()) as { slug: string }[]).map((r) => r.slug);

const signedIn: Record<"support" | "editor", RequestInit> = { support: {}, editor: {} };

// In a hook, whose time limit covers the database's creation on a busy machine.
test.beforeAll(async ({ db, api }) => {
  await db.insert(blogPosts).values([
    {
      slug: "uscito",
      title: "Uscito",
      content: "<p>a</p>",
      published: true,
      publishedAt: new Date(0),
    },
    { slug: "bozza", title: "Bozza", content: "<p>b</p>", published: false },
  ]);
  await db.insert(solutions).values({
    slug: "piattaforma-bozza",
    name: "Bozza",
    published: false,
    shortDescription: "Breve",
    longDescription: "Completa.",
  });
  for (const role of ["support", "editor"] as const) {
    await addAdmin(db, { username: role, password: "Password-Admin-1", role });
    const login = await api.request(
      "/admin/login",
      postJson({ username: role, password: "Password-Admin-1" }),
    );
    signedIn[role] = { headers: { Cookie: cookieOf(login) } };
  }
});

test("the Assistenza reads the public blog and platforms as a visitor does", async ({ api }) => {
  const { support } = signedIn;
  expect(await slugsOf(await api.request("/blog", support))).toEqual(["uscito"]);
  expect(await slugsOf(await api.request("/solutions", support))).toEqual([]);
  expect((await api.request("/solutions/piattaforma-bozza", support)).status).toBe(404);
});

test("the Redazione sees the drafts there", async ({ api }) => {
  const { editor } = signedIn;
  expect(await slugsOf(await api.request("/blog", editor))).toEqual(["bozza", "uscito"]);
  expect(await slugsOf(await api.request("/solutions", editor))).toEqual(["piattaforma-bozza"]);
  expect((await api.request("/solutions/piattaforma-bozza", editor)).status).toBe(200);
});
