import type { ReactNode } from "react";
import { SessionQueryProvider } from "#features/auth/admin/session-query-provider";

/**
 * The query client of the customer dashboard (SessionQueryProvider): a ticket, request or
 * profile save that meets an expired session signs in again in place; otherwise a 401 goes to
 * /customer/login.
 */
export function CustomerQueryProvider({
  customer,
  children,
}: {
  customer: { id: number; email: string };
  children: ReactNode;
}) {
  return (
    <SessionQueryProvider
      kind="customer"
      user={{ id: customer.id, login: customer.email }}
      loginPath="/customer/login"
    >
      {children}
    </SessionQueryProvider>
  );
}
