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

export async function prepareBlocks(
  db: Database,
  blocks: readonly StoredBlock[],
  skipped: (block: SkippedBlock) => void = () => {},
  /** The path of the page drawn (lists of pages leave it out). */
  path = "",
): Promise<PreparedBlock[]> {
  const context = blockContext(db, path);
  const prepared = await Promise.all(
    blocks.map(async (block): Promise<PreparedBlock | null> => {
      const definition = blockDefinition(block.type);
      if (!definition) {
        skipped({ id: block.id, type: block.type, reason: "tipo di blocco sconosciuto" });
        return null;
      }
      const parsed = definition.schema.safeParse(block.data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        skipped({
          id: block.id,
          type: block.type,
          reason: `${issue?.path.join(".") || "dati"}: ${issue?.message ?? "non validi"}`,
        });
        return null;
      }
      const data = sanitizeBlockHtml(parsed.data);
      const prepare = definition.prepare as
        ((input: unknown, blockContext: BlockContext) => unknown) | undefined;
      return {
        id: block.id,
        type: block.type,
        data: prepare ? await prepare(data, context) : data,
      };
    }),
  );
  return prepared.filter((block) => block !== null);
}
