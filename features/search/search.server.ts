import { sql, type SQL } from "drizzle-orm";
import { decodeHTML } from "entities";
import type { Database } from "#db/client";
import {
  MARK_END,
  MARK_START,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_PAGES,
  SEARCH_PAGE_SIZE,
  snippetParts,
  type SearchAnswer,
  type SearchKind,
  type SearchResult,
} from "./search-values";
import type { GuideSuggestion } from "#features/guides/guides.schema";

/**
 * The site search (decision 065): PostgreSQL full-text search with the `sito_it` configuration
 * (Italian stemming, accents removed by `unaccent`; migration 0028) over what visitors can read
 * now: the published pages built from blocks (services and the others), the published
 * platforms, the public blog posts and the published guides. The documents are built from the
 * source tables on every query (no copy to keep fresh; measured in the decision record),
 * ranked with `ts_rank` (title before summary before text) and excerpted with `ts_headline`
 * between two control characters no stored text holds, which the page turns into <mark>.
 */

const CONFIG = sql.raw("'sito_it'::regconfig");

/** Tags out, as spaces (the documents are HTML or text). */
const plain = (html: SQL) => sql`regexp_replace(${html}, '<[^>]*>', ' ', 'g')`;

/** A weighted document: title A, summary B, text C. */
const documentOf = (title: SQL, summary: SQL, text: SQL) => sql`
  setweight(to_tsvector(${CONFIG}, ${title}), 'A')
  || setweight(to_tsvector(${CONFIG}, ${summary}), 'B')
  || setweight(to_tsvector(${CONFIG}, ${text}), 'C')`;

/** The text strings of a page content's blocks (not ids, types, addresses or icons' paths). */
const blockText = (content: SQL) => sql`coalesce((
  select string_agg(value #>> '{}', ' ')
  from jsonb_path_query(${content} -> 'blocks', 'strict $[*].data.**') as value
  where jsonb_typeof(value) = 'string' and (value #>> '{}') !~ '^(/|https?:|mailto:|tel:|#)'
), '')`;

/** Every document visitors may find at `now`: kind, title, address, summary, text, tsvector. */
function documents(now: Date) {
  const at = now.toISOString();
  const visible = sql`(case when p.scheduled is not null and p.scheduled_at <= ${at}::timestamptz
    then p.scheduled else p.live end)`;
  return sql`
    select 'guide' as kind, g.title as title, '/guide/' || g.slug as path,
      g.summary as summary, ${plain(sql`g.body`)} as text,
      ${documentOf(sql`g.title`, sql`g.summary`, plain(sql`g.body`))} as doc
    from guides g where g.published
    union all
    select 'post', b.title, '/blog/' || b.slug, coalesce(b.excerpt, ''), ${plain(sql`b.content`)},
      ${documentOf(sql`b.title`, sql`coalesce(b.excerpt, '') || ' ' || b.tags::text`, plain(sql`b.content`))}
    from blog_posts b
    where b.published and (b.published_at is null or b.published_at <= ${at}::timestamptz)
    union all
    select 'platform', s.name, '/piattaforme/' || s.slug, s.short_description,
      ${plain(sql`s.long_description`)},
      ${documentOf(
        sql`s.name`,
        sql`s.short_description`,
        sql`${plain(sql`s.long_description`)} || ' ' || s.features::text || ' ' || s.technologies::text`,
      )}
    from solutions s where s.published
    union all
    select case when c.content -> 'seo' ->> 'type' = 'Service' then 'service' else 'page' end,
      c.content ->> 'title', c.path, coalesce(c.content -> 'seo' ->> 'description', ''),
      ${plain(blockText(sql`c.content`))},
      ${documentOf(
        sql`(c.content ->> 'title')`,
        sql`coalesce(c.content -> 'seo' ->> 'description', '')`,
        plain(blockText(sql`c.content`)),
      )}
    from (select p.path, ${visible} as content from pages p
          where p.live is not null or p.scheduled_at <= ${at}::timestamptz) c
    where c.content is not null
      and coalesce((c.content -> 'seo' ->> 'noindex')::boolean, false) = false`;
}

