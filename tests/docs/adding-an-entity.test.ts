import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/adding-an-entity.md stays true (decision 055): every file, identifier and command it names
 * in backticks exists. A path with `<entity>` in it is one the scaffold writes
 * (scripts/new-entity/templates.mjs); an identifier stands in the code as a whole word; an `npm run` command is a script of package.json.
 */
const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const doc = read("docs/adding-an-entity.md");
const templates = read("scripts/new-entity/templates.mjs");
const scripts = Object.keys((JSON.parse(read("package.json")) as { scripts: object }).scripts);

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file))
    .map((file) => readFileSync(path.join(root, dir, file), "utf8"));
}
const code = ["app", "features", "kit", "server", "db", "scripts"].flatMap(sources).join("\n");

/** The text between backticks, outside the fenced code blocks. */
const named = [
  ...new Set(
    [...doc.replaceAll(/```[\s\S]*?```/g, "").matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? ""),
  ),
];
/** A file or folder of the repository (not a URL such as `/api/faq`, not a pattern). */
const isPath = (token: string) =>
  token.includes("/") && !token.startsWith("/") && !/[\s*[]/.test(token);

/** Whether `name` (e.g. `crudRoutes`, `Field.Text`) stands in the code as a whole word. */
const inCode = (name: string) => new RegExp(`\\b${name.replaceAll(".", "\\.")}\\b`).test(code);

describe("docs/adding-an-entity.md", () => {
  it("names files that exist, or that the scaffold writes", () => {
    const paths = named.filter(isPath);
    expect(paths.length).toBeGreaterThanOrEqual(12);
    for (const file of paths) {
      if (file.includes("<entity>")) {
        const inFolder = file
          .replace(/^features\/<entity>\/?/, "")
          .replaceAll("<entity>", "${e.id}");
        if (inFolder) expect(templates, file).toContain(inFolder);
      } else {
        expect(existsSync(path.join(root, file)), file).toBe(true);
      }
    }
  });

  it("names identifiers the code has", () => {
    const names = named
      .filter((token) => !isPath(token))
      .map((token) => /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?/.exec(token)?.[0])
      .filter((name): name is string => Boolean(name) && name !== "npm" && name !== "npx");
    expect(names).toEqual(expect.arrayContaining(["defineEntity", "crudRoutes", "CrudTab"]));
    const missing = names.filter((name) => !inCode(name));
    expect(missing).toEqual([]);
  });

  it("names only npm scripts that exist, and its command writes what the doc lists", () => {
    const commands = [...doc.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1] ?? "");
    expect(commands).toContain("new:entity");
    for (const command of commands) expect(scripts).toContain(command);
    expect(doc).toMatch(/\*\*12 files created/);
    const written = [...templates.matchAll(/^ {4}(?:\[`|")([^`"]+)(?:`\]|"):/gm)];
    expect(written).toHaveLength(12);
  });

  it("quotes lines that stand in the lists of manifests", () => {
    const quoted = [...doc.matchAll(/```ts\n([^\n]+)\n```/g)].map((m) => m[1] ?? "");
    expect(quoted).toHaveLength(2);
    const [browser = "", server = ""] = quoted;
    expect(read("features/manifests.ts")).toContain(browser);
    expect(read("features/manifests.server.ts")).toContain(server);
  });
});
