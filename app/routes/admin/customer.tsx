import { data, Link } from "react-router";
import type { Route } from "./+types/customer";
import { adminOfPage } from "./admin-page.server";
import { AdminFrame } from "#app/components/admin/admin-frame";
import { CustomerPageView } from "#features/customers/admin/customer-page";
import { loadCustomerPage } from "#features/customers/customer-page.server";
import { adminTabHref } from "#features/admin/admin-tab-href";
import { buttonClasses } from "#kit/ui/button";
import { adminPageMeta } from "./admin-page-meta";

export const meta: Route.MetaFunction = adminPageMeta("Scheda cliente");

/**
 * The customer's page for a role that may see customers (else the dashboard), from the same
 * server function as `GET /api/admin/customers/{id}/page`; an unknown customer answers 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await adminOfPage(request, context, "customers");
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const page = id > 0 ? await loadCustomerPage(context.db, id, admin) : null;
  return page ? { admin, page } : data({ admin, page: null }, { status: 404 });
}

/** /admin/clienti/:id: one customer, one page (issue 26, decision 069), in the admin frame. */
export default function AdminCustomer({ loaderData }: Route.ComponentProps) {
  const { admin, page } = loaderData;
  if (!page) {
    return (
      <AdminFrame admin={admin} activeTab="customers" title="Cliente non trovato">
        <p className="text-slate-700">Il cliente che cerchi non esiste o è stato eliminato.</p>
        <Link to={adminTabHref("customers")} className={`${buttonClasses("primary", "md")} mt-6`}>
          Torna ai clienti
        </Link>
      </AdminFrame>
    );
  }
  const { customer } = page;
  return (
    <AdminFrame
      admin={admin}
      activeTab="customers"
      title={`${customer.firstName} ${customer.lastName}`}
    >
      <CustomerPageView key={customer.id} initial={page} />
    </AdminFrame>
  );
}
