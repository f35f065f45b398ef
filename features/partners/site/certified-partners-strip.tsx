import { BadgeCheck } from "lucide";
import { Icon, IconSymbol } from "#kit/ui/icon";
import { smallCopyOf } from "#features/shared/stored-image";
import type { PartnerCard } from "../partner-cards";

/**
 * The certified partners' cards ('Alleanze Strategiche' on the home page, block `partner-cards`):
 * the section's words are the page's, the cards the catalogue's; nothing when there is none.
 */
export function CertifiedPartnersStrip({
  id,
  eyebrow,
  title,
  lead,
  cards,
}: {
  id: string;
  eyebrow: string | null;
  title: string;
  lead: string | null;
  cards: PartnerCard[];
}) {
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={id} className="bg-slate-50 py-20 sm:py-24">
      <div className="container-page">
        <div className="section-head">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h2 id={id} className="section-title mt-2">
            {title}
          </h2>
          {lead ? <p className="section-lead">{lead}</p> : null}
        </div>
        <IconSymbol id={badgeIcon} node={BadgeCheck} />
        <ul
          aria-label="Partner certificati"
          className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        >
          {cards.map((card) => (
            <PartnerCardItem key={card.id} card={card} />
          ))}
        </ul>
      </div>
    </section>
  );
}

const badgeIcon = "partner-badge-icon";

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
