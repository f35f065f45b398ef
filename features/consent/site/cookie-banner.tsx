import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";

type Props = {
  /** False in the server HTML and until the page runs: the buttons wait for their code. */
  ready: boolean;
  onCustomize: () => void;
  onNecessaryOnly: () => void;
  onAcceptAll: () => void;
};

/**
 * The cookie banner, fixed at the bottom (spec public-site section 2). Not a modal: the page stays
 * usable. A spacer of the same height and a matching scroll padding keep the end of the page and
 * any focused element from being hidden behind it.
 */
export function CookieBanner({ ready, onCustomize, onNecessaryOnly, onAcceptAll }: Props) {
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
      <div aria-hidden="true" className="cookie-banner" style={{ height }} />
      <div
        ref={ref}
        role="region"
        aria-label="Consenso ai cookie"
        className="cookie-banner cookie-banner-bar"
      >
        <div className="cookie-banner-body">
          <div className="text-sm text-slate-700">
            <h2 className="text-base font-semibold text-slate-900">
              Questo sito utilizza i cookie
            </h2>
            <p className="mt-1 leading-relaxed">
              Usiamo cookie tecnici, necessari al sito, e, solo con il tuo consenso, cookie
              analitici, di marketing e di preferenza. Puoi accettarli tutti, tenere solo i
              necessari o scegliere per categoria. Dettagli nella{" "}
              <Link to="/privacy" className="inline-link rounded-sm">
                Privacy Policy
              </Link>
              .
            </p>
          </div>
          <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
            <Button
              variant="secondary"
              className="col-span-2"
              disabled={!ready}
              onClick={onCustomize}
            >
              Personalizza
            </Button>
            <Button disabled={!ready} onClick={onNecessaryOnly}>
              Solo necessari
            </Button>
            <Button disabled={!ready} onClick={onAcceptAll}>
              Accetta tutti
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}
