import { formatCardDate } from "#kit/lib/dates";
import { blogCategoryLabel } from "../blog-categories";
import type { BlogPostRecord } from "../blog.schema";
import type { TableSpec } from "#kit/admin/entity-table";
import { RowLink } from "#kit/admin/row-actions";
import { PostStatusBadge, postState } from "./post-status-badge";

/** The Blog tab's list: title, category, Pubblicato/Programmato/Bozza, date, actions. */
export const blogTable: TableSpec<BlogPostRecord> = {
  caption: "Articoli del blog",
  rowTestId: "blog-row",
  minWidth: "min-w-[40rem]",
  actions: {
    name: (post) => post.title,
    extra: (post) =>
      postState(post) === "published" ? (
        <RowLink
          href={`/blog/${post.slug}`}
          label="Apri"
          srText={`${post.title} (si apre in una nuova scheda)`}
        />
      ) : null,
  },
  columns: [
    {
      header: "Titolo",
      sort: "title",
      className: "max-w-md",
      cell: (post) => <span className="font-semibold text-slate-900">{post.title}</span>,
    },
    {
      header: "Categoria",
      sort: "category",
      cell: (post) => blogCategoryLabel(post.category),
    },
    {
      header: "Stato",
      sort: "published",
      cell: (post) => <PostStatusBadge post={post} />,
    },
    {
      header: "Data",
      sort: "date",
      className: "whitespace-nowrap",
      cell: (post) => formatCardDate(post.publishedAt ?? post.createdAt),
    },
  ],
};
