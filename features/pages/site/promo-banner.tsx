import { lazy, Suspense, useState } from "react";
import { Sparkles } from "lucide";
import { Icon } from "#kit/ui/icon";
import { LoadingOverlay } from "#kit/ui/loading-overlay";
import { useDialogOnDemand } from "#kit/lib/use-dialog-on-demand";
import { promoDeadline, type PromoWords } from "./promo-offer";

const loadPopup = () => import("./promo-popup");
const PromoPopup = lazy(loadPopup);

/**
 * The visible way to the offer (block `promo-band` of the home page; the popup never opens by
 * itself here). The words are the page's.
 */
export function PromoBanner({ id, words }: { id: string; words: PromoWords }) {
  const dialog = useDialogOnDemand(loadPopup);
  // The offer runs to the end of the seventh day from this page load.
  const [deadline] = useState(() => promoDeadline(new Date()));
  return (
    <section aria-labelledby={id} className="bg-white px-4 py-16 sm:px-6">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 rounded-3xl bg-linear-to-br from-brand-900 to-brand-700 px-6 py-10 text-center text-white sm:px-12 md:flex-row md:text-left">
        <Icon node={Sparkles} className="size-12 shrink-0 text-amber-300" />
        <div className="flex-1">
          <h2 id={id} className="text-2xl font-bold">
            {words.title}
          </h2>
          <p className="mt-2 text-brand-100">{words.text}</p>
        </div>
        <button
          {...dialog.triggerProps}
          onClick={dialog.show}
          className="inline-flex h-12 shrink-0 items-center justify-center rounded-lg bg-white px-6 font-semibold text-brand-800 transition-colors hover:bg-brand-50 focus-ring focus-visible:outline-white"
        >
          {words.buttonLabel}
        </button>
      </div>
      {dialog.mounted ? (
        <Suspense fallback={<LoadingOverlay />}>
          <PromoPopup
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            deadline={deadline}
            words={words}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
