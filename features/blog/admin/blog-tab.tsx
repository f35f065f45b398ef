import type { BlogPostRecord } from "../blog.schema";
import { CrudTab, tabDeleteById, entityTexts } from "#kit/admin/crud-tab";
import { blogApi } from "./blog-api";
import { BlogDialog } from "./blog-dialog";
import { blogTable } from "./blog-table";

/**
 * The 'Blog' tab (../shared/spec/back-office.md §2): every article (drafts and scheduled ones too),
 * with edit, delete and 'Nuovo articolo'. `?tab=blog&new=1` (the dashboard's quick action) opens
 * the create dialog.
 */
export function BlogTab() {
  return (
    <CrudTab<BlogPostRecord>
      description="Articoli pubblicati, programmati e bozze. Le modifiche sono subito online."
      newFromUrl
      path={blogApi.path}
      {...entityTexts("l'articolo", "gli articoli", (post: BlogPostRecord) => post.title)}
      toolbar={{ placeholder: "Titolo, estratto o autore" }}
      emptyText={'Nessun articolo presente. Scrivi il primo con "Nuovo articolo".'}
      items={blogTable}
      dialog={BlogDialog}
      remove={tabDeleteById(blogApi.useDelete(), "Articolo eliminato")}
    />
  );
}
