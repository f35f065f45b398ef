import type { BlogPostRecord } from "../blog.schema";
import { CrudTab } from "#app/components/admin/shared/crud-tab";
import { withToasts } from "#app/components/admin/shared/mutation-toasts";
import { blogPostsPath, useDeleteBlogPost } from "./blog-api";
import { ListToolbar } from "#app/components/admin/shared/list-toolbar";
import { useAdminList } from "#app/components/admin/shared/use-admin-list";
import { BlogDialog } from "./blog-dialog";
import { BlogTable } from "./blog-table";

/**
 * The 'Blog' tab (back-office.md section 2): every article (drafts and scheduled ones too), with
 * edit, delete and 'Nuovo articolo'. `?tab=blog&new=1` (the dashboard's quick action) opens the
 * create dialog.
 */
export function BlogTab() {
  const remove = useDeleteBlogPost();
  const list = useAdminList<BlogPostRecord>(blogPostsPath);
  return (
    <CrudTab<BlogPostRecord>
      tabId="blog"
      title="Blog"
      description="Articoli pubblicati, programmati e bozze. Le modifiche sono subito online."
      newLabel="Nuovo articolo"
      newFromUrl
      list={list}
      noun="articoli"
      toolbar={
        <ListToolbar
          list={list}
          idPrefix="blog"
          label="Filtra gli articoli"
          placeholder="Titolo, estratto o autore"
        />
      }
      noMatchText="Nessun articolo corrisponde alla ricerca."
      errorText="Impossibile caricare gli articoli. Ricarica la pagina tra qualche istante."
      emptyText={'Nessun articolo presente. Scrivi il primo con "Nuovo articolo".'}
      items={(posts, handlers) => <BlogTable posts={posts} sorting={list} {...handlers} />}
      dialog={(post, close) => <BlogDialog post={post} onClose={close} />}
      remove={{
        pending: remove.isPending,
        run: (post, done) =>
          remove.mutate(
            post.id,
            withToasts("Articolo eliminato", "Errore durante l'eliminazione", done),
          ),
      }}
      confirm={{ text: (post) => `Sei sicuro di voler eliminare l'articolo "${post.title}"?` }}
    />
  );
}
