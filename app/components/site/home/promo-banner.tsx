import { lazy, Suspense, useState } from "react";
import { Sparkles } from "lucide";
import { Icon } from "#kit/ui/icon";
import { LoadingOverlay } from "#kit/ui/loading-overlay";
import { useDialogOnDemand } from "#kit/lib/use-dialog-on-demand";
import { promoDeadline } from "./promo-offer";

const loadPopup = () => import("./promo-popup");
const PromoPopup = lazy(loadPopup);

/** The visible way to the offer on the home page (the popup never opens by itself here). */
export function PromoBanner() {
  const dialog = useDialogOnDemand(loadPopup);
  // The offer runs to the end of the seventh day from this page load.
  const [deadline] = useState(() => promoDeadline(new Date()));
  return (
    <section aria-labelledby="home-promo-title" className="bg-white px-4 py-16 sm:px-6">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 rounded-3xl bg-linear-to-br from-brand-900 to-brand-700 px-6 py-10 text-center text-white sm:px-12 md:flex-row md:text-left">
        <Icon node={Sparkles} className="size-12 shrink-0 text-amber-300" />
        <div className="flex-1">
          <h2 id="home-promo-title" className="text-2xl font-bold">
            Il tuo sito lavora davvero per te?
          </h2>
          <p className="mt-2 text-brand-100">
            Scoprilo con un'analisi gratuita basata sull'intelligenza artificiale: SEO, prestazioni
            e idee concrete per migliorarlo.
          </p>
        </div>
        <button
          {...dialog.triggerProps}
          onClick={dialog.show}
          className="inline-flex h-12 shrink-0 items-center justify-center rounded-lg bg-white px-6 font-semibold text-brand-800 transition-colors hover:bg-brand-50 focus-ring focus-visible:outline-white"
        >
          Analisi gratuita del sito con AI
        </button>
      </div>
      {dialog.mounted ? (
        <Suspense fallback={<LoadingOverlay />}>
          <PromoPopup open={dialog.open} onOpenChange={dialog.setOpen} deadline={deadline} />
        </Suspense>
      ) : null}
    </section>
  );
}
