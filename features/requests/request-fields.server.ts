import { cancellationRequests, customerServices, infoRequests } from "#db/schema";

/**
 * The columns of a request as its customer sees it, with the service's name (a left join on
 * customer_services); the desk adds who sent it (desk.server.ts).
 */
export const ownInfoFields = {
  id: infoRequests.id,
  serviceId: infoRequests.serviceId,
  serviceName: customerServices.serviceName,
  subject: infoRequests.subject,
  message: infoRequests.message,
  status: infoRequests.status,
  adminResponse: infoRequests.adminResponse,
  createdAt: infoRequests.createdAt,
  updatedAt: infoRequests.updatedAt,
};

export const ownCancellationFields = {
  id: cancellationRequests.id,
  serviceId: cancellationRequests.serviceId,
  serviceName: customerServices.serviceName,
  reason: cancellationRequests.reason,
  requestedDate: cancellationRequests.requestedDate,
  status: cancellationRequests.status,
  adminNotes: cancellationRequests.adminNotes,
  createdAt: cancellationRequests.createdAt,
  updatedAt: cancellationRequests.updatedAt,
};
