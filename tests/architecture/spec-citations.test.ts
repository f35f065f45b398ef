import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every citation of the product spec in the code is findable (issue 23): the spec lives outside
 * the repository, so a comment names it by its path from the repository's root and by its
 * section, `../shared/spec/back-office.md §5` (several: `§3, §5, §7`; a heading of that section
 * may follow in quotes, `§2 "Contacts tab"`). Where the spec is beside the repository (the
 * sessions, CI), each cited section exists and holds the quoted heading.
 */
const root = path.resolve(import.meta.dirname, "../..");
const specNames = ["back-office", "public-site"] as const;

/** The source files of the repository (what Vite, Vitest, Playwright and the scripts run). */
function sourceFiles(): string[] {
  return ["app", "features", "kit", "server", "db", "scripts", "tests"].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(ts|tsx|mts|mjs|js)$/.test(file) && !file.includes("node_modules"))
      .map((file) => path.join(dir, file))
      // This file writes wrong citations on purpose, to show that they are caught.
      .filter((file) => file !== path.join("tests", "architecture", "spec-citations.test.ts")),
  );
}

/** A citation as it must be written: the path, then one or more sections, maybe a heading. */
const citation =
  /\.\.\/shared\/spec\/(back-office|public-site)\.md (§\d+(?:(?:, |-)§\d+)*)(?: "([^"]+)")?/g;

/** Ways of citing the spec that do not say where it is, or not which section. */
const unfindable = [
  // The file named without its path, or without a section after it.
  /(?<!\.\.\/shared\/spec\/)\b(?:back-office|public-site)\.md/,
  /\.\.\/shared\/spec\/(?:back-office|public-site)\.md(?! §\d)/,
  // "spec public-site section 3", "back-office section 2", "spec back-office, 'Blog'".
  /\bspec (?:back-office|public-site)\b/i,
  /\b(?:back-office|public-site) sections? \d/,
  // "(spec section 4)", "(section 9)": which spec?
  /\bspec(?:ification)?(?:'s)? sections? \d/i,
  /\(sections? \d+\)/,
  // A citation cut by a line break: a section, a list or a heading on the next line.
  /^\s*(?:\*|\/\/)\s*§\d/,
  /§\d+,$/,
  /§\d+ "[^"]*$/,
];

/** The lines of `text` that cite the spec in a way that cannot be found. */
function unfindableCitations(text: string): string[] {
  return text
    .split("\n")
    .filter((line) => unfindable.some((pattern) => pattern.test(line)))
    .map((line) => line.trim());
}

/** The `## N.` sections of a spec file: number -> its text up to the next one. */
function sectionsOf(markdown: string): Map<string, string> {
  const sections = new Map<string, string>();
  for (const part of markdown.split(/^(?=## \d+\. )/m)) {
    const number = /^## (\d+)\. /.exec(part)?.[1];
    if (number) sections.set(number, part);
  }
  return sections;
}

describe("citations of the spec", () => {
  const files = sourceFiles().map((file) => ({
    file,
    text: readFileSync(path.join(root, file), "utf8"),
  }));

  it("tell the spec's path and section", () => {
    const cited = files.flatMap(({ text }) => [...text.matchAll(citation)]);
    expect(cited.length).toBeGreaterThan(100);
    const wrong = files.flatMap(({ file, text }) =>
      unfindableCitations(text).map((line) => `${file}: ${line}`),
    );
    expect(wrong).toEqual([]);
  });

  it("catches a citation without its path or section", () => {
    const bad = [
      "/** The blog schema (back-office.md sections 3, 5, 7). */",
      " * Texts of /chi-siamo (public-site.md, 'About').",
      "// Busy while the rules load (spec section 4).",
      "/** Cookie categories (spec public-site section 9). */",
      '/** Metadata of /blog (spec public-site, "Page metadata"). */',
      "/** The upload gives up after 5 minutes (section 9). */",
      "/** See ../shared/spec/back-office.md for the rules. */",
      ' * The tab (../shared/spec/back-office.md §2 "Contacts',
      " * The dialog (../shared/spec/back-office.md §2, §3,",
      " * §5). Browser-safe.",
    ];
    for (const line of bad) expect(unfindableCitations(line), line).toEqual([line.trim()]);
    const good = [
      "/** The blog schema (../shared/spec/back-office.md §3, §5, §7). */",
      ' * The tab (../shared/spec/back-office.md §2 "Contacts tab"): counters.',
      "/** Every screen (../shared/spec/back-office.md §2-§9). */",
      "/** The signed-in back-office user of the page. */",
    ];
    for (const line of good) expect(unfindableCitations(line), line).toEqual([]);
  });

  const specDir = path.resolve(root, "../shared/spec");
  it.runIf(specNames.every((name) => existsSync(path.join(specDir, `${name}.md`))))(
    "cite sections the spec has, with their headings",
    () => {
      const spec = new Map(
        specNames.map((name) => [
          name,
          sectionsOf(readFileSync(path.join(specDir, `${name}.md`), "utf8")),
        ]),
      );
      const wrong: string[] = [];
      for (const { file, text } of files) {
        for (const [whole, name = "", list = "", heading] of text.matchAll(citation)) {
          const sections = spec.get(name as (typeof specNames)[number]);
          const cited = [...list.matchAll(/§(\d+)/g)].map((m) => sections?.get(m[1] ?? ""));
          const missing = cited.some((section) => section === undefined);
          const headingFound = !heading || cited.some((section) => section?.includes(heading));
          if (missing || !headingFound) wrong.push(`${file}: ${whole}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
