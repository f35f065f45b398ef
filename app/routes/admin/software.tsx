import { redirect } from "react-router";
import type { Route } from "./+types/software";
import { adminFromRequest } from "#server/http/auth-loader.server";
import { roleMay } from "#features/admin-users/admin-roles";
import { AdminFrame } from "#app/components/admin/admin-frame";
import { SoftwareManager } from "#features/software/admin/software-manager";
import { metaForPath, pageTitle } from "#app/lib/route-meta";

export const meta: Route.MetaFunction = ({ location, matches }) =>
  metaForPath({}, location.pathname, matches[0]?.data, {
    title: pageTitle("Gestione Software Scaricabile", matches[0]?.data),
    noindex: true,
    canonical: false,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await adminFromRequest(request, context);
  if (!admin) throw redirect("/admin/login");
  // Only the roles that may use the area (decision 030); the API answers them 403 anyway.
  if (!roleMay(admin.role, "software")) throw redirect("/admin/dashboard");
  return { admin };
}

/** /admin/software (back-office.md section 2): the software management page, in the admin frame. */
export default function AdminSoftware({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame admin={loaderData.admin} activeTab={null} title="Gestione Software Scaricabile">
      <SoftwareManager />
    </AdminFrame>
  );
}
