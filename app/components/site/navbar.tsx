import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { UserRound } from "lucide";
import { Icon } from "#kit/ui/icon";
import { clsx as cn } from "clsx";
import { Logo } from "./logo";
import { MobileMenuButton } from "./mobile-menu-button";
import { MobileMenuDisclosure } from "./mobile-menu-disclosure";
import { useHydrated } from "#kit/lib/use-hydrated";
import { barItems } from "#features/navigation/site-menus";
import { customerArea, useSiteMenus } from "./navbar-links";
import { useHideOnScroll, useScrolledPast } from "./navbar-scroll";
import { SiteSearchForm } from "#features/search/site/search-form";

const showFrom = { lg: "", xl: "hidden xl:block", "2xl": "hidden 2xl:block" } as const;

/**
 * The fixed top bar. On the home page it is transparent (white text over the dark hero)
 * until the page scrolls past 50 px; under 768 px it hides while scrolling down.
 */
export function Navbar({ brand }: { brand: string }) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();
  const scrolled = useScrolledPast();
  const { hidden, reveal } = useHideOnScroll(menuOpen);
  const transparent = pathname === "/" && !scrolled && !menuOpen;
  const entries = barItems(useSiteMenus());

  return (
    <header
      data-transparent={transparent ? "true" : "false"}
      data-hidden={hidden ? "true" : "false"}
      onFocus={reveal}
      className={cn(
        "fixed inset-x-0 top-0 z-40 motion-safe:transition-[background-color,box-shadow,transform] motion-safe:duration-300",
        transparent
          ? "bg-linear-to-b from-slate-950/75 to-slate-950/0 text-white"
          : "border-b border-slate-200 bg-white text-slate-800 shadow-sm",
        hidden && "-translate-y-full",
      )}
    >
      <nav
        aria-label="Navigazione principale"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8"
      >
        <Link
          to="/"
          aria-label={`${brand}, pagina iniziale`}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-current"
        >
          <Logo brand={brand} inverted={transparent} />
        </Link>

        <ul className="hidden items-center gap-1 lg:flex">
          {entries.map((item, index) => (
            <li key={`${index}${item.to}`} className={showFrom[item.from]}>
              <NavLink to={item.to} end={item.to === "/"} className="nav-link">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="flex items-center gap-2">
          <SiteSearchForm variant="bar" />
          <NavLink to={customerArea.to} className="header-cta">
            <Icon node={UserRound} className="size-5" />
            <span className="sr-only lg:not-sr-only">{customerArea.label}</span>
          </NavLink>
          {hydrated ? (
            <MobileMenuButton
              brand={brand}
              open={menuOpen}
              onOpenChange={setMenuOpen}
              className="header-menu-button"
            />
          ) : (
            <MobileMenuDisclosure brand={brand} className="header-menu-button" />
          )}
        </div>
      </nav>
    </header>
  );
}
