import { lazy, Suspense } from "react";
import { Share2 } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { buttonClasses } from "#app/components/ui/button";
import { LoadingOverlay } from "#app/components/ui/loading-overlay";
import { useDialogOnDemand } from "#app/lib/use-dialog-on-demand";

const loadDialog = () => import("./share-dialog");
const ShareDialog = lazy(loadDialog);

/** 'Condividi': opens the share dialog, whose code is loaded on first use. */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const dialog = useDialogOnDemand(loadDialog);
  return (
    <>
      <button
        {...dialog.triggerProps}
        onClick={dialog.show}
        className={buttonClasses("secondary", "sm")}
      >
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
