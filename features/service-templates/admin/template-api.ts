import { useQuery } from "@tanstack/react-query";
import { useRefresh } from "#kit/admin/crud-api";
import { getJson } from "#kit/lib/api";
import type { Page } from "#kit/admin/use-admin-list";
import { answer, apiClient } from "#kit/lib/api-client";
import type { ServiceTemplate, ServiceTemplateInput } from "../service-templates.schema";
import { useToastedMutation } from "#kit/admin/toasted-mutation";
import type { adminServiceTemplateRoutes } from "../api/admin";

const templates = apiClient<ReturnType<typeof adminServiceTemplateRoutes>>(
  "/api/admin/service-templates",
);

export const serviceTemplatesPath = "/api/admin/service-templates";
export const serviceTemplatesQueryKey = [serviceTemplatesPath] as const;
/** Every customer's services carry their template's name: refreshed after template changes. */
const customersQueryKey = ["/api/admin/customers"] as const;

/** The active templates a service is assigned from (the first page of the catalogue's actives). */
export function useActiveServiceTemplates() {
  return useQuery({
    queryKey: [...serviceTemplatesQueryKey, "active"],
    // The list route is described but not in the routes' type (server/http/crud-routes.ts).
    queryFn: async () =>
      (await getJson<Page<ServiceTemplate>>(`${serviceTemplatesPath}?status=active`)).items,
  });
}

/** Create, update and delete with their toasts; each refreshes the lists that show templates. */
export function useTemplateMutations() {
  const refresh = useRefresh(serviceTemplatesQueryKey, customersQueryKey);

  const create = useToastedMutation(
    (input: ServiceTemplateInput) => answer(templates.index.$post({ json: input })),
    {
      saved: (template) => ({
        title: "Servizio creato",
        description: `"${template.name}" è nel catalogo.`,
      }),
      failed: "Errore durante la creazione",
      refresh,
    },
  );

  const update = useToastedMutation(
    ({ id, input }: { id: number; input: ServiceTemplateInput }) =>
      answer(templates[":id"].$patch({ param: { id: String(id) }, json: input })),
    {
      saved: (template) => ({
        title: "Servizio aggiornato",
        description: `"${template.name}" è stato salvato.`,
      }),
      failed: "Errore durante l'aggiornamento",
      refresh,
    },
  );

  const remove = useToastedMutation(
    (template: ServiceTemplate) =>
      answer(templates[":id"].$delete({ param: { id: String(template.id) } })),
    {
      saved: (_data, template) => ({
        title: "Servizio eliminato",
        description: `"${template.name}" è stato eliminato.`,
      }),
      failed: "Errore durante l'eliminazione",
      refresh,
    },
  );

  return { create, update, remove };
}
