import { companyPhones, telHref, type SiteSettings } from "#features/settings/site-settings";

const linkClass =
  "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:rounded-sm focus-ring focus-visible:outline-brand-700";

type Props = {
  settings: SiteSettings;
  /** Subject put in the mailto link (e.g. 'Segnalazione accessibilità'). */
  mailSubject?: string;
};

/** Company name, head office, VAT, e-mail, phones and opening hours, from the site settings. */
export function CompanyContacts({ settings, mailSubject }: Props) {
  const mailto = `mailto:${settings.email}${mailSubject ? `?subject=${encodeURIComponent(mailSubject)}` : ""}`;
  const phones = companyPhones(settings);
  return (
    <address className="mt-5 grid gap-1.5 rounded-2xl border border-slate-200 bg-slate-50 p-5 text-slate-700 not-italic">
      <span className="font-semibold text-slate-900">{settings.company_name}</span>
      <span>
        Sede: {settings.address_street}, {settings.address_city}
      </span>
      <span>Partita IVA: {settings.vat_number}</span>
      <span>
        E-mail:{" "}
        <a href={mailto} className={linkClass}>
          {settings.email}
        </a>
      </span>
      {phones.length > 0 ? (
        <span>
          Telefono:{" "}
          {phones.map((phone, index) => (
            <span key={phone}>
              {index > 0 ? " oppure " : null}
              <a href={telHref(phone)} className={linkClass}>
                {phone}
              </a>
            </span>
          ))}
        </span>
      ) : null}
      <span>Orari: {settings.business_hours}</span>
      {settings.business_hours_note.trim() ? <span>{settings.business_hours_note}</span> : null}
    </address>
  );
}
