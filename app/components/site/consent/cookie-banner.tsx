import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

type Props = {
  onCustomize: () => void;
  onNecessaryOnly: () => void;
  onAcceptAll: () => void;
};

/**
 * The cookie banner, fixed at the bottom (spec public-site section 2). Not a modal: the page stays
 * usable. A spacer of the same height and a matching scroll padding keep the end of the page and
 * any focused element from being hidden behind it.
 */
export function CookieBanner({ onCustomize, onNecessaryOnly, onAcceptAll }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const h = element.offsetHeight;
      setHeight(h);
      root.style.scrollPaddingBottom = `${h}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = "";
    };
  }, []);

  return (
    <>
      <div aria-hidden="true" style={{ height }} />
      <div
        ref={ref}
        role="region"
        aria-label="Consenso ai cookie"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-8px_30px_rgba(15,23,42,0.12)]"
      >
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 lg:flex-row lg:items-center lg:gap-8">
          <div className="text-sm text-slate-700">
            <h2 className="text-base font-semibold text-slate-900">
              Questo sito utilizza i cookie
            </h2>
            <p className="mt-1 leading-relaxed">
              Usiamo cookie tecnici, necessari al funzionamento del sito, e, solo con il tuo
              consenso, cookie analitici, di marketing e di preferenza per capire come viene usato
              il sito e migliorare i nostri servizi. Puoi accettarli tutti, mantenere solo quelli
              necessari o scegliere le singole categorie. Per saperne di più leggi la{" "}
              <Link
                to="/privacy"
                className="rounded-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-ring focus-visible:outline-brand-700"
              >
                Privacy Policy
              </Link>
              .
            </p>
          </div>
          <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
            <Button variant="secondary" className="col-span-2" onClick={onCustomize}>
              Personalizza
            </Button>
            <Button onClick={onNecessaryOnly}>Solo necessari</Button>
            <Button onClick={onAcceptAll}>Accetta tutti</Button>
          </div>
        </div>
      </div>
    </>
  );
}
