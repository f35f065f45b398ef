import { PageSection } from "#features/shared/site/section-heading";
import { ticketPriorityLabels, type TicketPriority } from "#features/tickets/ticket-values";
import type { PreparedData } from "./block-catalog";

/** The badge of each priority, the most urgent the warmest. */
const badges: Record<TicketPriority, string> = {
  critical: "bg-red-100 text-red-800",
  high: "bg-orange-100 text-orange-800",
  medium: "bg-amber-100 text-amber-900",
  low: "bg-slate-100 text-slate-800",
};

export function ServiceLevelsView({
  id,
  data,
}: {
  id: string;
  data: PreparedData<"service-levels">;
}) {
  const headingId = `${id}-title`;
  return (
    <PageSection
      id={headingId}
      eyebrow={data.eyebrow ?? undefined}
      title={data.title}
      lead={data.lead ?? undefined}
      tone={data.tone}
      container="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8"
    >
      <div
        className="mt-12 overflow-x-auto rounded-2xl border border-slate-200"
        tabIndex={0}
        role="region"
        aria-labelledby={headingId}
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">{data.caption}</caption>
          <thead className="bg-slate-50 text-slate-900">
            <tr>
              <th scope="col" className="px-5 py-4 font-semibold">
                Priorità
              </th>
              <th scope="col" className="px-5 py-4 font-semibold">
                Esempi
              </th>
              <th scope="col" className="px-5 py-4 font-semibold">
                Presa in carico
              </th>
              <th scope="col" className="px-5 py-4 font-semibold">
                Obiettivo di risoluzione
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {data.levels.map((row, index) => (
              <tr key={index}>
                <th scope="row" className="px-5 py-4 align-top">
                  <span
                    className={`inline-block rounded-full px-3 py-1 text-xs font-bold ${badges[row.priority]}`}
                  >
                    {ticketPriorityLabels[row.priority]}
                  </span>
                </th>
                <td className="px-5 py-4 align-top text-slate-700">{row.examples}</td>
                <td className="px-5 py-4 align-top font-medium text-slate-900">{row.response}</td>
                <td className="px-5 py-4 align-top text-slate-700">{row.resolution}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.tipsTitle || data.tips.length > 0 ? (
        <div className="mt-14 rounded-2xl bg-brand-50 p-8 ring-1 ring-brand-100">
          {data.tipsTitle ? (
            <h3 className="text-xl font-semibold text-slate-900">{data.tipsTitle}</h3>
          ) : null}
          {data.tipsIntro ? <p className="mt-2 text-slate-700">{data.tipsIntro}</p> : null}
          <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
            {data.tips.map((tip, index) => (
              <li key={index}>{tip.text}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </PageSection>
  );
}
