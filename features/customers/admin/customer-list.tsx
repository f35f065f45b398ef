import { formatCompactDateTime } from "#kit/lib/dates";
import type { AdminCustomer } from "../customers.schema";
import { ActiveBadge } from "./active-badge";
import { Mail } from "lucide";
import { RowButton } from "#kit/admin/row-actions";
import { TitleCell, type TableSpec } from "#kit/admin/entity-table";
import { CustomerLink } from "./customer-link";

/** A customer's first and last name, as the lists and dialogs name them. */
export const fullName = (customer: AdminCustomer) => `${customer.firstName} ${customer.lastName}`;

/**
 * The customers as a table: name and e-mail, company, phone, state, last login, actions; an
 * active customer's row offers "Invia link di accesso" (`onSendLink` asks first).
 */
export const customerTable = (
  onSendLink: (customer: AdminCustomer) => void,
): TableSpec<AdminCustomer> => ({
  caption: "Clienti registrati",
  rowTestId: "customer-row",
  minWidth: "min-w-[52rem]",
  actions: {
    name: fullName,
    extra: (customer) =>
      customer.isActive ? (
        <RowButton
          icon={Mail}
          label="Invia link di accesso"
          what={`a ${fullName(customer)}`}
          onClick={() => onSendLink(customer)}
        />
      ) : null,
  },
  columns: [
    {
      header: "Cliente",
      sort: "name",
      cell: (customer) => (
        <TitleCell
          title={<CustomerLink id={customer.id}>{fullName(customer)}</CustomerLink>}
          detail={customer.email}
        />
      ),
    },
    {
      header: "Azienda",
      sort: "companyName",
      cell: (customer) => (
        <>
          {customer.companyName ?? <span className="text-slate-600">Privato</span>}
          {customer.vatNumber ? (
            <p className="text-xs text-slate-600">P.IVA {customer.vatNumber}</p>
          ) : null}
        </>
      ),
    },
    { header: "Telefono", cell: (customer) => customer.phone ?? "—" },
    {
      header: "Stato",
      sort: "isActive",
      cell: (customer) => <ActiveBadge active={customer.isActive} inactiveLabel="Disattivato" />,
    },
    {
      header: "Ultimo accesso",
      sort: "lastLogin",
      cell: (customer) => (customer.lastLogin ? formatCompactDateTime(customer.lastLogin) : "Mai"),
    },
  ],
});
