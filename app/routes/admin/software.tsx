import type { Route } from "./+types/software";
import { adminOfPage } from "./admin-page.server";
import { AdminFrame } from "#app/components/admin/admin-frame";
import { SoftwareManager } from "#features/software/admin/software-manager";
import { adminPageMeta } from "./admin-page-meta";

export const meta: Route.MetaFunction = adminPageMeta("Gestione Software Scaricabile");

export async function loader({ request, context }: Route.LoaderArgs) {
  return { admin: await adminOfPage(request, context, "software") };
}

/**
 * /admin/software (../shared/spec/back-office.md §2): the software management page, in the admin
 * frame.
 */
export default function AdminSoftware({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame admin={loaderData.admin} activeTab={null} title="Gestione Software Scaricabile">
      <SoftwareManager />
    </AdminFrame>
  );
}
