import type { PartnerRecord } from "../partners.schema";
import {
  certificationLevelLabels,
  partnerTypeLabels,
  type CertificationLevel,
} from "../partner-values";
import type { TableSpec } from "#kit/admin/entity-table";
import { FlagBadge } from "#kit/admin/flag-badge";

const levelTone: Record<CertificationLevel, string> = {
  gold: "bg-amber-100 text-amber-900",
  silver: "bg-slate-200 text-slate-800",
  bronze: "bg-orange-100 text-orange-900",
  standard: "bg-blue-100 text-blue-900",
  none: "bg-slate-100 text-slate-700",
};

/** The Partner Certificati tab's list: logo, name, level badge, type, featured, active, order. */
export const partnerTable: TableSpec<PartnerRecord> = {
  caption: "Partner certificati",
  rowTestId: "partner-row",
  columns: [
    {
      header: "Partner",
      sort: "name",
      cell: (partner) => (
        <div className="flex items-center gap-3 font-semibold text-slate-900">
          {partner.logoUrl ? (
            <img
              src={partner.logoUrl}
              alt=""
              loading="lazy"
              className="h-10 w-16 shrink-0 rounded bg-slate-50 object-contain"
            />
          ) : null}
          <span>{partner.name}</span>
        </div>
      ),
    },
    {
      header: "Livello",
      sort: "certificationLevel",
      cell: (partner) => (
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${levelTone[partner.certificationLevel]}`}
        >
          {certificationLevelLabels[partner.certificationLevel]}
        </span>
      ),
    },
    {
      header: "Tipologia",
      sort: "partnerType",
      cell: (partner) => partnerTypeLabels[partner.partnerType],
    },
    {
      header: "Stato",
      sort: "active",
      cell: (partner) => (
        <div className="flex flex-wrap gap-1.5">
          <FlagBadge on={partner.active} label="Attivo" offLabel="Non attivo" />
          <FlagBadge on={partner.featured} label="In evidenza" />
        </div>
      ),
    },
    { header: "Ordine", sort: "sortOrder", cell: (partner) => partner.sortOrder },
  ],
  actions: { name: (partner) => partner.name },
};
