import { clsx } from "clsx";
import { ArrowLink, Icon } from "#kit/ui/icon";
import { SectionHeading } from "#features/shared/site/section-heading";
import type { PreparedData } from "./block-catalog";
import { BlockButtons } from "./page-header.view";

export function OfferCardsView({ id, data }: { id: string; data: PreparedData<"offer-cards"> }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={clsx(data.tone === "muted" ? "bg-slate-50" : "bg-white", "py-20 sm:py-24")}
    >
      <div className="container-page">
        <SectionHeading
          id={`${id}-title`}
          eyebrow={data.eyebrow ?? undefined}
          title={data.title}
          lead={data.lead ?? undefined}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.cards.map((card, index) => (
            <li key={index} data-testid="offer-card" className="card">
              <div className="flex items-start justify-between">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  {card.icon ? <Icon node={card.icon} className="size-6" /> : null}
                </span>
                {card.badge ? (
                  <span className="rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                    {card.badge}
                  </span>
                ) : null}
              </div>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-2 flex-1 text-slate-600">{card.text}</p>
              {card.linkTo && card.linkLabel ? (
                <ArrowLink to={card.linkTo} className="mt-5 arrow-link">
                  {card.linkLabel}
                </ArrowLink>
              ) : null}
            </li>
          ))}
          {data.closingTitle ? (
            <li className="flex flex-col rounded-2xl bg-brand-900 p-6 text-white shadow-sm sm:col-span-2 lg:col-span-2">
              {data.closingIcon ? (
                <span className="flex size-12 items-center justify-center rounded-xl bg-white/10">
                  <Icon node={data.closingIcon} className="size-6" />
                </span>
              ) : null}
              <h3 className="mt-5 text-xl font-semibold">{data.closingTitle}</h3>
              {data.closingText ? (
                <p className="mt-2 flex-1 text-blue-50">{data.closingText}</p>
              ) : null}
              {data.closingButtons.length > 0 ? (
                <div className="mt-5">
                  <BlockButtons buttons={data.closingButtons} />
                </div>
              ) : null}
            </li>
          ) : null}
        </ul>
      </div>
    </section>
  );
}
