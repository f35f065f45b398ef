import { redirect, type AppLoadContext } from "react-router";
import { adminFromRequest } from "#server/http/auth-loader.server";
import { roleMay, type AdminArea } from "#features/admin-users/admin-roles";

/**
 * The administrator a back-office page is drawn for (checked on the server, no flash): without a
 * session, a redirect to the sign-in; on a page of an area the role may not use (decision 030),
 * to the dashboard (the API answers them 403 anyway).
 */
export async function adminOfPage(request: Request, context: AppLoadContext, area?: AdminArea) {
  const admin = await adminFromRequest(request, context);
  if (!admin) throw redirect("/admin/login");
  if (area && !roleMay(admin.role, area)) throw redirect("/admin/dashboard");
  return admin;
}
