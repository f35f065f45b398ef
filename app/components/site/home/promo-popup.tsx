import { useEffect, useState } from "react";
import { Link } from "react-router";
import { CircleCheck, Sparkles } from "lucide-react";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { buttonClasses } from "~/components/ui/button";
import { countdownTo, promoDeadline, rememberPromoShown } from "./promo-offer";

const bullets = [
  "Scansione completa del tuo sito web",
  "Analisi SEO e delle prestazioni",
  "Suggerimenti di miglioramento concreti",
  "Preventivo personalizzato per un MVP",
];

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** The free AI website analysis offer. Opens only when asked to; closing it is remembered. */
export function PromoPopup({ open, onOpenChange }: Props) {
  // The offer runs to the end of the seventh day from this page load.
  const [deadline] = useState(() => promoDeadline(new Date()));

  const change = (next: boolean) => {
    if (!next) rememberPromoShown(window.localStorage);
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        title="Analisi gratuita del tuo sito con l'intelligenza artificiale"
        description="In pochi secondi scopri cosa frena il tuo sito e come trasformarlo in uno strumento che porta clienti."
      >
        <ul className="mt-5 space-y-2">
          {bullets.map((text) => (
            <li key={text} className="flex items-start gap-2 text-slate-800">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
        <PromoCountdown deadline={deadline} />
        <Link
          to="/analisi-sito-ai"
          onClick={() => change(false)}
          className={`${buttonClasses("primary", "lg")} mt-6 w-full`}
        >
          <Sparkles className="size-5" aria-hidden="true" />
          Richiedi l'analisi gratuita
        </Link>
        <p className="mt-3 text-center text-xs text-slate-600">
          Nessun impegno • Risultati in 60 secondi • 100% Gratuito
        </p>
      </DialogContent>
    </Dialog>
  );
}

const units = [
  ["days", "Giorni"],
  ["hours", "Ore"],
  ["minutes", "Minuti"],
  ["seconds", "Secondi"],
] as const;

/** Ticks every second while shown; screen readers are not told about each tick. */
function PromoCountdown({ deadline }: { deadline: Date }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = countdownTo(deadline, now);

  return (
    <div className="mt-6 rounded-xl bg-brand-50 p-4">
      <p className="text-center text-sm font-semibold text-brand-800">L'offerta scade tra</p>
      <div
        role="timer"
        aria-live="off"
        className="mt-3 grid grid-cols-4 gap-2 text-center"
        data-testid="promo-countdown"
      >
        {units.map(([key, label]) => (
          <div key={key} className="rounded-lg bg-white px-2 py-3 shadow-sm">
            <span className="block text-2xl font-bold text-slate-900 tabular-nums" data-unit={key}>
              {String(left[key]).padStart(2, "0")}
            </span>
            <span className="text-xs text-slate-600">{label}</span>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The visible way to the offer on the home page (the popup never opens by itself here). */
export function PromoBanner() {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="home-promo-title" className="bg-white px-4 py-16 sm:px-6">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 rounded-3xl bg-linear-to-br from-brand-900 to-brand-700 px-6 py-10 text-center text-white sm:px-12 md:flex-row md:text-left">
        <Sparkles className="size-12 shrink-0 text-amber-300" aria-hidden="true" />
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
          type="button"
          onClick={() => setOpen(true)}
          className="inline-flex h-12 shrink-0 items-center justify-center rounded-lg bg-white px-6 font-semibold text-brand-800 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Analisi gratuita del sito con AI
        </button>
      </div>
      <PromoPopup open={open} onOpenChange={setOpen} />
    </section>
  );
}
