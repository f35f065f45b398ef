import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { clients } from "#db/schema";
import { test } from "#tests/helpers/fixtures";
import { adminTabs } from "./admin-tabs";

/** Keeps docs/adding-an-entity.md and the three registries true to each other. */

const root = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const tabRegistry = read("app/components/admin/admin-tabs.tsx");
const apiRegistry = read("server/api/admin/index.ts");
const schemaRegistry = read("db/schema/index.ts");
const doc = read("docs/adding-an-entity.md");

/** The text of the doc between a "## title" line and the next "## ". */
function section(title: string): string {
  const start = doc.indexOf(`\n## ${title}\n`);
  expect(start, `section "${title}" of the doc`).toBeGreaterThan(-1);
  const end = doc.indexOf("\n## ", start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
}

describe("the admin tab registry", () => {
  it.each(adminTabs.map((tab) => [tab.id, tab] as const))(
    "tab %s has its feature folder, its component there and its API mount",
    (_id, tab) => {
      expect(existsSync(path.join(root, "features", tab.feature)), tab.feature).toBe(true);
      if (tab.id !== "dashboard") {
        expect(existsSync(path.join(root, "features", tab.feature, "admin"))).toBe(true);
        expect(tabRegistry).toContain(
          `import { ${tab.component.name} } from "#features/${tab.feature}/admin/`,
        );
      }
      const mount = new RegExp(`"${tab.api}": mount\\("`);
      expect(apiRegistry).toMatch(mount);
    },
  );

  it("has one entry per id", () => {
    const ids = adminTabs.map((tab) => tab.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("mounts only modules that exist, and the schema index exports only files that exist", () => {
    const imports = [...apiRegistry.matchAll(/from "#features\/([^"]+)"/g)].map((m) => m[1] ?? "");
    for (const module of imports) {
      expect(existsSync(path.join(root, "features", `${module}.ts`)), module).toBe(true);
    }
    const exported = [...schemaRegistry.matchAll(/export \* from "#features\/([^"]+)"/g)].map(
      (m) => m[1] ?? "",
    );
    expect(exported.length).toBeGreaterThan(0);
    for (const file of exported) {
      expect(existsSync(path.join(root, "features", `${file}.ts`)), file).toBe(true);
    }
  });
});

describe("docs/adding-an-entity.md", () => {
  it("names only files that exist", () => {
    const files = [...section("The files").matchAll(/`([\w./-]+\.tsx?)`/g)].map((m) => m[1] ?? "");
    expect(files.length).toBeGreaterThanOrEqual(8);
    for (const file of files) expect(existsSync(path.join(root, file)), file).toBe(true);
  });

  it("quotes registry lines that stand in the registries", () => {
    const quoted = [...section("The registry lines").matchAll(/```ts\n([^\n]+)\n```/g)].map(
      (m) => m[1] ?? "",
    );
    expect(quoted).toHaveLength(3);
    const [tabLine = "", apiLine = "", schemaLine = ""] = quoted;
    expect(tabRegistry).toContain(tabLine);
    expect(apiRegistry).toContain(apiLine);
    expect(schemaRegistry).toContain(schemaLine);
  });

  it("names the parts that app/components/admin/shared/ has", () => {
    const parts = ["use-entity-form.ts", "entity-dialog.tsx", "entity-fields.tsx", "crud-tab.tsx"];
    for (const part of parts) {
      expect(existsSync(path.join(root, "app/components/admin/shared", part)), part).toBe(true);
    }
  });
});

describe("the worked example through its registries", () => {
  test("the tab's API mount writes the table the schema index exports", async ({
    db,
    adminApi,
  }) => {
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
