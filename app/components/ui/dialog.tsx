import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide";
import { Icon } from "./icon";
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type ContentProps = {
  title: ReactNode;
  /** Visible description under the title; also announced by screen readers. */
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Hide the title visually while keeping it for screen readers. */
  hideTitle?: boolean;
};

/** A modal dialog: overlay, focus trap, Escape to close, a labelled close button. */
export function DialogContent({
  title,
  description,
  children,
  className,
  hideTitle,
}: ContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl focus:outline-none",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
      >
        <DialogPrimitive.Title
          className={cn("pr-8 text-xl font-bold text-slate-900", hideTitle && "sr-only")}
        >
          {title}
        </DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-2 text-sm text-slate-600">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        {children}
        <DialogPrimitive.Close
          className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          aria-label="Chiudi"
        >
          <Icon node={X} className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
