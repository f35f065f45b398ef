import { Link } from "react-router";
import { CardGridSection } from "#features/shared/site/section-heading";
import { TextCard, gridClass } from "#features/shared/site/text-card";
import type { PreparedData } from "./block-catalog";

export function LinkedCardsView({ id, data }: { id: string; data: PreparedData<"linked-cards"> }) {
  return (
    <CardGridSection
      id={`${id}-title`}
      eyebrow={data.eyebrow ?? undefined}
      title={data.title}
      lead={data.lead ?? undefined}
      tone={data.tone}
      grid={gridClass(data.columns, "mt-14")}
    >
      {data.cards.map((card, index) => (
        <TextCard key={index} tone="outline" title={card.title} text={card.text}>
          {card.pages.length > 0 ? (
            <ul
              aria-label={`${data.pagesLabel} ${card.title}`}
              className="mt-4 flex flex-wrap gap-2"
            >
              {card.pages.map((page) => (
                <li key={page.path}>
                  <Link
                    to={page.path}
                    className="inline-block rounded-lg bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-ring focus-visible:outline-brand-700"
                  >
                    {page.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </TextCard>
      ))}
    </CardGridSection>
  );
}
