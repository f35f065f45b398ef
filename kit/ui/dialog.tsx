import { useState, type ReactNode, type SyntheticEvent } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide";
import { clsx } from "clsx";
import { useUnsavedEdit } from "#kit/lib/unsaved-edits";
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from "./alert-dialog";
import { Button } from "./button";
import { Icon } from "./icon";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const widths = { md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl", "2xl": "max-w-6xl" } as const;

export type DialogSize = keyof typeof widths;

type ContentProps = {
  title: ReactNode;
  /** Visible description under the title; also announced by screen readers. */
  description?: ReactNode;
  children?: ReactNode;
  /** md 32rem (default), lg 42rem, xl 56rem, 2xl 72rem. */
  size?: DialogSize;
  /** Hide the title visually while keeping it for screen readers. */
  hideTitle?: boolean;
  /** Disables the close button (e.g. while a save runs; the caller also keeps the dialog open). */
  busy?: boolean;
  /**
   * The form inside has unsaved changes (react-hook-form's `formState.isDirty`): Escape, a click
   * outside and the X ask "Modifiche non salvate: uscire senza salvare?" before closing. A save
   * that closes the dialog itself is not asked about.
   */
  unsaved?: boolean;
};

/**
 * A modal dialog: overlay, focus trap, Escape to close, a labelled close button, and a body that
 * scrolls when it is taller than the window. Escape inside an element marked `data-own-escape`
 * is left to that element (e.g. the editor's link form), and the dialog stays open. With
 * `unsaved`, the three ways of dismissing it ask first (`UnsavedChangesQuestion`).
 */
export function DialogContent({
  title,
  description,
  children,
  size = "md",
  hideTitle,
  busy = false,
  unsaved = false,
}: ContentProps) {
  const [asking, setAsking] = useState(false);
  useUnsavedEdit(unsaved);
  /** Stops a dismissal while something is unsaved, and asks instead. */
  const askFirst = (event: Event | SyntheticEvent) => {
    if (!unsaved) return;
    event.preventDefault();
    setAsking(true);
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
      <DialogPrimitive.Content
        className={clsx(
          "fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl focus:outline-none",
          widths[size],
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        onEscapeKeyDown={(event) => {
          const target = event.target instanceof Element ? event.target : null;
          if (target?.closest("[data-own-escape]")) event.preventDefault();
          else askFirst(event);
        }}
        // Only a pointer: focus leaving for a dialog on top (re-login, this question) is no exit.
        onPointerDownOutside={askFirst}
      >
        <DialogPrimitive.Title
          className={clsx("pr-8 text-xl font-bold text-slate-900", hideTitle && "sr-only")}
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
          disabled={busy}
          className="absolute top-4 right-4 rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50"
          aria-label="Chiudi"
          onClick={askFirst}
        >
          <Icon node={X} className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
      <UnsavedChangesQuestion open={asking} onOpenChange={setAsking} />
    </DialogPrimitive.Portal>
  );
}

/**
 * "Modifiche non salvate: uscire senza salvare?" over a dialog with unsaved changes. Focus starts
 * on 'Continua a modificare' (Escape too goes back to the form); 'Esci senza salvare' is a Close
 * of the dialog underneath (it is rendered inside that dialog's Root).
 */
function UnsavedChangesQuestion({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent
        title="Modifiche non salvate: uscire senza salvare?"
        description="Quello che hai cambiato in questa finestra non è ancora stato salvato."
        actions={
          <>
            <AlertDialogCancel asChild>
              <Button variant="secondary">Continua a modificare</Button>
            </AlertDialogCancel>
            <DialogPrimitive.Close asChild>
              <Button variant="destructive">Esci senza salvare</Button>
            </DialogPrimitive.Close>
          </>
        }
      />
    </AlertDialog>
  );
}

/** The button row at the end of a dialog's form (Annulla on the left of the main action). */
export function DialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
      {children}
    </div>
  );
}
