import { apiRequest } from "#kit/lib/api";
import type { CustomerIdentity, CustomerLoginInput } from "#features/auth/auth.schema";

/** The browser side of the customer session (the session itself is an HttpOnly cookie). */
export const loginCustomer = (input: CustomerLoginInput) =>
  apiRequest<{ customer: CustomerIdentity }>("POST", "/api/customer/login", input);

/** Ends the server session; a missing session is not an error. */
export const logoutCustomer = () => apiRequest<null>("POST", "/api/customer/logout");
