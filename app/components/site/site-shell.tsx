import type { ReactNode } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { ToasterOnDemand } from "#kit/ui/toaster-on-demand";
import type { RootData } from "#features/settings/root-data";
import { isPrivatePath, siteContext } from "#features/seo/route-meta";
import { CookieConsent } from "#features/consent/site/cookie-consent";
import { Footer } from "./footer";
import { Navbar } from "./navbar";

/** Paths that draw their own frame (back office, customer dashboard) instead of the public one. */
export function usesSiteShell(pathname: string): boolean {
  return !isPrivatePath(pathname);
}

/**
 * The public page frame: skip link, fixed navigation, main content, footer, cookie banner,
 * toasts. Admin and customer-dashboard paths get only the toasts around their own frame.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { settings, brand } = siteContext(useRouteLoaderData<RootData>("root"));

  if (!usesSiteShell(pathname)) {
    return (
      <>
        {children}
        <ToasterOnDemand />
      </>
    );
  }

  // The home hero runs under the transparent bar; every other page starts below it.
  const isHome = pathname === "/";
  return (
    <>
      <a href="#main-content" className="skip-link">
        Vai al contenuto principale
      </a>
      <Navbar brand={brand} />
      <main
        id="main-content"
        tabIndex={-1}
        className={isHome ? "focus:outline-none" : "pt-16 focus:outline-none lg:pt-20"}
      >
        {children}
      </main>
      <Footer settings={settings} />
      <CookieConsent />
      <ToasterOnDemand />
    </>
  );
}
