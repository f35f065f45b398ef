import { answer, apiClient } from "#kit/lib/api-client";
import type { CustomerTicketInput, TicketMessageInput } from "#features/tickets/customer.schema";
import type {
  CancellationRequestInput,
  InfoRequestInput,
} from "#features/requests/customer.schema";
import type {
  PasswordChangeInput,
  ProfileUpdateInput,
} from "#features/customer-portal/profile.schema";
import type {
  customerOverviewRoutes,
  customerServiceRoutes,
} from "#features/customer-services/api/customer";
import type {
  customerPasswordChangeRoutes,
  customerProfileRoutes,
} from "#features/customer-portal/api/profile";
import type { customerTicketRoutes } from "#features/tickets/api/customer";
import type { customerCommunicationRoutes } from "#features/communications/api/customer";
import type {
  customerCancellationRoutes,
  customerInfoRequestRoutes,
} from "#features/requests/api/customer";

/** The customer area's calls (TanStack Query keys and fetchers). Every call sends the cookie. */
export const customerKeys = {
  all: ["customer"] as const,
  overview: ["customer", "overview"] as const,
  services: ["customer", "services"] as const,
  profile: ["customer", "profile"] as const,
  tickets: ["customer", "tickets"] as const,
  ticket: (id: number) => ["customer", "tickets", id] as const,
  communications: ["customer", "communications"] as const,
  infoRequests: ["customer", "info-requests"] as const,
  cancellationRequests: ["customer", "cancellation-requests"] as const,
};

type Routes<F extends (...args: never[]) => unknown> = ReturnType<F>;

/** The typed clients of /api/customer/* (the answers' types come from the routes' schemas). */
const api = {
  overview: apiClient<Routes<typeof customerOverviewRoutes>>("/api/customer/overview"),
  services: apiClient<Routes<typeof customerServiceRoutes>>("/api/customer/services"),
  profile: apiClient<Routes<typeof customerProfileRoutes>>("/api/customer/profile"),
  password: apiClient<Routes<typeof customerPasswordChangeRoutes>>("/api/customer/password"),
  tickets: apiClient<Routes<typeof customerTicketRoutes>>("/api/customer/tickets"),
  communications: apiClient<Routes<typeof customerCommunicationRoutes>>(
    "/api/customer/communications",
  ),
  infoRequests: apiClient<Routes<typeof customerInfoRequestRoutes>>("/api/customer/info-requests"),
  cancellations: apiClient<Routes<typeof customerCancellationRoutes>>(
    "/api/customer/cancellation-requests",
  ),
};

const param = (id: number) => ({ id: String(id) });
/** A multipart body given to a typed call whose body the handler reads itself (decision 066). */
const multipart = (body: FormData) => ({ init: { body } });

export const customerApi = {
  overview: () => answer(api.overview.index.$get()),
  services: () => answer(api.services.index.$get()),
  profile: () => answer(api.profile.index.$get()),
  updateProfile: (input: ProfileUpdateInput) => answer(api.profile.index.$patch({ json: input })),
  changePassword: (input: PasswordChangeInput) => answer(api.password.index.$put({ json: input })),
  tickets: () => answer(api.tickets.index.$get()),
  ticket: (id: number) => answer(api.tickets[":id"].$get({ param: param(id) })),
  createTicket: (input: CustomerTicketInput) => answer(api.tickets.index.$post({ json: input })),
  reply: (id: number, input: TicketMessageInput) =>
    answer(api.tickets[":id"].messages.$post({ param: param(id), json: input })),
  /** A new ticket with its files (`ticketFormData`). */
  createTicketWithFiles: (form: FormData) =>
    answer(api.tickets["with-attachments"].$post({}, multipart(form))),
  replyWithFiles: (id: number, form: FormData) =>
    answer(
      api.tickets[":id"].messages["with-attachments"].$post({ param: param(id) }, multipart(form)),
    ),
  closeTicket: (id: number) => answer(api.tickets[":id"].close.$post({ param: param(id) })),
  reopenTicket: (id: number) => answer(api.tickets[":id"].reopen.$post({ param: param(id) })),
  /** Where a file of the customer's ticket downloads from. */
  attachmentUrl: (ticketId: number, attachmentId: number) =>
    `/api/customer/tickets/${ticketId}/attachments/${attachmentId}`,
  communications: () => answer(api.communications.index.$get()),
  markRead: (id: number) => answer(api.communications[":id"].read.$put({ param: param(id) })),
  infoRequests: () => answer(api.infoRequests.index.$get()),
  createInfoRequest: (input: InfoRequestInput) =>
    answer(api.infoRequests.index.$post({ json: input })),
  cancellationRequests: () => answer(api.cancellations.index.$get()),
  createCancellationRequest: (input: CancellationRequestInput) =>
    answer(api.cancellations.index.$post({ json: input })),
};
