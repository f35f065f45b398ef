import type { ReactNode } from "react";
import { LoaderCircle, type IconNode } from "lucide";
import { Icon } from "#kit/ui/icon";
import { cn } from "#kit/ui/cn";

type Props = {
  /** The id of the visually hidden file input (a `peer` placed just before this label). */
  htmlFor: string;
  /** While an upload runs: a spinning loader instead of the icon. */
  busy: boolean;
  icon: IconNode;
  children: ReactNode;
};

/** The button-like label of a hidden file input: 'Carica …' / 'Sostituisci …' with its icon. */
export function FilePickLabel({ htmlFor, busy, icon, children }: Props) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn(
        "inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 bg-white px-4 text-sm font-semibold text-slate-900 hover:border-brand-600 hover:text-brand-700",
        "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700",
        "peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
      )}
    >
      {busy ? (
        <Icon node={LoaderCircle} className="size-4 animate-spin motion-reduce:animate-none" />
      ) : (
        <Icon node={icon} className="size-4" />
      )}
      {children}
    </label>
  );
}
