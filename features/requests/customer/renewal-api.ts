import { answer, apiClient } from "#kit/lib/api-client";
import type { customerRenewalRequestRoutes } from "../api/customer";
import type { RenewalRequestInput } from "../renewal.schema";

/** The customer area's renewal request calls (decision 033); the keys sit under customerKeys.all. */
const renewals = apiClient<ReturnType<typeof customerRenewalRequestRoutes>>(
  "/api/customer/renewal-requests",
);

export const renewalRequestsKey = ["customer", "renewal-requests"] as const;

export const renewalApi = {
  list: () => answer(renewals.index.$get()),
  create: (input: RenewalRequestInput) => answer(renewals.index.$post({ json: input })),
};
