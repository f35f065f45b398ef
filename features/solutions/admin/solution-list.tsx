import { ExternalLink, Pencil, Trash2 } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/components/ui/cn";
import { categoryLabel, gradientColorLabels, gradientOf } from "../solution-display";
import type { SolutionRecord } from "../solutions.schema";
import { heroGradient } from "../site/platform-colors";
import { FlagBadge } from "#features/clients/admin/catalog-dialog-parts";

type Props = {
  solutions: SolutionRecord[];
  onEdit: (solution: SolutionRecord) => void;
  onDelete: (solution: SolutionRecord) => void;
};

/**
 * The Piattaforme tab's list: gradient swatch, name and slug, short description, category,
 * Pubblicato or Bozza, featured; a published one has a preview link (new window).
 */
export function SolutionList({ solutions, onEdit, onDelete }: Props) {
  return (
    <ul className="grid gap-4" aria-label="Piattaforme">
      {solutions.map((solution) => {
        const color = gradientOf(solution.gradientColor);
        return (
          <li
            key={solution.id}
            data-testid="solution-row"
            className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row"
          >
            <div
              role="img"
              aria-label={`Colore: ${gradientColorLabels[color]}`}
              className={cn(
                "h-16 w-full shrink-0 rounded-lg bg-linear-to-br sm:w-16",
                heroGradient[color],
              )}
            />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-slate-900">{solution.name}</h3>
                <span
                  className={
                    solution.published
                      ? "rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800"
                      : "rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800"
                  }
                >
                  {solution.published ? "Pubblicato" : "Bozza"}
                </span>
                <FlagBadge on={solution.featured} label="In evidenza" />
              </div>
              <p className="mt-0.5 font-mono text-sm text-slate-700">/{solution.slug}</p>
              <p className="mt-1 text-sm text-slate-700">{solution.shortDescription}</p>
              <p className="mt-1 text-xs font-semibold tracking-wide text-slate-700 uppercase">
                {categoryLabel(solution.category)} · Ordine {solution.sortOrder}
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap items-start justify-end gap-1">
              {solution.published ? (
                <a
                  href={`/piattaforme/${solution.slug}`}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  <Icon node={ExternalLink} className="size-4" />
                  Anteprima
                  <span className="sr-only">
                    {" "}
                    di {solution.name} (si apre in una nuova finestra)
                  </span>
                </a>
              ) : null}
              <Button size="sm" variant="ghost" onClick={() => onEdit(solution)}>
                <Icon node={Pencil} className="size-4" />
                Modifica<span className="sr-only"> {solution.name}</span>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onDelete(solution)}
                className="text-red-700 hover:bg-red-50"
              >
                <Icon node={Trash2} className="size-4" />
                Elimina<span className="sr-only"> {solution.name}</span>
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
