import { NavLink } from "react-router";
import { clsx as cn } from "clsx";
import { customerArea, infoLinks, mainNav, solutionLinks, type NavItem } from "./navbar-links";
import { SocialLinks } from "./social-links";
import { useSiteSettings } from "./legal/use-site-settings";
import { socialProfiles } from "#features/settings/site-settings";

/**
 * The entries of the side menu (main menu, Soluzioni, Informazioni, social links): drawn in the
 * dialog once the page runs (mobile-menu.tsx) and in the disclosure before and without JavaScript
 * (mobile-menu-disclosure.tsx). `onNavigate` closes the dialog when a link is followed.
 */
export function MobileMenuContents({
  brand,
  onNavigate,
}: {
  brand: string;
  onNavigate?: () => void;
}) {
  const settings = useSiteSettings();
  return (
    <>
      <div className="flex-1 space-y-6 px-5 py-5">
        <MenuGroup
          label="Menu principale"
          items={[...mainNav, customerArea]}
          onNavigate={onNavigate}
          large
        />
        <MenuGroup label="Soluzioni" items={solutionLinks} onNavigate={onNavigate} />
        <MenuGroup label="Informazioni" items={infoLinks} onNavigate={onNavigate} />
      </div>

      {socialProfiles(settings).length > 0 ? (
        <div className="border-t border-slate-200 px-5 py-5">
          <p className="text-sm font-semibold text-slate-700">Seguici</p>
          <SocialLinks settings={settings} brand={brand} className="mt-2" tone="light" />
        </div>
      ) : null}
    </>
  );
}

function MenuGroup({
  label,
  items,
  onNavigate,
  large = false,
}: {
  label: string;
  items: NavItem[];
  onNavigate?: () => void;
  large?: boolean;
}) {
  const id = `menu-group-${label.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-xs font-semibold tracking-wider text-slate-600 uppercase">
        {label}
      </h2>
      <ul className="mt-2 space-y-0.5">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === "/"}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  "block rounded-lg px-3 py-2.5 font-medium focus-visible:outline-2 focus-visible:outline-brand-700",
                  large ? "text-base" : "text-sm",
                  isActive
                    ? "bg-brand-50 font-semibold text-brand-700"
                    : "text-slate-800 hover:bg-slate-100",
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
