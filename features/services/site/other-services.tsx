import { Link } from "react-router";
import { servicePath, type ServiceCard } from "../service-cards";
import { ServiceIcon } from "./service-icon";

/**
 * Links to services at the foot of a page: the five other services of a service's page, a
 * platform's related services ('Servizi correlati').
 */
export function OtherServices({
  services,
  title = "Altri servizi",
  headingId = "other-services-title",
}: {
  services: readonly Pick<ServiceCard, "slug" | "name">[];
  title?: string;
  headingId?: string;
}) {
  return (
    <nav aria-labelledby={headingId} className="border-t border-slate-200 bg-slate-50 py-16">
      <div className="container-page">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {services.map((service) => (
            <li key={service.slug}>
              <Link
                to={servicePath(service.slug)}
                className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700 focus-ring focus-visible:outline-brand-700"
              >
                <ServiceIcon slug={service.slug} className="size-5 shrink-0 text-brand-700" />
                {service.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
