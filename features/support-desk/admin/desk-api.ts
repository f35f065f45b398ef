import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, apiClient } from "#kit/lib/api-client";
import type {
  CancellationDecisionForm,
  DeskCommunicationForm,
  DeskReplyForm,
  DeskTicketUpdate,
  InfoAnswerForm,
} from "#features/support-desk/desk.schema";
import type { adminTicketRoutes } from "#features/tickets/api/desk";
import type { adminCommunicationRoutes } from "#features/communications/api/desk";
import type {
  adminCancellationRequestRoutes,
  adminInfoRequestRoutes,
} from "#features/requests/api/desk";
import { toastError, toastSuccess } from "#kit/admin/mutation-toasts";
import { withArticle, formatLongDate } from "#kit/lib/dates";
import { ticketFormData } from "#features/tickets/attachment-fields";

const tickets = apiClient<ReturnType<typeof adminTicketRoutes>>("/api/admin/tickets");
const communications = apiClient<ReturnType<typeof adminCommunicationRoutes>>(
  "/api/admin/communications",
);
const infoRequests = apiClient<ReturnType<typeof adminInfoRequestRoutes>>(
  "/api/admin/info-requests",
);
const cancellations = apiClient<ReturnType<typeof adminCancellationRequestRoutes>>(
  "/api/admin/cancellation-requests",
);
const param = (id: number) => ({ id: String(id) });

/** The desk's paged lists (useAdminList, decision 023). */
export const deskPaths = {
  tickets: "/api/admin/tickets",
  communications: "/api/admin/communications",
  info: "/api/admin/info-requests",
  cancellations: "/api/admin/cancellation-requests",
} as const;

/** The support desk's calls (tickets, communications, requests) with their toasts. */
export const deskKeys = {
  tickets: [deskPaths.tickets] as const,
  ticket: (id: number) => [deskPaths.tickets, id] as const,
  communications: [deskPaths.communications] as const,
  info: [deskPaths.info] as const,
  cancellations: [deskPaths.cancellations] as const,
};

/** GET /api/admin/info-requests/{id}/messages: an info request's conversation (decision 068). */
export function useInfoThread(id: number) {
  return useQuery({
    queryKey: [...deskKeys.info, id, "messages"],
    queryFn: () => answer(infoRequests[":id"].messages.$get({ param: param(id) })),
  });
}

export function useDeskTicket(id: number) {
  return useQuery({
    queryKey: deskKeys.ticket(id),
    queryFn: () => answer(tickets[":id"].$get({ param: param(id) })),
  });
}

/** Where a file of a ticket downloads from, for the desk. */
export const deskAttachmentUrl = (ticketId: number, attachmentId: number) =>
  `${deskPaths.tickets}/${ticketId}/attachments/${attachmentId}`;

export function useTicketActions(id: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: deskKeys.tickets });
  const reply = useMutation({
    /** With `files`, sent as multipart/form-data with them (decision 066). */
    mutationFn: ({ files = [], ...input }: DeskReplyForm & { files?: readonly File[] }) =>
      files.length > 0
        ? answer(
            tickets[":id"].messages["with-attachments"].$post(
              { param: param(id) },
              { init: { body: ticketFormData(input, files) } },
            ),
          )
        : answer(tickets[":id"].messages.$post({ param: param(id), json: input })),
    onSuccess: ({ ticket, mailed }, input) => {
      client.setQueryData(deskKeys.ticket(id), ticket);
      toastSuccess(
        input.isInternal ? "Nota interna salvata" : "Risposta inviata",
        input.isInternal
          ? "La nota è visibile solo agli amministratori."
          : mailed
            ? "Il cliente riceverà la risposta anche per email."
            : undefined,
      );
      // The thread is already up to date: the list reloads behind (the dialog stays usable).
      void refresh();
    },
    onError: (error) => toastError("Errore durante l'invio della risposta", error),
  });
  const update = useMutation({
    mutationFn: (changes: DeskTicketUpdate) =>
      answer(tickets[":id"].$patch({ param: param(id), json: changes })),
    onSuccess: (ticket) => {
      client.setQueryData(deskKeys.ticket(id), ticket);
      toastSuccess("Ticket aggiornato");
      void refresh();
    },
    onError: (error) => toastError("Errore durante l'aggiornamento", error),
  });
  return { reply, update };
}

export function useCommunicationActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: deskKeys.communications });
  const send = useMutation({
    mutationFn: (input: DeskCommunicationForm) =>
      answer(communications.index.$post({ json: input })),
    onSuccess: async (rows) => {
      toastSuccess(
        "Comunicazione inviata",
        rows.length === 1 ? "Inviata a 1 cliente." : `Inviata a ${rows.length} clienti.`,
      );
      await refresh();
    },
    onError: (error) => toastError("Errore durante l'invio della comunicazione", error),
  });
  const preview = useMutation({
    mutationFn: (input: DeskCommunicationForm) =>
      answer(communications.preview.$post({ json: input })),
    onError: (error) => toastError("Impossibile preparare l'anteprima della comunicazione", error),
  });
  const remove = useMutation({
    mutationFn: (id: number) => answer(communications[":id"].$delete({ param: param(id) })),
    onSuccess: async () => {
      toastSuccess("Comunicazione eliminata");
      await refresh();
    },
    onError: (error) => toastError("Errore durante l'eliminazione", error),
  });
  return { preview, send, remove };
}

/** The service templates a communication can be addressed by (Comunicazioni). */
export function useCommunicationTemplates(enabled: boolean) {
  return useQuery({
    queryKey: [deskPaths.communications, "templates"],
    queryFn: () => answer(communications.templates.$get()),
    enabled,
  });
}

export function useRequestActions() {
  const client = useQueryClient();
  const answerInfo = useMutation({
    mutationFn: ({ id, input }: { id: number; input: InfoAnswerForm }) =>
      answer(infoRequests[":id"].$put({ param: param(id), json: input })),
    onSuccess: async () => {
      toastSuccess("Risposta inviata", "Il cliente riceverà la risposta per email.");
      await client.invalidateQueries({ queryKey: deskKeys.info });
    },
    onError: (error) => toastError("Errore durante l'invio della risposta", error),
  });
  const decide = useMutation({
    mutationFn: ({ id, input }: { id: number; input: CancellationDecisionForm }) =>
      answer(cancellations[":id"].$put({ param: param(id), json: input })),
    onSuccess: async (request) => {
      toastSuccess(
        request.status === "approved" ? "Disdetta approvata" : "Disdetta respinta",
        request.status !== "approved"
          ? "Il servizio resta attivo."
          : request.serviceEnds === "at_expiry" && request.serviceEndsAt
            ? `Il servizio "${request.serviceName ?? ""}" non si rinnova e termina ${withArticle(formatLongDate(request.serviceEndsAt))}.`
            : `Il servizio "${request.serviceName ?? ""}" è ora disdetto.`,
      );
      await Promise.all([
        client.invalidateQueries({ queryKey: deskKeys.cancellations }),
        client.invalidateQueries({ queryKey: ["/api/admin/customers"] }),
      ]);
    },
    onError: (error) => toastError("Errore durante l'aggiornamento", error),
  });
  return { answer: answerInfo, decide };
}
