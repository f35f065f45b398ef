import { useMemo, useRef } from "react";
import { useNavigation } from "react-router";
import { emptyBlogFilters, filterPosts, hasActiveFilters, type BlogFilters } from "../blog-filter";
import type { BlogListItem } from "../blog-views";
import { BlogEmptyState } from "./blog-empty-state";
import { BlogFiltersForm } from "./blog-filters-form";
import { BlogPostCard, BlogPostCardPlaceholder } from "./blog-post-card";
import { useBlogFilters } from "./use-blog-filters";

/** ../shared/spec/public-site.md §9: 6 placeholder cards while the list loads. */
export const placeholderCards = 6;

type Props = { posts: BlogListItem[]; categories: string[]; filters: BlogFilters };

const countText = (count: number) =>
  count === 1 ? "1 articolo trovato" : `${count} articoli trovati`;

/** Filters, result count (announced politely), grid of cards or the empty state. */
export function BlogList({ posts, categories, filters: loadedFilters }: Props) {
  const [filters, setFilters] = useBlogFilters(loadedFilters);
  const searchRef = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => filterPosts(posts, filters), [posts, filters]);
  const active = hasActiveFilters(filters);

  // A client navigation to this list (e.g. the Blog link while already here) that waits for data.
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blog";

  const reset = () => {
    setFilters(emptyBlogFilters);
    searchRef.current?.focus();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <BlogFiltersForm
        filters={filters}
        categories={categories}
        onChange={setFilters}
        searchRef={searchRef}
      />
      <p
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="blog-count"
        className="mt-6 text-sm font-medium text-slate-600"
      >
        {loading ? "Caricamento degli articoli..." : countText(shown.length)}
      </p>
      {loading ? (
        <ul className="mt-4 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {Array.from({ length: placeholderCards }, (_, index) => (
            <li key={index}>
              <BlogPostCardPlaceholder />
            </li>
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <div className="mt-4">
          <BlogEmptyState filtersActive={active} onReset={reset} />
        </div>
      ) : (
        <ul className="mt-4 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-grid">
          {shown.map((post, index) => (
            <li key={post.id}>
              <BlogPostCard post={post} eager={index < 3} first={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
