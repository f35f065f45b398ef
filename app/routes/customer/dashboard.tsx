import { useState } from "react";
import { redirect, useNavigate } from "react-router";
import { LogOut } from "lucide-react";
import type { Route } from "./+types/dashboard";
import { customerFromRequest } from "../../../server/http/auth-loader.server";
import { Button } from "~/components/ui/button";
import { logoutCustomer } from "~/lib/customer-session";
import { metaForPath } from "~/lib/route-meta";

export const meta: Route.MetaFunction = ({ location, matches }) =>
  metaForPath(location.pathname, matches[0]?.data);

/** Only for a valid customer session (checked on the server); otherwise the login page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await customerFromRequest(request, context);
  if (!customer) throw redirect("/customer/login");
  return { customer: { firstName: customer.firstName, lastName: customer.lastName } };
}

/** /customer/dashboard: the customer's reserved area (its sections are added here). */
export default function CustomerDashboard({ loaderData }: Route.ComponentProps) {
  const { firstName, lastName } = loaderData.customer;
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    setLeaving(true);
    try {
      await logoutCustomer();
    } catch {
      // The session may already be over: the login page is the right place either way.
    }
    void navigate("/customer/login", { replace: true });
  };

  return (
    <main id="main-content" className="min-h-screen bg-slate-50 px-4 py-10 sm:px-8">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">
          Benvenuto, {firstName} {lastName}
        </h1>
        <Button variant="secondary" onClick={() => void logout()} disabled={leaving}>
          <LogOut className="size-4" aria-hidden="true" />
          Logout
        </Button>
      </div>
    </main>
  );
}
