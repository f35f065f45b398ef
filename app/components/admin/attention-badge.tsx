import { cn } from "#kit/ui/cn";
import { attentionItems, attentionKeys, type AttentionCounts } from "#features/admin/attention";

type Props = { tabId: string; counts: AttentionCounts | undefined; collapsed: boolean };

/**
 * The needs-attention badge of a sidebar link (issue 11): the sum of the tab's counters, read
 * with their own words ("Contatti, 3 contatti non letti"); nothing when there is nothing to do.
 * In the narrow sidebar it sits on the icon's corner.
 */
export function AttentionBadge({ tabId, counts, collapsed }: Props) {
  if (!counts) return null;
  const keys = attentionKeys.filter((key) => attentionItems[key].tab === tabId && counts[key] > 0);
  if (keys.length === 0) return null;
  const total = keys.reduce((sum, key) => sum + counts[key], 0);
  return (
    <span data-testid={`attention-badge-${tabId}`}>
      <span
        aria-hidden="true"
        className={cn(
          "min-w-5 rounded-full bg-amber-400 px-1.5 text-center text-xs leading-5 font-bold text-slate-900",
          collapsed ? "absolute top-0.5 left-7" : "absolute top-0.5 left-7 md:static md:ml-auto",
        )}
      >
        {total > 99 ? "99+" : total}
      </span>
      <span className="sr-only">
        , {keys.map((key) => attentionItems[key].text(counts[key])).join(", ")}
      </span>
    </span>
  );
}
