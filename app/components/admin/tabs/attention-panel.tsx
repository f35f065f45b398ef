import { Link } from "react-router";
import { CalendarClock, Inbox, LifeBuoy, Mail, CircleX, RefreshCw, type IconNode } from "lucide";
import { Icon } from "#kit/ui/icon";
import { cn } from "#kit/ui/cn";
import { attentionItems, attentionKeys, type AttentionKey } from "#features/admin/attention";
import { adminTabHref } from "#features/admin/admin-tab-href";
import { useAttention } from "#features/admin/use-attention";
import { useAdminRole } from "#features/auth/admin/admin-user-context";
import { roleMay } from "#features/admin-users/admin-roles";

const icons: Record<AttentionKey, IconNode> = {
  contacts: Mail,
  tickets: LifeBuoy,
  info: Inbox,
  cancellations: CircleX,
  renewals: RefreshCw,
  expiring: CalendarClock,
};

/** The link to the filtered list a counter stands for. */
export const attentionHref = (key: AttentionKey) =>
  adminTabHref(attentionItems[key].tab, attentionItems[key].params);

/**
 * 'Da seguire' on the dashboard (issue 11): one card per needs-attention counter, each a link
 * to the list filtered to what it counts.
 */
export function AttentionPanel() {
  const query = useAttention();
  const counts = query.data;
  const role = useAdminRole();
  const keys = attentionKeys.filter((key) => roleMay(role, attentionItems[key].tab));
  if (keys.length === 0) return null;
  return (
    <section aria-labelledby="admin-attention" data-testid="attention-panel">
      <h3 id="admin-attention" className="text-lg font-bold text-slate-900">
        Da seguire
      </h3>
      {query.isError ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-4 font-medium text-red-800">
          Impossibile caricare i contatori. Ricarica la pagina tra qualche istante.
        </p>
      ) : null}
      {counts ? (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-5">
          {keys.map((key) => (
            <li key={key}>
              <Link
                to={attentionHref(key)}
                data-testid={`attention-${key}`}
                className={cn(
                  "flex h-full items-center gap-3 rounded-xl border bg-white p-4 shadow-sm hover:border-brand-600 focus-ring focus-visible:outline-brand-700",
                  counts[key] > 0 ? "border-amber-400 border-l-4" : "border-slate-200",
                )}
              >
                <Icon node={icons[key]} className="size-6 shrink-0 text-brand-700" />
                <span className="flex flex-col-reverse">
                  <span className="text-sm font-medium text-slate-700">
                    {attentionItems[key].label}
                  </span>
                  <span className="text-2xl font-bold text-slate-900" data-testid="count-value">
                    {counts[key]}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
