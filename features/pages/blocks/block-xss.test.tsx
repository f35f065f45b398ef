import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { eq } from "drizzle-orm";
import { fileFixtures } from "#tests/helpers/fixtures";
import { shippedPages } from "#tests/helpers/shipped-pages";
import { xssPayloads } from "#features/hero/xss-payloads.fixture";
import { siteSettingDefaults } from "#features/settings/site-settings";
import { pages } from "../pages.table";
import { getPublicPage } from "../pages.server";
import { blockNeeds, PageBlocks } from "../site/page-blocks";
import { loadBlockViews } from "../site/load-block-views";
import type { PreparedBlock } from "../page-content";
import { blockDefinitions } from "./block-catalog";
import { blockFields, type BlockField } from "./block-fields";
import { sanitizeBlockHtml } from "./prepare-blocks.server";

/**
 * The attack battery on every field of every block type (issue 24: "no block can inject
 * script"). Each payload is put into every text field of each type that takes it (a field that
 * refuses it, as a link or an icon does, keeps its valid value), the pages are saved and
 * published through the API, read back as visitors get them and drawn by the public views: the
 * HTML holds no script, no event attribute, no script or data URL.
 */
const kit = fileFixtures();

type Path = (string | number)[];
type Data = Record<string, unknown>;

/** Where a block's texts are: every text field, in every item of its lists. */
function textPaths(fields: readonly BlockField[], data: Data, prefix: Path = []): Path[] {
  return fields.flatMap((field): Path[] => {
    if (field.kind === "text") return [[...prefix, field.key]];
    if (field.kind !== "list") return [];
    const items = Array.isArray(data[field.key]) ? (data[field.key] as unknown[]) : [];
    return items.flatMap((item, index) =>
      field.item.length === 0
        ? typeof item === "string"
          ? [[...prefix, field.key, index]]
          : []
        : textPaths(field.item, (item ?? {}) as Data, [...prefix, field.key, index]),
    );
  });
}

function setAt(data: Data, path: Path, value: unknown): Data {
  const copy = structuredClone(data);
  let target = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = value;
  return copy;
}

// Each type with its fullest data: the first block of it in the shipped pages (lists filled),
// else what the editor adds.
const shipped = shippedPages.flatMap((page) => page.blocks);
const types = blockDefinitions.map((definition) => ({
  definition,
  base: (shipped.find((block) => block.type === definition.type)?.data ??
    definition.create()) as Data,
}));

/** The block's data with `payload` in every text field that takes it, and how many took it. */
function attacked(definition: (typeof types)[number]["definition"], base: Data, payload: string) {
  let data = base;
  let taken = 0;
  for (const path of textPaths(blockFields(definition.schema), base)) {
    const tried = setAt(data, path, payload);
    // As the server decides: the schema, then the schema again on the sanitized rich text.
    if (
      definition.schema.safeParse(tried).success &&
      definition.schema.safeParse(sanitizeBlockHtml(tried)).success
    ) {
      data = tried;
      taken += 1;
    }
  }
  return { data, taken };
}

