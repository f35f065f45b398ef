import { isDeepStrictEqual } from "node:util";
import { diffWordsWithSpace } from "diff";
import { decodeHTML } from "entities";
import { fieldShow, type FieldShow } from "#features/activity/activity-fields";
import { valueText } from "#features/activity/activity-format";
import { blockDefinition } from "#features/pages/blocks/block-catalog";
import { pageTypeLabels, type StoredBlock } from "#features/pages/page-content";
import { versionEntities, versionSummaries, type VersionEntity } from "./version-entities";
import type { BlockDiff, ContentDiff, DiffPart, FieldDiff } from "./version-diff";

type Content = Record<string, unknown>;

/** Unchanged text longer than this is cut in the middle: only its ends are shown. */
const CONTEXT = 80;

const looksLikeHtml = (text: string) => /<\/?[a-z][^>]*>/i.test(text);

/** The text a visitor reads in rich text: paragraphs and list items on lines of their own. */
export function visibleText(html: string): string {
  const lines = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<br\s*\/?>|<\/(p|h[1-6]|li|blockquote|div|tr)>/gi, "\n")
    .replace(/<[^>]*>/g, "");
  return decodeHTML(lines)
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

/** A stored value as the words compared: rich text's visible text, lists one item a line. */
function textOf(value: unknown, show: FieldShow | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") {
    if (show?.values || show?.format || show?.kind) return valueText(value, show);
    return looksLikeHtml(value) ? visibleText(value) : value;
  }
  if (typeof value === "boolean") return value ? "Sì" : "No";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map((item) => textOf(item, show)).join("\n");
  if (typeof value === "object") {
    return Object.values(value as Content)
      .map((item) => textOf(item, undefined))
      .filter(Boolean)
      .join(" — ");
  }
  return String(value);
}

/** Long unchanged stretches keep their first and last words around the changes. */
function shorten(part: DiffPart, first: boolean, last: boolean): DiffPart {
  if (part.change !== "same" || part.text.length <= CONTEXT * 2) return part;
  const head = first ? "" : part.text.slice(0, CONTEXT);
  const tail = last ? "" : part.text.slice(-CONTEXT);
  return { change: "same", text: `${head}${head ? " … " : "… "}${tail}`.trimEnd() };
}

/** The word diff of two texts, or null when they read the same. */
export function textDiff(from: string, to: string): DiffPart[] | null {
  if (from === to) return null;
  const parts = diffWordsWithSpace(from, to).map((change): DiffPart => ({
    change: change.added ? "added" : change.removed ? "removed" : "same",
    text: change.value,
  }));
  return parts.map((part, index) => shorten(part, index === 0, index === parts.length - 1));
}

function fieldDiff(field: string, label: string, from: unknown, to: unknown, show?: FieldShow) {
  if (isDeepStrictEqual(from ?? null, to ?? null)) return null;
  const parts = textDiff(textOf(from, show), textOf(to, show));
  // Values that differ but read alike (e.g. markup only): said as such.
  return { field, label, parts: parts ?? [{ change: "same", text: "Solo la formattazione" }] };
}

const keysOf = (...contents: Content[]) => [
  ...new Set(contents.flatMap((content) => Object.keys(content))),
];

/** The fields of a plain content (a post, a platform, a hero variant) that differ. */
function fieldsDiff(mount: string, from: Content, to: Content): FieldDiff[] {
  return keysOf(to, from).flatMap((field) => {
    const show = fieldShow(mount, field);
    const diff = fieldDiff(field, show?.label ?? field, from[field], to[field], show);
    return diff ? [diff] : [];
  });
}

// --- Pages: title, SEO, and block by block ------------------------------------------------------

const seoLabels: Record<string, string> = {
  title: "SEO: titolo",
  description: "SEO: descrizione",
  keywords: "SEO: parole chiave",
  image: "SEO: immagine di condivisione",
  type: "SEO: tipo di pagina",
  noindex: "SEO: nascosta ai motori di ricerca",
};

/** Every leaf of a block's data by its path ("questions.0.answer"). */
function leaves(value: unknown, path: string[] = []): [string[], unknown][] {
  if (Array.isArray(value) && value.some((item) => typeof item === "object" && item !== null)) {
    return value.flatMap((item, index) => leaves(item, [...path, String(index)]));
  }
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    return Object.entries(value as Content).flatMap(([key, item]) => leaves(item, [...path, key]));
  }
  return [[path, value]];
}

/** "cards.1.title" -> "Schede 2: Titolo della scheda", from the type's labels. */
function blockFieldLabel(labels: Record<string, string>, path: string[]): string {
  const named: string[] = [];
  const words: string[] = [];
  for (const part of path) {
    if (/^\d+$/.test(part)) {
      words[words.length - 1] = `${words.at(-1)} ${Number(part) + 1}`;
      continue;
    }
    named.push(part);
    words.push(labels[named.join(".")] ?? part);
  }
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")}: ${words.at(-1)}`;
}

