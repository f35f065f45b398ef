import type { ReactNode } from "react";
import { Dialog } from "radix-ui";
import { X } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { cn } from "#app/lib/cn";

const widths = { md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl", "2xl": "max-w-6xl" } as const;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Visible text under the title, announced with the dialog. */
  description?: ReactNode;
  /** md 32rem (default), lg 42rem, xl 56rem, 2xl 72rem. */
  size?: keyof typeof widths;
  /** While true (e.g. a save is running), Escape, outside clicks and the X do not close it. */
  busy?: boolean;
  children: ReactNode;
};

/**
 * The create/edit dialog frame of the back office (Radix Dialog): overlay, focus trap, Escape,
 * a labelled close button, and a scrolling body for long forms. Put the form inside and end it
 * with <AdminDialogFooter> holding the buttons. Escape inside an element marked
 * `data-own-escape` is left to that element (the dialog stays open).
 */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  size = "md",
  busy = false,
  children,
}: Props) {
  const change = (next: boolean) => {
    if (!next && busy) return;
    onOpenChange(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl focus:outline-none",
            widths[size],
          )}
          {...(description ? {} : { "aria-describedby": undefined })}
          onEscapeKeyDown={(event) => {
            // Widgets that use Escape themselves (e.g. the editor's link form) keep it.
            const target = event.target instanceof Element ? event.target : null;
            if (target?.closest("[data-own-escape]")) event.preventDefault();
          }}
        >
          <Dialog.Title className="pr-8 text-xl font-bold text-slate-900">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-slate-600">
              {description}
            </Dialog.Description>
          ) : null}
          <div className="mt-5">{children}</div>
          <Dialog.Close
            disabled={busy}
            className="absolute top-4 right-4 rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50"
            aria-label="Chiudi"
          >
            <Icon node={X} className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The button row at the end of a dialog's form (Annulla on the left of the main action). */
export function AdminDialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
      {children}
    </div>
  );
}
