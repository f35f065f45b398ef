import type { ReactNode } from "react";
import { Clock, ExternalLink, Mail, MapPin, Phone } from "lucide";
import { Icon } from "#kit/ui/icon";
import {
  companyPhones,
  mapHref,
  telHref,
  type SiteSettings,
} from "#features/settings/site-settings";

const linkClass =
  "font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline focus-ring focus-visible:outline-brand-700";

function InfoRow({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </div>
  );
}

/** Address, phones, e-mail, business hours and the map link, from the site settings. */
export function ContactInfo({
  settings,
  title,
  text,
}: {
  settings: SiteSettings;
  title: string;
  text: string | null;
}) {
  const phones = companyPhones(settings);
  return (
    <section
      aria-labelledby="contact-info-title"
      className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="contact-info-title" className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {text ? <p className="mt-2 text-slate-600">{text}</p> : null}
      {/* Headings may not sit inside <address>: only the postal address is one. */}
      <div className="mt-6 space-y-6">
        <InfoRow icon={<Icon node={MapPin} className="size-5" />} title="Sede">
          <address className="not-italic">
            {settings.company_name}
            <br />
            {settings.address_street}
            <br />
            {settings.address_city}
          </address>
          <a
            href={mapHref(settings)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${linkClass} mt-2 inline-flex items-center gap-1.5`}
          >
            {settings.map_url.trim() ? "Apri la mappa" : "Apri in Google Maps"}
            <Icon node={ExternalLink} className="size-4" />
            <span className="sr-only">(si apre in una nuova scheda)</span>
          </a>
        </InfoRow>
        {phones.length > 0 ? (
          <InfoRow icon={<Icon node={Phone} className="size-5" />} title="Telefono">
            <ul>
              {phones.map((phone) => (
                <li key={phone}>
                  <a href={telHref(phone)} className={linkClass}>
                    {phone}
                  </a>
                </li>
              ))}
            </ul>
          </InfoRow>
        ) : null}
        <InfoRow icon={<Icon node={Mail} className="size-5" />} title="Email">
          <a href={`mailto:${settings.email}`} className={`${linkClass} break-all`}>
            {settings.email}
          </a>
        </InfoRow>
        <InfoRow icon={<Icon node={Clock} className="size-5" />} title="Orari">
          <p>{settings.business_hours}</p>
          {settings.business_hours_note.trim() ? <p>{settings.business_hours_note}</p> : null}
        </InfoRow>
      </div>
    </section>
  );
}
