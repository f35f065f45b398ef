import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { buttonClasses, type ButtonVariant } from "~/components/ui/button";
import { trackEvent } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { defaultServiceFor } from "./quote-form-rules";

type Props = {
  children?: ReactNode;
  className?: string;
  variant?: ButtonVariant;
  /** Preselected service in the quote form (one of the spec's service options). */
  service?: string;
};

const loadDialog = () => import("./quote-dialog");
const QuoteDialog = lazy(loadDialog);

/**
 * Opens the quote request dialog. The dialog's code is loaded on first use (or when the
 * pointer or focus reaches the button), so the pages that show this button stay light.
 */
export function QuoteRequestButton({
  children = "Richiedi Preventivo",
  className,
  variant = "primary",
  service,
}: Props) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const defaultService = defaultServiceFor(service);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // The dialog has no Radix trigger, so focus is given back to this button when it closes.
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);

  const openDialog = () => {
    setMounted(true);
    setOpen(true);
    trackEvent("quote_modal_open", {
      service: defaultService,
      page_path: window.location.pathname,
    });
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        onClick={openDialog}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        className={cn(buttonClasses(variant, "lg"), className)}
      >
        {children}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <QuoteDialog open={open} onOpenChange={setOpen} defaultService={defaultService} />
        </Suspense>
      ) : null}
    </>
  );
}
