import { useEffect, useState } from "react";
import { Link } from "react-router";
import { CircleCheck, Sparkles } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Dialog, DialogContent } from "#kit/ui/dialog";
import { buttonClasses } from "#kit/ui/button";
import { countdownTo, rememberPromoShown, type PromoWords } from "./promo-offer";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** When the offer ends (PromoBanner: the end of the seventh day from the page load). */
  deadline: Date;
  words: PromoWords;
};

/**
 * The free AI website analysis offer. Opens only when asked to; closing it is remembered.
 * Loaded by PromoBanner when first opened.
 */
export default function PromoPopup({ open, onOpenChange, deadline, words }: Props) {
  const change = (next: boolean) => {
    if (!next) rememberPromoShown(window.localStorage);
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent title={words.offerTitle} description={words.offerText}>
        <ul className="mt-5 space-y-2">
          {words.offerPoints.map(({ text }) => (
            <li key={text} className="flex items-start gap-2 text-slate-800">
              <Icon node={CircleCheck} className="mt-0.5 size-5 shrink-0 text-emerald-700" />
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
          <Icon node={Sparkles} className="size-5" />
          {words.offerButtonLabel}
        </Link>
        <p className="mt-3 text-center text-xs text-slate-600">{words.offerNote}</p>
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