/** The words typed, tidied: spaces collapsed, cut at SEARCH_MAX_LENGTH. */
export function searchText(q: unknown): string {
  if (typeof q !== "string") return "";
  return (
    q
      // Control characters (the excerpt's markers among them) are spaces.
      .replace(/\p{Cc}/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, SEARCH_MAX_LENGTH)
  );
}

const headlineOptions = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

type Row = {
  kind: SearchKind;
  title: string;
  path: string;
  summary: string;
  headline: string;
  total: number;
};

/** The markers and the text of the excerpt, decoded (the stored HTML's entities). */
const toResult = (row: Row): SearchResult => ({
  kind: row.kind,
  title: decodeHTML(row.title),
  path: row.path,
  snippet: snippetParts(row.headline).map((part) => ({ ...part, text: decodeHTML(part.text) })),
});

async function runSearch(
  db: Database,
  query: SQL,
  { limit, offset, kinds }: { limit: number; offset: number; kinds?: readonly SearchKind[] },
  now: Date,
): Promise<{ rows: Row[]; total: number }> {
  const kindFilter = kinds
    ? sql`and d.kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`
    with q as (select ${query} as query),
    found as (
      select d.kind, d.title, d.path, d.summary, d.text, ts_rank(d.doc, q.query) as rank,
        count(*) over () as total
      from (${documents(now)}) d, q
      where d.doc @@ q.query ${kindFilter}
      order by rank desc, d.title, d.path
      limit ${limit} offset ${offset}
    )
    select f.kind, f.title, f.path, f.summary, f.total::int as total,
      ts_headline(${CONFIG},
        translate(f.summary || ' … ' || f.text, ${MARK_START + MARK_END}, ''),
        q.query, ${headlineOptions}) as headline
    from found f, q
    order by f.rank desc, f.title, f.path`);
  const rows = Array.isArray(result)
    ? (result as Row[])
    : (result as unknown as { rows: Row[] }).rows;
  return { rows, total: rows[0]?.total ?? 0 };
}

/**
 * /cerca?q=…&pagina=…: the documents holding every word of `q` (web-search syntax: "quoted
 * phrases", -excluded words, `or`), most relevant first, SEARCH_PAGE_SIZE a page.
 */
export async function searchSite(
  db: Database,
  q: unknown,
  page = 1,
  now = new Date(),
): Promise<SearchAnswer> {
  const query = searchText(q);
  const wanted = Math.min(Math.max(1, Math.trunc(page) || 1), SEARCH_MAX_PAGES);
  if (!query) return { query, results: [], total: 0, page: 1, pages: 0 };
  const { rows, total } = await runSearch(
    db,
    sql`websearch_to_tsquery(${CONFIG}, ${query})`,
    { limit: SEARCH_PAGE_SIZE, offset: (wanted - 1) * SEARCH_PAGE_SIZE },
    now,
  );
  const pages = Math.min(Math.ceil(total / SEARCH_PAGE_SIZE), SEARCH_MAX_PAGES);
  return { query, results: rows.map(toResult), total, page: wanted, pages };
}

/** How many guides the ticket forms suggest. */
export const SUGGESTED_GUIDES = 3;

/**
 * The published guides holding any of the words of a ticket's subject (a subject is a sentence:
 * every word of it rarely is in one guide), the most relevant first.
 */
export async function suggestGuides(db: Database, q: unknown): Promise<GuideSuggestion[]> {
  const query = searchText(q);
  if (!query) return [];
  const anyWord = sql`replace(plainto_tsquery(${CONFIG}, ${query})::text, ' & ', ' | ')::tsquery`;
  const { rows } = await runSearch(
    db,
    anyWord,
    { limit: SUGGESTED_GUIDES, offset: 0, kinds: ["guide"] },
    new Date(),
  );
  return rows.map((row) => ({
    title: decodeHTML(row.title),
    path: row.path,
    summary: row.summary,
  }));
}
