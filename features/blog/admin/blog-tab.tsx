import type { BlogPostRecord } from "../blog.schema";
import { ConfirmDeleteDialog } from "#app/components/admin/shared/confirm-delete-dialog";
import { withToasts } from "#app/components/admin/shared/mutation-toasts";
import { AdminTabHeader, ListStates } from "#app/components/admin/shared/tab-parts";
import { useCrudTab } from "#app/components/admin/shared/use-crud-tab";
import { useBlogPosts, useDeleteBlogPost } from "./blog-api";
import { BlogDialog } from "./blog-dialog";
import { BlogTable } from "./blog-table";

/**
 * The 'Blog' tab (back-office.md section 2): every article (drafts and scheduled ones too), with
 * edit, delete and 'Nuovo articolo'. `?tab=blog&new=1` (the dashboard's quick action) opens the
 * create dialog.
 */
export function BlogTab() {
  const query = useBlogPosts();
  const remove = useDeleteBlogPost();
  const crud = useCrudTab<BlogPostRecord>({
    newFromUrl: true,
    deletePending: remove.isPending,
    deleteItem: (post, done) =>
      remove.mutate(
        post.id,
        withToasts("Articolo eliminato", "Errore durante l'eliminazione", done),
      ),
  });

  return (
    <section aria-labelledby="admin-tab-blog" className="grid gap-6">
      <AdminTabHeader
        titleId="admin-tab-blog"
        title="Blog"
        description="Articoli pubblicati, programmati e bozze. Le modifiche sono subito online."
        newLabel="Nuovo articolo"
        onNew={() => crud.open(null)}
      />

      <ListStates
        query={query}
        errorText="Impossibile caricare gli articoli. Ricarica la pagina tra qualche istante."
        emptyText={'Nessun articolo presente. Scrivi il primo con "Nuovo articolo".'}
      >
        {(posts) => <BlogTable posts={posts} onEdit={crud.open} onDelete={crud.setDeleting} />}
      </ListStates>

      {crud.dialog ? (
        <BlogDialog
          key={crud.dialog.key}
          post={crud.dialog.item}
          open
          onOpenChange={crud.onDialogOpenChange}
        />
      ) : null}
      <ConfirmDeleteDialog
        {...crud.deleteDialog}
        description={`Sei sicuro di voler eliminare l'articolo "${crud.deleting?.title ?? ""}"?`}
      />
    </section>
  );
}
