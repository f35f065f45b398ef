import type { ReactNode } from "react";
import { Toaster } from "~/components/ui/toaster";
import { CookieConsent } from "./consent/cookie-consent";

/** The public page frame: skip link, navigation, main content, footer, cookie banner, toasts. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main-content" className="sr-only focus:not-sr-only">
        Vai al contenuto principale
      </a>
      <main id="main-content">{children}</main>
      <CookieConsent />
      <Toaster />
    </>
  );
}
