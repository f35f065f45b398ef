import { useState } from "react";
import { useSearchParams } from "react-router";
import { Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { BlogPostRecord } from "../../../../domain/blog/blog.schema";
import { ConfirmDeleteDialog } from "../shared/confirm-delete-dialog";
import { toastError, toastSuccess } from "../shared/mutation-toasts";
import { useBlogPosts, useDeleteBlogPost } from "../blog/blog-api";
import { BlogDialog } from "../blog/blog-dialog";
import { BlogTable } from "../blog/blog-table";

type Editing = { post: BlogPostRecord | null; key: number } | null;

/**
 * The 'Blog' tab (back-office.md section 2): every article (drafts and scheduled ones too), with
 * edit, delete and 'Nuovo articolo'. `?tab=blog&new=1` (the dashboard's quick action) opens the
 * create dialog.
 */
export function BlogTab() {
  const query = useBlogPosts();
  const remove = useDeleteBlogPost();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BlogPostRecord | null>(null);

  const open = (post: BlogPostRecord | null) => setEditing({ post, key: Date.now() });

  // `?new=1` (the dashboard's quick action) opens the create dialog until it is closed.
  const newFromUrl = params.get("new") === "1";
  const dialog: Editing = editing ?? (newFromUrl ? { post: null, key: 0 } : null);
  const closeDialog = () => {
    setEditing(null);
    if (!newFromUrl) return;
    const next = new URLSearchParams(params);
    next.delete("new");
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toastSuccess("Articolo eliminato");
        setDeleting(null);
      },
      onError: (error) => toastError("Errore durante l'eliminazione", error),
    });
  };

  return (
    <section aria-labelledby="admin-tab-blog" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="admin-tab-blog" className="text-2xl font-bold text-slate-900">
            Blog
          </h2>
          <p className="mt-1 text-slate-700">
            Articoli pubblicati, programmati e bozze. Le modifiche sono subito online.
          </p>
        </div>
        <Button onClick={() => open(null)}>
          <Plus className="size-4" aria-hidden="true" />
          Nuovo articolo
        </Button>
      </div>

      {query.isPending ? <p role="status">Caricamento...</p> : null}
      {query.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          Impossibile caricare gli articoli. Ricarica la pagina tra qualche istante.
        </p>
      ) : null}
      {query.data && query.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          Nessun articolo presente. Scrivi il primo con &quot;Nuovo articolo&quot;.
        </p>
      ) : null}
      {query.data && query.data.length > 0 ? (
        <BlogTable posts={query.data} onEdit={open} onDelete={setDeleting} />
      ) : null}

      {dialog ? (
        <BlogDialog
          key={dialog.key}
          post={dialog.post}
          open
          onOpenChange={(next) => {
            if (!next) closeDialog();
          }}
        />
      ) : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(next) => {
          if (!next) setDeleting(null);
        }}
        description={`Sei sicuro di voler eliminare l'articolo "${deleting?.title ?? ""}"?`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
