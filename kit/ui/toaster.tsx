import { useCallback, useRef } from "react";
import { Portal, Toast } from "radix-ui";
import { X } from "lucide";
import { Icon } from "./icon";
import { clsx } from "clsx";
import { TOAST_DURATION, useToast, type ToastVariant } from "#kit/lib/use-toast";

const variantClasses: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  destructive: "border-red-800 bg-red-700 text-white",
};

/**
 * The toast viewport (Radix Toast) with the spec's limits: one toast at a time, 5000 ms,
 * swipe right past 50 px to close, F8 moves focus to the notification area. Loaded on demand by
 * ToasterOnDemand; `focusViewport` when it was loaded by an F8 press, which it then answers.
 *
 * Toasts raised while a dialog is open (decision 025): the viewport is a child of <body> of its
 * own, so a modal dialog opened before it does not cover it, and it carries `aria-live="off"`,
 * which Radix's hiding of the page behind a modal (aria-hidden) leaves alone; the toasts are
 * announced by Radix's own live region. It sits at the bottom, on the left from 640 px: away
 * from a dialog's close button and title and the page's heading at the top, and from a dialog's
 * buttons, which end on the right.
 */
export function Toaster({ focusViewport = false }: { focusViewport?: boolean }) {
  const { toasts, dismiss } = useToast();
  // The portal mounts the viewport after this component's first effects: focus it on arrival.
  const focusOnArrival = useRef(focusViewport);
  const viewport = useCallback((node: HTMLOListElement | null) => {
    if (!node || !focusOnArrival.current) return;
    focusOnArrival.current = false;
    node.focus();
  }, []);

  return (
    <Toast.Provider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notifica"
    >
      {toasts.map(({ id, title, description, variant = "default", duration, open }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
          duration={duration}
          // Errors interrupt screen readers (assertive); other notices wait their turn.
          type={variant === "destructive" ? "foreground" : "background"}
          data-variant={variant}
          className={clsx(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg",
            "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0",
            "data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)",
            variantClasses[variant],
          )}
        >
          <div className="grid gap-1">
            {title ? <Toast.Title className="text-sm font-semibold">{title}</Toast.Title> : null}
            {description ? (
              <Toast.Description
                className={clsx(
                  "text-sm",
                  variant === "destructive" ? "text-white" : "text-slate-700",
                )}
              >
                {description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Chiudi notifica"
            className={clsx(
              "absolute top-3 right-3 rounded-md p-1 focus-visible:outline-2",
              variant === "destructive"
                ? "text-white hover:bg-red-800 focus-visible:outline-white"
                : "text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-brand-700",
            )}
          >
            <Icon node={X} className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Portal.Root>
        <Toast.Viewport
          ref={viewport}
          hotkey={["F8"]}
          label="Notifiche ({hotkey})"
          aria-live="off"
          className="pointer-events-none fixed bottom-0 left-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm"
        />
      </Portal.Root>
    </Toast.Provider>
  );
}
