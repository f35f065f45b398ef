import { Link } from "react-router";
import { cn } from "#kit/ui/cn";
import { adminTabHref } from "#features/admin/admin-tab-href";
import { useAttention } from "#features/admin/use-attention";

export const requestKinds = ["info", "cancellation", "renewal"] as const;
export type RequestKind = (typeof requestKinds)[number];

/** The lists, with the attention counter of each. */
const kinds: { kind: RequestKind; label: string; count: "info" | "cancellations" | "renewals" }[] =
  [
    { kind: "info", label: "Informazioni", count: "info" },
    { kind: "cancellation", label: "Disdette", count: "cancellations" },
    { kind: "renewal", label: "Rinnovi", count: "renewals" },
  ];

/** The lists of the Richieste tab as links (`?tab=requests&kind=`), with their pending counts. */
export function RequestKindSwitch({ kind }: { kind: RequestKind }) {
  const attention = useAttention().data;
  return (
    <nav aria-label="Tipo di richiesta">
      <ul className="flex flex-wrap gap-2">
        {kinds.map((entry) => {
          const pending = attention?.[entry.count];
          return (
            <li key={entry.kind}>
              <Link
                to={adminTabHref("requests", { kind: entry.kind })}
                aria-current={entry.kind === kind ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "inline-flex min-h-10 items-center gap-2 rounded-lg border px-4 font-semibold focus-visible:outline-2 focus-visible:outline-brand-700",
                  entry.kind === kind
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100",
                )}
              >
                {entry.label}
                {pending !== undefined ? (
                  <span className="text-sm font-normal">({pending} in attesa)</span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
