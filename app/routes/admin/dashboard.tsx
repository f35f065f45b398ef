import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/dashboard";
import { adminOfPage } from "./admin-page.server";
import { samePageAgain } from "#features/shared/form-action.server";
import { AdminFrame } from "#app/components/admin/admin-frame";
import { adminTabFor } from "#app/components/admin/admin-tabs";
import { NoAccess } from "#app/components/admin/no-access";
import { ShownTabContext } from "#kit/admin/tab-parts";
import { adminPageMeta } from "./admin-page-meta";

export const meta: Route.MetaFunction = adminPageMeta("Pannello di amministrazione");

/** A form posted before the scripts ran (its password not in the address): the page again. */
export const action = samePageAgain;

/** The panel is drawn only for a valid admin session (checked on the server, no flash). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { admin: await adminOfPage(request, context) };
}

/** Switching tabs only changes ?tab=: the session was just checked, the tab fetches its data. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/** /admin/dashboard?tab=<id>: the admin panel, one view of the tab registry at a time. */
export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const tab = adminTabFor(params.get("tab"), loaderData.admin.role);
  if (!tab) {
    return (
      <AdminFrame admin={loaderData.admin} activeTab={null} title="Pannello di amministrazione">
        <NoAccess role={loaderData.admin.role} />
      </AdminFrame>
    );
  }
  const Tab = tab.component;
  return (
    <AdminFrame admin={loaderData.admin} activeTab={tab.id} title="Pannello di amministrazione">
      <ShownTabContext value={{ id: tab.id, label: tab.label }}>
        <Tab />
      </ShownTabContext>
    </AdminFrame>
  );
}
