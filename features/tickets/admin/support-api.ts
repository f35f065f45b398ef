import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "#app/lib/api";
import type {
  CancellationDecisionForm,
  DeskCommunicationForm,
  DeskReplyForm,
  DeskTicketUpdate,
  InfoAnswerForm,
} from "#features/support-desk/desk.schema";
import type {
  DeskCancellationRequest,
  DeskCommunication,
  DeskInfoRequest,
  DeskTicket,
  DeskTicketThread,
} from "#features/support-desk/desk-views";
import { toastError, toastSuccess } from "#app/components/admin/shared/mutation-toasts";

/** The support desk's calls (tickets, communications, requests) with their toasts. */
export const deskKeys = {
  tickets: ["/api/admin/tickets"] as const,
  ticket: (id: number) => ["/api/admin/tickets", id] as const,
  communications: ["/api/admin/communications"] as const,
  info: ["/api/admin/info-requests"] as const,
  cancellations: ["/api/admin/cancellation-requests"] as const,
};

export type TicketFilterValues = { status: string; priority: string; customerId: string };

export function useDeskTickets(filters: TicketFilterValues) {
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ""));
  return useQuery({
    queryKey: [...deskKeys.tickets, filters],
    queryFn: () => getJson<DeskTicket[]>(`/api/admin/tickets?${query.toString()}`),
  });
}

export function useDeskTicket(id: number) {
  return useQuery({
    queryKey: deskKeys.ticket(id),
    queryFn: () => getJson<DeskTicketThread>(`/api/admin/tickets/${id}`),
  });
}

export function useTicketActions(id: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: deskKeys.tickets });
  const reply = useMutation({
    mutationFn: (input: DeskReplyForm) =>
      apiRequest<{ ticket: DeskTicketThread; mailed: boolean }>(
        "POST",
        `/api/admin/tickets/${id}/messages`,
        input,
      ),
    onSuccess: async ({ ticket, mailed }, input) => {
      client.setQueryData(deskKeys.ticket(id), ticket);
      toastSuccess(
        input.isInternal ? "Nota interna salvata" : "Risposta inviata",
        input.isInternal
          ? "La nota è visibile solo agli amministratori."
          : mailed
            ? "Il cliente riceverà la risposta anche per email."
            : undefined,
      );
      await refresh();
    },
    onError: (error) => toastError("Errore durante l'invio della risposta", error),
  });
  const update = useMutation({
    mutationFn: (changes: DeskTicketUpdate) =>
      apiRequest<DeskTicketThread>("PATCH", `/api/admin/tickets/${id}`, changes),
    onSuccess: async (ticket) => {
      client.setQueryData(deskKeys.ticket(id), ticket);
      toastSuccess("Ticket aggiornato");
      await refresh();
    },
    onError: (error) => toastError("Errore durante l'aggiornamento", error),
  });
  return { reply, update };
}

export function useDeskCommunications() {
  return useQuery({
    queryKey: deskKeys.communications,
    queryFn: () => getJson<DeskCommunication[]>("/api/admin/communications"),
  });
}

export function useCommunicationActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: deskKeys.communications });
  const send = useMutation({
    mutationFn: (input: DeskCommunicationForm) =>
      apiRequest<DeskCommunication[]>("POST", "/api/admin/communications", input),
    onSuccess: async (rows) => {
      toastSuccess(
        "Comunicazione inviata",
        rows.length === 1 ? "Inviata a 1 cliente." : `Inviata a ${rows.length} clienti.`,
      );
      await refresh();
    },
    onError: (error) => toastError("Errore durante l'invio della comunicazione", error),
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest<null>("DELETE", `/api/admin/communications/${id}`),
    onSuccess: async () => {
      toastSuccess("Comunicazione eliminata");
      await refresh();
    },
    onError: (error) => toastError("Errore durante l'eliminazione", error),
  });
  return { send, remove };
}

export function useInfoRequests() {
  return useQuery({
    queryKey: deskKeys.info,
    queryFn: () => getJson<DeskInfoRequest[]>("/api/admin/info-requests"),
  });
}

export function useCancellationRequests() {
  return useQuery({
    queryKey: deskKeys.cancellations,
    queryFn: () => getJson<DeskCancellationRequest[]>("/api/admin/cancellation-requests"),
  });
}

export function useRequestActions() {
  const client = useQueryClient();
  const answer = useMutation({
    mutationFn: ({ id, input }: { id: number; input: InfoAnswerForm }) =>
      apiRequest<DeskInfoRequest>("PUT", `/api/admin/info-requests/${id}`, input),
    onSuccess: async () => {
      toastSuccess("Risposta inviata", "Il cliente riceverà la risposta per email.");
      await client.invalidateQueries({ queryKey: deskKeys.info });
    },
    onError: (error) => toastError("Errore durante l'invio della risposta", error),
  });
  const decide = useMutation({
    mutationFn: ({ id, input }: { id: number; input: CancellationDecisionForm }) =>
      apiRequest<DeskCancellationRequest>("PUT", `/api/admin/cancellation-requests/${id}`, input),
    onSuccess: async (request) => {
      toastSuccess(
        request.status === "approved" ? "Disdetta approvata" : "Disdetta respinta",
        request.status === "approved"
          ? `Il servizio "${request.serviceName ?? ""}" è ora disdetto.`
          : "Il servizio resta attivo.",
      );
      await Promise.all([
        client.invalidateQueries({ queryKey: deskKeys.cancellations }),
        client.invalidateQueries({ queryKey: ["/api/admin/customers"] }),
      ]);
    },
    onError: (error) => toastError("Errore durante l'aggiornamento", error),
  });
  return { answer, decide };
}
