import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eq, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { clients } from "#features/clients/clients.table";
import { manifests } from "#features/manifests";
import { serverManifests } from "#features/manifests.server";
import { adminAreas } from "#features/admin-users/admin-roles";
import { cachedApiPattern, mountsOf } from "#server/api/mounts";
import { test } from "#tests/helpers/fixtures";
import { adminTabs, tabComponent } from "./admin-tabs";

/**
 * The manifests (decision 055) and the registries that read them: every feature folder's
 * manifest is listed, every list names folders that exist, ids and paths are unique, every
 * table file belongs to a manifest, and the worked example works through the registries.
 */

const root = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** Every file under `dir` (relative to the root) whose name ends with `suffix`. */
function filesEnding(dir: string, suffix: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(suffix))
    .map((file) => path.posix.join(dir, file.split(path.sep).join("/")));
}

describe("the lists of manifests", () => {
  it("list every manifest file of the features, and only those", () => {
    const listed = (list: string, suffix: string) =>
      [...read(list).matchAll(/from "#(features|server)\/([^"]+)"/g)]
        .map((m) => `${m[1]}/${m[2]}.ts`)
        .filter((file) => file.endsWith(suffix));
    const browser = [...filesEnding("features", ".manifest.ts")].sort();
    const server = [
      ...filesEnding("features", ".manifest.server.ts"),
      ...filesEnding("server", ".manifest.server.ts"),
    ].sort();
    expect(listed("features/manifests.ts", ".manifest.ts").sort()).toEqual(browser);
    expect(listed("features/manifests.server.ts", ".manifest.server.ts").sort()).toEqual(server);
  });

  it("name feature folders that exist, each once", () => {
    for (const list of [manifests, serverManifests]) {
      const ids = list.map((manifest) => manifest.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    for (const manifest of manifests) {
      expect(existsSync(path.join(root, "features", manifest.id)), manifest.id).toBe(true);
    }
  });

  it("give every table file's tables to one manifest", async () => {
    const declared = serverManifests.flatMap((manifest) => Object.values(manifest.tables ?? {}));
    expect(new Set(declared).size).toBe(declared.length);
    const files = [...filesEnding("features", ".table.ts"), ...filesEnding("server", ".table.ts")];
    for (const file of files) {
      const module = (await import(path.join(root, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (is(value, PgTable)) expect(declared, `${file}: ${name}`).toContain(value);
      }
    }
  });
});

describe("the admin tab registry", () => {
  const adminMounts = mountsOf("admin");

  it.each(adminTabs.map((tab) => [tab.id, tab] as const))(
    "tab %s is an area of the role map, and its API mount exists",
    (_id, tab) => {
      expect(adminAreas).toContain(tab.id);
      expect(Object.keys(adminMounts)).toContain(tab.api);
      if (tab.id !== "dashboard") {
        expect(existsSync(path.join(root, "features", tab.feature, "admin"))).toBe(true);
      }
    },
  );

  it("has one entry per id, and the role map one entry per area", () => {
    const ids = adminTabs.map((tab) => tab.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(adminAreas).size).toBe(adminAreas.length);
  });

  it("finds each tab's component in the module its manifest names", () => {
    for (const manifest of manifests) {
      for (const tab of manifest.tabs ?? []) {
        expect(typeof tabComponent(manifest.id, tab.component), tab.id).toBe("function");
      }
    }
  });

  it("mounts every admin route in an area the manifests declare", () => {
    for (const [mount, { area }] of Object.entries(adminMounts)) {
      expect(adminAreas, mount).toContain(area);
    }
  });
});

describe("a tab's component", () => {
  it("is refused when its module or its export is not there", () => {
    expect(() =>
      tabComponent("clients", { file: "admin/clients-tab.tsx", name: "Assente" }),
    ).toThrow(/Assente/);
    expect(() => tabComponent("clients", { file: "admin/altro-tab.tsx", name: "X" })).toThrow();
  });
});

describe("the page cache's public API paths", () => {
  const pattern = cachedApiPattern();

  it("are the public mounts declared cached, their items included where declared", () => {
    for (const path of [
      "/api/hero-variants",
      "/api/hero-variants/active",
      "/api/certified-partners",
      "/api/blog",
      "/api/blog/un-articolo",
      "/api/solutions/",
      "/api/solutions/erp",
      "/api/clients",
    ]) {
      expect(pattern.test(path), path).toBe(true);
    }
    for (const path of [
      "/api/software",
      "/api/clients/1",
      "/api/blog/un-articolo/altro",
      "/api/admin/blog",
      "/api/hero-variants/1",
      "/api/tickets",
    ]) {
      expect(pattern.test(path), path).toBe(false);
    }
  });

  it("refuses a mount two features both declare", () => {
    const routes = () => {
      throw new Error("not mounted");
    };
    const twice = [
      { id: "a", public: { "/x": { routes } } },
      { id: "b", public: { "/x": { routes } } },
    ];
    expect(() => mountsOf("public", twice)).toThrow(/\/x declared twice/);
  });
});

describe("the worked example through its registries", () => {
  test("the tab's API mount writes the table its manifest declares", async ({ db, adminApi }) => {
    const example = adminTabs.find((tab) => tab.id === "clients");
    expect(example?.api).toBe("/clients");
    const res = await adminApi.call("POST", `/admin${example?.api}`, {
      name: "Cantina Valpolicella Negrar",
      logoUrl: "",
      websiteUrl: "",
      featured: false,
      sortOrder: 0,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const rows = await db.select().from(clients).where(eq(clients.id, id));
    expect(rows.map((row) => row.name)).toEqual(["Cantina Valpolicella Negrar"]);
  });
});
