import type { ReactNode } from "react";
import { TriangleAlert, Inbox, LoaderCircle } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";

/** Loading, empty and error states of the dashboard's lists. */
export function LoadingState({ label = "Caricamento..." }: { label?: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-slate-700">
      <Icon node={LoaderCircle} className="size-5 animate-spin" />
      {label}
    </p>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
      <Icon node={Inbox} className="size-8 text-slate-500" />
      {children}
    </div>
  );
}

export function ErrorState({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-red-900"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon node={TriangleAlert} className="size-5" />
        Non è stato possibile caricare i dati.
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Riprova
      </Button>
    </div>
  );
}

/** A section's title (the page's h1) and intro. */
export function SectionHeader({
  title,
  children,
  action,
}: {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {children ? <p className="mt-1 text-slate-700">{children}</p> : null}
      </div>
      {action}
    </div>
  );
}