/** What would run in the browser: script elements, event attributes, script or data URLs. */
function dangers(html: string): string[] {
  const found: string[] = [];
  for (const [tag, name, rest] of html.matchAll(/<([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    if (name!.toLowerCase() === "script" && !/type="application\/ld\+json"/.test(rest!)) {
      found.push(tag);
    }
    // Attributes one by one, each value whole (React quotes them and escapes what is inside).
    for (const [, attribute, value = ""] of rest!.matchAll(/([^\s="'<>/]+)(?:="([^"]*)")?/g)) {
      const attr = attribute!.toLowerCase();
      if (attr.startsWith("on")) found.push(tag);
      if (!["href", "src", "action", "formaction", "xlink:href", "data", "poster"].includes(attr)) {
        continue;
      }
      const url = value
        .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
        .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
        .replace(/&amp;/g, "&")
        .replace(/\s/g, "");
      if (/^(javascript|vbscript|data):/i.test(url)) found.push(tag);
    }
  }
  // Structured data stays data: nothing in it can close its element.
  for (const [, json] of html.matchAll(
    /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    if (/</.test(json!)) found.push(`ld+json holding "<": ${json!.slice(0, 80)}`);
  }
  return found;
}

async function draw(blocks: PreparedBlock[], path: string) {
  await loadBlockViews(blockNeeds(blocks));
  const Stub = createRoutesStub([
    { id: "root", path, Component: () => <PageBlocks blocks={blocks} /> },
  ]);
  return renderToString(
    <Stub
      initialEntries={[path]}
      hydrationData={{
        loaderData: {
          root: { settings: siteSettingDefaults, siteUrl: "https://www.esempio.example" },
        },
      }}
    />,
  );
}

/** Saves `blocks` as the page at `path` (the system page there, or a new one), publishes it. */
async function publish(path: string, blocks: { id: string; type: string; data: Data }[]) {
  const [row] = await kit.db.select().from(pages).where(eq(pages.path, path));
  const body = { path, title: "Prova di sicurezza", seo: {}, blocks };
  const saved = row
    ? await kit.adminApi.call("PUT", `/admin/pages/${row.id}`, body)
    : await kit.adminApi.call("POST", "/admin/pages", body);
  expect(saved.status, await saved.clone().text()).toBeLessThan(300);
  const { id } = (await saved.json()) as { id: number };
  const published = await kit.adminApi.call("POST", `/admin/page-publication/${id}`, {});
  expect(published.status, await published.clone().text()).toBe(200);
}

describe("the attack battery on every block field", () => {
  it("tries every text field of every type: each type takes the payloads somewhere", () => {
    const untried = types
      .filter(({ definition, base }) => attacked(definition, base, "<b>prova</b>").taken === 0)
      .map(({ definition }) => definition.type);
    expect(untried).toEqual([]);
    // And the check below sees what it looks for.
    expect(
      dangers('<img src="x" onerror="alert(1)"><a href=" java&#9;script:x">a</a>'),
    ).toHaveLength(2);
    expect(dangers('<script>alert(1)</script><p title="onclick=&quot;x&quot;">a</p>')).toHaveLength(
      1,
    );
  });

  it("refuses a required rich text that holds nothing but a script, on its field", async () => {
    const res = await kit.adminApi.call("POST", "/admin/pages", {
      path: "/prova-solo-script",
      title: "Solo uno script",
      blocks: [
        { id: "intro", type: "page-header", data: { title: "Solo uno script" } },
        { id: "testo", type: "rich-text", data: { bodyHtml: "<script>alert(1)</script>" } },
      ],
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      issues: [{ path: "blocks.1.data.bodyHtml", message: "Testo richiesto" }],
    });
    expect(await kit.db.select().from(pages).where(eq(pages.path, "/prova-solo-script"))).toEqual(
      [],
    );
  });

  it.each(xssPayloads.map((payload, index) => [index, payload] as const))(
    "payload %i is drawn harmless on every block type: %s",
    async (index, payload) => {
      const byPath = new Map<string, { id: string; type: string; data: Data }[]>();
      for (const { definition, base } of types) {
        const path = definition.onlyAt ?? `/prova-sicurezza-${index}`;
        const list = byPath.get(path) ?? [];
        list.push({
          id: definition.type,
          type: definition.type,
          ...attacked(definition, base, payload),
        });
        byPath.set(path, list);
      }
      for (const [path, blocks] of byPath) {
        await publish(
          path,
          blocks.map(({ id, type, data }) => ({ id, type, data })),
        );
        const skipped: unknown[] = [];
        const page = await getPublicPage(kit.db, path, { skipped: (block) => skipped.push(block) });
        expect(skipped).toEqual([]);
        expect(page?.blocks.map((block) => block.type)).toEqual(blocks.map((block) => block.type));
        const html = await draw(page!.blocks, path);
        expect(dangers(html), path).toEqual([]);
      }
    },
  );
});
