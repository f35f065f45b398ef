import { ExternalLink, Pencil, Trash2 } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { formatCardDate } from "#features/shared/dates";
import { blogCategoryLabel } from "../blog-categories";
import type { BlogPostRecord } from "../blog.schema";

type Props = {
  posts: BlogPostRecord[];
  onEdit: (post: BlogPostRecord) => void;
  onDelete: (post: BlogPostRecord) => void;
};

const isScheduled = (post: BlogPostRecord) =>
  post.published && post.publishedAt !== null && Date.parse(post.publishedAt) > Date.now();

function StatusBadge({ post }: { post: BlogPostRecord }) {
  return (
    <span
      className={
        post.published
          ? "inline-block rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800"
          : "inline-block rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800"
      }
    >
      {post.published ? "Pubblicato" : "Bozza"}
    </span>
  );
}

/** The Blog tab's list: title, category, Pubblicato/Bozza, date, actions. */
export function BlogTable({ posts, onEdit, onDelete }: Props) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Articoli del blog, dal più recente</caption>
        <thead className="bg-slate-50 text-slate-800">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Titolo
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Categoria
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Stato
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Data
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Azioni
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {posts.map((post) => (
            <tr key={post.id} data-testid="blog-row">
              <th scope="row" className="max-w-md px-4 py-3 font-semibold text-slate-900">
                {post.title}
              </th>
              <td className="px-4 py-3 text-slate-700">{blogCategoryLabel(post.category)}</td>
              <td className="px-4 py-3">
                <StatusBadge post={post} />
                {isScheduled(post) ? (
                  <span className="mt-1 block text-xs text-slate-700">Programmato</span>
                ) : null}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                {formatCardDate(post.publishedAt ?? post.createdAt)}
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-1">
                  {post.published && !isScheduled(post) ? (
                    <a
                      href={`/blog/${post.slug}`}
                      target="_blank"
                      rel="noopener"
                      className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                    >
                      <Icon node={ExternalLink} className="size-4" />
                      Apri
                      <span className="sr-only"> {post.title} (si apre in una nuova scheda)</span>
                    </a>
                  ) : null}
                  <Button size="sm" variant="ghost" onClick={() => onEdit(post)}>
                    <Icon node={Pencil} className="size-4" />
                    Modifica<span className="sr-only"> {post.title}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onDelete(post)}
                    className="text-red-700 hover:bg-red-50"
                  >
                    <Icon node={Trash2} className="size-4" />
                    Elimina<span className="sr-only"> {post.title}</span>
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
