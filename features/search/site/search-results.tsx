import { Link } from "react-router";
import { clsx } from "clsx";
import { searchKindLabels, type SearchAnswer, type SearchResult } from "../search-values";
import { SiteSearchForm } from "./search-form";

/** /cerca?q=…: the form, then the results, their count and pages, or what to try instead. */
export function SearchResults({ answer }: { answer: SearchAnswer }) {
  const { query, results, total, page, pages } = answer;
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {query ? `Risultati per “${query}”` : "Cerca nel sito"}
      </h1>
      <SiteSearchForm id="search-page-q" variant="page" defaultValue={query} className="mt-6" />
      <div className="mt-8" aria-live="polite">
        {!query ? (
          <p className="text-slate-700">
            Scrivi una o più parole: cerchiamo tra servizi, piattaforme, articoli del blog e guide.
          </p>
        ) : results.length === 0 ? (
          <div data-testid="search-empty">
            <p className="text-lg font-semibold text-slate-900">Nessun risultato per “{query}”.</p>
            <ul className="mt-3 grid list-disc gap-1 pl-5 text-slate-700">
              <li>Controlla di aver scritto bene le parole.</li>
              <li>Prova con meno parole o con parole più generali.</li>
              <li>
                Consulta le{" "}
                <Link to="/guide" className="font-semibold text-brand-700 underline">
                  guide
                </Link>{" "}
                o{" "}
                <Link to="/contatti" className="font-semibold text-brand-700 underline">
                  scrivici
                </Link>
                .
              </li>
            </ul>
          </div>
        ) : (
          <>
            <p className="text-sm text-slate-600" data-testid="search-count">
              {total === 1 ? "1 risultato" : `${total} risultati`}
              {pages > 1 ? `, pagina ${page} di ${pages}` : ""}
            </p>
            <ol className="mt-4 grid gap-4" data-testid="search-results">
              {results.map((result) => (
                <ResultItem key={result.path} result={result} />
              ))}
            </ol>
            {pages > 1 ? <Pages query={query} page={page} pages={pages} /> : null}
          </>
        )}
      </div>
    </div>
  );
}

function ResultItem({ result }: { result: SearchResult }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        {searchKindLabels[result.kind]}
      </p>
      <h2 className="mt-1 text-lg font-bold text-slate-900">
        <Link
          to={result.path}
          className="hover:text-brand-700 hover:underline focus-ring focus-visible:outline-brand-700"
        >
          {result.title}
        </Link>
      </h2>
      {result.snippet.length > 0 ? (
        <p className="mt-2 text-slate-700" data-testid="search-snippet">
          {result.snippet.map((part, index) =>
            part.marked ? (
              <mark key={index} className="rounded bg-amber-100 px-0.5 text-slate-900">
                {part.text}
              </mark>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </p>
      ) : null}
    </li>
  );
}

function Pages({ query, page, pages }: { query: string; page: number; pages: number }) {
  const href = (n: number) => `/cerca?q=${encodeURIComponent(query)}${n > 1 ? `&pagina=${n}` : ""}`;
  return (
    <nav aria-label="Pagine dei risultati" className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            <Link
              to={href(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={`Pagina ${n}`}
              className={clsx(
                "inline-flex size-10 items-center justify-center rounded-lg border font-semibold focus-ring focus-visible:outline-brand-700",
                n === page
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 text-slate-800 hover:bg-slate-100",
              )}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
