import { NavLink } from "react-router";
import { barItems, menuItems } from "#features/navigation/site-menus";
import { customerArea, useSiteMenus, type NavItem } from "./navbar-links";
import { SocialLinks } from "./social-links";
import { useSiteSettings } from "#features/settings/site/use-site-settings";
import { socialProfiles } from "#features/settings/site-settings";
import { SiteSearchForm } from "#features/search/site/search-form";

/**
 * The entries of the side menu (main menu, Soluzioni, Informazioni, social links): drawn in the
 * dialog once the page runs (mobile-menu.tsx) and in the disclosure before and without JavaScript
 * (mobile-menu-disclosure.tsx). `onNavigate` closes the dialog when a link is followed.
 */
export function MobileMenuContents({
  brand,
  onNavigate,
  discover = "render",
}: {
  brand: string;
  onNavigate?: () => void;
  /** "none" where the links are followed only by a full page load (the disclosure). */
  discover?: "render" | "none";
}) {
  const settings = useSiteSettings();
  const menus = useSiteMenus();
  return (
    <>
      <div className="flex-1 space-y-6 px-5 py-5">
        {discover === "none" ? (
          // Before the page runs, a link: the home page's HTML stays within its budget.
          <NavLink to="/cerca" discover="none" className="menu-link text-base">
            Cerca nel sito
          </NavLink>
        ) : (
          <SiteSearchForm id="site-search-menu" variant="menu" />
        )}
        <MenuGroup
          label="Menu principale"
          items={[...barItems(menus), customerArea]}
          onNavigate={onNavigate}
          discover={discover}
          large
        />
        <MenuGroup
          label="Soluzioni"
          items={menuItems(menus, "mobile-solutions")}
          onNavigate={onNavigate}
          discover={discover}
        />
        <MenuGroup
          label="Informazioni"
          items={menuItems(menus, "mobile-info")}
          onNavigate={onNavigate}
          discover={discover}
        />
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
  discover,
  large = false,
}: {
  label: string;
  items: NavItem[];
  onNavigate?: () => void;
  discover: "render" | "none";
  large?: boolean;
}) {
  const id = `menu-group-${label.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="menu-group-title">
        {label}
      </h2>
      <ul className="mt-2 space-y-0.5">
        {items.map((item, index) => (
          <li key={`${index}${item.to}`}>
            <NavLink
              to={item.to}
              end={item.to === "/"}
              onClick={onNavigate}
              discover={discover}
              className={large ? "menu-link text-base" : "menu-link"}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
