import type { RefObject } from "react";
import { Search } from "lucide";
import { Icon } from "#kit/ui/icon";
import { blogCategoryLabel } from "../blog-categories";
import { maxQueryLength, type BlogFilters } from "../blog-filter";
import { Button } from "#kit/ui/button";

type Props = {
  filters: BlogFilters;
  categories: readonly string[];
  onChange: (filters: BlogFilters) => void;
  searchRef: RefObject<HTMLInputElement | null>;
};

const fieldClasses =
  "h-12 w-full rounded-lg border border-slate-400 bg-white text-slate-900 shadow-sm placeholder:text-slate-600 focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700";

/**
 * Search text and category. With JavaScript the list follows every keystroke; without it the
 * form is an ordinary GET to /blog?q=...&categoria=..., which the loader filters.
 */
export function BlogFiltersForm({ filters, categories, onChange, searchRef }: Props) {
  return (
    <form
      method="get"
      action="/blog"
      role="search"
      aria-label="Cerca nel blog"
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-col gap-3 md:flex-row"
    >
      <div className="relative flex-1">
        <label htmlFor="blog-search" className="sr-only">
          Cerca articoli
        </label>
        <Icon
          node={Search}
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          ref={searchRef}
          id="blog-search"
          type="search"
          name="q"
          value={filters.q}
          maxLength={maxQueryLength}
          placeholder="Cerca articoli..."
          autoComplete="off"
          onChange={(event) => onChange({ ...filters, q: event.target.value })}
          className={`${fieldClasses} pr-4 pl-11`}
        />
      </div>
      <div className="md:w-64">
        <label htmlFor="blog-category" className="sr-only">
          Categoria
        </label>
        <select
          id="blog-category"
          name="categoria"
          value={filters.categoria}
          onChange={(event) => onChange({ ...filters, categoria: event.target.value })}
          className={`${fieldClasses} px-3`}
        >
          <option value="">Tutte le categorie</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {blogCategoryLabel(category)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="lg" className="md:w-auto">
        <Icon node={Search} className="size-5" />
        Cerca
      </Button>
    </form>
  );
}
