import { Icon } from "#kit/ui/icon";
import { CardGridSection } from "#features/shared/site/section-heading";
import { TextCard, gridClass } from "#features/shared/site/text-card";
import type { PreparedData } from "./block-catalog";
import { BlockButtons } from "./page-header.view";

export function CardGridView({ id, data }: { id: string; data: PreparedData<"card-grid"> }) {
  return (
    <CardGridSection
      id={`${id}-title`}
      eyebrow={data.eyebrow ?? undefined}
      title={data.title}
      lead={data.lead ?? undefined}
      tone={data.tone}
      grid={gridClass(data.columns, data.lead || data.eyebrow ? "mt-12" : "mt-10")}
      after={
        data.buttons.length > 0 ? (
          <div className="mt-12 text-center">
            <BlockButtons buttons={data.buttons} />
          </div>
        ) : undefined
      }
    >
      {data.cards.map((card, index) => (
        <TextCard
          key={index}
          tone={data.cardStyle}
          media={
            card.icon ? <Icon node={card.icon} className="size-8 text-brand-700" /> : undefined
          }
          title={card.title}
          kicker={card.kicker ?? undefined}
          text={card.text ?? undefined}
          link={
            card.linkTo && card.linkLabel ? { to: card.linkTo, label: card.linkLabel } : undefined
          }
        />
      ))}
    </CardGridSection>
  );
}
