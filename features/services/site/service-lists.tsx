import type { ServiceContent, ServiceList } from "../services";
import { PageSection } from "#app/components/site/company/section-heading";

function NameList({ id, list }: { id: string; list: ServiceList }) {
  return (
    <div className="rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
      <h3 id={id} className="text-xl font-semibold text-slate-900">
        {list.title}
      </h3>
      {list.intro ? <p className="mt-2 text-slate-600">{list.intro}</p> : null}
      <ul aria-labelledby={id} className="tag-list">
        {list.items.map((item) => (
          <li
            key={item}
            className="rounded-lg bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800"
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Technologies, providers (when the service has them) and sectors of a service. */
export function ServiceLists({ service }: { service: ServiceContent }) {
  const sectors: ServiceList = {
    title: "Settori",
    intro: "Alcuni dei settori in cui abbiamo già realizzato progetti di questo tipo.",
    items: service.sectors,
  };
  const lists = [
    { id: "service-technologies", list: service.technologies },
    ...(service.providers ? [{ id: "service-providers", list: service.providers }] : []),
    { id: "service-sectors", list: sectors },
  ];
  return (
    <PageSection
      id="service-lists-title"
      tone="muted"
      eyebrow="Competenze"
      title="Tecnologie e settori"
      lead="Scegliamo gli strumenti in base al progetto, non per abitudine: tecnologie mature, documentate e supportate nel tempo."
    >
      <div
        className={`mt-12 grid gap-6 ${lists.length === 3 ? "lg:grid-cols-3" : "md:grid-cols-2"}`}
      >
        {lists.map(({ id, list }) => (
          <NameList key={id} id={id} list={list} />
        ))}
      </div>
    </PageSection>
  );
}
