import type { ReactNode } from "react";
import { Dialog } from "radix-ui";
import { Menu } from "lucide";
import { Icon } from "../ui/icon";
import { MenuCloseButton, useCloseWhenWide } from "../site/menu-dialog-parts";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode };

/**
 * The slide-in menu of screens under 1024 px (Radix Dialog: focus trapped inside, Escape and
 * the close button close it, focus returns to the menu button).
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
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,88%)] flex-col overflow-y-auto bg-white p-4 shadow-2xl focus:outline-none lg:hidden"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-slate-900">Area Clienti</Dialog.Title>
            <MenuCloseButton />
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
