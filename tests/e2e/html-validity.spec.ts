import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { publicPagePaths } from "#features/seo/public-pages";
import { shippedPagePaths } from "#tests/helpers/shipped-pages";

/**
 * Every public page passes the W3C Nu HTML Checker (vnu-jar, run by the local Java) without an
 * error: the pages of the route table, the pages built from blocks the site ships with, every
 * page the sitemap lists (posts, platforms) and the 404 page, as the production server sends
 * them to a visitor without a session.
 */
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const run = promisify(execFile);

type VnuMessage = {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

/** Runs vnu once over all files; answers its error messages (warnings are left out). */
async function checkHtml(files: string[]): Promise<VnuMessage[]> {
  // vnu exits with 1 when it finds errors: the JSON report is on stderr either way.
  const report = await run(
    "java",
    ["-Xss4m", "-jar", vnuJar, "--errors-only", "--format", "json", ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  ).then(
    ({ stderr }) => stderr,
    (error: { stderr?: string }) => error.stderr ?? String(error),
  );
  const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
  return messages.filter((m) => m.type === "error" || m.subType === "fatal");
}

test("every public page is valid HTML for the Nu HTML Checker", async ({ request }) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  const paths = [
    ...new Set([
      ...publicPagePaths(),
      ...shippedPagePaths(),
      ...fromSitemap,
      "/pagina-che-non-esiste",
    ]),
  ];
  expect(fromSitemap.some((p) => p.startsWith("/blog/"))).toBe(true);
  expect(fromSitemap.some((p) => p.startsWith("/piattaforme/"))).toBe(true);

  const dir = await mkdtemp(path.join(tmpdir(), "sd-vnu-"));
  try {
    const files = new Map<string, string>();
    for (const [index, pagePath] of paths.entries()) {
      const res = await request.get(pagePath);
      expect([200, 404], pagePath).toContain(res.status());
      expect(res.headers()["content-type"], pagePath).toContain("text/html");
      const file = path.join(dir, `page-${index}.html`);
      await writeFile(file, await res.text());
      files.set(file, pagePath);
    }
    const errors = await checkHtml([...files.keys()]);
    const pageOf = (url: string) => files.get(url.replace(/^file:/, "")) ?? url;
    const report = errors.map(
      (m) =>
        `${pageOf(m.url)}:${m.lastLine ?? "?"} ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ""}`,
    );
    expect(report).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
