import { useId } from "react";
import { History } from "lucide";
import { Button } from "#kit/ui/button";
import { Icon } from "#kit/ui/icon";
import { cn } from "#kit/ui/cn";
import { formatNumericDateTime, withArticle } from "#kit/lib/dates";
import type { FormDraft } from "./use-form-draft";

/**
 * 'Bozza non salvata del <data ora>: Ripristina / Scarta', at the top of a form that found its
 * draft (useFormDraft); nothing when there is none.
 */
export function DraftOffer({ draft, className }: { draft: FormDraft; className?: string }) {
  const id = useId();
  if (!draft.offeredAt) return null;
  return (
    <div
      role="group"
      aria-labelledby={id}
      data-testid="draft-offer"
      className={cn(
        "flex flex-wrap items-center gap-3 rounded-lg border border-amber-400 bg-amber-50 p-3",
        className,
      )}
    >
      <p id={id} className="flex flex-1 items-center gap-2 text-sm font-medium text-amber-950">
        <Icon node={History} className="size-4 shrink-0" />
        Bozza non salvata {withArticle(formatNumericDateTime(draft.offeredAt), "del")}
      </p>
      <div className="flex gap-2">
        <Button size="sm" onClick={draft.restore}>
          Ripristina
        </Button>
        <Button size="sm" variant="secondary" onClick={draft.discard}>
          Scarta
        </Button>
      </div>
    </div>
  );
}
