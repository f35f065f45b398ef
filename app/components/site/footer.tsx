import { Link } from "react-router";
import { Clock, Mail, MapPin, Phone } from "lucide";
import { Icon } from "#kit/ui/icon";
import { companyPhones, telHref, type SiteSettings } from "#features/settings/site-settings";
import { Logo } from "./logo";
import { FooterColumn } from "./footer-column";
import { menuItems } from "#features/navigation/site-menus";
import { useSiteMenus } from "./navbar-links";
import { SocialLinks } from "./social-links";
import { CookiePreferencesButton } from "#features/consent/site/cookie-preferences-button";

/** The site footer: brand, social links, link columns, contacts, hours, VAT and legal links. */
export function Footer({ settings }: { settings: SiteSettings }) {
  const year = new Date().getFullYear();
  const menus = useSiteMenus();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 md:gap-10 lg:grid-cols-4 lg:px-8">
        <div>
          <Link
            to="/"
            aria-label={`${settings.site_name}, pagina iniziale`}
            className="inline-block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
          >
            <Logo brand={settings.site_name} inverted />
          </Link>
          <p className="mt-4 text-sm leading-relaxed">{settings.site_description}</p>
          <SocialLinks
            settings={settings}
            brand={settings.site_name}
            className="mt-5"
            tone="dark"
          />
        </div>

        <FooterColumn title="Soluzioni" items={menuItems(menus, "footer-solutions")} />
        <FooterColumn title="Azienda" items={menuItems(menus, "footer-company")} />

        <div>
          <h2 className="text-base font-semibold text-white">Contatti</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <Icon node={MapPin} className="mt-0.5 size-4 shrink-0 text-slate-300" />
              <span>
                {settings.company_name}
                <br />
                {settings.address_street}
                <br />
                {settings.address_city}
              </span>
            </p>
            <p className="flex gap-3">
              <Icon node={Phone} className="mt-0.5 size-4 shrink-0 text-slate-300" />
              <span className="flex flex-col">
                {companyPhones(settings).map((phone) => (
                  <a key={phone} href={telHref(phone)} className="footer-link">
                    {phone}
                  </a>
                ))}
              </span>
            </p>
            <p className="flex gap-3">
              <Icon node={Mail} className="mt-0.5 size-4 shrink-0 text-slate-300" />
              <a href={`mailto:${settings.email}`} className="footer-link">
                {settings.email}
              </a>
            </p>
            <p className="flex gap-3">
              <Icon node={Clock} className="mt-0.5 size-4 shrink-0 text-slate-300" />
              <span>
                {settings.business_hours}
                {settings.business_hours_note.trim() ? (
                  <>
                    <br />
                    {settings.business_hours_note}
                  </>
                ) : null}
              </span>
            </p>
          </address>
        </div>
      </div>

      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            © {year} {settings.company_name} · P.IVA {settings.vat_number}
          </p>
          <nav aria-label="Informazioni legali">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {menuItems(menus, "footer-legal").map((link, index) => (
                <li key={`${index}${link.to}`}>
                  <Link to={link.to} className="footer-link">
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <CookiePreferencesButton className="footer-link" />
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
