import { useEffect, useRef } from "react";
import { Toast } from "radix-ui";
import { X } from "lucide";
import { Icon } from "./icon";
import { clsx } from "clsx";
import { TOAST_DURATION, useToast, type ToastVariant } from "#app/lib/use-toast";

const variantClasses: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  destructive: "border-red-800 bg-red-700 text-white",
};

/**
 * The toast viewport (Radix Toast) with the spec's limits: one toast at a time, 5000 ms,
 * swipe right past 50 px to close, F8 moves focus to the notification area. Loaded on demand by
 * ToasterOnDemand; `focusViewport` when it was loaded by an F8 press, which it then answers.
 */
export function Toaster({ focusViewport = false }: { focusViewport?: boolean }) {
  const { toasts, dismiss } = useToast();
  const viewport = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (focusViewport) viewport.current?.focus();
  }, [focusViewport]);

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
      <Toast.Viewport
        ref={viewport}
        hotkey={["F8"]}
        label="Notifiche ({hotkey})"
        className="pointer-events-none fixed top-16 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm lg:top-20"
      />
    </Toast.Provider>
  );
}
