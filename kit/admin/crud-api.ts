import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { ClientResponse } from "hono/client";
import { answer } from "#kit/lib/api-client";

type Reply = ClientResponse<unknown, number, string>;
type ById = { param: { id: string } };

/** What `crudApi` calls on a `crudRoutes` client: POST /, PUT /{id}, DELETE /{id}. */
type CrudClient<Input, Created extends Reply, Replaced extends Reply, Removed extends Reply> = {
  index: { $post: (args: { json: Input }) => Promise<Created> };
  ":id": {
    $put: (args: ById & { json: Input }) => Promise<Replaced>;
    $delete: (args: ById) => Promise<Removed>;
  };
};

/** The path parameter of an item's route. */
export const byId = (id: number): ById => ({ param: { id: String(id) } });

/** A function that marks these queries (and every query under them) stale, all at once. */
export function useRefresh(...queryKeys: QueryKey[]) {
  const client = useQueryClient();
  return () => Promise.all(queryKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * The browser side of a simple admin entity (decisions 021, 035): its list path (read by
 * `useAdminList`, the prefix of its query keys) and its two writes, typed by the entity's routes
 * through `apiClient`: `useSave` (`{ id, payload }`: POST when `id` is null, PUT otherwise) and
 * `useDelete` (by id). After each write, failed or not, the list and the queries of `refreshes`
 * (e.g. the dashboard's counts) are fetched again, before the caller's callbacks run.
 *
 *   export const clientsApi = crudApi("/api/admin/clients", apiClient<ClientRoutes>);
 */
export function crudApi<
  Input,
  Created extends Reply,
  Replaced extends Reply,
  Removed extends Reply,
>(
  path: string,
  clientOf: (base: string) => CrudClient<Input, Created, Replaced, Removed>,
  refreshes: QueryKey[] = [],
) {
  const client = clientOf(path);
  const useRefreshList = () => useRefresh([path], ...refreshes);

  function useSave() {
    const onSettled = useRefreshList();
    return useMutation({
      mutationFn: ({ id, payload }: { id: number | null; payload: Input }) =>
        id === null
          ? answer(client.index.$post({ json: payload }))
          : answer(client[":id"].$put({ ...byId(id), json: payload })),
      onSettled,
    });
  }

  function useDelete() {
    const onSettled = useRefreshList();
    return useMutation({
      mutationFn: (id: number) => answer(client[":id"].$delete(byId(id))),
      onSettled,
    });
  }

  return { path, useRefreshList, useSave, useDelete };
}
