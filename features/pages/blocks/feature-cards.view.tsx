import { Check } from "lucide";
import { ArrowLink, Icon } from "#kit/ui/icon";
import { CardGridSection } from "#features/shared/site/section-heading";
import type { PreparedData } from "./block-catalog";

export function FeatureCardsView({
  id,
  data,
}: {
  id: string;
  data: PreparedData<"feature-cards">;
}) {
  return (
    <CardGridSection
      id={`${id}-title`}
      eyebrow={data.eyebrow ?? undefined}
      title={data.title}
      lead={data.lead ?? undefined}
      tone={data.tone}
      grid="mt-14 grid gap-8 lg:grid-cols-3"
    >
      {data.cards.map((card, index) => (
        <li key={index} data-testid="feature-card" className="card-flush">
          <div className="flex items-center gap-4 bg-linear-to-br from-brand-900 to-brand-700 px-7 py-6 text-white">
            {card.icon ? <Icon node={card.icon} className="size-8" /> : null}
            <h3 className="text-xl font-semibold">{card.title}</h3>
          </div>
          <div className="flex flex-1 flex-col p-7">
            <p className="text-slate-600">{card.text}</p>
            {card.points.length > 0 ? (
              <ul className="mt-5 flex-1 space-y-2">
                {card.points.map((point, pointIndex) => (
                  <li key={pointIndex} className="flex items-start gap-2 text-slate-700">
                    <Icon node={Check} className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                    {point.text}
                  </li>
                ))}
              </ul>
            ) : null}
            {card.linkTo && card.linkLabel ? (
              <ArrowLink to={card.linkTo} className="mt-6 arrow-link self-start">
                {card.linkLabel}
                <span className="sr-only"> {card.title}</span>
              </ArrowLink>
            ) : null}
          </div>
        </li>
      ))}
    </CardGridSection>
  );
}
