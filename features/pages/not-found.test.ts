import { beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { ADMIN_PASSWORD, ADMIN_USERNAME, fileFixtures } from "#tests/helpers/fixtures";
import { createTestApp } from "#tests/helpers/test-app";
import { cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";
import type { ContentChanges } from "#server/shared-state/content-changes";
import { pages } from "./pages.table";
import type { StoredPageContent } from "./page-content";
import { notFoundBlock } from "./not-found.server";
import { notFoundPagePath } from "./blocks/not-found-defaults";

/**
 * The 404 text every unknown address shows (decision 061): read once through the read memo,
 * as the site settings are, and read again after an admin write here or on another instance,
 * and at the time a scheduled content appears.
 */
const kit = fileFixtures();

// The app as in production (read memo on), with the instances' change bus in the test's hands.
const listeners: (() => void)[] = [];
const otherInstanceWrote = () => listeners.forEach((listener) => listener());
const changes: ContentChanges = {
  subscribe: (listener) => void listeners.push(listener),
  publish: async () => otherInstanceWrote(),
  close: async () => {},
};
let app: ReturnType<typeof createTestApp>;
let cookie: string;
let id: number;

beforeAll(async () => {
  app = createTestApp(kit.db, {}, { readMemo: true, contentChanges: changes });
  const login = await app.request(
    "/api/admin/login",
    postJson({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  );
  cookie = cookieOf(login);
  const [row] = await kit.db.select().from(pages).where(eq(pages.path, notFoundPagePath));
  id = row!.id;
});

const call = (method: string, path: string, body?: unknown) =>
  app.request(`/api${path}`, {
    method,
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The stored 404 page with its block's title changed. */
async function withTitle(title: string): Promise<StoredPageContent> {
  const [row] = await kit.db.select().from(pages).where(eq(pages.id, id));
  const content = row!.live!;
  return {
    ...content,
    blocks: content.blocks.map((block) =>
      block.type === "not-found" ? { ...block, data: { ...(block.data as object), title } } : block,
    ),
  };
}

describe("the 404 text", () => {
  it("is read from the database once, not for every unknown address", async () => {
    const first = await notFoundBlock(kit.db);
    expect(first?.title).toBe("Pagina non trovata");
    const select = vi.spyOn(kit.db, "select");
    try {
      const second = await notFoundBlock(kit.db);
      expect(second).toBe(first);
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });

  it("changes as soon as the /404 page is published", async () => {
    await notFoundBlock(kit.db);
    const content = await withTitle("Qui non c'è niente");
    const saved = await call("PUT", `/admin/pages/${id}`, { ...content, path: notFoundPagePath });
    expect(saved.status).toBe(200);
    // A saved draft is not what visitors see.
    expect((await notFoundBlock(kit.db))?.title).toBe("Pagina non trovata");
    const published = await call("POST", `/admin/page-publication/${id}`, {});
    expect(published.status).toBe(200);
    expect((await notFoundBlock(kit.db))?.title).toBe("Qui non c'è niente");
  });

  it("changes when another instance publishes it", async () => {
    await notFoundBlock(kit.db);
    // Written behind this instance's back, as another instance's write looks from here.
    await kit.db
      .update(pages)
      .set({ live: await withTitle("Indirizzo sconosciuto") })
      .where(eq(pages.id, id));
    expect((await notFoundBlock(kit.db))?.title).not.toBe("Indirizzo sconosciuto");
    otherInstanceWrote();
    expect((await notFoundBlock(kit.db))?.title).toBe("Indirizzo sconosciuto");
  });

  it("shows a scheduled content at its time, without being read again", async () => {
    const at = new Date(Date.now() + 60 * 60 * 1000);
    await kit.db
      .update(pages)
      .set({ scheduled: await withTitle("Tra un'ora"), scheduledAt: at })
      .where(eq(pages.id, id));
    otherInstanceWrote();
    expect((await notFoundBlock(kit.db))?.title).toBe("Indirizzo sconosciuto");
    const select = vi.spyOn(kit.db, "select");
    try {
      expect((await notFoundBlock(kit.db, new Date(at.getTime() + 1000)))?.title).toBe(
        "Tra un'ora",
      );
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });
});
