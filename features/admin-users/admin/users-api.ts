import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, apiClient } from "#kit/lib/api-client";
import { toastError, toastSuccess } from "#kit/admin/mutation-toasts";
import type { AdminInviteInput, AdminUserChange, AdminUserRecord } from "../admin-users.schema";
import type { adminUserRoutes } from "../api/admin";

const users = apiClient<ReturnType<typeof adminUserRoutes>>("/api/admin/users");

/** The users list (paged, useAdminList). */
export const usersPath = "/api/admin/users";

const nameOf = (user: Pick<AdminUserRecord, "name" | "username">) => user.name || user.username;

/** Invite, change, resend and delete with their toasts; each refreshes the list. */
export function useUserMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [usersPath] });

  const invite = useMutation({
    mutationFn: (input: AdminInviteInput) => answer(users.index.$post({ json: input })),
    onSuccess: async (user) => {
      toastSuccess(
        "Invito inviato",
        `${nameOf(user)} riceverà un'email per scegliere la password.`,
      );
      await refresh();
    },
    onError: (error) => toastError("Errore durante l'invito", error),
  });

  const change = useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminUserChange }) =>
      answer(users[":id"].$patch({ param: { id: String(id) }, json: input })),
    onSuccess: async (user) => {
      toastSuccess(
        "Utente aggiornato",
        user.isActive
          ? `Le modifiche a ${nameOf(user)} sono state salvate.`
          : `${nameOf(user)} è disattivato: le sue sessioni sono state chiuse.`,
      );
      await refresh();
    },
    onError: (error) => toastError("Errore durante l'aggiornamento dell'utente", error),
  });

  const resend = useMutation({
    mutationFn: (user: AdminUserRecord) =>
      answer(users[":id"].invitation.$post({ param: { id: String(user.id) } })),
    onSuccess: (user) =>
      toastSuccess(
        "Invito inviato di nuovo",
        `Il link precedente inviato a ${user.email} non vale più.`,
      ),
    onError: (error) => toastError("Errore durante l'invio dell'invito", error),
  });

  const remove = useMutation({
    mutationFn: async (user: AdminUserRecord) => {
      await answer(users[":id"].$delete({ param: { id: String(user.id) } }));
      return user;
    },
    onSuccess: async (user) => {
      toastSuccess("Utente eliminato", `${nameOf(user)} non può più accedere al pannello.`);
      await refresh();
    },
    onError: (error) => toastError("Errore durante l'eliminazione", error),
  });

  return { invite, change, resend, remove };
}
