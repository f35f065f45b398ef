import { useEffect, type ReactNode } from "react";
import { Dialog } from "radix-ui";
import { X } from "lucide";
import { clsx as cn } from "clsx";
import { Icon } from "#kit/ui/icon";

/**
 * Closes a side menu of screens under 1024 px when the window grows to 1024 px or more, where the
 * bar or the sidebar shows every entry (the site's and the customer area's menus).
 */
export function useCloseWhenWide(open: boolean, onOpenChange: (open: boolean) => void) {
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia("(min-width: 1024px)");
    const onChange = () => {
      if (wide.matches) onOpenChange(false);
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [open, onOpenChange]);
}

/** The close button at the top of a side menu. */
export function MenuCloseButton() {
  return (
    <Dialog.Close
      aria-label="Chiudi il menu"
      className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <Icon node={X} className="size-6" />
    </Dialog.Close>
  );
}

/**
 * The open side menu (Radix Dialog: focus trapped inside, Escape and the close button close it,
 * focus returns to the button): the dimmed page and the panel along one edge, its width, side
 * and spacing in `className`; `hiddenFrom` hides both where the page shows every entry.
 */
export function MenuSheet({
  className,
  hiddenFrom,
  children,
}: {
  className: string;
  hiddenFrom?: "lg:hidden";
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={cn("fixed inset-0 z-50 bg-slate-950/60", hiddenFrom)} />
      <Dialog.Content
        aria-describedby={undefined}
        className={cn(
          "fixed inset-y-0 z-50 flex flex-col overflow-y-auto bg-white shadow-2xl focus:outline-none",
          className,
          hiddenFrom,
        )}
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
