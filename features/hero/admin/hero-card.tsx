import { CalendarClock, CircleCheck, House, LoaderCircle, Power } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { cn } from "#kit/ui/cn";
import { formatCardDate, romeDay, withArticle } from "#kit/lib/dates";
import { periodOf } from "../hero-schedule";
import { safeCssBackground } from "../public-hero";
import { heroSeasonLabels, type HeroSeason } from "../hero-values";
import type { HeroVariantRecord } from "./hero-api";
import { DEFAULT_HERO_GRADIENT } from "../hero-default-gradient";
import { heroPlainText } from "./preview-html";
import { RowActions } from "#kit/admin/row-actions";

/** "dal 15 giu 2026 al 15 set 2026", "dall'8 giu 2026", "fino al 15 set 2026"; "" without a period. */
function periodWords(hero: Pick<HeroVariantRecord, "startDate" | "endDate">): string {
  const { startDate: start, endDate: end } = hero;
  const from = start ? withArticle(formatCardDate(start), "dal") : "";
  const to = end ? withArticle(formatCardDate(end), "al") : "";
  return from && to ? `${from} ${to}` : from || (to && `fino ${to}`);
}

/** 'Sempre', or the range of dates the variant is meant for ("Dal 15 giu 2026 al 15 set 2026"). */
export function heroPeriod(hero: Pick<HeroVariantRecord, "startDate" | "endDate">): string {
  const text = periodWords(hero);
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : "Sempre";
}

/**
 * "Programmato dal 15 giu 2026 al 15 set 2026" for a variant whose period starts after Rome's
 * day `now` falls on; null for any other (no period, a current or a past one).
 */
export function heroScheduled(
  hero: Pick<HeroVariantRecord, "startDate" | "endDate">,
  now: Date,
): string | null {
  const from = periodOf(hero)?.from;
  return from && from > romeDay(now) ? `Programmato ${periodWords(hero)}` : null;
}

const badgeClass =
  "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold";

type Props = {
  hero: HeroVariantRecord;
  /** Whether the home page shows this variant now (hero-schedule.ts, as the public site). */
  shownNow: boolean;
  activating: boolean;
  onActivate: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One variant in the Heroes grid: a swatch of its background, texts without tags, actions. */
export function HeroCard({ hero, shownNow, activating, onActivate, onEdit, onDelete }: Props) {
  const image = hero.backgroundImage?.trim() || null;
  const background = image
    ? undefined
    : (safeCssBackground(hero.backgroundColor) ?? DEFAULT_HERO_GRADIENT);
  const titleId = `hero-card-${hero.id}`;
  const scheduled = heroScheduled(hero, new Date());
  return (
    <li
      aria-labelledby={titleId}
      data-testid="hero-card"
      className={cn(
        "flex flex-col overflow-hidden rounded-xl border bg-white shadow-sm",
        hero.active ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200",
      )}
    >
      <div className="relative h-28 bg-brand-900" style={background ? { background } : undefined}>
        {image ? (
          <>
            <img src={image} alt="" loading="lazy" className="size-full object-cover" />
            <div className="absolute inset-0 bg-black/40" aria-hidden="true" />
          </>
        ) : null}
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">
          {hero.active ? (
            <span className={cn(badgeClass, "bg-green-100 text-green-900")}>
              <Icon node={CircleCheck} className="size-3.5" />
              Attiva
            </span>
          ) : null}
          {shownNow ? (
            <span className={cn(badgeClass, "bg-sky-100 text-sky-900")}>
              <Icon node={House} className="size-3.5" />
              In homepage ora
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={titleId} className="font-bold text-slate-900">
          {hero.name}
        </h3>
        <p className="text-sm text-slate-800">{heroPlainText(hero.title)}</p>
        {scheduled ? (
          <p className={cn(badgeClass, "self-start bg-amber-100 text-amber-900")}>
            <Icon node={CalendarClock} className="size-3.5" />
            {scheduled}
          </p>
        ) : null}
        <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
          <dt className="font-medium">Stagione</dt>
          <dd>{heroSeasonLabels[hero.season as HeroSeason] ?? hero.season}</dd>
          <dt className="font-medium">Periodo</dt>
          <dd>{heroPeriod(hero)}</dd>
        </dl>
        <RowActions
          name={hero.name}
          onEdit={onEdit}
          onDelete={onDelete}
          align="start"
          className="mt-3 flex-wrap"
        >
          {hero.active ? null : (
            <Button size="sm" onClick={onActivate} disabled={activating}>
              {activating ? (
                <Icon
                  node={LoaderCircle}
                  className="size-4 animate-spin motion-reduce:animate-none"
                />
              ) : (
                <Icon node={Power} className="size-4" />
              )}
              {activating ? "Attivazione..." : "Attiva"}
              <span className="sr-only"> {hero.name}</span>
            </Button>
          )}
        </RowActions>
      </div>
    </li>
  );
}
