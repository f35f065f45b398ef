import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { adminFromRequest } from "#server/http/auth-loader.server";
import { AdminFrame } from "#app/components/admin/admin-frame";
import { NotFoundPage } from "#features/pages/site/not-found-page";
import { notFoundBlock } from "#features/pages/not-found.server";
import { buttonClasses } from "#kit/ui/button";
import { notFoundMeta } from "#features/seo/route-meta";

export const meta: Route.MetaFunction = ({ location, matches }) =>
  notFoundMeta(location.pathname, matches[0]?.data);

/** Any unknown /admin/* path: 404, with the signed-in admin (if any) to draw the panel frame. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [admin, notFound] = await Promise.all([
    adminFromRequest(request, context),
    notFoundBlock(context.db),
  ]);
  return data({ admin, notFound }, { status: 404 });
}

/**
 * The 404 of the back office: inside the panel frame for a signed-in administrator, else the
 * site's 404 page with its own skip link (no public frame is drawn on /admin paths).
 */
export default function AdminNotFound({ loaderData }: Route.ComponentProps) {
  if (loaderData.admin) {
    return (
      <AdminFrame admin={loaderData.admin} activeTab={null} title="Pagina non trovata">
        <p className="text-slate-700">
          La pagina del pannello che cerchi non esiste o è stata spostata.
        </p>
        <Link to="/admin/dashboard" className={`${buttonClasses("primary", "md")} mt-6`}>
          Torna alla dashboard
        </Link>
      </AdminFrame>
    );
  }
  return (
    <>
      <a href="#admin-not-found" className="skip-link">
        Vai al contenuto principale
      </a>
      <main id="admin-not-found" tabIndex={-1} className="focus:outline-none">
        <NotFoundPage sent={loaderData} />
      </main>
    </>
  );
}
