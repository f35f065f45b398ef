import { LoaderCircle } from "lucide";
import { Icon } from "./icon";

/**
 * The visible pending state of a dialog whose code is still loading (decision 012): a dimmed
 * screen with a spinner and a status for screen readers. It fades in after a short delay, so a
 * fast load shows nothing.
 */
export function LoadingOverlay({ label = "Caricamento in corso" }: { label?: string }) {
  return (
    <div
      role="status"
      data-testid="loading-overlay"
      className="loading-overlay fixed inset-0 z-50 flex items-center justify-center bg-slate-950/40"
    >
      <Icon
        node={LoaderCircle}
        className="size-10 animate-spin text-white motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
