import { sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { isStoredImagePath } from "#features/shared/stored-image";
import type { MediaUsage, MediaUsageKind } from "./media-values";

/**
 * Where an uploaded file is used (decision 064): the one answer the library's grid, its delete
 * and the software tab read. A place references a file by its URL: the image columns of blog
 * posts, platforms (cover and gallery), hero variants, partners and clients, the site settings'
 * values, the software items' file, a blog post's text (an image or a link in its HTML), and
 * anywhere in a page's draft, live or scheduled content (blocks, their rich text, SEO image).
 * The URL is matched whole, between quotes (in a page's JSON, a quote of its rich text is
 * escaped), so an id that begins another id does not match.
 */

const pageStates = { draft: "bozza", live: "pubblicata", scheduled: "programmata" } as const;

type Row = { url: string; kind: MediaUsageKind; name: string; state: string | null };

/** The places using each of `urls` (a URL no place uses has no entry). */
export async function whereUsed(
  db: Database,
  urls: readonly string[],
): Promise<Map<string, MediaUsage[]>> {
  const found = new Map<string, MediaUsage[]>();
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return found;
  const list = sql`(${sql.join(
    wanted.map((url) => sql`${url}`),
    sql`, `,
  )})`;
  const array = sql`array[${sql.join(
    wanted.map((url) => sql`${url}`),
    sql`, `,
  )}]::text[]`;
  const { rows } = (await db.execute(sql`
    select u.url, 'blog' as kind, b.title as name, null as state
      from blog_posts b join unnest(${array}) as u(url)
        on b.image_url = u.url or strpos(b.content, '"' || u.url || '"') > 0
    union all
    select u.url, 'platform', s.name, null
      from solutions s join unnest(${array}) as u(url)
        on s.hero_image = u.url or s.gallery_images @> jsonb_build_array(u.url)
    union all
    select background_image, 'hero', name, null from hero_variants where background_image in ${list}
    union all
    select logo_url, 'partner', name, null from certified_partners where logo_url in ${list}
    union all
    select logo_url, 'client', name, null from clients where logo_url in ${list}
    union all
    select value, 'setting', coalesce(nullif(description, ''), key), null
      from site_settings where value in ${list}
    union all
    select file_url, 'software', name, null from downloadable_software where file_url in ${list}
    union all
    select u.url, 'page', p.title, s.state
      from pages p
      join unnest(${array}) as u(url) on true
      cross join lateral (values
        ('draft', p.draft::text), ('live', p.live::text), ('scheduled', p.scheduled::text)
      ) as s(state, content)
      where s.content is not null
        and (strpos(s.content, '"' || u.url || '"') > 0
          or strpos(s.content, '"' || u.url || '\\"') > 0)
  `)) as unknown as { rows: Row[] };
  const pages = new Map<string, MediaUsage>();
  for (const row of rows) {
    const usages = found.get(row.url) ?? [];
    found.set(row.url, usages);
    if (row.kind !== "page") {
      usages.push({ kind: row.kind, name: row.name, detail: null });
      continue;
    }
    const key = `${row.url}\u0000${row.name}`;
    const state = pageStates[row.state as keyof typeof pageStates];
    const page = pages.get(key);
    if (page) page.detail = `${page.detail}, ${state}`;
    else {
      const usage: MediaUsage = { kind: "page", name: row.name, detail: state };
      pages.set(key, usage);
      usages.push(usage);
    }
  }
  return found;
}

/**
 * Every image URL the content stores (the same places as `whereUsed`): what the import of the
 * existing uploads brings into the library, each with a name telling where it was found.
 */
export async function storedImageUrls(db: Database): Promise<Map<string, string>> {
  const { rows } = (await db.execute(sql`
    select image_url as url, 'Copertina: ' || title as name from blog_posts where image_url is not null
    union all
    select hero_image, 'Piattaforma: ' || name from solutions where hero_image is not null
    union all
    select g.url, 'Galleria: ' || s.name from solutions s,
      jsonb_array_elements_text(s.gallery_images) as g(url)
    union all
    select background_image, 'Hero: ' || name from hero_variants where background_image is not null
    union all
    select logo_url, 'Logo: ' || name from certified_partners where logo_url is not null
    union all
    select logo_url, 'Logo: ' || name from clients where logo_url is not null
    union all
    select value, coalesce(nullif(description, ''), key) from site_settings
      where value like '/uploads/images/%'
    union all
    select m[1], 'Pagina: ' || p.title from pages p,
      lateral (values (p.draft::text), (p.live::text), (p.scheduled::text)) as c(content),
      lateral regexp_matches(c.content, '"(/uploads/images/[A-Za-z0-9_-]+\\.webp)"', 'g') as m
      where c.content is not null
  `)) as unknown as { rows: { url: string; name: string }[] };
  const urls = new Map<string, string>();
  for (const { url, name } of rows) {
    if (isStoredImagePath(url) && !urls.has(url)) urls.set(url, name.slice(0, 255));
  }
  return urls;
}
