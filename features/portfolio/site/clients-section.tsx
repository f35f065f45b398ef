import { srcSetFor } from "#features/shared/stored-image";

export type PortfolioClient = {
  id: number;
  name: string;
  logoUrl: string | null;
  websiteUrl: string | null;
};

/** Only http(s) addresses become links; anything else is shown without one. */
const safeWebsite = (url: string | null) => (url && /^https?:\/\/[^\s]+$/i.test(url) ? url : null);

function Logo({ client }: { client: PortfolioClient }) {
  if (!client.logoUrl) {
    return <span className="text-center text-lg font-semibold text-slate-800">{client.name}</span>;
  }
  return (
    <img
      src={client.logoUrl}
      srcSet={srcSetFor(client.logoUrl)}
      sizes="200px"
      alt={client.name}
      width={400}
      height={200}
      loading="lazy"
      decoding="async"
      className="h-auto max-h-20 w-full object-contain"
    />
  );
}

/** Featured client references as logos linking to their websites (new tab). */
export function ClientsSection({ clients }: { clients: PortfolioClient[] }) {
  return (
    <section aria-labelledby="clients-title" className="bg-white py-20 sm:py-24">
      <div className="container-page">
        <div className="section-head">
          <h2 id="clients-title" className="section-title">
            Hanno scelto di lavorare con noi
          </h2>
          <p className="section-lead">
            Aziende, enti e professionisti del territorio che ci affidano i loro progetti digitali.
          </p>
        </div>
        {clients.length === 0 ? (
          <p className="mt-12 text-center text-slate-600">Nessun cliente disponibile</p>
        ) : (
          <ul className="mt-12 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-4">
            {clients.map((client) => {
              const website = safeWebsite(client.websiteUrl);
              const box =
                "flex h-32 items-center justify-center rounded-xl border border-slate-200 bg-white p-5";
              return (
                <li key={client.id} data-testid="client-logo">
                  {website ? (
                    <a
                      href={website}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={`${box} transition-shadow hover:shadow-md focus-ring focus-visible:outline-brand-700`}
                    >
                      <Logo client={client} />
                      <span className="sr-only"> (si apre in una nuova scheda)</span>
                    </a>
                  ) : (
                    <div className={box}>
                      <Logo client={client} />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
