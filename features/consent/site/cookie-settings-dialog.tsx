import { useId, useState, type FormEvent } from "react";
import { Switch } from "radix-ui";
import { Button } from "#kit/ui/button";
import { Dialog, DialogClose, DialogContent } from "#kit/ui/dialog";
import type { OptionalConsent } from "../consent";
import { optionalCookieCategories as categories } from "./cookie-categories";

/** What each optional category does (../shared/spec/public-site.md §9). */
const descriptions: Record<keyof OptionalConsent, string> = {
  analytics:
    "Ci dicono in forma aggregata quali pagine vengono visitate e come, con Google Analytics e indirizzo IP anonimizzato, per migliorare contenuti e prestazioni del sito.",
  marketing:
    "Misurano l'efficacia delle nostre campagne pubblicitarie e delle richieste di preventivo che generano.",
  preferences:
    "Ricordano le tue scelte di navigazione, come le impostazioni di visualizzazione, per offrirti un'esperienza più comoda.",
};

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Toggle positions when the dialog opens (the saved choice, or all off). */
  initial: OptionalConsent;
  onSave: (toggles: OptionalConsent) => void;
};

/** 'Preferenze cookie': one switch per category; 'Annulla' closes without saving. */
export function CookieSettingsDialog({ open, onOpenChange, initial, onSave }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Preferenze cookie"
        description="Scegli quali cookie consentire. I cookie necessari sono sempre attivi; puoi cambiare la tua scelta in qualsiasi momento."
      >
        <SettingsForm initial={initial} onSave={onSave} />
      </DialogContent>
    </Dialog>
  );
}

function SettingsForm({ initial, onSave }: Pick<Props, "initial" | "onSave">) {
  const [toggles, setToggles] = useState<OptionalConsent>(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(toggles);
  };
  return (
    <form onSubmit={submit} className="mt-4">
      <ul className="divide-y divide-slate-200">
        <CategoryRow
          label="Necessari"
          description="Indispensabili per il funzionamento e la sicurezza del sito e per ricordare le tue scelte sui cookie. Non possono essere disattivati."
          checked
          locked
        />
        {categories.map(({ key, label }) => (
          <CategoryRow
            key={key}
            label={label}
            description={descriptions[key]}
            checked={toggles[key]}
            onChange={(on) => setToggles((current) => ({ ...current, [key]: on }))}
          />
        ))}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Annulla</Button>
        </DialogClose>
        <Button type="submit">Salva preferenze</Button>
      </div>
    </form>
  );
}

type RowProps = {
  label: string;
  description: string;
  checked: boolean;
  locked?: boolean;
  onChange?: (on: boolean) => void;
};

function CategoryRow({ label, description, checked, locked, onChange }: RowProps) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900">
          {label}
        </label>
        {locked ? (
          <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            Sempre attivi
          </span>
        ) : null}
        <p id={`${id}-description`} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={locked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-description`}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-500 transition-colors focus-ring focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-70 data-[state=checked]:bg-brand-700"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
    </li>
  );
}
