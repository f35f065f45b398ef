import { lazy, Suspense, type MouseEvent, type ReactNode } from "react";
import { buttonClasses, type ButtonVariant } from "#kit/ui/button";
import { LoadingOverlay } from "#kit/ui/loading-overlay";
import { keepOnPage, PageFallback } from "#kit/ui/page-fallback";
import { trackEvent } from "#features/consent/analytics";
import { clsx } from "clsx";
import { useDialogOnDemand } from "#kit/lib/use-dialog-on-demand";
import { defaultServiceFor } from "./quote-service";

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
 * Opens the quote request dialog. The dialog's code (form, validation, zod) is loaded on first
 * use, or when the pointer or focus reaches the button, so the pages that show it stay light.
 * Before the page's JavaScript runs the button leads to /contatti, whose form works without it.
 */
export function QuoteRequestButton({
  children = "Richiedi Preventivo",
  className,
  variant = "primary",
  service,
}: Props) {
  const dialog = useDialogOnDemand(loadDialog);
  const defaultService = defaultServiceFor(service);

  const openDialog = (event: MouseEvent<HTMLButtonElement>) => {
    keepOnPage(event);
    dialog.show();
    trackEvent("quote_modal_open", {
      service: defaultService,
      page_path: window.location.pathname,
    });
  };

  return (
    <>
      <PageFallback page="/contatti">
        <button
          {...dialog.triggerProps}
          type="submit"
          onClick={openDialog}
          className={clsx(buttonClasses(variant, "lg"), className)}
        >
          {children}
        </button>
      </PageFallback>
      {dialog.mounted ? (
        <Suspense fallback={<LoadingOverlay />}>
          <QuoteDialog
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            defaultService={defaultService}
          />
        </Suspense>
      ) : null}
    </>
  );
}
