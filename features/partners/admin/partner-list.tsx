import { Pencil, Trash2 } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import type { PartnerRecord } from "../partners.schema";
import {
  certificationLevelLabels,
  partnerTypeLabels,
  type CertificationLevel,
} from "../partner-values";
import { FlagBadge } from "#features/clients/admin/catalog-dialog-parts";

type Props = {
  partners: PartnerRecord[];
  onEdit: (partner: PartnerRecord) => void;
  onDelete: (partner: PartnerRecord) => void;
};

const levelTone: Record<CertificationLevel, string> = {
  gold: "bg-amber-100 text-amber-900",
  silver: "bg-slate-200 text-slate-800",
  bronze: "bg-orange-100 text-orange-900",
  standard: "bg-blue-100 text-blue-900",
  none: "bg-slate-100 text-slate-700",
};

function LevelBadge({ level }: { level: CertificationLevel }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${levelTone[level]}`}
    >
      {certificationLevelLabels[level]}
    </span>
  );
}

const th = "px-4 py-3 font-semibold";

/** The Partner Certificati tab's list: logo, name, level badge, type, featured, active, order. */
export function PartnerList({ partners, onEdit, onDelete }: Props) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Partner certificati, nell&apos;ordine del sito</caption>
        <thead className="bg-slate-50 text-slate-800">
          <tr>
            <th scope="col" className={th}>
              Partner
            </th>
            <th scope="col" className={th}>
              Livello
            </th>
            <th scope="col" className={th}>
              Tipologia
            </th>
            <th scope="col" className={th}>
              Stato
            </th>
            <th scope="col" className={th}>
              Ordine
            </th>
            <th scope="col" className={`${th} text-right`}>
              Azioni
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {partners.map((partner) => (
            <tr key={partner.id} data-testid="partner-row">
              <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                <div className="flex items-center gap-3">
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
              </th>
              <td className="px-4 py-3">
                <LevelBadge level={partner.certificationLevel} />
              </td>
              <td className="px-4 py-3 text-slate-700">{partnerTypeLabels[partner.partnerType]}</td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-1.5">
                  <FlagBadge on={partner.active} label="Attivo" offLabel="Non attivo" />
                  <FlagBadge on={partner.featured} label="In evidenza" />
                </div>
              </td>
              <td className="px-4 py-3 text-slate-700">{partner.sortOrder}</td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-1">
                  <Button size="sm" variant="ghost" onClick={() => onEdit(partner)}>
                    <Icon node={Pencil} className="size-4" />
                    Modifica<span className="sr-only"> {partner.name}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onDelete(partner)}
                    className="text-red-700 hover:bg-red-50"
                  >
                    <Icon node={Trash2} className="size-4" />
                    Elimina<span className="sr-only"> {partner.name}</span>
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
