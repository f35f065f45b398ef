import { BadgeCheck } from "lucide";
import { Icon } from "~/components/ui/icon";
import { truncate } from "~/lib/format";
import { srcSetFor } from "~/lib/images";
import type { PartnerCard } from "../../../../domain/partners/partner-cards";
import { useFreshData } from "~/lib/use-fresh-data";
import { fetchPartnerCards } from "./home-queries";

const descriptionLength = 120;
const skeletonCount = 4;

/** 'Alleanze Strategiche': up to 8 certified partners; skeleton while loading, nothing when empty. */
export function CertifiedPartnersStrip({
  initialCards,
}: {
  initialCards: PartnerCard[] | undefined;
}) {
  const { data: cards, isPending } = useFreshData(initialCards, fetchPartnerCards);
  if (!isPending && (!cards || cards.length === 0)) return null;

  return (
    <section aria-labelledby="home-partners-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
            Partner certificati
          </p>
          <h2
            id="home-partners-title"
            className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl"
          >
            Alleanze Strategiche
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Lavoriamo con i principali produttori di tecnologia: soluzioni certificate e supporto
            qualificato, senza intermediari.
          </p>
        </div>
        {isPending ? (
          <ul aria-busy="true" aria-label="Caricamento dei partner" className={gridClasses}>
            {Array.from({ length: skeletonCount }, (_, i) => (
              <li
                key={i}
                className="animate-pulse rounded-2xl border border-slate-200 bg-white p-6 motion-reduce:animate-none"
              >
                <div className="h-12 w-32 rounded bg-slate-200" />
                <div className="mt-5 h-5 w-2/3 rounded bg-slate-200" />
                <div className="mt-3 h-4 w-full rounded bg-slate-100" />
                <div className="mt-2 h-4 w-5/6 rounded bg-slate-100" />
              </li>
            ))}
          </ul>
        ) : (
          <ul aria-label="Partner certificati" className={gridClasses}>
            {cards!.map((card) => (
              <PartnerCardItem key={card.id} card={card} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

const gridClasses = "mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4";

function PartnerCardItem({ card }: { card: PartnerCard }) {
  return (
    <li
      data-testid="partner-card"
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex h-14 items-center">
        {card.logoUrl ? (
          <img
            src={card.logoUrl}
            srcSet={srcSetFor(card.logoUrl)}
            sizes="160px"
            alt={card.name}
            width={160}
            height={56}
            loading="lazy"
            decoding="async"
            className="h-14 w-auto max-w-40 object-contain"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-14 items-center justify-center rounded-xl bg-brand-50 text-xl font-bold text-brand-700"
          >
            {card.name.slice(0, 1).toUpperCase()}
          </span>
        )}
      </div>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{card.name}</h3>
      {card.description ? (
        <p className="mt-2 flex-1 text-sm text-slate-600">
          {truncate(card.description, descriptionLength)}
        </p>
      ) : (
        <div className="flex-1" />
      )}
      {card.badges.length > 0 ? (
        <ul aria-label={`Qualifiche di ${card.name}`} className="mt-5 flex flex-wrap gap-2">
          {card.badges.map((badge) => (
            <li
              key={`${badge.kind}-${badge.label}`}
              data-testid="partner-badge"
              className={
                badge.kind === "certification"
                  ? "inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900"
                  : "inline-flex items-center rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800"
              }
            >
              {badge.kind === "certification" ? (
                <Icon node={BadgeCheck} className="size-3.5" />
              ) : null}
              {badge.label}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
