import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { subject } from "#features/personal-data/personal-data-tables";
import * as tables from "./requests.table";
import {
  adminCancellationRequestRoutes,
  adminInfoRequestRoutes,
  adminRenewalRequestRoutes,
} from "./api/desk";
import {
  customerCancellationRoutes,
  customerInfoRequestRoutes,
  customerRenewalRequestRoutes,
} from "./api/customer";

/** The customers' requests: information, cancellation, renewal (decision 055). */
export const requestsServer = defineServerEntity({
  id: "requests",
  tables,
  admin: {
    "/info-requests": { area: "requests", routes: adminInfoRequestRoutes },
    "/cancellation-requests": { area: "requests", routes: adminCancellationRequestRoutes },
    "/renewal-requests": { area: "requests", routes: adminRenewalRequestRoutes },
  },
  customer: {
    "/info-requests": customerInfoRequestRoutes,
    "/cancellation-requests": customerCancellationRoutes,
    "/renewal-requests": customerRenewalRequestRoutes,
  },
  logged: {
    "info-requests": { table: tables.infoRequests },
    "cancellation-requests": { table: tables.cancellationRequests },
    "renewal-requests": { table: tables.renewalRequests },
  },
  personalData: {
    cancellation_requests: subject("richieste-disdetta"),
    info_requests: subject("richieste-informazioni"),
    info_request_messages: subject("messaggi-richieste"),
    renewal_requests: subject("richieste-rinnovo"),
  },
});
