import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getJson } from "#app/lib/api";
import { answer, apiClient } from "#app/lib/api-client";
import { toast } from "#app/lib/use-toast";
import type { ServiceTemplate, ServiceTemplateInput } from "../service-templates.schema";
import { toastAdminError } from "#features/customers/admin/admin-error-toast";
import type { adminServiceTemplateRoutes } from "../api/admin";

const templates = apiClient<ReturnType<typeof adminServiceTemplateRoutes>>(
  "/api/admin/service-templates",
);

export const serviceTemplatesQueryKey = ["/api/admin/service-templates"] as const;
/** Every customer's services carry their template's name: refreshed after template changes. */
const customersQueryKey = ["/api/admin/customers"] as const;

export function useServiceTemplates() {
  return useQuery({
    queryKey: serviceTemplatesQueryKey,
    // The list route is described but not in the routes' type (server/http/crud-routes.ts).
    queryFn: () => getJson<ServiceTemplate[]>("/api/admin/service-templates"),
  });
}

/** Create, update and delete with their toasts; each refreshes the lists that show templates. */
export function useTemplateMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: serviceTemplatesQueryKey }),
      queryClient.invalidateQueries({ queryKey: customersQueryKey }),
    ]);

  const create = useMutation({
    mutationFn: (input: ServiceTemplateInput) => answer(templates.index.$post({ json: input })),
    onSuccess: async (template) => {
      toast({ title: "Servizio creato", description: `"${template.name}" è nel catalogo.` });
      await refresh();
    },
    onError: (error) => toastAdminError(error, "Errore durante la creazione"),
  });

  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: ServiceTemplateInput }) =>
      answer(templates[":id"].$patch({ param: { id: String(id) }, json: input })),
    onSuccess: async (template) => {
      toast({ title: "Servizio aggiornato", description: `"${template.name}" è stato salvato.` });
      await refresh();
    },
    onError: (error) => toastAdminError(error, "Errore durante l'aggiornamento"),
  });

  const remove = useMutation({
    mutationFn: (template: ServiceTemplate) =>
      answer(templates[":id"].$delete({ param: { id: String(template.id) } })),
    onSuccess: async (_data, template) => {
      toast({ title: "Servizio eliminato", description: `"${template.name}" è stato eliminato.` });
      await refresh();
    },
    onError: (error) => toastAdminError(error, "Errore durante l'eliminazione"),
  });

  return { create, update, remove };
}
