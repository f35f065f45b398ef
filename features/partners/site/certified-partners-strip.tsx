import { BadgeCheck } from "lucide";
import { Icon, IconSymbol } from "#kit/ui/icon";
import { smallCopyOf } from "#features/shared/stored-image";
import type { PartnerCard } from "../partner-cards";
import { useFreshData } from "#kit/lib/use-fresh-data";
import { fetchPartnerCards } from "#app/components/site/home/home-queries";

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
      <div className="container-page">
        <div className="section-head">
          <p className="eyebrow">Partner certificati</p>
          <h2 id="home-partners-title" className="section-title mt-2">
            Alleanze Strategiche
          </h2>
          <p className="section-lead">
            Lavoriamo con i principali produttori di tecnologia: soluzioni certificate e supporto
            qualificato, senza intermediari.
          </p>
        </div>
        <IconSymbol id={badgeIcon} node={BadgeCheck} />
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

const badgeIcon = "partner-badge-icon";
const gridClasses = "mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4";

function PartnerCardItem({ card }: { card: PartnerCard }) {
  return (
    <li data-testid="partner-card" className="card">
      <div className="partner-logo-box">
        {card.logoUrl ? (
          <img
            src={smallCopyOf(card.logoUrl)}
            alt={card.name}
            width={160}
            height={56}
            loading="lazy"
            decoding="async"
            className="partner-logo"
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
      <h3 className="card-title">{card.name}</h3>
      {card.description ? (
        <p className="card-text">{card.description}</p>
      ) : (
        <div className="flex-1" />
      )}
      {card.badges.length > 0 ? (
        <ul aria-label={`Qualifiche di ${card.name}`} className="tag-list">
          {card.badges.map((badge) => (
            <li
              key={`${badge.kind}-${badge.label}`}
              className={badge.kind === "certification" ? "pill pill-amber" : "pill pill-brand"}
            >
              {badge.kind === "certification" ? (
                <Icon symbol={badgeIcon} className="size-3.5" />
              ) : null}
              {badge.label}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
