import { Icon } from "#kit/ui/icon";
import { SectionHeading } from "#features/shared/site/section-heading";
import { TextCard } from "#features/shared/site/text-card";
import type { PreparedData } from "./block-catalog";

export function IntroCardsView({ id, data }: { id: string; data: PreparedData<"intro-cards"> }) {
  return (
    <section aria-labelledby={`${id}-title`} className="bg-white py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <SectionHeading
            id={`${id}-title`}
            eyebrow={data.eyebrow ?? undefined}
            title={data.title}
            align="left"
          />
          <div className="mt-6 space-y-4 text-lg text-slate-700">
            {data.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph.text}</p>
            ))}
          </div>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:col-span-3">
          {data.cards.map((card, index) => (
            <TextCard
              key={index}
              tone="soft"
              media={
                card.icon ? <Icon node={card.icon} className="size-7 text-brand-700" /> : undefined
              }
              title={card.title}
              text={card.text}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
