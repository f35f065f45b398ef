import type { ReactNode } from "react";
import { Dialog } from "radix-ui";
import { Menu } from "lucide";
import { Icon } from "#kit/ui/icon";
import { MenuCloseButton, MenuSheet, useCloseWhenWide } from "../site/menu-dialog-parts";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode };

/**
 * The slide-in menu of screens under 1024 px (`MenuSheet`), opened by its own button.
 */
export function CustomerMobileMenu({ open, onOpenChange, children }: Props) {
  // From 1024 px the sidebar is visible: a menu left open by resizing closes itself.
  useCloseWhenWide(open, onOpenChange);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        aria-label="Apri il menu dell'area clienti"
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 focus-ring focus-visible:outline-brand-700 lg:hidden"
      >
        <Icon node={Menu} className="size-6" />
      </Dialog.Trigger>
      <MenuSheet className="left-0 w-[min(20rem,88%)] p-4" hiddenFrom="lg:hidden">
        <div className="mb-4 flex items-center justify-between">
          <Dialog.Title className="text-lg font-bold text-slate-900">Area Clienti</Dialog.Title>
          <MenuCloseButton />
        </div>
        {children}
      </MenuSheet>
    </Dialog.Root>
  );
}
