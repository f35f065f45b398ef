import { BackLink, Icon } from "#kit/ui/icon";
import { PageHero } from "#app/components/site/company/page-hero";
import type { PreparedData } from "./block-catalog";
import { BlockButtons } from "./block-button.view";

const backLinkClass =
  "mb-8 inline-flex items-center gap-2 rounded-md text-sm font-semibold text-sky-100 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white";

export function PageHeaderView({ data }: { id: string; data: PreparedData<"page-header"> }) {
  return (
    <PageHero
      before={
        data.backTo && data.backLabel ? (
          <BackLink to={data.backTo} className={backLinkClass}>
            {data.backLabel}
          </BackLink>
        ) : undefined
      }
      eyebrow={data.eyebrow ?? undefined}
      title={data.title}
      lead={data.lead ?? undefined}
      aside={
        data.icon ? (
          <span className="flex size-48 items-center justify-center rounded-[2.5rem] bg-white/10 ring-1 ring-white/20">
            <Icon node={data.icon} className="size-24 text-sky-100" />
          </span>
        ) : undefined
      }
    >
      {data.buttons.length > 0 || data.note ? (
        <>
          <BlockButtons buttons={data.buttons} onDark />
          {data.note ? (
            <p className="flex w-full items-center text-base font-medium text-sky-100">
              {data.note}
            </p>
          ) : null}
        </>
      ) : null}
    </PageHero>
  );
}
