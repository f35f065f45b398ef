import { Link } from "react-router";
import type { Route } from "./+types/platforms";
import { listSolutions, toPublicPlatforms } from "#features/solutions/solutions.server";
import { PlatformListItem } from "#features/solutions/site/platform-list-item";
import { PlatformsHeader } from "#features/solutions/site/platforms-header";
import { buttonClasses } from "#kit/ui/button";
import { pageMeta } from "#features/seo/route-meta";
import { platformsPages } from "#features/seo/page-meta/platforms";

export const meta: Route.MetaFunction = pageMeta(platformsPages);

/** Published platforms in display order, rendered on the server. */
export async function loader({ context }: Route.LoaderArgs) {
  const platforms = await listSolutions(context.db);
  return { platforms: await toPublicPlatforms(context.db, platforms) };
}

export default function Platforms({ loaderData }: Route.ComponentProps) {
  const { platforms } = loaderData;
  return (
    <>
      <PlatformsHeader />
      <section aria-label="Elenco delle piattaforme" className="bg-white py-20 sm:py-24">
        <div className="mx-auto max-w-7xl space-y-24 px-4 sm:px-6 lg:px-8">
          {platforms.length === 0 ? (
            <p className="text-center text-lg text-slate-600">
              Nessuna piattaforma disponibile al momento
            </p>
          ) : (
            platforms.map((platform, index) => (
              <PlatformListItem key={platform.id} platform={platform} index={index} />
            ))
          )}
        </div>
      </section>
      <section aria-labelledby="platforms-custom-title" className="bg-slate-50 py-20">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
          <h2 id="platforms-custom-title" className="text-3xl font-bold text-slate-900">
            Ti serve qualcosa di diverso?
          </h2>
          <p className="section-lead">
            Ogni piattaforma si integra con i tuoi gestionali e si estende con le funzioni che ti
            servono. Se invece parti da zero, progettiamo con te un software su misura.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <Link to="/contatti" className={buttonClasses("primary", "lg")}>
              Parliamone insieme
            </Link>
            <Link
              to="/servizi/programmazione-software"
              className={buttonClasses("secondary", "lg")}
            >
              Software su misura
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
