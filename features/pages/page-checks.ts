import { blockDefinition } from "./blocks/block-catalog";
import { blockFields, forEachTextField } from "./blocks/block-fields";
import type { BlockHeading } from "./blocks/block-kit";
import type { StoredBlock } from "./page-content";
import { pageLimits } from "./page.schema";

/**
 * The SEO checklist of a page while it is edited (decision 059), browser-safe: the editor shows
 * it as the owner types, the server runs it again before publishing. Everything is a warning
 * except a block its type does not accept and an image without alternative text, which block
 * publishing.
 */
export type PageCheck = {
  id: string;
  level: "ok" | "warning" | "error";
  text: string;
};

/** What the checks read: the page's title, SEO texts and blocks, as the form holds them. */
export type CheckedContent = {
  path?: string;
  title: string;
  seo: { title?: string | null; description?: string | null };
  blocks: readonly StoredBlock[];
};

/** The site's addresses: those visitors can open now, and pages not (yet) published. */
export type KnownPaths = { live: string[]; drafts: string[] };

type Found = { block: number; label: string };
type Heading = BlockHeading & Found;
type Link = { href: string } & Found;
type Image = { alt: string | null } & Found;

const HTML_HEADING = /<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi;
const HTML_LINK = /<a\b[^>]*?\bhref\s*=\s*"([^"]*)"/gi;
const HTML_IMAGE = /<img\b[^>]*>/gi;
const HTML_ALT = /\balt\s*=\s*"([^"]*)"/i;

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

type Invalid = { block: StoredBlock; index: number; label: string | null };

/**
 * The outline, links and images of the page's blocks, in order, and the blocks their type does
 * not accept as they are (each block parsed once).
 */
export function pageParts(blocks: readonly StoredBlock[]) {
  const headings: Heading[] = [];
  const links: Link[] = [];
  const images: Image[] = [];
  const invalid: Invalid[] = [];
  blocks.forEach((stored, index) => {
    const definition = blockDefinition(stored.type);
    const parsed = definition?.schema.safeParse(stored.data);
    if (!parsed?.success) invalid.push({ block: stored, index, label: definition?.label ?? null });
    if (!definition) return;
    const at: Found = { block: index + 1, label: definition.label };
    const html: string[] = [];
    forEachTextField(blockFields(definition.schema), stored.data, (field, value, holder) => {
      if (field.editor === "link" && text(value)) links.push({ href: text(value), ...at });
      if (field.editor === "image" && text(value))
        images.push({ alt: text(holder[field.altKey ?? `${field.key}Alt`]) || null, ...at });
      if (field.editor === "rich" && typeof value === "string") html.push(value);
    });
    const own = parsed?.success
      ? (definition.headings as ((data: unknown) => BlockHeading[]) | undefined)?.(parsed.data)
      : undefined;
    const title = text((stored.data as { title?: unknown } | null)?.title);
    const blockHeadings = own ?? (title ? [{ level: 2, text: title }] : []);
    headings.push(...blockHeadings.map((heading) => ({ ...heading, ...at })));
    for (const fragment of html) {
      for (const [, level, inner] of fragment.matchAll(HTML_HEADING)) {
        headings.push({ level: Number(level), text: plain(inner ?? ""), ...at });
      }
      for (const [, href] of fragment.matchAll(HTML_LINK)) links.push({ href: href ?? "", ...at });
      for (const [tag] of fragment.matchAll(HTML_IMAGE))
        images.push({ alt: text(HTML_ALT.exec(tag)?.[1]) || null, ...at });
    }
  });
  return { headings, links, images, invalid };
}

const where = ({ block, label }: Found) => `blocco ${block} «${label}»`;

/** A site path without its #anchor and ?query, without a trailing slash. */
const pathOf = (href: string) => href.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1") || "/";

function seoChecks(content: CheckedContent): PageCheck[] {
  const title = text(content.seo.title) || text(content.title);
  const description = text(content.seo.description);
  const max = { title: pageLimits.seoTitle, description: pageLimits.seoDescription };
  return [
    title.length <= max.title
      ? {
          id: "meta-title",
          level: "ok",
          text: `Titolo per i motori di ricerca: ${title.length} caratteri su ${max.title}.`,
        }
      : {
          id: "meta-title",
          level: "warning",
          text: `Il titolo per i motori di ricerca ha ${title.length} caratteri: i risultati ne mostrano circa ${max.title}, accorcialo.`,
        },
    !description
      ? {
          id: "meta-description",
          level: "warning",
          text: `Manca la descrizione per i motori di ricerca: scrivila nella sezione SEO (fino a ${max.description} caratteri).`,
        }
      : description.length <= max.description
        ? {
            id: "meta-description",
            level: "ok",
            text: `Descrizione per i motori di ricerca: ${description.length} caratteri su ${max.description}.`,
          }
        : {
            id: "meta-description",
            level: "warning",
            text: `La descrizione per i motori di ricerca ha ${description.length} caratteri: i risultati ne mostrano circa ${max.description}, accorciala.`,
          },
  ];
}

