import { Link } from "react-router";
import { Check } from "lucide";
import { ArrowLink, Icon } from "#kit/ui/icon";
import { CardGridSection } from "#features/shared/site/section-heading";
import { TextCard } from "#features/shared/site/text-card";
import type { ListedPage } from "./block-kit";
import type { PreparedData } from "./block-catalog";

type Data = PreparedData<"page-list">;

/**
 * Links to pages at the foot of a page: a service's other services, a platform's related
 * services (app/routes/site/platform-detail.tsx).
 */
export function PageLinksNav({
  headingId,
  title,
  pages,
}: {
  headingId: string;
  title: string;
  pages: readonly Pick<ListedPage, "path" | "title" | "icon">[];
}) {
  return (
    <nav aria-labelledby={headingId} className="border-t border-slate-200 bg-slate-50 py-16">
      <div className="container-page">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {pages.map((page) => (
            <li key={page.path}>
              <Link
                to={page.path}
                className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700 focus-ring focus-visible:outline-brand-700"
              >
                {page.icon ? (
                  <Icon node={page.icon} className="size-5 shrink-0 text-brand-700" />
                ) : null}
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/** One page as a wide box: icon, name, summary, key points and a link. */
function DetailedItem({ page, linkLabel }: { page: ListedPage; linkLabel: string }) {
  return (
    <li
      data-testid="listed-page"
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
    >
      <div className="flex items-center gap-4">
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          {page.icon ? <Icon node={page.icon} className="size-7" /> : null}
        </span>
        <h3 className="text-2xl font-semibold text-slate-900">{page.title}</h3>
      </div>
      {page.summary ? <p className="mt-5 text-slate-600">{page.summary}</p> : null}
      {page.highlights.length > 0 ? (
        <ul className="mt-5 grid gap-2 sm:grid-cols-2">
          {page.highlights.map((point) => (
            <li key={point} className="flex items-start gap-2 text-sm text-slate-700">
              <Icon node={Check} className="mt-0.5 size-4 shrink-0 text-emerald-700" />
              {point}
            </li>
          ))}
        </ul>
      ) : null}
      <ArrowLink to={page.path} className="mt-7 arrow-link self-start">
        {linkLabel}
        <span className="sr-only"> {page.title}</span>
      </ArrowLink>
    </li>
  );
}

export function PageListView({ id, data }: { id: string; data: Data }) {
  const headingId = `${id}-title`;
  if (data.style === "links") {
    return data.pages.length > 0 ? (
      <PageLinksNav headingId={headingId} title={data.title} pages={data.pages} />
    ) : null;
  }
  const linkLabel = data.linkLabel ?? "Scopri di più";
  const detailed = data.style === "detailed";
  return (
    <CardGridSection
      id={headingId}
      eyebrow={data.eyebrow ?? undefined}
      title={data.title}
      lead={data.lead ?? undefined}
      tone={data.tone}
      grid={
        detailed
          ? "mt-14 grid gap-8 md:grid-cols-2"
          : "mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      }
    >
      {data.pages.map((page) =>
        detailed ? (
          <DetailedItem key={page.path} page={page} linkLabel={linkLabel} />
        ) : (
          <TextCard
            key={page.path}
            tone="outline"
            testId="listed-page"
            media={
              page.icon ? <Icon node={page.icon} className="size-8 text-brand-700" /> : undefined
            }
            title={page.title}
            text={page.summary ?? undefined}
            link={{
              to: page.path,
              label: (
                <>
                  {linkLabel}
                  <span className="sr-only"> su {page.title}</span>
                </>
              ),
            }}
          />
        ),
      )}
    </CardGridSection>
  );
}
