import { Building2, ExternalLink } from "lucide";
import { Icon } from "#kit/ui/icon";
import type { ClientRecord } from "../clients.schema";
import type { CrudCardSpec } from "#kit/admin/card-list";
import { FlagBadge } from "#kit/admin/flag-badge";

/** The Referenze tab's list: a card per client with logo, name, website, featured flag, order. */
export const clientCards: CrudCardSpec<ClientRecord> = {
  label: "Clienti",
  className: "grid gap-4 sm:grid-cols-2 xl:grid-cols-3",
  cardTestId: "client-card",
  cardClassName: "flex flex-col",
  actions: { name: (client) => client.name, className: "mt-auto pt-3" },
  children: (client) => (
    <>
      <div className="flex h-24 items-center justify-center rounded-lg bg-slate-50 p-3">
        {client.logoUrl ? (
          <img
            src={client.logoUrl}
            alt={`Logo di ${client.name}`}
            loading="lazy"
            className="max-h-full max-w-full object-contain"
          />
        ) : (
          <span className="flex items-center gap-2 text-sm text-slate-700">
            <Icon node={Building2} className="size-5" />
            Nessun logo
          </span>
        )}
      </div>
      <h3 className="mt-3 font-semibold text-slate-900">{client.name}</h3>
      {client.websiteUrl ? (
        <a
          href={client.websiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-flex items-center gap-1 text-sm break-all text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {client.websiteUrl}
          <Icon node={ExternalLink} className="size-3.5 shrink-0" />
          <span className="sr-only"> (si apre in una nuova scheda)</span>
        </a>
      ) : (
        <p className="mt-1 text-sm text-slate-700">Nessun sito web</p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <FlagBadge on={client.featured} label="In evidenza" offLabel="Non in evidenza" />
        <span>Ordine: {client.sortOrder}</span>
      </div>
    </>
  ),
};
