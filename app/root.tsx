import "./app.css";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import "./load-context";
import { isRouteErrorResponse, Links, Meta, Outlet, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { getSiteSettings } from "../features/settings/settings.server";
import { getSiteMenus } from "../features/navigation/navigation.server";
import { publicSiteUrl } from "../features/settings/site-settings";
import type { RootData } from "../features/settings/root-data";
import { useNonce } from "#kit/lib/nonce";
import { SiteShell } from "./components/site/site-shell";
import { PageScripts } from "./components/page-scripts";
import { NotFoundPage } from "../features/pages/site/not-found-page";
import { AnalyticsHead } from "../features/consent/site/analytics-head";
import { ConsentSavedScript } from "../features/consent/site/consent-saved-script";
import { consentFromCookieHeader } from "../features/consent/consent-cookie";
import { errorMeta, metaForPath, notFoundMeta } from "#features/seo/route-meta";

/** What every page reads (`RootData`, `useRootData`: features/settings/root-data.ts). */
export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const [settings, menus] = await Promise.all([
    getSiteSettings(context.db),
    getSiteMenus(context.db),
  ]);
  return {
    settings,
    menus,
    siteUrl: publicSiteUrl(settings, context.env.siteUrl),
    configuredSiteUrl: context.env.siteUrl,
    gaMeasurementId: context.env.gaMeasurementId,
    consentSaved: consentFromCookieHeader(request.headers.get("cookie")) !== null,
  };
}

/**
 * Server-rendered metadata of every page without its own meta export: the route table's entry
 * (home metadata for unknown paths); error pages get a noindex variant.
 */
export const meta: Route.MetaFunction = ({ loaderData, location, error }) => {
  if (!error) return metaForPath({}, location.pathname, loaderData);
  return isRouteErrorResponse(error) && error.status === 404
    ? notFoundMeta(location.pathname, loaderData)
    : errorMeta(location.pathname, loaderData);
};

export const links: Route.LinksFunction = () => [
  // The one font file every page uses (app.css), found before the CSS is parsed.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icon-512.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="it">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <AnalyticsHead />
        <ConsentSavedScript />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <PageScripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * No query client here: the public pages read their data from loaders (decision 012); the admin
 * panel and the customer dashboard bring their own TanStack Query provider.
 */
export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteShell>
      {notFound ? (
        <NotFoundPage sent={error.data} />
      ) : (
        <section className="mx-auto max-w-3xl px-4 py-32 text-center">
          <h1 className="text-3xl font-bold text-slate-900">Si è verificato un errore</h1>
          <p className="mt-4 text-slate-600">
            Non è stato possibile caricare la pagina. Riprova tra qualche istante.
          </p>
          <a href="/" className="mt-8 inline-block font-semibold text-blue-700 underline">
            Torna alla home
          </a>
        </section>
      )}
    </SiteShell>
  );
}