function blockFields(type: string, from: unknown, to: unknown): FieldDiff[] {
  const labels = blockDefinition(type)?.fields ?? {};
  const before = new Map(leaves(from).map(([path, value]) => [path.join("."), { path, value }]));
  const after = new Map(leaves(to).map(([path, value]) => [path.join("."), { path, value }]));
  return [...new Set([...after.keys(), ...before.keys()])].flatMap((key) => {
    const path = (after.get(key) ?? before.get(key))!.path;
    const label = blockFieldLabel(labels, path);
    const diff = fieldDiff(key, label, before.get(key)?.value, after.get(key)?.value);
    return diff ? [diff] : [];
  });
}

/** The ids kept in the same order (longest common subsequence): the others moved. */
function inPlace(from: string[], to: string[]): Set<string> {
  const rows = from.length + 1;
  const cols = to.length + 1;
  const table = Array.from({ length: rows }, () => new Array<number>(cols).fill(0));
  for (let i = from.length - 1; i >= 0; i--) {
    for (let j = to.length - 1; j >= 0; j--) {
      table[i]![j] =
        from[i] === to[j]
          ? table[i + 1]![j + 1]! + 1
          : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < from.length && j < to.length;) {
    if (from[i] === to[j]) {
      kept.add(from[i]!);
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return kept;
}

const blockLabel = (type: string) => blockDefinition(type)?.label ?? `Blocco «${type}»`;

/** The blocks of a page from a version to the current draft: added, removed, moved, changed. */
export function blocksDiff(from: StoredBlock[], to: StoredBlock[]): BlockDiff[] {
  const before = new Map(from.map((block, index) => [block.id, { block, index }]));
  const after = new Map(to.map((block, index) => [block.id, { block, index }]));
  const common = (blocks: StoredBlock[], other: Map<string, unknown>) =>
    blocks.map((block) => block.id).filter((id) => other.has(id));
  const kept = inPlace(common(from, after), common(to, before));
  const changes: BlockDiff[] = to.flatMap((block, index): BlockDiff[] => {
    const old = before.get(block.id);
    if (!old) {
      return [
        {
          id: block.id,
          label: blockLabel(block.type),
          change: "added",
          from: null,
          to: index + 1,
          moved: false,
          fields: blockFields(block.type, {}, block.data),
        },
      ];
    }
    const fields =
      old.block.type === block.type
        ? blockFields(block.type, old.block.data, block.data)
        : blockFields(block.type, {}, block.data);
    const moved = !kept.has(block.id);
    if (!moved && fields.length === 0) return [];
    return [
      {
        id: block.id,
        label: blockLabel(block.type),
        change: fields.length > 0 ? "changed" : "moved",
        from: old.index + 1,
        to: index + 1,
        moved,
        fields,
      },
    ];
  });
  const removed = from.flatMap((block, index): BlockDiff[] =>
    after.has(block.id)
      ? []
      : [
          {
            id: block.id,
            label: blockLabel(block.type),
            change: "removed",
            from: index + 1,
            to: null,
            moved: false,
            fields: blockFields(block.type, block.data, {}),
          },
        ],
  );
  return [...changes, ...removed];
}

function pageDiff(from: Content, to: Content): ContentDiff {
  const fields: FieldDiff[] = [];
  const title = fieldDiff("title", "Titolo", from.title, to.title);
  if (title) fields.push(title);
  const seoFrom = (from.seo ?? {}) as Content;
  const seoTo = (to.seo ?? {}) as Content;
  for (const key of keysOf(seoTo, seoFrom)) {
    const show: FieldShow | undefined =
      key === "type" ? { label: seoLabels.type!, values: pageTypeLabels } : undefined;
    const diff = fieldDiff(`seo.${key}`, seoLabels[key] ?? key, seoFrom[key], seoTo[key], show);
    if (diff) fields.push(diff);
  }
  const blocks = blocksDiff(
    (from.blocks ?? []) as StoredBlock[],
    (to.blocks ?? []) as StoredBlock[],
  );
  return { fields, blocks };
}

/** What differs from `from` (a version) to `to` (the current content, or a later version). */
export function contentDiff(entity: VersionEntity, from: Content, to: Content): ContentDiff {
  if (entity === "pages") return pageDiff(from, to);
  return { fields: fieldsDiff(versionEntities[entity].mount, from, to), blocks: [] };
}

const counted = (count: number, one: string, many: string) =>
  count === 0 ? [] : [`${count} ${count === 1 ? one : many}`];

/** One line on what changed ("Campi modificati: Titolo, Contenuto"), at most 300 characters. */
export function changeSummary(diff: ContentDiff): string {
  const labels = diff.fields.map((field) => field.label);
  const blocks = [
    ...counted(diff.blocks.filter((b) => b.change === "added").length, "aggiunto", "aggiunti"),
    ...counted(diff.blocks.filter((b) => b.change === "removed").length, "tolto", "tolti"),
    ...counted(diff.blocks.filter((b) => b.change === "moved").length, "spostato", "spostati"),
    ...counted(
      diff.blocks.filter((b) => b.change === "changed").length,
      "modificato",
      "modificati",
    ),
  ];
  const parts = [
    ...(labels.length ? [`Campi modificati: ${labels.join(", ")}`] : []),
    ...(blocks.length ? [`Blocchi: ${blocks.join(", ")}`] : []),
  ];
  const line = parts.join("; ") || versionSummaries.nothing;
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}
