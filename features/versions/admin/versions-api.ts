import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, apiClient } from "#kit/lib/api-client";
import type { itemVersionRoutes } from "../api/item-versions";
import { versionEntities, type VersionEntity } from "../version-entities";

type Routes = ReturnType<typeof itemVersionRoutes>;

/** The admin API mount of an entity's routes, the prefix of its queries' keys too. */
export const versionsBase = (entity: VersionEntity) =>
  `/api/admin/${versionEntities[entity].mount}`;

const clients = new Map<VersionEntity, ReturnType<typeof apiClient<Routes>>>();
const clientOf = (entity: VersionEntity) => {
  let client = clients.get(entity);
  if (!client) {
    client = apiClient<Routes>(versionsBase(entity));
    clients.set(entity, client);
  }
  return client;
};

const paramsOf = (id: number, number?: number) => ({
  param: { id: String(id), number: String(number ?? 0) },
});

/** An item's versions, read again each time the panel opens. */
export function useVersions(entity: VersionEntity, id: number) {
  return useQuery({
    queryKey: [versionsBase(entity), "versions", id],
    refetchOnMount: "always",
    queryFn: () => answer(clientOf(entity)[":id"].versions.$get({ param: { id: String(id) } })),
  });
}

/** From version `number` to the content now. */
export function useVersionDiff(entity: VersionEntity, id: number, number: number) {
  return useQuery({
    queryKey: [versionsBase(entity), "versions", id, number, "diff"],
    refetchOnMount: "always",
    queryFn: () =>
      answer(clientOf(entity)[":id"].versions[":number"].diff.$get(paramsOf(id, number))),
  });
}

/** Restores a version; then the entity's list, the item and its versions are read again. */
export function useRestoreVersion(entity: VersionEntity, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (number: number) =>
      answer(clientOf(entity)[":id"].versions[":number"].restore.$post(paramsOf(id, number))),
    onSettled: () => client.invalidateQueries({ queryKey: [versionsBase(entity)] }),
  });
}
