import { useEffect, useRef, useState, type MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "#kit/ui/button";
import { CONSENT_FORM_ACTION } from "../consent-cookie";
import { CookieChoicesDisclosure } from "./cookie-choices-disclosure";

type Props = {
  /** False in the server HTML and until the page runs: the buttons post the form. */
  ready: boolean;
  onCustomize: () => void;
  onNecessaryOnly: () => void;
  onAcceptAll: () => void;
};

/**
 * The cookie banner, fixed at the bottom (../shared/spec/public-site.md §2). Not a modal: the page
 * stays usable. A spacer of the same height and a matching scroll padding keep the end of the page
 * and any focused element from being hidden behind it. Its buttons are a form (decision 053):
 * without JavaScript they post the choice, which the server keeps in a cookie before coming back to
 * this page; once the page runs, they save it in the browser instead, and 'Personalizza' opens the
 * settings dialog rather than the list of categories.
 */
export function CookieBanner({ ready, onCustomize, onNecessaryOnly, onAcceptAll }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  const { pathname, search } = useLocation();

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

  /** Once the page runs, a button saves in the browser instead of posting the form. */
  const inPage = (save: () => void) => (event: MouseEvent) => {
    if (!ready) return;
    event.preventDefault();
    save();
  };

  return (
    <>
      <div aria-hidden="true" className="cookie-banner" style={{ height }} />
      <div
        ref={ref}
        role="region"
        aria-label="Consenso ai cookie"
        className="cookie-banner cookie-banner-bar"
      >
        <form method="post" action={CONSENT_FORM_ACTION} className="cookie-banner-body">
          <input type="hidden" name="returnTo" value={pathname + search} />
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
          <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex sm:items-start">
            {ready ? (
              <Button variant="secondary" className="col-span-2" onClick={onCustomize}>
                Personalizza
              </Button>
            ) : (
              <CookieChoicesDisclosure className="col-span-2" />
            )}
            <Button type="submit" name="choice" value="necessary" onClick={inPage(onNecessaryOnly)}>
              Solo necessari
            </Button>
            <Button type="submit" name="choice" value="all" onClick={inPage(onAcceptAll)}>
              Accetta tutti
            </Button>
          </div>
        </form>
      </div>
    </>
  );
}
