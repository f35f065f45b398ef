import type { ReactNode } from "react";
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";

export const AlertDialog = AlertDialogPrimitive.Root;
/** Wrap the cancelling button (asChild): Radix gives it the focus when the dialog opens. */
export const AlertDialogCancel = AlertDialogPrimitive.Cancel;

type ContentProps = {
  title: ReactNode;
  /** What is asked, announced with the dialog. */
  description: ReactNode;
  /** The buttons: an <AlertDialogCancel asChild> and the action. */
  actions: ReactNode;
};

/**
 * A question that needs an answer before anything else (Radix AlertDialog): a modal without a
 * close button that outside clicks do not dismiss; Escape cancels, focus starts on the cancel
 * button.
 */
export function AlertDialogContent({ title, description, actions }: ContentProps) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
      <AlertDialogPrimitive.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl focus:outline-none">
        <AlertDialogPrimitive.Title className="text-xl font-bold text-slate-900">
          {title}
        </AlertDialogPrimitive.Title>
        <AlertDialogPrimitive.Description asChild>
          <div className="mt-3 grid gap-2 text-slate-700">{description}</div>
        </AlertDialogPrimitive.Description>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{actions}</div>
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}
