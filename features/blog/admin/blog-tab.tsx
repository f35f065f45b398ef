import type { BlogPostRecord } from "../blog.schema";
import { CrudTab, deleteById } from "#app/components/admin/shared/crud-tab";
import { blogPostsPath, useDeleteBlogPost } from "./blog-api";
import { BlogDialog } from "./blog-dialog";
import { BlogTable } from "./blog-table";

/**
 * The 'Blog' tab (back-office.md section 2): every article (drafts and scheduled ones too), with
 * edit, delete and 'Nuovo articolo'. `?tab=blog&new=1` (the dashboard's quick action) opens the
 * create dialog.
 */
export function BlogTab() {
  return (
    <CrudTab<BlogPostRecord>
      tabId="blog"
      title="Blog"
      description="Articoli pubblicati, programmati e bozze. Le modifiche sono subito online."
      newLabel="Nuovo articolo"
      newFromUrl
      path={blogPostsPath}
      noun="articoli"
      toolbar={{ label: "Filtra gli articoli", placeholder: "Titolo, estratto o autore" }}
      noMatchText="Nessun articolo corrisponde alla ricerca."
      errorText="Impossibile caricare gli articoli. Ricarica la pagina tra qualche istante."
      emptyText={'Nessun articolo presente. Scrivi il primo con "Nuovo articolo".'}
      items={(posts, handlers, list) => <BlogTable posts={posts} sorting={list} {...handlers} />}
      dialog={BlogDialog}
      remove={deleteById(useDeleteBlogPost(), "Articolo eliminato")}
      confirm={{ text: (post) => `Sei sicuro di voler eliminare l'articolo "${post.title}"?` }}
    />
  );
}