function headingChecks(headings: readonly Heading[]): PageCheck[] {
  const h1 = headings.filter((heading) => heading.level === 1);
  const checks: PageCheck[] = [
    h1.length === 1
      ? { id: "h1", level: "ok", text: "Un solo titolo principale (h1)." }
      : h1.length === 0
        ? {
            id: "h1",
            level: "warning",
            text: "La pagina non ha un titolo principale (h1): aggiungi in cima il blocco «Intestazione della pagina».",
          }
        : {
            id: "h1",
            level: "warning",
            text: `La pagina ha ${h1.length} titoli principali (h1): tieni una sola «Intestazione della pagina» e usa titoli di sezione per il resto.`,
          },
  ];
  let previous = 1;
  const skips: PageCheck[] = [];
  for (const heading of headings) {
    if (heading.level > previous + 1) {
      skips.push({
        id: `heading-${skips.length}`,
        level: "warning",
        text: `Il titolo «${heading.text}» (${where(heading)}) è un h${heading.level} dopo un h${previous}: salta un livello, usa un h${previous + 1}.`,
      });
    }
    previous = heading.level;
  }
  return [
    ...checks,
    ...(skips.length > 0
      ? skips
      : [{ id: "heading-order", level: "ok" as const, text: "Nessun livello di titolo saltato." }]),
  ];
}

/**
 * The blocks their type does not accept as they are (a field to complete, or data a schema
 * change left behind, or a type the site no longer has): the page waits for them.
 */
function blockChecks(invalid: readonly Invalid[]): PageCheck[] {
  return invalid.map(({ block, index, label }) => ({
    id: `block-${block.id}`,
    level: "error" as const,
    text: label
      ? `Il blocco ${index + 1} «${label}» ha campi da completare o correggere: sistemali o rimuovi il blocco. Finché c'è, la pagina non si può pubblicare.`
      : `Il blocco ${index + 1} è di un tipo che il sito non usa più: rimuovilo. Finché c'è, la pagina non si può pubblicare.`,
  }));
}

function imageChecks(images: readonly Image[]): PageCheck[] {
  const missing = images.filter((image) => !image.alt);
  if (missing.length === 0) {
    return images.length > 0
      ? [{ id: "alt", level: "ok", text: "Ogni immagine ha il testo alternativo." }]
      : [];
  }
  return missing.map((image, index) => ({
    id: `alt-${index}`,
    level: "error",
    text: `Un'immagine del ${where(image)} non ha il testo alternativo: descrivila nel campo «Testo alternativo». Senza, la pagina non si può pubblicare.`,
  }));
}

function linkChecks(links: readonly Link[], known: KnownPaths, own?: string): PageCheck[] {
  const live = new Set(known.live);
  const drafts = new Set(known.drafts);
  const problems: PageCheck[] = [];
  for (const link of links) {
    if (!link.href.startsWith("/") || link.href.startsWith("//")) continue;
    const path = pathOf(link.href);
    if (live.has(path) || path === own) continue;
    problems.push({
      id: `link-${problems.length}`,
      level: "warning",
      text: drafts.has(path)
        ? `Il collegamento a ${path} (${where(link)}) porta a una pagina non ancora pubblicata: pubblicala o scegli un'altra pagina.`
        : `Il collegamento a ${path} (${where(link)}) porta a una pagina che non esiste: scegli una pagina del sito.`,
    });
  }
  if (problems.length > 0) return problems;
  return links.length > 0
    ? [
        {
          id: "links",
          level: "ok",
          text: "Ogni collegamento interno porta a una pagina pubblicata.",
        },
      ]
    : [];
}

/**
 * The checklist of `content`: meta title and description lengths, one h1, no heading level
 * skipped (rich text included), every image with alternative text, and, when the site's
 * addresses are known, no link to a missing internal page.
 */
export function pageChecks(content: CheckedContent, known?: KnownPaths | null): PageCheck[] {
  const parts = pageParts(content.blocks);
  // The home page's h1 is its hero's (the hero variants), drawn above its blocks.
  const headings =
    content.path === "/"
      ? [
          { level: 1, text: "Banner principale", block: 0, label: "Banner principale" },
          ...parts.headings,
        ]
      : parts.headings;
  return [
    ...blockChecks(parts.invalid),
    ...seoChecks(content),
    ...headingChecks(headings),
    ...imageChecks(parts.images),
    ...(known ? linkChecks(parts.links, known, content.path) : []),
  ];
}

/** What stops publishing: a block its type does not accept, an image without alternative text. */
export function publishBlockers(blocks: readonly StoredBlock[]) {
  const { invalid, images } = pageParts(blocks);
  return [
    ...blockChecks(invalid),
    ...imageChecks(images).filter((check) => check.level === "error"),
  ];
}
