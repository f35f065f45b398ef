import { cn } from "#kit/ui/cn";
import { categoryLabel, gradientColorLabels, gradientOf } from "../solution-display";
import type { SolutionRecord } from "../solutions.schema";
import { heroGradient } from "../site/platform-colors";
import type { CrudCardSpec } from "#kit/admin/card-list";
import { FlagBadge } from "#kit/admin/flag-badge";
import { RowLink } from "#kit/admin/row-actions";

/**
 * The Piattaforme tab's list: gradient swatch, name and slug, short description, category,
 * Pubblicato or Bozza, featured; a published one has a preview link (new window).
 */
export const solutionCards: CrudCardSpec<SolutionRecord> = {
  label: "Piattaforme",
  className: "grid gap-4",
  cardTestId: "solution-row",
  cardClassName: "flex flex-col gap-4 sm:flex-row",
  actions: {
    name: (solution) => solution.name,
    className: "shrink-0 flex-wrap items-start",
    extra: (solution) =>
      solution.published ? (
        <RowLink
          href={`/piattaforme/${solution.slug}`}
          label="Anteprima"
          srText={`di ${solution.name} (si apre in una nuova finestra)`}
        />
      ) : null,
  },
  children: (solution) => {
    const color = gradientOf(solution.gradientColor);
    return (
      <>
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
            <FlagBadge on={solution.published} label="Pubblicato" offLabel="Bozza" />
            <FlagBadge on={solution.featured} label="In evidenza" />
          </div>
          <p className="mt-0.5 font-mono text-sm text-slate-700">/{solution.slug}</p>
          <p className="mt-1 text-sm text-slate-700">{solution.shortDescription}</p>
          <p className="mt-1 text-xs font-semibold tracking-wide text-slate-700 uppercase">
            {categoryLabel(solution.category)} · Ordine {solution.sortOrder}
          </p>
        </div>
      </>
    );
  },
};
