import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getJson } from "#kit/lib/api";
import type { Page } from "#kit/lib/page";

export type { Page };
export type SortDir = "asc" | "desc";

/** The list parameters the URL holds besides the list's own filters (decision 023). */
const LIST_KEYS = ["q", "sort", "dir", "page"] as const;

/** Milliseconds between the last key typed in the search box and the search. */
export const SEARCH_DELAY = 300;

/**
 * One back-office list whose state lives in the URL (`?tab=<id>&q=&sort=&dir=&page=&<filters>`,
 * decision 023): search, column sort, page and filters; each change is a history entry (back and
 * forward and a reload restore the list), except the search text, which replaces the entry while
 * it is typed. Any change but the page goes back to page 1. The page itself is read from the
 * server: `GET <path>?<the same parameters>` answering `{ items, total, page, pageSize }`.
 */
export function useAdminList<T>(path: string, filterNames: readonly string[] = []) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // The URL's query as shown, and the one the list's last change asked for. A navigation takes
  // a moment (the route's loader runs) and `useSearchParams`' setter builds on the parameters of
  // its render, so two quick changes (a filter, then another, or the delayed search) would each
  // start from the same old URL and the second would undo the first. Each change is built on the
  // query the previous one asked for instead; whatever the URL then becomes (that change, a later
  // one, back/forward) is what the next change starts from.
  const wanted = useRef({ search, push: false });
  useLayoutEffect(() => {
    wanted.current = { search, push: false };
  }, [search]);
  const q = params.get("q") ?? "";
  const sort = params.get("sort");
  const dir: SortDir = params.get("dir") === "desc" ? "desc" : "asc";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ""]));

  const apiParams = new URLSearchParams();
  for (const key of [...LIST_KEYS, ...filterNames]) {
    const value = params.get(key);
    if (value) apiParams.set(key, value);
  }
  const apiQuery = apiParams.toString();

  const change = useCallback(
    (changes: Record<string, string | null>, replace = false) => {
      const next = new URLSearchParams(wanted.current.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!("page" in changes)) next.delete("page");
      const query = next.toString();
      // A replace while a new entry is still on its way would replace the entry before it.
      const push = !replace || wanted.current.push;
      wanted.current = { search: query ? `?${query}` : "", push };
      void navigate(`?${query}`, { replace: !push, preventScrollReset: true });
    },
    [navigate],
  );
  const setSearch = useCallback(
    (text: string) => change({ q: text.trim() || null }, true),
    [change],
  );

  const query = useQuery({
    queryKey: [path, apiQuery],
    queryFn: () => getJson<Page<T>>(apiQuery ? `${path}?${apiQuery}` : path),
    placeholderData: keepPreviousData,
    // A page seen before may have changed since (a write elsewhere): read it again when shown.
    refetchOnMount: "always",
  });

  return {
    /** The list's API path, e.g. /api/admin/blog (its items' history reads the entity from it). */
    path,
    query,
    q,
    sort,
    dir,
    page,
    filters,
    /** The list's parameters as the API reads them (also the CSV export's). */
    apiQuery,
    /** True when a search or filter narrows the list (an empty answer is then "no match"). */
    narrowed: q !== "" || Object.values(filters).some(Boolean),
    setSearch,
    setFilter: (name: string, value: string) => change({ [name]: value || null }),
    /** A column header: a new column sorts ascending, the same one flips the direction. */
    toggleSort: (key: string) =>
      change({ sort: key, dir: sort === key && dir === "asc" ? "desc" : "asc" }),
    setSort: (key: string | null, direction: SortDir) =>
      change({ sort: key, dir: key ? direction : null }),
    setPage: (next: number) => change({ page: next > 1 ? String(next) : null }),
  };
}

export type AdminList<T = unknown> = ReturnType<typeof useAdminList<T>>;

/** The search box's text: typed freely, sent to the URL once typing pauses. */
export function useSearchText({ q, setSearch }: Pick<AdminList, "q" | "setSearch">) {
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  // Back/forward (or a link) changed the search: show it (not while the same text is typed).
  if (q !== shownQ) {
    setShownQ(q);
    if (text.trim() !== q) setText(q);
  }
  useEffect(() => {
    if (text.trim() === q) return;
    // Sent on top of whatever the list asked for last (a filter changed meanwhile stays).
    const timer = setTimeout(() => setSearch(text), SEARCH_DELAY);
    return () => clearTimeout(timer);
  }, [text, q, setSearch]);
  return [text, setText] as const;
}
