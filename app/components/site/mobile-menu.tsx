import { Dialog } from "radix-ui";
import { LogoMark } from "./logo";
import { MenuCloseButton, MenuSheet, useCloseWhenWide } from "./menu-dialog-parts";
import { MobileMenuContents } from "./mobile-menu-contents";

type Props = {
  brand: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The side menu of screens under 1024 px: main menu, Soluzioni, Informazioni, social links.
 * Loaded by MobileMenuButton when first opened.
 */
export default function MobileMenu({ brand, open, onOpenChange }: Props) {
  const close = () => onOpenChange(false);

  // From 1024 px the bar shows every entry: a menu left open by resizing closes itself.
  useCloseWhenWide(open, onOpenChange);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <MenuSheet className="right-0 w-[min(22rem,100%)]">
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
          <div className="flex items-center gap-2.5">
            <LogoMark className="size-9" />
            <Dialog.Title className="text-lg font-bold text-slate-900">Menu</Dialog.Title>
          </div>
          <MenuCloseButton />
        </div>
        <MobileMenuContents brand={brand} onNavigate={close} />
      </MenuSheet>
    </Dialog.Root>
  );
}
