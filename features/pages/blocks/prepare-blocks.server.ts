import type { Database } from "#db/client";
import { rememberText } from "../../shared/remember-text";
import { sanitizePolicyHtml } from "../../policy/policy-html.server";
import { listClients } from "../../clients/clients.server";
import { listPublicPartners } from "../../partners/partners.server";
import { toPartnerCards } from "../../partners/partner-cards";
import { listLatestPublicPosts } from "../../blog/blog.server";
import { maxTickerPosts, toTickerPosts } from "../../blog/site/blog-ticker-data";
import type { PreparedBlock, StoredBlock } from "../page-content";
import type { BlockContext } from "./block-kit";
import { blockDefinition } from "./block-catalog";
import { blockIcon } from "./block-icons";
import { listPagesAt, listPagesUnder } from "../page-listing.server";
import { blockFields, forEachTextField, type BlockField } from "./block-fields";
import { publicImagesOf } from "../../media/media.server";
import type { PublicImages } from "../../media/media-values";

/**
 * Stored blocks → blocks ready to draw (decision 057). Each block's data is parsed by its
 * type's schema as it is read: a block whose type is gone or whose data no longer parses is
 * left out of the page and reported to `skipped` (the loader logs it; the editor shows it as
 * needing attention), so a schema change never breaks a page. Rich text (every field whose
 * name ends in `Html`) is sanitized here, on every read, as it is on every write.
 */
export type SkippedBlock = { id: string; type: string; reason: string };

const sanitize = rememberText((html) => sanitizePolicyHtml(html).trim());

/** Every string under a key ending in `Html`, sanitized; the rest unchanged. */
export function sanitizeBlockHtml<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => sanitizeBlockHtml(item)) as T;
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      key.endsWith("Html") && typeof field === "string"
        ? sanitize(field)
        : sanitizeBlockHtml(field),
    ]),
  ) as T;
}

/** What `prepare` may read: icons, and the records some blocks show (read from `db`). */
function blockContext(db: Database, path: string): BlockContext {
  const listed = new Map<string, ReturnType<typeof listPagesUnder>>();
  return {
    icon: blockIcon,
    path,
    async pagesUnder(prefix) {
      if (!listed.has(prefix)) listed.set(prefix, listPagesUnder(db, prefix));
      const found = await listed.get(prefix)!;
      return found.map((page) => ({
        path: page.path,
        title: page.title,
        icon: blockIcon(page.icon),
        summary: page.summary,
        highlights: page.highlights,
      }));
    },
    async pageTitles(paths) {
      const found = await listPagesAt(db, paths);
      return found.map((page) => ({ path: page.path, title: page.title }));
    },
    featuredClients: async () =>
      (await listClients(db, { featuredOnly: true })).map(({ id, name, logoUrl, websiteUrl }) => ({
        id,
        name,
        logoUrl,
        websiteUrl,
      })),
    partnerCards: async () => toPartnerCards(await listPublicPartners(db)),
    latestPosts: async () => toTickerPosts(await listLatestPublicPosts(db, maxTickerPosts)),
  };
}

/**
 * What the media library says of the images of `data`, written into it (a copy of the stored
 * data, made by sanitizeBlockHtml; decision 064): beside each image field `<name>`,
 * `<name>Position` when its focal point is off the centre (the views that crop draw it with it:
 * `ImageFocus`), and the library's alternative text in the field's own alt field when that one
 * is empty (the block's own words win).
 */
function addImageFacts(fields: readonly BlockField[], data: unknown, images: PublicImages) {
  forEachTextField(fields, data, (field, value, holder) => {
    if (field.editor !== "image" || typeof value !== "string") return;
    const image = images[value];
    if (!image) return;
    if (image.position) holder[`${field.key}Position`] = image.position;
    const altKey = field.altKey ?? `${field.key}Alt`;
    const own = holder[altKey];
    if (image.alt && (typeof own !== "string" || own.trim() === "")) holder[altKey] = image.alt;
  });
  return data;
}

type ParsedBlock = { block: StoredBlock; fields: BlockField[]; data: unknown };

export async function prepareBlocks(
  db: Database,
  blocks: readonly StoredBlock[],
  skipped: (block: SkippedBlock) => void = () => {},
  /** The path of the page drawn (lists of pages leave it out). */
  path = "",
): Promise<PreparedBlock[]> {
  const context = blockContext(db, path);
  const parsed = blocks.flatMap((block): ParsedBlock[] => {
    const definition = blockDefinition(block.type);
    if (!definition) {
      skipped({ id: block.id, type: block.type, reason: "tipo di blocco sconosciuto" });
      return [];
    }
    const result = definition.schema.safeParse(block.data);
    if (!result.success) {
      const issue = result.error.issues[0];
      skipped({
        id: block.id,
        type: block.type,
        reason: `${issue?.path.join(".") || "dati"}: ${issue?.message ?? "non validi"}`,
      });
      return [];
    }
    return [{ block, fields: blockFields(definition.schema), data: result.data }];
  });
  // One query for every image of the page: focal points and alternative texts.
  const urls: string[] = [];
  for (const { fields, data } of parsed) {
    forEachTextField(fields, data, (field, value) => {
      if (field.editor === "image" && typeof value === "string") urls.push(value);
    });
  }
  const images = await publicImagesOf(db, urls);
  return Promise.all(
    parsed.map(async ({ block, fields, data: parsedData }): Promise<PreparedBlock> => {
      const definition = blockDefinition(block.type)!;
      const data = addImageFacts(fields, sanitizeBlockHtml(parsedData), images);
      const prepare = definition.prepare as
        ((input: unknown, blockContext: BlockContext) => unknown) | undefined;
      return {
        id: block.id,
        type: block.type,
        data: prepare ? await prepare(data, context) : data,
      };
    }),
  );
}
