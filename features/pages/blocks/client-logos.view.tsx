import { clsx } from "clsx";
import { srcSetFor } from "#features/shared/stored-image";
import type { FeaturedClient } from "./block-kit";
import type { PreparedData } from "./block-catalog";

/** Only http(s) addresses become links; anything else is shown without one. */
const safeWebsite = (url: string | null) => (url && /^https?:\/\/[^\s]+$/i.test(url) ? url : null);

function Logo({ client }: { client: FeaturedClient }) {
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
export function ClientLogosView({ id, data }: { id: string; data: PreparedData<"client-logos"> }) {
  const box =
    "flex h-32 items-center justify-center rounded-xl border border-slate-200 bg-white p-5";
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={clsx(data.tone === "muted" ? "bg-slate-50" : "bg-white", "py-20 sm:py-24")}
    >
      <div className="container-page">
        <div className="section-head">
          <h2 id={`${id}-title`} className="section-title">
            {data.title}
          </h2>
          {data.lead ? <p className="section-lead">{data.lead}</p> : null}
        </div>
        {data.clients.length === 0 ? (
          data.emptyText ? (
            <p className="mt-12 text-center text-slate-600">{data.emptyText}</p>
          ) : null
        ) : (
          <ul className="mt-12 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-4">
            {data.clients.map((client) => {
              const website = safeWebsite(client.websiteUrl);
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
