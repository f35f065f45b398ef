/**
 * The admin lists' paging (decision 023), shared by the server (db/list-query.ts,
 * server/http/list-query.ts) and the browser (useAdminList): 25 items a page.
 */
export const PAGE_SIZE = 25;

/** What a list query holds once parsed. */
export type ListParams<Sort extends string = string> = {
  q?: string;
  sort?: Sort;
  dir?: "asc" | "desc";
  page?: number;
};

/** One page of a list. */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
