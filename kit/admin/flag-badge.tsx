/** A small on/off badge of the lists: green when on (In evidenza, Attivo, Pubblicato...). */
export function FlagBadge({
  on,
  label,
  offLabel,
}: {
  on: boolean;
  label: string;
  /** Shown in grey when off; without it an off flag shows nothing. */
  offLabel?: string;
}) {
  if (!on && !offLabel) return null;
  return (
    <span
      className={
        on
          ? "inline-block rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-green-800"
          : "inline-block rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-800"
      }
    >
      {on ? label : offLabel}
    </span>
  );
}
