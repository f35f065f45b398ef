import { Download } from "lucide";
import { Icon } from "#kit/ui/icon";
import { buttonClasses } from "#kit/ui/button";
import { ProfileCard } from "#features/shared/customer/profile-card";

/** The address of the customer's own export (features/personal-data/api/customer.ts). */
export const ownDataExportHref = "/api/customer/personal-data/export.zip";

/**
 * 'I tuoi dati' on the customer area's Dati Personali page (GDPR art. 15 and 20): a link that
 * downloads everything the site holds about the customer as a ZIP of JSON and CSV files.
 */
export function OwnDataExport() {
  return (
    <ProfileCard title="I tuoi dati">
      <p className="mt-2 text-slate-700">
        Scarica una copia di tutti i dati che conserviamo su di te (profilo, servizi, ticket,
        richieste, comunicazioni, messaggi inviati): un file ZIP con file JSON e CSV. Per chiederne
        la cancellazione scrivici dalla pagina Supporto Tecnico.
      </p>
      <a href={ownDataExportHref} download className={`${buttonClasses("secondary")} mt-4`}>
        <Icon node={Download} className="size-4" />
        Scarica i miei dati
      </a>
    </ProfileCard>
  );
}
