import { lazy, Suspense } from "react";
import { Share2 } from "lucide";
import { Icon } from "#kit/ui/icon";
import { buttonClasses } from "#kit/ui/button";
import { LoadingOverlay } from "#kit/ui/loading-overlay";
import { useDialogOnDemand } from "#kit/lib/use-dialog-on-demand";

const loadDialog = () => import("./share-dialog");
const ShareDialog = lazy(loadDialog);

/**
 * 'Condividi': the device's own share sheet (`navigator.share`, phones and some desktops) where
 * there is one, else the share dialog, whose code is loaded on first use. A sheet the visitor
 * closes is no failure; a sheet that cannot open falls back to the dialog.
 */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const dialog = useDialogOnDemand(loadDialog);
  const share = () => {
    if (typeof navigator.share !== "function") return dialog.show();
    navigator.share({ title, url }).catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === "AbortError")) dialog.show();
    });
  };
  return (
    <>
      <button {...dialog.triggerProps} onClick={share} className={buttonClasses("secondary", "sm")}>
        <Icon node={Share2} className="size-4" />
        Condividi
      </button>
      {dialog.mounted ? (
        <Suspense fallback={<LoadingOverlay />}>
          <ShareDialog url={url} title={title} open={dialog.open} setOpen={dialog.setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
