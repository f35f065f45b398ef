import { lazy, Suspense, useState } from "react";
import { LoadingOverlay } from "#kit/ui/loading-overlay";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

const TicketDialog = lazy(() => import("./ticket-dialog"));

/** The ticket dialog, loaded the first time it opens (decision 012); then it stays mounted. */
export function TicketDialogOnDemand({ open, onOpenChange }: Props) {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <TicketDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
