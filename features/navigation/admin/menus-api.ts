import { useMutation, useQuery } from "@tanstack/react-query";
import { apiClient, answer } from "#kit/lib/api-client";
import { getJson } from "#kit/lib/api";
import { byId, crudApi } from "#kit/admin/crud-api";
import type { adminMenuRoutes } from "../api/admin";
import type { AdminMenus } from "../navigation.schema";

type Routes = ReturnType<typeof adminMenuRoutes>;
const path = "/api/admin/menus";
const client = apiClient<Routes>(path);

/**
 * The Menu tab's data (decision 058): GET /api/admin/menus (every menu with its entries, the
 * pages to choose from) and the writes, each followed by a new read of the menus.
 */
export const menusApi = {
  ...crudApi(path, apiClient<Routes>),
  useMenus: () => useQuery({ queryKey: [path], queryFn: () => getJson<AdminMenus>(path) }),
  /** Moves an entry one place up or down in its menu. */
  useMove() {
    const onSettled = menusApi.useRefreshList();
    return useMutation({
      mutationFn: ({ id, direction }: { id: number; direction: "up" | "down" }) =>
        answer(client[":id"].move.$post({ ...byId(id), json: { direction } })),
      onSettled,
    });
  },
};
