import { Children, type ReactNode } from "react";
import type { IconNode } from "lucide";
import { Icon } from "#kit/ui/icon";

/** One counter of the dashboard (a list item of the summary list). */
export function StatCard({
  id,
  label,
  value,
  icon,
}: {
  id: string;
  label: string;
  value: number;
  icon: IconNode;
}) {
  return (
    <li
      className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid={`dashboard-count-${id}`}
    >
      <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon node={icon} className="size-6" />
      </span>
      <p className="flex flex-col-reverse">
        <span className="text-sm font-medium text-slate-700">{label}</span>
        <span className="text-3xl font-bold text-slate-900" data-testid="count-value">
          {value}
        </span>
      </p>
    </li>
  );
}

/** A titled card with a list of items, or its empty text. */
export function DashboardPanel({
  title,
  empty,
  testId,
  children,
}: {
  title: string;
  empty: string;
  testId: string;
  children: ReactNode;
}) {
  const hasItems = Children.count(children) > 0;
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-label={title}
      data-testid={testId}
    >
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      {hasItems ? (
        <ul className="mt-2 divide-y divide-slate-200">{children}</ul>
      ) : (
        <p className="mt-3 text-slate-700">{empty}</p>
      )}
    </section>
  );
}
