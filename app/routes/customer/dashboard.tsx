import { redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/dashboard";
import { customerFromRequest } from "#server/http/auth-loader.server";
import { samePageAgain } from "#features/shared/form-action.server";
import { loginRedirectFor } from "#features/auth/site/return-to";
import { CustomerFrame } from "#app/components/customer/customer-frame";
import { CustomerQueryProvider } from "#app/components/customer/customer-query-provider";
import { CommunicationsSection } from "#features/communications/customer/communications-section";
import { OverviewSection } from "#app/components/customer/sections/overview-section";
import { ProfileSection } from "#app/components/customer/sections/profile-section";
import { ServicesSection } from "#features/customer-services/customer/services-section";
import { SupportSection } from "#features/tickets/customer/support-section";
import { customerSections, sectionOf } from "#kit/lib/customer-format";
import { metaForPath, siteContext } from "#features/seo/route-meta";

/** Noindex metadata; the title names the section. */
export const meta: Route.MetaFunction = ({ location, matches }) => {
  const section = sectionOf(new URLSearchParams(location.search).get("sezione"));
  const label = customerSections.find((s) => s.id === section)!.label;
  const brand = siteContext(matches[0]?.data).brand;
  return metaForPath({}, location.pathname, matches[0]?.data, {
    title: `${label} - Area Clienti | ${brand}`,
  });
};

/** A form posted before the scripts ran (its password not in the address): the page again. */
export const action = samePageAgain;

/**
 * Only for a valid customer session (checked on the server); otherwise the login page, which
 * comes back here afterwards (a renewal mail's link, decision 033).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await customerFromRequest(request, context);
  if (!customer) throw redirect(loginRedirectFor("customer", request));
  const { id, email, firstName, lastName } = customer;
  return { customer: { id, email, firstName, lastName } };
}

/** /customer/dashboard: the customer's reserved area; the section is in ?sezione=. */
export default function CustomerDashboard({ loaderData }: Route.ComponentProps) {
  const { customer } = loaderData;
  const [params] = useSearchParams();
  const section = sectionOf(params.get("sezione"));

  return (
    <CustomerQueryProvider customer={customer}>
      <CustomerFrame customer={customer} active={section}>
        {section === "panoramica" ? <OverviewSection customer={customer} /> : null}
        {section === "servizi" ? <ServicesSection /> : null}
        {section === "dati-personali" ? <ProfileSection /> : null}
        {section === "supporto" ? <SupportSection /> : null}
        {section === "comunicazioni" ? <CommunicationsSection /> : null}
      </CustomerFrame>
    </CustomerQueryProvider>
  );
}
