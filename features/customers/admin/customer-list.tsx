import { Pencil, Trash2 } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { formatCompactDateTime } from "#features/shared/dates";
import type { AdminCustomer } from "../customers.schema";
import { ActiveBadge } from "./active-badge";

type Props = {
  customers: AdminCustomer[];
  onEdit: (customer: AdminCustomer) => void;
  onDelete: (customer: AdminCustomer) => void;
};

/** The customers as a table: name and e-mail, company, phone, state, last login, actions. */
export function CustomerList({ customers, onEdit, onDelete }: Props) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <caption className="sr-only">Clienti registrati</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-800">
          <tr>
            {["Cliente", "Azienda", "Telefono", "Stato", "Ultimo accesso"].map((label) => (
              <th key={label} scope="col" className="px-4 py-3 font-semibold">
                {label}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Azioni
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {customers.map((customer) => {
            const name = `${customer.firstName} ${customer.lastName}`;
            return (
              <tr key={customer.id} data-testid="customer-row">
                <td className="px-4 py-3 align-top">
                  <p className="font-semibold text-slate-900">{name}</p>
                  <p className="text-slate-700">{customer.email}</p>
                </td>
                <td className="px-4 py-3 align-top text-slate-800">
                  {customer.companyName ?? <span className="text-slate-600">Privato</span>}
                  {customer.vatNumber ? (
                    <p className="text-xs text-slate-600">P.IVA {customer.vatNumber}</p>
                  ) : null}
                </td>
                <td className="px-4 py-3 align-top text-slate-800">{customer.phone ?? "—"}</td>
                <td className="px-4 py-3 align-top">
                  <ActiveBadge active={customer.isActive} inactiveLabel="Disattivato" />
                </td>
                <td className="px-4 py-3 align-top text-slate-800">
                  {customer.lastLogin ? formatCompactDateTime(customer.lastLogin) : "Mai"}
                </td>
                <td className="px-4 py-3 align-top">
                  <div className="flex justify-end gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => onEdit(customer)}
                      aria-label={`Modifica ${name}`}
                    >
                      <Icon node={Pencil} className="size-4" />
                      Modifica
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      onClick={() => onDelete(customer)}
                      aria-label={`Elimina ${name}`}
                    >
                      <Icon node={Trash2} className="size-4" />
                      Elimina
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
