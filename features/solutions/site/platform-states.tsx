import { Link } from "react-router";
import { SearchX, TriangleAlert } from "lucide";
import { BackLink, Icon } from "#kit/ui/icon";
import { buttonClasses } from "#kit/ui/button";

/** Closing call to action of a platform page. */
export function PlatformCallToAction({ name }: { name: string }) {
  return (
    <section aria-labelledby="platform-cta-title" className="bg-brand-900 py-20 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id="platform-cta-title" className="text-3xl font-bold">
          Vuoi vedere {name} al lavoro?
        </h2>
        <p className="mt-4 text-lg text-blue-50">
          Ti mostriamo la piattaforma in una sessione online di mezz'ora, con i tuoi casi reali, e
          ti spieghiamo come adattarla al tuo marchio e ai tuoi processi.
        </p>
        <Link
          to="/contatti"
          className="mt-8 inline-flex h-12 items-center justify-center rounded-lg bg-white px-6 font-semibold text-brand-900 hover:bg-blue-50 focus-ring focus-visible:outline-white"
        >
          Richiedi una demo
        </Link>
      </div>
    </section>
  );
}

/** Unknown or unpublished slug (spec texts), or a failed load. */
export function PlatformUnavailable({ notFound }: { notFound: boolean }) {
  const icon = notFound ? SearchX : TriangleAlert;
  return (
    <section className="mx-auto max-w-3xl px-4 py-32 text-center">
      <Icon node={icon} className="mx-auto size-14 text-brand-700" />
      <h1 className="mt-6 text-3xl font-bold text-slate-900">
        {notFound ? "Piattaforma non trovata" : "Errore nel caricamento della piattaforma"}
      </h1>
      <p className="section-lead">
        {notFound
          ? "La piattaforma che stai cercando non esiste o non è disponibile."
          : "Non è stato possibile caricare la piattaforma. Riprova tra qualche istante."}
      </p>
      <BackLink
        to="/piattaforme"
        className={buttonClasses("primary", "lg") + " mt-8"}
        size="size-5"
      >
        Torna alle piattaforme
      </BackLink>
    </section>
  );
}
