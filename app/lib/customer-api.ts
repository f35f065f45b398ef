import { apiRequest, getJson } from "./api";
import type { CustomerProfile } from "#features/auth/auth.schema";
import type {
  PortalCancellationRequest,
  PortalCommunication,
  PortalInfoRequest,
  PortalOverview,
  PortalService,
  PortalTicket,
  PortalTicketThread,
} from "#features/customer-portal/portal-views";
import type { CustomerTicketInput, TicketMessageInput } from "#features/tickets/customer.schema";
import type {
  CancellationRequestInput,
  InfoRequestInput,
} from "#features/requests/customer.schema";
import type {
  PasswordChangeInput,
  ProfileUpdateInput,
} from "#features/customer-portal/profile.schema";

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

export const customerApi = {
  overview: () => getJson<PortalOverview>("/api/customer/overview"),
  services: () => getJson<PortalService[]>("/api/customer/services"),
  profile: () => getJson<CustomerProfile>("/api/customer/profile"),
  updateProfile: (input: ProfileUpdateInput) =>
    apiRequest<CustomerProfile>("PATCH", "/api/customer/profile", input),
  changePassword: (input: PasswordChangeInput) =>
    apiRequest<{ message: string }>("PUT", "/api/customer/password", input),
  tickets: () => getJson<PortalTicket[]>("/api/customer/tickets"),
  ticket: (id: number) => getJson<PortalTicketThread>(`/api/customer/tickets/${id}`),
  createTicket: (input: CustomerTicketInput) =>
    apiRequest<PortalTicketThread>("POST", "/api/customer/tickets", input),
  reply: (id: number, input: TicketMessageInput) =>
    apiRequest<PortalTicketThread>("POST", `/api/customer/tickets/${id}/messages`, input),
  communications: () => getJson<PortalCommunication[]>("/api/customer/communications"),
  markRead: (id: number) =>
    apiRequest<PortalCommunication>("PUT", `/api/customer/communications/${id}/read`),
  infoRequests: () => getJson<PortalInfoRequest[]>("/api/customer/info-requests"),
  createInfoRequest: (input: InfoRequestInput) =>
    apiRequest<PortalInfoRequest>("POST", "/api/customer/info-requests", input),
  cancellationRequests: () =>
    getJson<PortalCancellationRequest[]>("/api/customer/cancellation-requests"),
  createCancellationRequest: (input: CancellationRequestInput) =>
    apiRequest<PortalCancellationRequest>("POST", "/api/customer/cancellation-requests", input),
};
