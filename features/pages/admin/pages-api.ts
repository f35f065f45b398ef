import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, apiClient } from "#kit/lib/api-client";
import { byId } from "#kit/admin/crud-api";
import type { adminPagePublicationRoutes, adminPageRoutes } from "../api/admin";
import type { z } from "#kit/lib/zod";
import type { adminPageView } from "../page-views";
import type { StoredBlock } from "../page-content";

/**
 * The Pagine tab's calls (decision 059): the paged list (useAdminList reads PAGES_PATH), one
 * page, the draft's writes (area `pages`) and publication's (area `page-publication`).
 */
export const PAGES_PATH = "/api/admin/pages";
const pagesClient = apiClient<ReturnType<typeof adminPageRoutes>>(PAGES_PATH);
const publication = apiClient<ReturnType<typeof adminPagePublicationRoutes>>(
  "/api/admin/page-publication",
);

export type AdminPage = z.output<typeof adminPageView>;
/** A page as the editor sends it (the schema's input: the server fills the defaults). */
export type PageBody = Parameters<typeof pagesClient.index.$post>[0]["json"];
export const pageQueryKey = (id: number) => [PAGES_PATH, "page", id] as const;

export function usePage(id: number) {
  return useQuery({
    queryKey: pageQueryKey(id),
    queryFn: () => answer(pagesClient[":id"].$get(byId(id))),
  });
}

/** Every page's path and title (the address picker and the link fields). */
export function usePageTargets() {
  return useQuery({
    queryKey: [PAGES_PATH, "targets"],
    queryFn: () => answer(pagesClient.targets.$get()),
  });
}

/** The site's addresses, for the link check of the checklist. */
export function useKnownPaths() {
  return useQuery({
    queryKey: [PAGES_PATH, "known-paths"],
    queryFn: () => answer(pagesClient["known-paths"].$get()),
  });
}

/** After a write: the list, the page and the addresses are read again; the page set as answered. */
function useWrite<V>(call: (variables: V) => Promise<AdminPage | null>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (page) => {
      if (page) client.setQueryData(pageQueryKey(page.id), page);
    },
    onSettled: () => client.invalidateQueries({ queryKey: [PAGES_PATH] }),
  });
}

export const useCreatePage = () =>
  useWrite((input: PageBody) => answer(pagesClient.index.$post({ json: input })));

export const useSaveDraft = () =>
  useWrite(({ id, input }: { id: number; input: PageBody }) =>
    answer(pagesClient[":id"].$put({ ...byId(id), json: input })),
  );

export const usePublish = () =>
  useWrite(({ id, at }: { id: number; at: string | null }) =>
    answer(publication[":id"].$post({ ...byId(id), json: { at } })),
  );

export const useWithdraw = () =>
  useWrite((id: number) => answer(publication[":id"].withdraw.$post(byId(id))));

export const useDeletePage = () =>
  useWrite(async (id: number) => {
    await answer(publication[":id"].$delete(byId(id)));
    return null;
  });

export const usePreviewLink = () =>
  useMutation({
    mutationFn: (id: number) => answer(pagesClient[":id"]["preview-link"].$post(byId(id))),
  });

/** Unsaved content drawn as visitors would see it (the live preview). */
export const previewBlocks = (content: { title: string; blocks: StoredBlock[] }) =>
  answer(pagesClient.preview.$post({ json: { ...content, seo: {}, path: "/" } }));
