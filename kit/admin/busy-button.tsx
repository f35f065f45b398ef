import type { ComponentProps } from "react";
import type { IconNode } from "lucide";
import { Button } from "#kit/ui/button";
import { Icon } from "#kit/ui/icon";

type Props = Omit<ComponentProps<typeof Button>, "children" | "disabled"> & {
  /** While the action runs: the button is disabled, busy, and says so with `busyLabel`. */
  busy: boolean;
  icon: IconNode;
  label: string;
  busyLabel: string;
};

/** The button of a back-office action with its icon, e.g. 'Genera sitemap' / 'Generazione in corso...'. */
export function BusyButton({ busy, icon, label, busyLabel, ...props }: Props) {
  return (
    <Button {...props} disabled={busy} aria-busy={busy || undefined}>
      <Icon node={icon} className="size-4" />
      {busy ? busyLabel : label}
    </Button>
  );
}
