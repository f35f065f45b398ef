import { SearchX } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";

/**
 * No post to show. With active filters: a hint and a button that clears them (a GET to /blog
 * without JavaScript, an instant reset with it).
 */
export function BlogEmptyState({
  filtersActive,
  onReset,
}: {
  filtersActive: boolean;
  onReset: () => void;
}) {
  return (
    <div
      data-testid="blog-empty"
      className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
    >
      <Icon node={SearchX} className="mx-auto size-10 text-slate-500" />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">Nessun articolo trovato</h2>
      <p className="mt-2 text-slate-600">
        {filtersActive
          ? "Prova a modificare i filtri di ricerca"
          : "Non ci sono ancora articoli pubblicati"}
      </p>
      {filtersActive ? (
        <form
          method="get"
          action="/blog"
          className="mt-6"
          onSubmit={(event) => {
            event.preventDefault();
            onReset();
          }}
        >
          <Button type="submit" variant="secondary">
            Mostra tutti gli articoli
          </Button>
        </form>
      ) : null}
    </div>
  );
}
