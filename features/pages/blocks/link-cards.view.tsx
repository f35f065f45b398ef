import { clsx } from "clsx";
import { Link } from "react-router";
import { ArrowRight } from "lucide";
import { Icon } from "#kit/ui/icon";
import type { PreparedData } from "./block-catalog";
import { BlockButtons } from "./page-header.view";

export function LinkCardsView({ id, data }: { id: string; data: PreparedData<"link-cards"> }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={clsx(data.tone === "muted" ? "bg-slate-50" : "bg-white", "py-20 sm:py-24")}
    >
      <div className="container-page">
        <div className="section-head">
          {data.eyebrow ? <p className="eyebrow">{data.eyebrow}</p> : null}
          <h2 id={`${id}-title`} className="section-title mt-2">
            {data.title}
          </h2>
          {data.lead ? <p className="section-lead">{data.lead}</p> : null}
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.cards.map((card) => (
            <li key={card.to + card.title} className="group card-lift">
              {card.icon ? (
                <span className="icon-tile">
                  <Icon node={card.icon} className="size-6" />
                </span>
              ) : null}
              <h3 className="card-title text-xl">
                {card.to.startsWith("/") ? (
                  <Link to={card.to} className="stretched-link">
                    {card.title}
                  </Link>
                ) : (
                  <a href={card.to} className="stretched-link">
                    {card.title}
                  </a>
                )}
              </h3>
              <p className="mt-3 text-slate-600">{card.text}</p>
              <span className="card-more" aria-hidden="true">
                {data.moreLabel}
                <Icon node={ArrowRight} />
              </span>
            </li>
          ))}
        </ul>
        {data.buttons.length > 0 ? (
          <div className="mt-12 text-center">
            <BlockButtons buttons={data.buttons} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
